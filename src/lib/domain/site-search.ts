/**
 * The site search (Pagefind), build side: the header link's id and what the index reads of each
 * page. The module that runs the search in the browser (src/search/search-ui.ts) and the few bytes
 * every page carries to load it: src/delivery/search-module.ts. Where the index is written and
 * what the host allows it: src/integrations/search-index.ts and src/config/hosting.ts
 * (docs/concerns-and-search.md).
 */
import { SOFT_HYPHEN } from './hyphenate';

/** The header's search link, which opens the search field. */
export { SEARCH_FIELD_ID } from './search-link';
/** Where Pagefind writes its index and its own script, under dist/. */
export const SEARCH_INDEX_DIR = 'pagefind';
/** Where the search module is served. */
export const SEARCH_MODULE_DIR = 'sok';
/** The list of pages to index with their facts (src/pages/sok/sidor.json.ts), removed after indexing. */
export const SEARCH_PAGES_FILE = `${SEARCH_MODULE_DIR}/sidor.json`;

/** A page to index: its path and, for a result, its category and price. */
export interface SearchPage {
  path: string;
  kategori?: string | undefined;
  pris?: string | undefined;
}

/**
 * What the indexer reads from SEARCH_PAGES_FILE: the pages of both languages (Pagefind puts each
 * in its language's index by the page's <html lang>), and the parts of <main> that are not a
 * page's own text, as Pagefind's excludeSelectors (searchExclusions).
 */
export interface SearchPages {
  pages: SearchPage[];
  exclude: string[];
}

/** The labels, in one language, of the parts of <main> that every page repeats. */
interface RepeatedParts {
  breadcrumbs: string;
  /** The consultation banner's titles (it is an <aside> labelled by its title). */
  bannerTitles: readonly string[];
}

/** A CSS attribute selector's quoted value. */
const selectorValue = (value: string) => value.replace(/["\\]/g, '\\$&');

/**
 * The breadcrumb trail and the consultation banner every page ends with, as selectors, by their
 * labels in each language: the labels are the dictionary's and the clinic's, so a selector made
 * from them follows an edit of either.
 */
export function searchExclusions(languages: readonly RepeatedParts[]): string[] {
  return [
    ...new Set(
      languages.flatMap(({ breadcrumbs, bannerTitles }) => [
        `nav[aria-label="${selectorValue(breadcrumbs)}"]`,
        ...bannerTitles.map((title) => `aside[aria-label="${selectorValue(title)}"]`),
      ]),
    ),
  ];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Elements whose text is a word or phrase of its own. The built pages are compacted, so one cell
 * ends where the next begins (`<th>Ord. pris</th><th>Årskort</th>`), and Pagefind, which reads
 * text content, joined the two into one word ("prisÅrskort") unless a tag of its own parts them.
 */
const SEPARATE_TEXT = /<\/(?:t[dh]|caption|h[1-6]|summary|li|d[td]|p|figcaption|label|button)>|<br\s*\/?>/g;

/**
 * The page as the indexer reads it: its <main> marked as the part to index, with the result's
 * category (a Pagefind filter) and price (metadata), and a space after every cell, heading or
 * other element of its own (SEPARATE_TEXT). The headings' soft hyphens (src/lib/domain/hyphenate.ts) are
 * taken out, so a word is indexed, found and shown whole. The served page is left as it is.
 */
export function markForIndex(html: string, page: SearchPage): string {
  const marks = [
    'data-pagefind-body',
    ...(page.kategori ? [`data-pagefind-filter="kategori:${attribute(page.kategori)}"`] : []),
    ...(page.pris ? [`data-pagefind-meta="pris:${attribute(page.pris)}"`] : []),
  ];
  if (!/<main\b/.test(html)) throw new Error(`${page.path}: sidan saknar <main>`);
  return html
    .replace(/<main\b/, `<main ${marks.join(' ')}`)
    .replace(SEPARATE_TEXT, '$& ')
    .replaceAll(SOFT_HYPHEN, '');
}
