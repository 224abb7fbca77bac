/**
 * The byte budgets (tests/support/budgets.ts) on the files the build wrote: the median page, the
 * header's menus, and the scripts each page carries, read with an HTML parser. On the wire and in
 * a browser: tests/e2e/budgets.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import {
  brandFontChooser,
  carouselLoader,
  carouselModule,
  endOfBodyScript,
  polyfillLoader,
  searchLoader,
} from '../../src/delivery';
import { readTreatments } from '../../src/lib/build/treatment-files';
import {
  BRAND_FONT_CHOOSER_BUDGET,
  CAROUSEL_JS_BUDGET,
  FEATURE_TEST_BUDGET,
  HEADER_GZIP_BUDGET,
  MEDIAN_RAW_HTML_BUDGET,
  SEARCH_LOADER_BUDGET,
} from '../support/budgets';
import { shownGroups as groups, shownTestimonials } from '../e2e/content';

/** The home page's reviews are its carousel: without reviews it has none. */
const homeCarousels = shownTestimonials.length > 0 ? 1 : 0;
import { builtHtml, builtPaths, DIST, withoutNotice } from '../e2e/site';
import { pageTypeOf, type PageType } from '../e2e/page-types';
import { builtDocument, hasCarousel, hasIsland } from './dom';
import { builtPathsIn, LANGS, median } from './languages';
import { langOfPath, pagesIn } from '../../src/config/routes';

/** The inline scripts and the carousels' module as the build compiles them (src/delivery/). */
const [endOfBody, chooser, carouselScript, featureTest, searchScript, carousel] = await Promise.all([
  endOfBodyScript(),
  brandFontChooser(),
  carouselLoader(),
  polyfillLoader(),
  searchLoader(),
  carouselModule(),
]);
/** The English pages' loaders: the same code, naming the English modules (src/delivery/inline-scripts.ts). */
const [englishEndOfBody, englishCarouselScript] = await Promise.all([
  endOfBodyScript('en'),
  carouselLoader('en'),
]);
const carouselScriptOf = (path: string) =>
  langOfPath(path) === 'en' ? englishCarouselScript : carouselScript;

interface Script {
  /** Its attributes as written, `name="value"` apart by spaces; '' for none. */
  attributes: string;
  body: string;
}

/** The scripts under `root` that run: JSON and JSON-LD data left out. */
const scriptsOf = (root: ParentNode): Script[] =>
  [...root.querySelectorAll('script')]
    .filter((script) => !/^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? ''))
    .map((script) => ({
      attributes: [...script.attributes].map(({ name, value }) => `${name}="${value}"`).join(' '),
      body: script.textContent ?? '',
    }));

/** The one inline script at the end of <body>: the feature test, the search's loader and the font's fetch (src/delivery/inline-scripts.ts). */
const isFeatureTest = (script: Script) =>
  script.attributes === '' && (script.body === endOfBody || script.body === englishEndOfBody);
/** The inline script in <head> that names Fraunces where the cache has it (src/delivery/brand-font.ts). */
const isBrandFontChooser = (script: Script) => script.attributes === '' && script.body === chooser;
/** The scripts every page carries, whatever it shows. */
const isOnEveryPage = (script: Script) => isFeatureTest(script) || isBrandFontChooser(script);

test.each(LANGS)(
  'the median page\u2019s raw HTML, each kind of page counted once, stays within its budget (%s)',
  (lang) => {
    // Measured without the dated notice the test build shows (BUILD_DATE in build.env): it is there
    // only between its dates. The 14 KB budget above counts it. Each language's pages on their own:
    // a visitor reads one language, and a light Swedish half must not hide a heavy English one.
    // Each kind of page (page-types.ts) by its median page, so that the figure is the design's
    // weight, not the clinic's mix: a clinic that removes small treatment pages, or adds many,
    // leaves it where it was.
    const byType = new Map<PageType, number[]>();
    for (const path of builtPathsIn(lang)) {
      const sizes = byType.get(pageTypeOf(path)) ?? [];
      sizes.push(Buffer.byteLength(withoutNotice(builtHtml(path))));
      byType.set(pageTypeOf(path), sizes);
    }
    expect(byType.size).toBeGreaterThan(1);
    const typical = [...byType.values()].map(median);
    expect(median(typical)).toBeLessThan(MEDIAN_RAW_HTML_BUDGET);
  },
);

test('the header\u2019s menus stop at categories and groups: no treatment link, within its budget', () => {
  const treatmentPaths = new Set(readTreatments().map((treatment) => treatment.path));
  expect(treatmentPaths.size).toBeGreaterThan(0);
  for (const path of builtPaths()) {
    const header = builtDocument(path).querySelector('header')!;
    // The language switch (hreflang) leads to the same page in the other language, a treatment
    // page's to its counterpart: it is no menu link.
    const hrefs = [...header.querySelectorAll('[href]:not([hreflang])')].map((link) =>
      decodeURI(link.getAttribute('href')!),
    );
    expect(
      hrefs.filter((href) => treatmentPaths.has(href)),
      path,
    ).toEqual([]);
    // Its bytes as the build wrote them, from the first <header to its end.
    const html = builtHtml(path);
    const bytes = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(gzipSync(bytes, { level: 9 }).length, path).toBeLessThan(HEADER_GZIP_BUDGET);
  }
});

test('every page carries the feature test for the platform polyfills and the search loader, a few hundred bytes', () => {
  expect(gzipSync(featureTest).length).toBeLessThan(FEATURE_TEST_BUDGET);
  expect(gzipSync(searchScript).length).toBeLessThan(SEARCH_LOADER_BUDGET);
  const without = builtPaths().filter((path) => !scriptsOf(builtDocument(path)).some(isFeatureTest));
  expect(without).toEqual([]);
});

test('pages without a carousel or form ship no JavaScript but the feature test and the font chooser', () => {
  const plainPages = builtPaths().filter(
    (path) => !hasIsland(builtDocument(path)) && !hasCarousel(builtDocument(path)),
  );
  // All but the carousel pages (the home page with reviews and every overview) and the form page, in each language.
  expect(plainPages).toHaveLength(builtPaths().length - LANGS.length * (groups.length + homeCarousels + 1));
  for (const lang of LANGS) expect(plainPages).not.toContain(pagesIn(lang).findTreatment.path);
  const withScript = plainPages.filter(
    (path) =>
      scriptsOf(builtDocument(path)).filter((script) => !isOnEveryPage(script)).length > 0 ||
      builtDocument(path).querySelector('link[rel="modulepreload"]') !== null,
  );
  expect(withScript).toEqual([]);
});

test('a carousel page loads one small module file, after the load event, and no React', () => {
  const carouselPages = builtPaths().filter((path) => hasCarousel(builtDocument(path)));
  // The home page with reviews and every overview page (the groups that are not hidden), in each language.
  expect(carouselPages).toHaveLength(LANGS.length * (groups.length + homeCarousels));
  expect(gzipSync(readFileSync(join(DIST, carousel.url))).length).toBeLessThan(CAROUSEL_JS_BUDGET);
  for (const path of carouselPages) {
    // No <script src>, which the browser would fetch while the page loads: an inline loader only.
    const scripts = scriptsOf(builtDocument(path)).filter((script) => !isOnEveryPage(script));
    expect(scripts, path).toEqual([{ attributes: '', body: carouselScriptOf(path) }]);
    expect(hasIsland(builtDocument(path)), path).toBe(false);
  }
});

test('no page has a script in <head> but the font chooser, nor a classic (blocking) script file', () => {
  expect(chooser.length).toBeLessThan(BRAND_FONT_CHOOSER_BUDGET);
  for (const path of builtPaths()) {
    const document = builtDocument(path);
    const head = scriptsOf(document.head);
    expect(
      head.filter((script) => !isBrandFontChooser(script)),
      path,
    ).toEqual([]);
    expect(head.filter(isBrandFontChooser), path).toHaveLength(1);
    const blocking = [...document.querySelectorAll('script[src]')]
      .filter((script) => script.getAttribute('type') !== 'module')
      .map((script) => script.outerHTML);
    expect(blocking, path).toEqual([]);
  }
});
