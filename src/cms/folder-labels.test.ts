import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { contentPath } from '../config/folders';
import { readContentYaml } from '../schemas/read-yaml';
import { treatmentFolderLabels } from './folder-labels';

const dir = mkdtempSync(join(tmpdir(), 'mappar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const treatment = (folder: string, file: string, frontMatter: string) => {
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, file), `---\n${frontMatter}\n---\nText.\n`);
};

/** The content's own entries of a collection, by id, and their fields: whatever the clinic has. */
const entries = (folder: string) =>
  readdirSync(contentPath(folder))
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({
      id: file.replace(/\.yaml$/, ''),
      ...(readContentYaml(contentPath(`${folder}/${file}`)) as { title: string; category?: string }),
    }));

test('a folder is named after the overview its treatments share, else their category, else itself; a broken file does not stop the editor', () => {
  const [group] = entries('groups');
  const [first, second] = entries('categories');
  expect(second, 'the content has two categories').toBeDefined();
  const expected: Record<string, string> = {};
  if (group) {
    treatment('grupp', 'a.md', `category: ${group.category}\ngroup: ${group.id}`);
    treatment('grupp', 'b.md', `category: ${group.category}\ngroup: ${group.id}`);
    expected['grupp'] = group.title;
  }
  treatment('kategori', 'a.md', `category: ${first!.id}\ngroup: en-grupp`);
  treatment('kategori', 'b.md', `category: ${first!.id}\ngroup: en-annan-grupp`);
  treatment('blandat', 'a.md', `category: ${first!.id}`);
  treatment('blandat', 'b.md', `category: ${second!.id}`);
  treatment('trasig', 'a.md', `category: [${first!.id}`);
  writeFileSync(join(dir, 'trasig', 'b.md'), 'ingen front matter');
  // The titles as the content's overview and category files have them.
  expect(treatmentFolderLabels(dir)).toEqual({
    ...expected,
    kategori: first!.title,
    blandat: 'blandat',
    trasig: 'trasig',
  });
});
