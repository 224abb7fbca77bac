import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readContentYaml } from '../schemas/read-yaml';
import { treatmentFolderLabels } from './folder-labels';

const dir = mkdtempSync(join(tmpdir(), 'mappar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const treatment = (folder: string, file: string, frontMatter: string) => {
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, file), `---\n${frontMatter}\n---\nText.\n`);
};

test('a folder is named after the overview its treatments share, else their category, else itself; a broken file does not stop the editor', () => {
  treatment('rynkreducerande', 'a.md', 'category: injektionsbehandlingar\ngroup: rynkreducerande');
  treatment('rynkreducerande', 'b.md', 'category: injektionsbehandlingar\ngroup: rynkreducerande');
  treatment('laser', 'a.md', 'category: laserbehandlingar\ngroup: nordlys-ipl');
  treatment('laser', 'b.md', 'category: laserbehandlingar\ngroup: nordlys-frax1550');
  treatment('blandat', 'a.md', 'category: massage');
  treatment('blandat', 'b.md', 'category: vaxning');
  treatment('trasig', 'a.md', 'category: [massage');
  writeFileSync(join(dir, 'trasig', 'b.md'), 'ingen front matter');
  // The titles as the content's overview and category files have them.
  const title = (file: string) => (readContentYaml(`src/content/${file}.yaml`) as { title: string }).title;
  expect(treatmentFolderLabels(dir)).toEqual({
    rynkreducerande: title('groups/rynkreducerande'),
    laser: title('categories/laserbehandlingar'),
    blandat: 'blandat',
    trasig: 'trasig',
  });
});
