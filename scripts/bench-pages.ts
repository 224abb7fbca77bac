/**
 * Which pages `npm run bench` measures, chosen from the clinic's own content and the built site,
 * so the bench runs on any clinic's catalogue: of each kind of page the one whose main content
 * holds the most elements (the most of the kind's parts: cards, price tables, photos, questions).
 * A kind the clinic has no page of is left out of the table, and the bench says so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR, OUT_DIR } from '../src/config/folders.ts';
import { mainPages } from '../src/config/routes.ts';
import { builtPagePaths, pageFile } from '../src/lib/build/site-pages.ts';

const DIST = OUT_DIR;
const CONTENT = CONTENT_DIR;

/** The content's kinds of entry page, each a folder of files with a `path`. */
const ENTRY_KINDS = {
  kategori: 'categories',
  översikt: 'groups',
  behandling: 'treatments',
  prislista: 'price-lists',
  besvär: 'concerns',
} as const;
type EntryKind = keyof typeof ENTRY_KINDS;

interface Entry {
  path: string;
  hasPhoto: boolean;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? filesUnder(join(dir, item.name)) : [join(dir, item.name)],
  );
}

/** A YAML file's data, or a Markdown file's front matter. */
function dataOf(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  const yaml = file.endsWith('.md') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text;
  return (parse(yaml) as Record<string, unknown> | null) ?? {};
}

function entriesOf(kind: EntryKind): Entry[] {
  return filesUnder(join(CONTENT, ENTRY_KINDS[kind]))
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .map(dataOf)
    .filter((data) => typeof data['path'] === 'string')
    .map((data) => ({ path: data['path'] as string, hasPhoto: data['photo'] !== undefined }));
}

export const builtHtml = (path: string) => readFileSync(join(DIST, pageFile(path)), 'utf8');

/** How much a page's main content holds: its elements, counted in the built file. */
const elementsInMain = (path: string) =>
  (/<main\b[\s\S]*<\/main>/.exec(builtHtml(path))?.[0] ?? '').split('<').length;

function richest(paths: readonly string[]): string | undefined {
  return [...paths].sort((a, b) => elementsInMain(b) - elementsInMain(a))[0];
}

/** The richest built page of a kind, among the entries `which` keeps. */
function richestOf(kind: EntryKind, which: (entry: Entry) => boolean = () => true): string | undefined {
  const built = new Set(builtPagePaths(DIST));
  return richest(
    entriesOf(kind)
      .filter(which)
      .map((entry) => entry.path)
      .filter((path) => built.has(path)),
  );
}

/** Each kind of page and the page measured for it; kinds the site has no page of are named in `missing`. */
export function benchPageTypes(): { pages: Array<[type: string, path: string]>; missing: string[] } {
  const chosen: Array<[string, string | undefined]> = [
    ['startsida', mainPages.home.path],
    ['kategori', richestOf('kategori')],
    ['översikt', richestOf('översikt')],
    ['behandling (foto)', richestOf('behandling', (entry) => entry.hasPhoto)],
    ['behandling (utan foto)', richestOf('behandling', (entry) => !entry.hasPhoto)],
    ['prislista', richestOf('prislista')],
    ['besvär', richestOf('besvär')],
    ['huvudsida', mainPages.booking.path],
    ['kontaktformulär', mainPages.findTreatment.path],
  ];
  return {
    pages: chosen.filter((row): row is [string, string] => row[1] !== undefined),
    missing: chosen.filter(([, path]) => path === undefined).map(([type]) => type),
  };
}

/** The listing pages whose first card the click-to-paint visitor follows: category, overview, concern. */
export function listingPages(): string[] {
  return (['kategori', 'översikt', 'besvär'] as const)
    .map((kind) => richestOf(kind))
    .filter((path): path is string => path !== undefined);
}
