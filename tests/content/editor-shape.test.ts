/**
 * Every content file the editor at /admin saves is already in the shape the editor writes
 * (tests/support/editor-output.ts): the clinic's first save of a file then changes only the lines
 * it changed, and the history shows only that. A comment would be dropped by the first save, so
 * the files have none; what the owner needs to know is in the fields' hints. Only the files as the
 * repository ships them: a file the clinic wrote or edited by hand is valid in any order of its
 * fields, and the editor's first save of it only tidies it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../src/cms/config';
import { CONTENT_LOCALES } from '../../src/cms/fields';
import { shippedStatus } from '../spec/shipped-content';
import { editorText, type EditorFormat, type FieldShape } from '../support/editor-output';

const ROOT = resolve(import.meta.dirname, '../..');

interface CollectionShape {
  name: string;
  folder?: string;
  extension?: string;
  format?: string;
  fields?: FieldShape[];
  files?: Array<{ name: string; file: string; fields: FieldShape[] }>;
}

const formatOf = (path: string, format?: string): EditorFormat =>
  format === 'yaml' || (!format && /\.ya?ml$/.test(path)) ? 'yaml' : 'frontmatter';

/**
 * A path of the editor's configuration in one language: `{{locale}}/` is the language's folder,
 * left out for the default (decision 0022).
 */
const inLocale = (path: string, locale: string) =>
  path.replace('{{locale}}/', locale === CONTENT_LOCALES.default ? '' : `${locale}/`);

/** Every file the editor edits, in every language, with its fields and format, as its configuration says. */
function editorFiles(): Array<{ path: string; fields: FieldShape[]; format: EditorFormat }> {
  const collections = (cmsConfig({ repo: 'klinik/webbplats', branch: 'main' }).collections ??
    []) as unknown as CollectionShape[];
  const locales = [CONTENT_LOCALES.default, ...CONTENT_LOCALES.others];
  return collections.flatMap((collection) => locales.flatMap((locale) => filesOf(collection, locale)));
}

function filesOf(
  collection: CollectionShape,
  locale: string,
): Array<{ path: string; fields: FieldShape[]; format: EditorFormat }> {
  if (collection.files)
    return collection.files
      .map(({ file, fields }) => ({ path: inLocale(file, locale), fields, format: formatOf(file) }))
      .filter(({ path }) => existsSync(join(ROOT, path)));
  const folder = inLocale(collection.folder!, locale);
  if (!existsSync(join(ROOT, folder))) return [];
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`.${collection.extension}`))
    .map((file) => ({
      path: join(folder, file),
      fields: collection.fields!,
      format: formatOf(file, collection.format),
    }));
}

describe('the content files are in the shape the editor saves them in', () => {
  const changed = new Set(shippedStatus(ROOT).changedFiles());
  const files = editorFiles().filter((file) => !changed.has(file.path));

  it('finds the files the editor edits', () => {
    // The clinic's facts at least: without them nothing builds.
    expect(editorFiles().map(({ path }) => path)).toContain('src/content/clinic.yaml');
  });

  it.each(files.map((file) => [file.path, file] as const))('%s', (path, { fields, format }) => {
    const text = readFileSync(join(ROOT, path), 'utf8');
    expect(text).toBe(editorText(text, fields, format));
  });
});
