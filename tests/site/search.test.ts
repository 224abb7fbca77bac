/**
 * The site search's index (Pagefind, docs/concerns-and-search.md), read from dist/: each page's
 * main content and a category per treatment. The search in a browser: tests/e2e/search.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { SEARCH_INDEX_DIR } from '../../src/lib/domain/site-search';
import { categories, concerns, shownCategories, shownTreatments } from '../e2e/content';
import { builtPaths, DIST } from '../e2e/site';

const built = new Set(builtPaths());
import { langOfPath, pagesIn } from '../../src/config/routes';
import { builtPathsIn, expectedEnglishPath, isCurrentInEnglish, LANGS } from './languages';

/** Pagefind's stored text of every indexed page: gzipped JSON after a signature. */
function indexedPages(): Array<{ url: string; content: string; filters: Record<string, string[]> }> {
  const dir = join(DIST, SEARCH_INDEX_DIR, 'fragment');
  return readdirSync(dir).map((file) =>
    JSON.parse(
      gunzipSync(readFileSync(join(dir, file)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    ),
  );
}

test('the index holds each page\u2019s main content: no menu, footer or site map; a category per treatment', () => {
  const pages = indexedPages();
  const urls = pages.map((page) => page.url);
  // The first concern and the first category, whatever the clinic calls them.
  const firstConcern = concerns.find((concern) => built.has(concern.path));
  if (firstConcern) expect(urls.map((url) => decodeURI(url))).toContain(firstConcern.path);
  expect(urls.map((url) => decodeURI(url))).toContain(shownCategories[0]!.path);
  expect(urls).not.toContain('/Meny');
  // Each language's pages but its menu page and its noindex placeholder.
  for (const lang of LANGS) {
    // An English page still in Swedish (its entry has no English file) is left out of the English index.
    const untranslated = new Set(
      builtPathsIn('sv').flatMap((sv) => (isCurrentInEnglish(sv) ? [] : (expectedEnglishPath(sv) ?? []))),
    );
    const expected = builtPathsIn(lang).filter(
      (path) =>
        path !== pagesIn(lang).menu.path &&
        path !== pagesIn(lang).mainTreatment.path &&
        !untranslated.has(path),
    );
    const inLang = urls.map((url) => decodeURI(url)).filter((path) => langOfPath(path) === lang);
    expect(inLang.sort(), lang).toEqual(expected.sort());
  }
  for (const page of pages) {
    expect(page.content, page.url).not.toContain('Hoppa till innehållet');
    expect(page.content, page.url).not.toContain('MENY');
    expect(page.content, page.url).not.toContain('©');
  }
  // A category per treatment, its category's title.
  for (const treatment of shownTreatments) {
    const indexed = pages.find(
      (page) => page.url === encodeURI(treatment.path) || page.url === treatment.path,
    );
    const category = categories.find((c) => c.id === treatment.category)!;
    expect(indexed?.filters, treatment.path).toEqual({ kategori: [category.title] });
  }
});

test('the index is one per language: English pages with English stemming, Swedish with Swedish', () => {
  const entry = JSON.parse(readFileSync(join(DIST, SEARCH_INDEX_DIR, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  const counts = Object.fromEntries(
    Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count]),
  );
  const indexed = indexedPages();
  expect(counts).toEqual(
    Object.fromEntries(
      LANGS.map((lang) => [lang, indexed.filter((page) => langOfPath(decodeURI(page.url)) === lang).length]),
    ),
  );
});
