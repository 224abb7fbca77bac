import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

/** What a per-test context takes from the project (playwright.config.ts), and so this page too. */
const CONTEXT_OPTIONS = [
  'baseURL',
  'locale',
  'viewport',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
] as const;

/**
 * `test` with `visitor`: one browser page per worker, reused by every test of the spec that asks
 * for it, instead of a new context and page per test. For specs that visit every built page and
 * only read it (accessibility.spec.ts): a new context cost about 250 ms a test, more than loading
 * the page, and the visits share nothing a reader would notice (no cookie, no storage, no
 * referrer across `goto`). A test that fails takes its worker, and so the page, with it.
 * The page asks to save data, so nothing is fetched ahead (below).
 * Playwright keeps no trace of this page (traces follow the per-test context).
 */
export const test = base.extend<object, { visitor: Page }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      // The project's context options (its device, locale and base URL), as a per-test page gets them.
      const project = workerInfo.project.use;
      const options = Object.fromEntries(
        CONTEXT_OPTIONS.flatMap((name) => (project[name] === undefined ? [] : [[name, project[name]]])),
      ) as BrowserContextOptions;
      // Save-Data: the host then names no speculation rules, so a listing page does not fetch its
      // cards' pages a second after loading, work these readers never look at (a sixth of the
      // accessibility spec's time). What the rules fetch is tested in speculation.spec.ts.
      const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'Save-Data': 'on' } });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
