/**
 * The English staff list is paired with the Swedish one by each person's id, never by place
 * (decision 0022): with the ids the editor makes (`s-<uuid>`) and the people in another order, each
 * person keeps their own English role and licence. Read through the build's own reader from a
 * copy of the clinic's files.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { englishFileOf } from '../../config/english-files';
import { readContentYaml } from '../../schemas/read-yaml';
import { englishStaff, englishStaffWords } from './english-staff';
import { STAFF_FILE } from './sample-photos';

type Person = { id: string; name: string; title: string; licence?: string };
const swedish = readContentYaml(STAFF_FILE) as Person[];
const english = (readContentYaml(englishFileOf(STAFF_FILE)) ?? []) as Array<Partial<Person>>;
const translated = swedish.filter((person) => english.some((words) => words.id === person.id));

describe.skipIf(translated.length < 2)(
  'the staff in English (skipped unless two people have English words)',
  () => {
    // With editor-made ids and the Swedish list reversed: a copy of the files, as the editor saves them.
    const newId = new Map(swedish.map((person) => [person.id, `s-${randomUUID()}`]));
    const reordered = [...swedish].reverse().map((person) => ({ ...person, id: newId.get(person.id)! }));
    const dir = mkdtempSync(join(tmpdir(), 'personal-'));
    const file = join(dir, 'staff.yaml');
    writeFileSync(file, stringify(english.map((words) => ({ ...words, id: newId.get(words.id!) }))));

    it('gives each person their own English role and licence, whatever the order and the ids', () => {
      const { staff } = englishStaff(reordered, englishStaffWords(file));
      for (const person of staff) {
        const original = swedish.find((p) => newId.get(p.id) === person.id)!;
        const words = english.find((w) => w.id === original.id);
        expect(person.name).toBe(original.name);
        expect(person.title).toBe(words?.title ?? original.title);
        expect(person.licence).toBe(words?.licence ?? original.licence);
      }
    });

    it('a person added in Swedish keeps the Swedish words and is named; the others stay English', () => {
      const added = { ...swedish[0]!, id: `s-${randomUUID()}`, name: 'Ny Person', title: 'Ny roll' };
      const { staff, untranslated } = englishStaff([added, ...reordered], englishStaffWords(file));
      expect(staff[0]!.title).toBe('Ny roll');
      expect(untranslated.length).toBeGreaterThan(0);
      const others = staff.slice(1).map((person) => person.title);
      expect(others).toEqual(
        reordered.map((person) => {
          const original = swedish.find((p) => newId.get(p.id) === person.id)!;
          return english.find((w) => w.id === original.id)?.title ?? original.title;
        }),
      );
    });

    it('the copies the editor keeps in an English item (a name, an order) are never shown', () => {
      const first = reordered[0]!;
      const copies = join(dir, 'copies.yaml');
      writeFileSync(copies, stringify([{ id: first.id, name: 'Någon Annan', order: 99, title: 'A role' }]));
      const { staff } = englishStaff(reordered, englishStaffWords(copies));
      expect(staff[0]).toMatchObject({ name: first.name, title: 'A role' });
      expect((staff[0] as { order?: number }).order).toBe((first as { order?: number }).order);
    });
  },
);
