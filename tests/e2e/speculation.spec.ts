import { expect, test, type Page } from '@playwright/test';
import { mainPages } from '../../src/config/routes';
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from '../../src/config/speculation-rules';
import { LISTING_SECTION_ID } from '../../src/lib/domain/listing-pages';
import { categories } from './content';

/**
 * The next page before the click (src/config/speculation-rules.ts), as Chromium itself reports
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

test('hovering a link to a page of the site fetches it, and a longer hover renders it ahead', async ({
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
  const response = await page.goto(mainPages.treatments.path);
  expect(response?.headers()['speculation-rules']).toBe(`"${SPECULATION_RULES_PATH}"`);
  await expect.poll(() => ruleSets.length, { message: 'the rules from the header' }).toBe(1);
  expect(ruleSets[0]!.errorType).toBeUndefined();

  const { link, path } = await firstPageLink(page);
  await link.hover();
  await expect
    .poll(() => attempts.get(`prerender ${path}`), { message: `${path} rendered ahead`, timeout: 15_000 })
    // Started, and ready or under way; a DevTools session like Playwright's stops it there.
    .toMatch(/^(Running|Ready) |^Failure PrerenderingDisabledByDevTools$/);
  expect(attempts.get(`prefetch ${path}`)).toMatch(/^(Running|Ready|Success)$/);
  expect(violations).toEqual([]);
});

test('a listing page fetches its first card\u2019s page at once, before any hover, and no other', async ({
  page,
}) => {
  const { ruleSets, attempts } = await watchSpeculation(page);
  await page.goto(categories[0]!.path);
  await expect.poll(() => ruleSets.length).toBe(1);
  const href = await page.locator(`#${LISTING_SECTION_ID} li:first-child a`).first().getAttribute('href');
  const first = new URL(href!, page.url()).pathname;
  await expect
    .poll(() => attempts.get(`prefetch ${first}`), { message: `${first} fetched ahead`, timeout: 15_000 })
    .toMatch(/^(Running|Ready|Success)$/);
  expect([...attempts.keys()]).toEqual([`prefetch ${first}`]);
});

test('the editor is never fetched or rendered ahead, and never names the rules', async ({ page }) => {
  const { ruleSets, attempts } = await watchSpeculation(page);
  await page.goto(mainPages.treatments.path);
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
