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
import { englishFileSchema, SOURCE_FIELD } from '../../src/schemas/translation';
import { CLINIC_FILE } from '../../src/config/clinic';
import { clinicSchema } from '../../src/schemas/clinic';
import { STAFF_FILE } from '../../src/lib/build/sample-photos';
import { englishStaffFile } from '../../src/lib/build/english-staff';
import { schemas } from '../support/test-fixtures';

const ENGLISH_DIR = englishFileOf('src/content/');
const englishFiles = readdirSync(ENGLISH_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ya?ml|md)$/.test(file))
  .map((file) => join(ENGLISH_DIR, file));

/** The privacy policy is Markdown: its text is all words, its one field the record of the Swedish text it translates. */
const PRIVACY_FILE = englishFileOf('src/content/pages/integritetspolicy.md');
/** The Markdown-only files: the privacy policy and the accessibility statement. */
const MARKDOWN_ONLY = [PRIVACY_FILE, englishFileOf('src/content/pages/tillganglighet.md')];

/** A list file (the staff) read as the list field of one entry, as the build checks it. */
const dataOf = (file: string) =>
  (MARKDOWN_ONLY.includes(file)
    ? {}
    : file === englishFileOf(STAFF_FILE)
      ? { staff: readContentYaml(file) }
      : file.endsWith('.md')
        ? frontMatterOf(readFileSync(file, 'utf8'), file)
        : readContentYaml(file)) as {
    path?: string;
  };

/** The schemas of the files that are not a collection's entry or a fixed page's texts, as English files. */
const bySwedishFile: Record<string, z.ZodType> = {
  [englishFileOf(CLINIC_FILE)]: englishFileSchema(clinicSchema),
  // Each person's words under the Swedish person's id (src/lib/build/english-staff.ts).
  [englishFileOf(STAFF_FILE)]: englishStaffFile,
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
    const englishSchemas = new Map<z.ZodType, z.ZodType>();
    const englishOf = (schema: z.ZodType) => {
      if (!englishSchemas.has(schema)) englishSchemas.set(schema, englishFileSchema(schema));
      return englishSchemas.get(schema)!;
    };
    for (const file of englishFiles.filter((file) => !MARKDOWN_ONLY.includes(file))) {
      const folder = file.slice(ENGLISH_DIR.length).split('/')[0]!;
      const pageKey = pageKeyOf(file);
      const schema = pageKey
        ? englishOf(pageTextSchemas[pageKey])
        : (bySwedishFile[file] ?? (byFolder[folder] && englishOf(byFolder[folder])));
      expect(schema, file).toBeDefined();
      const result = schema!.safeParse(dataOf(file));
      expect(result.success ? [] : result.error.issues, file).toEqual([]);
    }
  });

  it('refuse a figure in the clinic’s facts or the staff list: times, phone, names stay Swedish', () => {
    // The English file may not carry what the Swedish file decides (decision 0022).
    const clinicFile = bySwedishFile[englishFileOf(CLINIC_FILE)]!;
    expect(clinicFile.safeParse({ tagline: 'Aesthetics and skin care' }).success).toBe(true);
    expect(clinicFile.safeParse({ phone: { display: '08-123 456 78' } }).success).toBe(false);
    expect(clinicFile.safeParse({ policies: { freeCancellationHours: 24 } }).success).toBe(false);
    expect(clinicFile.safeParse({ careProvider: { organisationNumber: '556677-8899' } }).success).toBe(false);
    expect(clinicFile.safeParse({ openingHours: { regular: [{ opens: '09:00' }] } }).success).toBe(false);
    const staffFile = bySwedishFile[englishFileOf(STAFF_FILE)]!;
    expect(staffFile.safeParse({ staff: [{ id: 's-1', title: 'Clinic owner' }] }).success).toBe(true);
    // Each person's words name the Swedish person they belong to, never a place in the list.
    expect(staffFile.safeParse({ staff: [{ title: 'Clinic owner' }] }).success).toBe(false);
    expect(staffFile.safeParse({ staff: [{ name: 'Someone Else' }] }).success).toBe(false);
    expect(staffFile.safeParse({ staff: [{ order: 2 }] }).success).toBe(false);
  });

  it('the English privacy policy and accessibility statement are Markdown whose one field records the Swedish text they translate', () => {
    for (const file of MARKDOWN_ONLY) {
      const text = readFileSync(file, 'utf8');
      const fields = text.startsWith('---') ? Object.keys(frontMatterOf(text, file) as object) : [];
      expect(
        fields.filter((field) => field !== SOURCE_FIELD),
        file,
      ).toEqual([]);
    }
  });

  it('the English privacy policy links to English pages or the Swedish policy', () => {
    const text = readFileSync(PRIVACY_FILE, 'utf8');
    const links = [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(link === '/Integritetspolicy' || link.startsWith(`${ENGLISH_ROOT}/`), link).toBe(true);
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
