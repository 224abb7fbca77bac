// @vitest-environment node
/**
 * The English files (decision 0022, src/content/en/): each lies at a Swedish file's path, holds
 * only words, and names an English path that no other English page has.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { ENGLISH_ROOT, englishPages, englishPathOf } from '../../src/config/routes';
import { englishFileOf } from '../../src/config/english-files';
import { PAGE_TEXT_FILES } from '../../src/config/page-texts';
import { pageTextSchemas } from '../../src/schemas/pages';
import { frontMatterOf, readContentYaml } from '../../src/schemas/read-yaml';
import { englishFileSchema } from '../../src/schemas/translation';
import { schemas } from '../support/test-fixtures';

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

  it('hold only words, each passing the Swedish field’s checks, as the build reads them', () => {
    const byFolder: Record<string, z.ZodType> = {
      categories: schemas.category,
      groups: schemas.group,
      treatments: schemas.treatment,
      'price-lists': schemas.priceList,
      concerns: schemas.concern,
    };
    const pageKeyOf = (file: string) =>
      (Object.keys(PAGE_TEXT_FILES) as Array<keyof typeof PAGE_TEXT_FILES>).find(
        (key) => englishFileOf(PAGE_TEXT_FILES[key]) === file,
      );
    for (const file of englishFiles) {
      const folder = file.slice(ENGLISH_DIR.length).split('/')[0]!;
      const pageKey = pageKeyOf(file);
      const schema = pageKey ? pageTextSchemas[pageKey] : byFolder[folder];
      expect(schema, file).toBeDefined();
      const result = englishFileSchema(schema!).safeParse(dataOf(file));
      expect(result.success ? [] : result.error.issues, file).toEqual([]);
    }
  });

  it('name English paths in lower case that no two pages share, fixed pages included', () => {
    const named = englishFiles.flatMap((file) => (dataOf(file).path ? [[file, dataOf(file).path!]] : []));
    for (const [file, name] of named) expect(name, file).toMatch(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const paths = [
      ...Object.values(englishPages).map((page) => page.path),
      ...named.map(([, name]) => englishPathOf('', name)),
    ];
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    for (const path of paths) expect(path.startsWith(ENGLISH_ROOT)).toBe(true);
  });
});
