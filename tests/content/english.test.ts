// @vitest-environment node
/**
 * The English files (decision 0020, src/content/en/): each lies at a Swedish file's path, holds
 * only words, and names an English path that no other English page has.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_ROOT, englishPages, englishPathOf } from '../../src/config/routes';
import { englishFileOf } from '../../src/config/english-files';
import { frontMatterOf, readContentYaml } from '../../src/schemas/read-yaml';

const ENGLISH_DIR = englishFileOf('src/content/');
const englishFiles = readdirSync(ENGLISH_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ya?ml|md)$/.test(file))
  .map((file) => join(ENGLISH_DIR, file));

const dataOf = (file: string) =>
  (file.endsWith('.md') ? frontMatterOf(readFileSync(file, 'utf8'), file) : readContentYaml(file)) as {
    path?: string;
  };

describe('the English files', () => {
  it('each belongs to a Swedish file at the same path', () => {
    expect(englishFiles.length).toBeGreaterThan(0);
    for (const file of englishFiles)
      expect(existsSync(file.replace(ENGLISH_DIR, 'src/content/')), file).toBe(true);
  });

  it('name English paths in lower case that no two pages share, fixed pages included', () => {
    const named = englishFiles.flatMap((file) => (dataOf(file).path ? [[file, dataOf(file).path!]] : []));
    for (const [file, name] of named) expect(name, file).toMatch(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const paths = [...Object.values(englishPages), ...named.map(([, name]) => englishPathOf('', name))];
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    for (const path of paths) expect(path.startsWith(ENGLISH_ROOT)).toBe(true);
  });
});
