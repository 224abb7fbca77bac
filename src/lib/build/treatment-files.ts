/**
 * The treatments' front matter, and the concerns' and price lists' references to them, read straight from their files, for Node scripts and build steps
 * that run outside Astro's content layer (the content report, the publish check). Validation is
 * left to the build's schema. Plain Node: imports carry their extensions.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import type { ReportPriceList, ReportTranslations, ReportTreatment } from './content-report.ts';
import { englishFileOf } from '../../config/english-files.ts';
import { PAGE_TEXT_FILES } from '../../config/page-texts.ts';
import { mainPages } from '../../config/routes.ts';
import { isUnderTheLaw } from '../domain/care.ts';
import {
  categorySchema,
  groupSchema,
  priceListSchema,
  treatmentSchema,
  type CareKind,
} from '../../schemas/catalogue.ts';
import { clinicSchema } from '../../schemas/clinic.ts';
import { concernSchema } from '../../schemas/concerns.ts';
import { editorReferences } from '../../schemas/editor.ts';
import { pageTextSchemas } from '../../schemas/pages.ts';
import { staffSchema } from '../../schemas/people.ts';
import { frontMatterOf, readContentYaml } from '../../schemas/read-yaml.ts';
import { englishPeople, type PersonWords } from '../domain/english.ts';
import {
  englishView,
  outdatedFields,
  recordedSources,
  withMarkdownBody,
  wordsOf,
  type WordShape,
} from '../../schemas/translation.ts';
import { contentPath } from '../../config/folders.ts';

const TREATMENTS_DIR = contentPath('treatments');
const CONCERNS_DIR = contentPath('concerns');
const PRICE_LISTS_DIR = contentPath('price-lists');
const CATEGORIES_DIR = contentPath('categories');
const GROUPS_DIR = contentPath('groups');
const TESTIMONIALS_FILE = contentPath('testimonials.yaml');

/** Each treatment file with its front matter. */
export function readTreatmentFiles(dir = TREATMENTS_DIR): Array<{ file: string; data: ReportTreatment }> {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((name) => {
      const file = join(dir, name);
      return { file, data: frontMatterOf(readFileSync(file, 'utf8'), file) as ReportTreatment };
    });
}

export function readTreatments(dir = TREATMENTS_DIR): ReportTreatment[] {
  return readTreatmentFiles(dir).map(({ data }) => data);
}

/** The concern files' treatment references, as the content report reads them. */
export function readConcerns(dir = CONCERNS_DIR): Array<{ file: string; treatments: string[] }> {
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => {
      const path = join(dir, file);
      const { treatments } = readContentYaml(path) as { treatments?: string[] };
      return { file: path, treatments: treatments ?? [] };
    });
}

/** The price lists' sections, as the content report reads them. */
export function readPriceLists(dir = PRICE_LISTS_DIR): ReportPriceList[] {
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => readContentYaml(join(dir, file)) as ReportPriceList);
}

const yamlFilesIn = (dir: string) =>
  readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => ({ id: file.replace(/\.ya?ml$/, ''), data: readContentYaml(join(dir, file)) }));

/**
 * The pages under the law as the catalogue marks them (src/lib/domain/care.ts): the categories
 * whose careKind is injection or physician, their groups and their treatments, by title.
 */
export function readRegulatedPages(): Array<{ title: string; law: true | undefined }> {
  const categories = yamlFilesIn(CATEGORIES_DIR) as Array<{
    id: string;
    data: { title: string; careKind?: CareKind };
  }>;
  const regulated = new Set(
    categories.filter((c) => isUnderTheLaw(c.data.careKind ?? 'beauty')).map((c) => c.id),
  );
  const law = (categoryId: string | undefined) =>
    regulated.has(categoryId ?? '') ? (true as const) : undefined;
  const groups = yamlFilesIn(GROUPS_DIR) as Array<{ data: { title: string; category: string } }>;
  return [
    ...categories.map((c) => ({ title: c.data.title, law: law(c.id) })),
    ...groups.map((g) => ({ title: g.data.title, law: law(g.data.category) })),
    ...readTreatments().map((t) => ({ title: t.title, law: law(t.category) })),
  ];
}

/** The client reviews (testimonials.yaml in the content folder). */
export function readTestimonials(): Array<{ author: string; text: string }> {
  return readContentYaml(TESTIMONIALS_FILE) as Array<{ author: string; text: string }>;
}

/** The folders of entries with English beside them, their kind in the report, and their schema. */
const ENGLISH_FOLDERS = [
  { kind: 'fasta sidor', dir: contentPath('pages'), schema: undefined },
  { kind: 'kategorier', dir: CATEGORIES_DIR, schema: categorySchema },
  { kind: 'översiktssidor', dir: GROUPS_DIR, schema: groupSchema(editorReferences) },
  { kind: 'besvär', dir: CONCERNS_DIR, schema: concernSchema },
  { kind: 'prislistor', dir: PRICE_LISTS_DIR, schema: priceListSchema(editorReferences) },
  { kind: 'behandlingar', dir: TREATMENTS_DIR, schema: treatmentSchema(editorReferences) },
] as const;

/** A Markdown file's body: the text after its front matter. */
const bodyOf = (text: string) => text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '').trim();

/** The entry in a file: its data, and for Markdown its body as `body`. */
function readEntry(path: string): Record<string, unknown> {
  if (!path.endsWith('.md')) return readContentYaml(path) as Record<string, unknown>;
  const text = readFileSync(path, 'utf8');
  const data = frontMatterOf(text, path) as Record<string, unknown>;
  const body = bodyOf(text);
  return body ? { ...data, body } : data;
}

/** The words of a treatment: its schema's, and its Markdown body. */
const withBody = withMarkdownBody;

/** Page texts shown on other pages, not a page of their own: their names in the report. */
const TEXTS_WITHOUT_PAGE = {
  consultation: 'Konsultationsrutan',
  bookingRules: 'Bokningsreglerna',
} as const;
type PageTextKey = keyof typeof PAGE_TEXT_FILES;
const ownPage = (key: PageTextKey) =>
  key in TEXTS_WITHOUT_PAGE
    ? undefined
    : mainPages[key as Exclude<PageTextKey, keyof typeof TEXTS_WITHOUT_PAGE>];

/** The fixed pages' titles in the report, by text file. */
const PAGE_TITLES: Record<string, string> = Object.fromEntries(
  (Object.keys(PAGE_TEXT_FILES) as PageTextKey[]).map((key) => [
    PAGE_TEXT_FILES[key],
    ownPage(key)?.title ?? TEXTS_WITHOUT_PAGE[key as keyof typeof TEXTS_WITHOUT_PAGE],
  ]),
);

/** One person's words: the staff file's items are each checked against their Swedish person. */
const PERSON_WORDS = wordsOf(staffSchema(editorReferences.image))!;

/** The words of a page that is Markdown alone: its text. */
const MARKDOWN_PAGE_WORDS: WordShape = {
  kind: 'object',
  label: '',
  fields: { body: { kind: 'text', label: 'Text' } },
};

/**
 * A page that is Markdown alone: its text as `body`, and what its front matter holds (an English
 * file's record of the Swedish text it translates). The Swedish files have no front matter.
 */
function readMarkdownPage(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  const data = /^---\r?\n/.test(text) ? (frontMatterOf(text, file) as Record<string, unknown>) : {};
  return { ...data, body: bodyOf(text) };
}

/**
 * The clinic's own files with English beside them (decision 0022): its facts, the staff list (a
 * list, read as one entry's list field) and the two pages that are Markdown alone (the privacy
 * policy and the accessibility statement, all words). The reviews are not among them: they are
 * shown as the clients wrote them.
 */
const CLINIC_FILES = [
  { title: 'Klinikens uppgifter', file: contentPath('clinic.yaml'), words: wordsOf(clinicSchema)! },
  {
    title: 'Personal',
    file: contentPath('staff.yaml'),
    list: 'staff',
    words: wordsOf(
      z.strictObject({ staff: z.array(staffSchema(editorReferences.image)).meta({ label: 'Personal' }) }),
    )!,
  },
  { title: 'Integritetspolicy', file: contentPath('pages/integritetspolicy.md'), markdownPage: 'privacy' },
  {
    title: 'Tillgänglighetsredogörelse',
    file: contentPath('pages/tillganglighet.md'),
    markdownPage: 'accessibility',
  },
] as const;

/** Where the clinic's facts, staff list and privacy policy stand in English. */
function readClinicTranslations(): ReportTranslations {
  const entries = CLINIC_FILES.map((entry) => {
    const words = 'markdownPage' in entry ? MARKDOWN_PAGE_WORDS : entry.words;
    const read = (file: string) => {
      if ('markdownPage' in entry) return readMarkdownPage(file);
      const data = readEntry(file);
      return 'list' in entry ? { [entry.list]: data } : data;
    };
    const englishFile = englishFileOf(entry.file);
    const english = existsSync(englishFile) ? read(englishFile) : undefined;
    const swedish = read(entry.file);
    const view = englishView(words, swedish, english);
    // The staff file is a list of people, each with the hashes of their own Swedish words.
    const outdated =
      'list' in entry
        ? englishPeople(
            PERSON_WORDS,
            (swedish[entry.list] ?? []) as Array<{ id: string; name: string }>,
            ((english?.[entry.list] ?? []) as PersonWords[]).filter((item) => item?.id !== undefined),
          ).outdated
        : outdatedFields(words, swedish, english);
    return {
      title: entry.title,
      path: entry.file,
      englishFile,
      hasEnglish: english !== undefined,
      untranslated: english === undefined ? [] : view.untranslated,
      shorter: english === undefined ? [] : view.shorter,
      outdated: english === undefined ? [] : outdated,
    };
  });
  return { kind: 'av klinikens egna filer', entries };
}

/**
 * What `npm run english:current` records in `englishFile`, the English of `swedishFile` (decision
 * 0022): the hashes of the Swedish words it now translates and of its English words, for the file
 * (a record by field) or, in the staff file, for each person by id; undefined for a file with
 * nowhere to record them.
 */
export function currentSources(
  swedishFile: string,
  englishFile: string,
): Record<string, string> | Map<string, Record<string, string>> | undefined {
  const clinicFile = CLINIC_FILES.find((entry) => entry.file === swedishFile);
  if (clinicFile && 'markdownPage' in clinicFile) {
    return recordedSources(MARKDOWN_PAGE_WORDS, readMarkdownPage(swedishFile), readMarkdownPage(englishFile));
  }
  if (clinicFile && 'list' in clinicFile) {
    const people = readContentYaml(swedishFile) as Array<{ id: string }>;
    const english = new Map(
      (readContentYaml(englishFile) as Array<{ id: string }>).map((person) => [person.id, person]),
    );
    return new Map(
      people.map((person) => [person.id, recordedSources(PERSON_WORDS, person, english.get(person.id))]),
    );
  }
  if (clinicFile) return recordedSources(clinicFile.words, readEntry(swedishFile), readEntry(englishFile));
  const pageKey = (Object.keys(PAGE_TEXT_FILES) as PageTextKey[]).find(
    (key) => PAGE_TEXT_FILES[key] === swedishFile,
  );
  if (pageKey)
    return recordedSources(
      wordsOf(pageTextSchemas[pageKey])!,
      readEntry(swedishFile),
      readEntry(englishFile),
    );
  const folder = ENGLISH_FOLDERS.find(({ dir, schema }) => schema && swedishFile.startsWith(`${dir}/`));
  if (!folder?.schema) return undefined;
  const words = wordsOf(folder.schema)!;
  return recordedSources(
    swedishFile.endsWith('.md') ? withBody(words) : words,
    readEntry(swedishFile),
    readEntry(englishFile),
  );
}

/**
 * The English of the pages that are Markdown alone (the privacy policy, the accessibility
 * statement): missing, or written from a Swedish text that has changed since. Such a page then
 * shows the Swedish text, or its old English, under the untranslated notice.
 */
export function markdownPagesNotCurrent(): Array<'privacy' | 'accessibility'> {
  return CLINIC_FILES.flatMap((entry) => {
    if (!('markdownPage' in entry)) return [];
    const englishFile = englishFileOf(entry.file);
    if (!existsSync(englishFile)) return [entry.markdownPage];
    const english = readMarkdownPage(englishFile);
    const outdated = outdatedFields(MARKDOWN_PAGE_WORDS, readMarkdownPage(entry.file), english);
    return outdated.length > 0 ? [entry.markdownPage] : [];
  });
}

/**
 * Where every entry stands in English, read from the Swedish files and their English files in
 * src/content/en/ (decision 0022), for the content report: no English yet, or words still missing.
 */
export function readTranslations(): ReportTranslations[] {
  return [
    ...ENGLISH_FOLDERS.map(({ kind, dir, schema }) => {
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((file) => join(dir, file))
        .filter((file) => /\.(ya?ml|md)$/.test(file))
        .filter((file) => schema !== undefined || file in PAGE_TITLES)
        .sort();
      const entries = files.map((file) => {
        const swedish = readEntry(file);
        const englishFile = englishFileOf(file);
        const english = existsSync(englishFile) ? readEntry(englishFile) : undefined;
        const pageKey = (Object.keys(PAGE_TEXT_FILES) as PageTextKey[]).find(
          (key) => PAGE_TEXT_FILES[key] === file,
        );
        const words = wordsOf(schema ?? pageTextSchemas[pageKey!])!;
        const fileWords = file.endsWith('.md') ? withBody(words) : words;
        const view = englishView(fileWords, swedish, english);
        return {
          title: PAGE_TITLES[file] ?? (swedish['title'] as string),
          path: (swedish['path'] as string | undefined) ?? (pageKey && ownPage(pageKey)?.path) ?? file,
          englishFile,
          hasEnglish: english !== undefined,
          untranslated: english === undefined ? [] : view.untranslated,
          shorter: english === undefined ? [] : view.shorter,
          outdated: outdatedFields(fileWords, swedish, english),
        };
      });
      return { kind, entries };
    }),
    readClinicTranslations(),
  ];
}
