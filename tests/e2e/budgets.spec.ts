/**
 * The byte budgets (tests/support/budgets.ts) as a visitor meets them: each page on the wire
 * through nginx, and the script files a browser fetches, and when. What the build wrote, read
 * without a browser: tests/site/budgets.test.ts.
 */
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { AFTER_LOAD_MS, carouselModule, platformPolyfills, polyfillFile } from '../../src/delivery';
import { CAROUSEL_JS_BUDGET, HTML_GZIP_BUDGET, ISLAND_JS_BUDGET } from '../support/budgets';
import { builtDocument, hasCarousel, hasIsland } from '../site/dom';
import { builtPaths, builtPathsIn, counterpartOf, urlFor, widths } from './site';
import { langOfPath } from '../../src/config/routes';
import { shownGroups, shownTreatments } from './content';

/** The carousels' module as the build compiles it (src/delivery/). */
/** The carousels' module of each language (an English page loads the English one). */
const carousels = { sv: await carouselModule('sv'), en: await carouselModule('en') };

/**
 * One page as nginx sends it over the wire, gzip accepted: status line, headers and the
 * compressed body, counted in bytes off the socket (a browser's client would decompress).
 */
function bytesOnTheWire(origin: string, path: string): Promise<{ status: string; bytes: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let status = '';
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${encodeURI(path)} HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: gzip, br\r\n` +
          'Connection: close\r\n\r\n',
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      if (bytes === 0) status = chunk.toString('latin1').split('\r\n')[0]!;
      bytes += chunk.length;
    });
    socket.on('end', () => resolve({ status, bytes }));
    socket.on('error', reject);
  });
}

/** The same page in English: the counterpart the Swedish page names in its alternates. */
function inEnglish(path: string): string {
  const english = counterpartOf(path);
  if (english === undefined) throw new Error(`${path} names no English page`);
  return english;
}

test('every page in both languages fits in 14 KB on the wire, response headers included, menus included', async ({
  baseURL,
}) => {
  // The English pages are among them, not left out by a change in how pages are found.
  expect(builtPathsIn('en').length).toBeGreaterThan(0);
  const sizes = await Promise.all(
    builtPaths().map(async (path) => ({ path, ...(await bytesOnTheWire(baseURL!, path)) })),
  );
  // The answers are the pages, gzipped, not redirects or errors that would pass unnoticed.
  expect(sizes.filter(({ status }) => status !== 'HTTP/1.1 200 OK')).toEqual([]);
  expect(sizes.filter(({ bytes }) => bytes > HTML_GZIP_BUDGET)).toEqual([]);
});

test('the polyfill files are served as JavaScript, each under its version', async ({ request }) => {
  for (const polyfill of platformPolyfills) {
    const response = await request.get((await polyfillFile(polyfill)).url);
    expect(response.status(), polyfill.packageName).toBe(200);
    expect(response.headers()['content-type'], polyfill.packageName).toMatch(/javascript/);
  }
});

/** Whether a Swedish page was built and names its English page, so both can be checked. */
const inBoth = (path: string) => builtPaths().includes(path) && counterpartOf(path) !== undefined;
/**
 * The home page carries the testimonials' carousel only when the clinic has testimonials to show;
 * without them it is a page with no script file, like any other.
 */
const homeHasCarousel = hasCarousel(builtDocument('/'));
/** A page with a carousel, in both languages: the home page if it has one, else an overview page. */
const aCarouselPage = ['/', ...shownGroups.map((g) => g.path)].find(
  (p) => inBoth(p) && hasCarousel(builtDocument(p)),
);

test.describe('JavaScript a visitor downloads', () => {
  test.use({ viewport: widths.mobile });

  // The contact form is the one React island, a carousel page loads the carousels' small module,
  // the rest nothing: current Chromium has every platform feature, so no polyfill is fetched.
  // The English page of each kind fetches the same, within the same budgets.
  // An overview page with a carousel and a treatment page with none, chosen from the content,
  // each with its English page.
  const carouselPage = shownGroups.map((g) => g.path).find((p) => inBoth(p) && hasCarousel(builtDocument(p)));
  const plainTreatment = shownTreatments
    .map((t) => t.path)
    .find((p) => inBoth(p) && !hasCarousel(builtDocument(p)) && !hasIsland(builtDocument(p)));
  const swedish: Record<string, { island: boolean; budget: number }> = {
    '/HittaBehandling': { island: true, budget: ISLAND_JS_BUDGET },
    '/': { island: false, budget: homeHasCarousel ? CAROUSEL_JS_BUDGET : 0 },
    ...(carouselPage && { [carouselPage]: { island: false, budget: CAROUSEL_JS_BUDGET } }),
    '/Omoss': { island: false, budget: 0 },
    ...(plainTreatment && { [plainTreatment]: { island: false, budget: 0 } }),
  };
  const expected = Object.entries(swedish).flatMap(([path, expectation]) => [
    [path, expectation] as const,
    [inEnglish(path), expectation] as const,
  ]);
  for (const [path, { island, budget }] of expected) {
    test(`${path}: ${budget === 0 ? 'no script file at all' : 'its scripts, within budget'}`, async ({
      page,
    }) => {
      const scripts: Array<Promise<number>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.body().then((body) => gzipSync(body).length));
        }
      });
      // The carousels' module comes a second after the load event.
      const carouselLoaded = hasCarousel(builtDocument(path))
        ? page.waitForResponse((response) => response.url().includes(carousels[langOfPath(path)].url))
        : undefined;
      await page.goto(urlFor(path));
      // Islands hydrate and carousels start when they scroll into view: go all the way down.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await carouselLoaded;
      // The form hydrates a moment after the load event too.
      if (island) await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      expect(hasIsland(builtDocument(path))).toBe(island);
      if (budget === 0) expect(bytes).toBe(0);
      else {
        expect(bytes).toBeGreaterThan(0);
        expect(bytes).toBeLessThan(budget);
      }
    });
  }
});

test.describe('no script file before the page has loaded', () => {
  test.use({ viewport: widths.mobile });

  // The contact form's React and the carousels' module come after the load event (src/delivery/after-load/timing.ts):
  // fetched while the page loads, they were on the first paint's path (issue 17).
  // The form's page, and a page with a carousel (the home page only when it shows testimonials).
  const pages = ['/HittaBehandling', ...(aCarouselPage === undefined ? [] : [aCarouselPage])];
  if (aCarouselPage === undefined) {
    test('a page with a carousel: its module is requested a moment after the load event', () =>
      test.skip(true, 'the content has no testimonials and no overview page with a carousel'));
  }
  for (const path of pages.flatMap((swedish) => [swedish, inEnglish(swedish)])) {
    test(`${path}: every script file is requested a moment after the load event`, async ({ page }) => {
      await page.goto(urlFor(path));
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.js')),
      );
      const timing = await page.evaluate(() => ({
        // When the load event began: each loader's timer starts in its own load listener, which may
        // run before another listener has finished (loadEventEnd), on a busy machine by more than 1 ms.
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({ name: entry.name, requested: entry.startTime })),
      }));
      expect(timing.loaded).toBeGreaterThan(0);
      // A timer never fires early: AFTER_LOAD_MS after the load event at the soonest (less a
      // millisecond of rounding in the two clocks' readings).
      expect(timing.scripts.filter((script) => script.requested < timing.loaded + AFTER_LOAD_MS - 1)).toEqual(
        [],
      );
    });
  }
});
