/**
 * The kind of page each built page is (src/page-types/: one page type per kind, shared by both
 * languages), told from the data: a fixed page by its path in src/config/routes.ts, an entry's
 * page by the content file it comes from. An English entry's page is the kind its Swedish
 * counterpart (its hreflang alternate) is.
 */
import { englishPages, langOfPath, mainPages } from '../../src/config/routes';
import { categories, concerns, groups, priceLists, treatments } from './content';
import { builtHtml, counterpartOf } from './site';

export type PageType = keyof typeof mainPages | 'category' | 'group' | 'treatment' | 'priceList' | 'concern';

const fixedPages = Object.keys(mainPages) as Array<keyof typeof mainPages>;
const byPath = new Map<string, PageType>([
  // A fixed page in either language by its own path (a noindex page names no counterpart).
  ...fixedPages.map((key) => [mainPages[key].path, key] as [string, PageType]),
  ...fixedPages.map((key) => [englishPages[key].path, key] as [string, PageType]),
  ...categories.map((entry) => [entry.path, 'category'] as [string, PageType]),
  ...groups.map((entry) => [entry.path, 'group'] as [string, PageType]),
  ...treatments.map((entry) => [entry.path, 'treatment'] as [string, PageType]),
  ...priceLists.map((entry) => [entry.path, 'priceList'] as [string, PageType]),
  ...concerns.map((entry) => [entry.path, 'concern'] as [string, PageType]),
]);

/** The page's kind; a page that no data names (and whose counterpart none names) throws, so it is never left out unnoticed. */
export function pageTypeOf(path: string): PageType {
  const swedish = langOfPath(path) === 'sv' ? path : counterpartOf(path);
  const type = byPath.get(path) ?? (swedish === undefined ? undefined : byPath.get(swedish));
  if (type === undefined) throw new Error(`${path}: no page type (no content file or fixed page names it)`);
  return type;
}

/** How much a page's main content holds: its elements, counted in the built file. */
const elementsInMain = (path: string) =>
  (/<main\b[\s\S]*<\/main>/.exec(builtHtml(path))?.[0] ?? '').split('<').length;

/**
 * One page of each kind among `paths`: the one whose main content holds the most elements, so
 * that the most of the kind's parts (price tables, carousels, questions, photos) are on it,
 * whatever the clinic adds or removes.
 */
export function richestOfEachType(paths: readonly string[]): string[] {
  const richest = new Map<PageType, { path: string; size: number }>();
  for (const path of paths) {
    const type = pageTypeOf(path);
    const size = elementsInMain(path);
    if ((richest.get(type)?.size ?? -1) < size) richest.set(type, { path, size });
  }
  return [...richest.values()].map(({ path }) => path).sort();
}

/** The longest word in a page's toggles (a question's <summary>, a menu's), soft hyphens and tags left out. */
const longestToggleWord = (path: string) =>
  Math.max(
    0,
    ...[...builtHtml(path).matchAll(/<summary\b[^>]*>([\s\S]*?)<\/summary>/g)].flatMap(([, inner]) =>
      inner!
        .replace(/<[^>]*>/g, ' ')
        .replaceAll('\u00ad', '')
        .replaceAll('&shy;', '')
        .split(/[\s/–-]+/)
        .map((word) => word.length),
    ),
  );

/**
 * The page among `paths` whose toggles hold the longest word: under wider text spacing at 320 px
 * such a word is what pushes a toggle's + off the screen, wherever the clinic writes it.
 */
export function withLongestToggleWord(paths: readonly string[]): string | undefined {
  let longest: { path: string; length: number } | undefined;
  for (const path of paths) {
    const length = longestToggleWord(path);
    if (length > (longest?.length ?? 0)) longest = { path, length };
  }
  return longest?.path;
}
