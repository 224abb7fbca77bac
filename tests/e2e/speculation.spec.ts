import { expect, test, type Page } from '@playwright/test';
import { testPorts } from '../../scripts/test-ports';
import { langOfPath, mainPages, pagesIn, type Lang } from '../../src/config/routes';
import {
  AFTER_LOAD_MS,
  SETTLED_CLASS,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from '../../src/delivery';
import { LISTING_SECTION_ID } from '../../src/lib/domain/listing-pages';
import { categories } from './content';
import { counterpartOf } from './site';

/**
 * The next page before the click (src/delivery/speculation-rules.ts), as Chromium itself reports
 * it through DevTools' Preload domain: which rule sets a page has, and what it fetched or began
 * to render ahead. Chromium stops a prerender in a page that a DevTools session such as
 * Playwright's is attached to (PrerenderingDisabledByDevTools), so the activation itself is
 * measured by `npm run bench`, which drives Chromium without that session.
 */
async function watchSpeculation(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: Array<{ sourceText: string; errorType?: string }> = [];
  const attempts = new Map<string, string>();
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
  cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) =>
    attempts.set(`prefetch ${new URL(prefetchUrl).pathname}`, status),
  );
  cdp.on('Preload.prerenderStatusUpdated', ({ key, status, prerenderStatus }) =>
    attempts.set(`prerender ${new URL(key.url).pathname}`, `${status} ${prerenderStatus ?? ''}`),
  );
  await cdp.send('Preload.enable');
  return { ruleSets, attempts };
}

/** A link in the page's main content to another page of the site. */
async function firstPageLink(page: Page) {
  const link = page.locator('main a[href^="/"]:not([href*="."], [href^="/admin"])').first();
  return { link, path: (await link.getAttribute('href'))! };
}

/** The page's counterpart in `lang` (itself in Swedish), as the built page names it. */
function inLanguage(path: string, lang: Lang): string {
  if (lang === 'sv') return path;
  const english = counterpartOf(path);
  if (english === undefined) throw new Error(`${path} names no English page`);
  return english;
}

// The same rules on the pages of both languages: the rules match in-site paths, /en/ ones too.
for (const [lang, name] of [
  ['sv', 'Swedish'],
  ['en', 'English'],
] as const) {
  const inLang = (path: string) => inLanguage(path, lang);

  test(`${name}: hovering a link to a page of the site fetches it, and a longer hover renders it ahead`, async ({
    page,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    const { ruleSets, attempts } = await watchSpeculation(page);
    const response = await page.goto(pagesIn(lang).treatments.path);
    expect(response?.headers()['speculation-rules']).toBe(`"${SPECULATION_RULES_PATH}"`);
    await expect.poll(() => ruleSets.length, { message: 'the rules from the header' }).toBe(1);
    expect(ruleSets[0]!.errorType).toBeUndefined();

    const { link, path } = await firstPageLink(page);
    // A page's links lead to pages of its own language.
    expect(langOfPath(path)).toBe(lang);
    await link.hover();
    await expect
      .poll(() => attempts.get(`prerender ${path}`), { message: `${path} rendered ahead`, timeout: 15_000 })
      // Started, and ready or under way; a DevTools session like Playwright's stops it there.
      .toMatch(/^(Running|Ready) |^Failure PrerenderingDisabledByDevTools$/);
    expect(attempts.get(`prefetch ${path}`)).toMatch(/^(Running|Ready|Success)$/);
    expect(violations).toEqual([]);
  });

  test(`${name}: a listing page fetches nothing while it loads, and once settled its cards\u2019 pages, no other`, async ({
    page,
  }) => {
    // The page's clock stands still unless the test moves it: "while it loads" holds however busy the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const { ruleSets, attempts } = await watchSpeculation(page);
    await page.goto(encodeURI(inLang(categories[0]!.path)));
    await expect.poll(() => ruleSets.length).toBe(1);
    // A page fetched at once, while the first page loads, cost that page's first paint a round
    // trip in Lighthouse (docs/decisions/0007-nothing-but-the-page-on-first-paint.md): half a
    // second after the rules came, nothing has been asked for.
    await page.waitForTimeout(500);
    expect([...attempts.keys()]).toEqual([]);
    await expect(page.locator('html')).not.toHaveClass(new RegExp(SETTLED_CLASS));

    await page.clock.runFor(AFTER_LOAD_MS);
    await expect(page.locator('html')).toHaveClass(new RegExp(SETTLED_CLASS));
    const cards = await page
      .locator(`#${LISTING_SECTION_ID} article a`)
      .evaluateAll((links) =>
        links.map((link) => `prefetch ${new URL((link as HTMLAnchorElement).href).pathname}`),
      );
    expect(cards.length).toBeGreaterThan(1);
    await expect
      .poll(() => [...attempts.keys()].sort(), {
        message: 'the cards fetched, nothing else',
        timeout: 15_000,
      })
      .toEqual([...new Set(cards)].sort());
  });

  test(`${name}: the editor is never fetched or rendered ahead, and never names the rules`, async ({
    page,
  }) => {
    const { ruleSets, attempts } = await watchSpeculation(page);
    await page.goto(pagesIn(lang).treatments.path);
    await expect.poll(() => ruleSets.length).toBe(1);
    // A link to the editor, as a page might one day have: the rules leave it alone.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/admin', textContent: 'Redigera' });
      link.id = 'till-redigeraren';
      document.querySelector('main')!.prepend(link);
    });
    await page.hover('#till-redigeraren');
    const { link, path } = await firstPageLink(page);
    await link.hover();
    // The control: the page link is taken up, so the editor's had its chance too.
    await expect.poll(() => attempts.get(`prerender ${path}`), { timeout: 15_000 }).toBeTruthy();
    expect([...attempts.keys()].filter((key) => key.includes('/admin'))).toEqual([]);

    const editor = await page.request.get('/admin');
    expect(editor.headers()['speculation-rules']).toBeUndefined();
  });

  test(`${name}: the form's page, as a hover would render it ahead, sends nothing and shows no result`, async ({
    page,
    baseURL,
  }) => {
    // A page rendered ahead runs its scripts: the rules take any page, so no page may send on
    // its own. The form sends only on its button; its success is a state after that, with no
    // address of its own that a rule could render.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await page.goto(pagesIn(lang).findTreatment.path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const form = page.locator('main form:has([role="status"])');
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((request) => !request.startsWith(`GET ${baseURL}/`))).toEqual([]);
    expect(requests.filter((request) => request.includes(testPorts().inboxOrigin))).toEqual([]);
    await expect(form.getByRole('status')).toBeEmpty();
  });
}

test('a visitor who asks to save data gets no rules, so nothing is fetched ahead', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const response = await page.goto(mainPages.treatments.path);
  // No header, no rules: the page itself carries none (the next test's control shows where they come from).
  expect(response?.headers()['speculation-rules']).toBeUndefined();
  expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
});

test('the rules file is served with the type browsers require', async ({ request }) => {
  const response = await request.get(SPECULATION_RULES_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(SPECULATION_RULES_TYPE);
  const rules = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
});
