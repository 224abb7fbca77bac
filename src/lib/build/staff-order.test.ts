// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inStaffOrder } from './staff-order';

describe('the staff on the about page', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'personal-')), 'staff.yaml');
  // Ids as the editor makes them: random, so their sort order says nothing.
  writeFileSync(
    file,
    ['- id: s-f1', '  name: Först', '- id: s-a2', '  name: Sedan', '- id: s-c3', '  name: Sist'].join('\n'),
  );
  const people = [
    { id: 's-a2', order: 999 },
    { id: 's-c3', order: 999 },
    { id: 's-f1', order: 999 },
  ];

  it('stand as the staff file lists them, not by id', () => {
    expect(inStaffOrder(people, file).map((p) => p.id)).toEqual(['s-f1', 's-a2', 's-c3']);
  });

  it('stand by their order where the clinic has set one', () => {
    const ordered = people.map((p) => (p.id === 's-c3' ? { ...p, order: 1 } : p));
    expect(inStaffOrder(ordered, file).map((p) => p.id)).toEqual(['s-c3', 's-f1', 's-a2']);
  });
});
