import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { builtHtml, builtPaths, urlFor, widths } from './site';

/**
 * DESIGN.md's byte budgets, measured on the build: HTML that fits the first round trip, and no
 * JavaScript at all on pages without an island. Timings belong to `npm run bench`, not here.
 */
const HTML_GZIP_BUDGET = 14 * 1024;
/** React's runtime plus the largest island, gzipped, as the browser receives it. */
const ISLAND_JS_BUDGET = 80 * 1024;

const scriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));

const hasIsland = (html: string) => html.includes('<astro-island');

test('every page\u2019s HTML fits in 14 KB gzipped, menus included', () => {
  const over = builtPaths()
    .map((path) => ({ path, bytes: gzipSync(builtHtml(path), { level: 9 }).length }))
    .filter(({ bytes }) => bytes > HTML_GZIP_BUDGET);
  expect(over).toEqual([]);
});

test('pages without a carousel or form ship no JavaScript', () => {
  const pagesWithoutIslands = builtPaths().filter((path) => !hasIsland(builtHtml(path)));
  expect(pagesWithoutIslands.length).toBeGreaterThan(100);
  const withScript = pagesWithoutIslands.filter(
    (path) => scriptTags(builtHtml(path)).length > 0 || builtHtml(path).includes('modulepreload'),
  );
  expect(withScript).toEqual([]);
});

test('an island page loads no script in <head> and no classic (blocking) script file', () => {
  for (const path of builtPaths().filter((p) => hasIsland(builtHtml(p)))) {
    const html = builtHtml(path);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(scriptTags(head), path).toEqual([]);
    const blocking = scriptTags(html).filter(
      (tag) => tag.includes(' src=') && !tag.includes('type="module"'),
    );
    expect(blocking, path).toEqual([]);
  }
});

test.describe('JavaScript a visitor downloads', () => {
  test.use({ viewport: widths.mobile });

  for (const path of ['/', '/Rynkreducerande', '/Omoss', '/Rynkbehandling-Panna', '/vaxning-priser']) {
    test(`${path}: only island pages load any, and within budget`, async ({ page }) => {
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
      if (hasIsland(builtHtml(path))) {
        expect(bytes).toBeGreaterThan(0);
        expect(bytes).toBeLessThan(ISLAND_JS_BUDGET);
      } else {
        expect(bytes).toBe(0);
      }
    });
  }
});
