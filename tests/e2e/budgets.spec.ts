import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { builtHtml, builtPaths, urlFor, widths } from './site';

/**
 * DESIGN.md's byte budgets, measured on the build: HTML that fits the first round trip, and no
 * JavaScript at all on pages without a carousel or form. Timings belong to `npm run bench`.
 */
const HTML_GZIP_BUDGET = 14 * 1024;
/** React's runtime plus the largest island, gzipped, as the browser receives it. */
const ISLAND_JS_BUDGET = 80 * 1024;
/** The carousels' script, inlined into the pages that show one. */
const CAROUSEL_JS_BUDGET = 2 * 1024;

const scriptTags = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', body = '']) => ({ attributes, body }))
    .filter(({ attributes }) => !/type="application\/(ld\+)?json"/.test(attributes));

const hasIsland = (html: string) => html.includes('<astro-island');
const hasCarousel = (html: string) => html.includes('data-carousel');

test('every page\u2019s HTML fits in 14 KB gzipped, menus included', () => {
  const over = builtPaths()
    .map((path) => ({ path, bytes: gzipSync(builtHtml(path), { level: 9 }).length }))
    .filter(({ bytes }) => bytes > HTML_GZIP_BUDGET);
  expect(over).toEqual([]);
});

test('pages without a carousel or form ship no JavaScript', () => {
  const plainPages = builtPaths().filter(
    (path) => !hasIsland(builtHtml(path)) && !hasCarousel(builtHtml(path)),
  );
  // All but the nine carousel pages (the home page and the eight overviews) and the form page.
  expect(plainPages).toHaveLength(builtPaths().length - 10);
  expect(plainPages).not.toContain('/HittaBehandling');
  const withScript = plainPages.filter(
    (path) => scriptTags(builtHtml(path)).length > 0 || builtHtml(path).includes('modulepreload'),
  );
  expect(withScript).toEqual([]);
});

test('a carousel page runs one small inline module and no React', () => {
  const carouselPages = builtPaths().filter((path) => hasCarousel(builtHtml(path)));
  // The home page and the eight overview pages.
  expect(carouselPages).toHaveLength(9);
  for (const path of carouselPages) {
    const scripts = scriptTags(builtHtml(path));
    expect(
      scripts.map(({ attributes }) => attributes.trim()),
      path,
    ).toEqual(['type="module"']);
    expect(gzipSync(scripts[0]!.body).length, path).toBeLessThan(CAROUSEL_JS_BUDGET);
    expect(hasIsland(builtHtml(path)), path).toBe(false);
  }
});

test('no page has a script in <head> or a classic (blocking) script file', () => {
  for (const path of builtPaths()) {
    const html = builtHtml(path);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(scriptTags(head), path).toEqual([]);
    const blocking = scriptTags(html).filter(
      ({ attributes }) => attributes.includes(' src=') && !attributes.includes('type="module"'),
    );
    expect(blocking, path).toEqual([]);
  }
});

test.describe('JavaScript a visitor downloads', () => {
  test.use({ viewport: widths.mobile });

  // Only the contact form is a React island; carousels run an inline script, the rest nothing.
  const islands: Record<string, boolean> = {
    '/HittaBehandling': true,
    '/': false,
    '/Rynkreducerande': false,
    '/Omoss': false,
    '/Rynkbehandling-Panna': false,
  };
  for (const [path, island] of Object.entries(islands)) {
    test(`${path}: only the form's island loads any, and within budget`, async ({ page }) => {
      const scripts: Array<Promise<number>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.body().then((body) => gzipSync(body).length));
        }
      });
      await page.goto(urlFor(path));
      // Islands hydrate when they scroll into view: go all the way down.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      expect(hasIsland(builtHtml(path))).toBe(island);
      if (island) {
        expect(bytes).toBeGreaterThan(0);
        expect(bytes).toBeLessThan(ISLAND_JS_BUDGET);
      } else {
        expect(bytes).toBe(0);
      }
    });
  }
});
