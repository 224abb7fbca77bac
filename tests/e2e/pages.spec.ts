import { expect, test } from '@playwright/test';
import { KNOWN_PATHS_FILE, type KnownPaths } from '../../src/config/known-paths';
import { englishPages, mainPages } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { builtPathsIn, DIST, urlFor } from './site';
import { shownTreatments } from './content';
import { aliasRoutes } from './spec-routes';

// Each route's own checks (status, h1, figures, axe) run in accessibility.spec.ts: one visit per page.
// What the build wrote, read without a browser: tests/site/pages.test.ts.

for (const [alias, target] of Object.entries(aliasRoutes)) {
  test(`${alias} leads to ${target}`, async ({ page, request }) => {
    // A clinic that deleted or hid the page the alias leads to has no such page: the build drops
    // the alias and says so (src/lib/build/page-aliases.ts), so no redirect leads nowhere.
    if (!builtPathsIn('sv').includes(target)) {
      expect((await request.get(urlFor(alias), { maxRedirects: 0 })).status()).toBe(404);
      test.skip(true, `${target} is not built (deleted or hidden by the clinic), so neither is its alias`);
    }
    const direct = await request.get(urlFor(alias), { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    await page.goto(urlFor(alias));
    expect(decodeURI(new URL(page.url()).pathname)).toBe(target);
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

test('an unknown path gets the Swedish 404 page with a way on', async ({ page }) => {
  const response = await page.goto('/finns-inte');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte');
  await page.getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown path under /en gets the English 404 page, whose way on leads to the English home page', async ({
  page,
}) => {
  const words = uiWords('en').site;
  const response = await page.goto(`${englishPages.home.path}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound.title);
  await page.getByRole('main').getByRole('link', { name: words.actions.toHome }).click();
  await expect(page).toHaveURL(englishPages.home.path);
});

test('the 404 page sends a page typed in other letters on by itself where the host cannot redirect', async ({
  page,
}) => {
  // A host without rules serves 404.html for every unknown path; its script finds the page.
  const built = new Set(builtPathsIn('sv'));
  const target = shownTreatments.map((t) => t.path).find((path) => built.has(path) && /[A-Z]/.test(path));
  test.skip(!target, 'no treatment page has a capital letter in its path');
  const typed = target!.toLowerCase();
  await page.route(`**${encodeURI(typed)}`, (route) =>
    route.fulfill({ status: 404, path: `${DIST}/404.html` }),
  );
  await page.goto(urlFor(typed));
  await expect(page).toHaveURL(urlFor(target!));
  await expect(page.locator('h1')).toHaveCount(1);
});

test('the English 404 page sends an English page typed in other letters on by itself', async ({ page }) => {
  // The same script on /en/404.html: it reads the same list, where the English pages are too.
  const typed = englishPages.about.path.toUpperCase();
  await page.route(`**${typed}`, (route) => route.fulfill({ status: 404, path: `${DIST}/en/404.html` }));
  await page.goto(typed);
  await expect(page).toHaveURL(englishPages.about.path);
  await expect(page.locator('h1')).toHaveCount(1);
});

test('the 404 page names a page of the site only in its links: the list its script reads is fetched, so it weighs the same at any catalogue size', async ({
  request,
}) => {
  const notFound = await (await request.get('/finns-inte')).text();
  const known = ((await (await request.get(KNOWN_PATHS_FILE)).json()) as KnownPaths).pages;
  expect(known).toContain(mainPages.treatments.path);
  const count = (text: string) => notFound.split(text).length - 1;
  // The home page's "/" is every root-relative attribute's value too: the other pages tell.
  const listed = known.filter((path) => path !== mainPages.home.path);
  expect(listed.filter((path) => count(`"${path}"`) > count(`href="${path}"`))).toEqual([]);
});
