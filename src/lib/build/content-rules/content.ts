/**
 * The content the rules judge: every file in the content folder (English files under en/ too), each
 * with its collection, its data as the file writes it, its Markdown body and its prose (read from
 * the collection's schema, prose.ts). Validation stays with the build's schemas: a rule reads what
 * the file says. Built from file texts, so the unit tests give a small clinic as a few files.
 * Plain Node: imports carry their extensions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { z } from 'astro/zod';
import { CONTENT_DIR } from '../../../config/folders.ts';
import { PAGE_TEXT_FILES } from '../../../config/page-texts.ts';
import { categorySchema, groupSchema, priceListSchema, treatmentSchema } from '../../../schemas/catalogue.ts';
import { clinicSchema } from '../../../schemas/clinic.ts';
import { concernSchema } from '../../../schemas/concerns.ts';
import { editorReferences } from '../../../schemas/editor.ts';
import { pageTextSchemas } from '../../../schemas/pages.ts';
import { staffSchema, testimonialSchema } from '../../../schemas/people.ts';
import { frontMatterOf, parseContentYaml } from '../../../schemas/read-yaml.ts';
import { proseOf, type ProseText } from './prose.ts';

/** The content folder of this build (src/content, or CONTENT_DIR's: the tests' fixture clinic). */
const CONTENT_ROOT = CONTENT_DIR;

export type Collection =
  | 'treatments'
  | 'categories'
  | 'groups'
  | 'concerns'
  | 'priceLists'
  | 'pages'
  | 'clinic'
  | 'staff'
  | 'testimonials';

export interface ContentEntry {
  /** The file, as the owner finds it: "src/content/treatments/laser/IPL.md". */
  file: string;
  collection: Collection;
  lang: 'sv' | 'en';
  /** The entry's id as the catalogue refers to it: the file's name under its folder, without extension. */
  id: string;
  data: Record<string, unknown>;
  /** A Markdown file's text after its front matter. */
  body: string;
  /** Its prose, the body as the field "body". */
  prose: ProseText[];
}

export interface RuleContent {
  entries: readonly ContentEntry[];
}

/** A fixed page's key (PAGE_TEXT_FILES) from its file's name under pages/, or undefined. */
export const pageKeyOf = (name: string) =>
  (Object.keys(PAGE_TEXT_FILES) as Array<keyof typeof PAGE_TEXT_FILES>).find(
    (key) => basename(PAGE_TEXT_FILES[key]) === name,
  );

/** A list file (staff, reviews) read as one entry whose field "items" is the list. */
const listOf = (item: z.ZodType) => z.object({ items: z.array(item) });

/** Each collection's schema, made once: a schema takes longer to make than a file to read. */
const SCHEMAS = {
  treatments: treatmentSchema(editorReferences),
  groups: groupSchema(editorReferences),
  priceLists: priceListSchema(editorReferences),
  staff: listOf(staffSchema(editorReferences.image)),
  testimonials: listOf(testimonialSchema),
  markdownPage: z.object({}),
};

/** The collection and schema of a file, by where it lies under the content root; undefined for others. */
function kindOf(path: string): { collection: Collection; schema: z.ZodType; id: string } | undefined {
  const [folder, ...rest] = path.split('/');
  const name = rest.join('/');
  const id = name.replace(/\.(md|ya?ml)$/, '');
  const yaml = /\.ya?ml$/.test(path);
  if (folder === 'treatments' && path.endsWith('.md'))
    return { collection: 'treatments', schema: SCHEMAS.treatments, id };
  if (folder === 'categories' && yaml) return { collection: 'categories', schema: categorySchema, id };
  if (folder === 'groups' && yaml) return { collection: 'groups', schema: SCHEMAS.groups, id };
  if (folder === 'concerns' && yaml) return { collection: 'concerns', schema: concernSchema, id };
  if (folder === 'price-lists' && yaml) return { collection: 'priceLists', schema: SCHEMAS.priceLists, id };
  if (folder === 'pages') {
    const key = pageKeyOf(name);
    if (key) return { collection: 'pages', schema: pageTextSchemas[key], id };
    if (path.endsWith('.md')) return { collection: 'pages', schema: SCHEMAS.markdownPage, id };
  }
  if (path === 'clinic.yaml') return { collection: 'clinic', schema: clinicSchema, id: 'clinic' };
  if (path === 'staff.yaml') return { collection: 'staff', schema: SCHEMAS.staff, id: 'staff' };
  if (path === 'testimonials.yaml')
    return { collection: 'testimonials', schema: SCHEMAS.testimonials, id: 'testimonials' };
  return undefined;
}

/** One content file as the rules see it, or undefined for a file no collection holds. */
function entryOf(file: string, text: string, root = CONTENT_ROOT): ContentEntry | undefined {
  const inRoot = relative(root, file).split('\\').join('/');
  const lang = inRoot.startsWith('en/') ? 'en' : 'sv';
  const kind = kindOf(lang === 'en' ? inRoot.slice(3) : inRoot);
  if (!kind) return undefined;
  const markdown = file.endsWith('.md');
  const hasFrontMatter = markdown && text.startsWith('---');
  const parsed = hasFrontMatter ? frontMatterOf(text, file) : markdown ? {} : parseContentYaml(text, file);
  const data = (Array.isArray(parsed) ? { items: parsed } : (parsed ?? {})) as Record<string, unknown>;
  const body = markdown ? text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '').trim() : '';
  const prose = proseOf(kind.schema, data);
  if (body) prose.push({ field: 'body', text: body, running: true });
  return { file, collection: kind.collection, lang, id: kind.id, data, body, prose };
}

/** The rules' content from file texts: the unit tests' small clinics. */
export function contentOf(
  files: ReadonlyArray<{ file: string; text: string }>,
  root = CONTENT_ROOT,
): RuleContent {
  return {
    entries: files
      .flatMap(({ file, text }) => entryOf(file, text, root) ?? [])
      .sort((a, b) => a.file.localeCompare(b.file)),
  };
}

/** Every content file under `root`, read. */
export function readContent(root = CONTENT_ROOT): RuleContent {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|ya?ml)$/.test(file))
    .map((file) => join(root, file))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  return contentOf(files, root);
}
