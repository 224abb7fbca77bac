/**
 * The site search (Pagefind, docs/concerns-and-search.md): nothing of it loads until the field is
 * used; then it finds a treatment by its name, by a concern word and by an inflected form, in
 * Swedish, by keyboard, without axe violations and without a CSP violation. On an English page
 * it speaks English and searches the English pages only, with English stemming. Also prints the bytes
 * a first search costs and the size of the index, for the report. What the index holds:
 * tests/site/search.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { englishPages, englishPathOf, langOfPath } from '../../src/config/routes';
import * as englishWords from '../../src/i18n/en/search';
import { SEARCH_FIELD_ID, SEARCH_INDEX_DIR } from '../../src/lib/domain/site-search';
import { readContentYaml } from '../../src/schemas/read-yaml';
import { axeViolations } from './axe';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import { categories, concerns, pricesOf, shownTreatments } from './content';
import { DIST, urlFor } from './site';
import { searchAcceptance } from './spec-figures';
import { pageFile } from '../../src/lib/build/site-pages';
import { contentPath } from '../../src/config/folders';

const LINK = `#${SEARCH_FIELD_ID}`;
const FIELD = '#sok-falt';
const RESULTS = '#sok-dialog ul a';
const STATUS = '#sok-dialog [role="status"]';

/** Every request the page makes for the search: its module, Pagefind's script, worker, WebAssembly and index. */
function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/sok/') || pathname.startsWith(`/${SEARCH_INDEX_DIR}/`)) urls.push(pathname);
  });
  return urls;
}

async function search(page: Page, term: string): Promise<void> {
  if (!(await page.locator(FIELD).isVisible())) await page.locator(LINK).click();
  await expect(page.locator(FIELD)).toBeFocused();
  await page.locator(FIELD).fill(term);
  await expect(page.locator(STATUS)).toContainText(`på ”${term}”`);
}

const resultPaths = (page: Page) =>
  page
    .locator(RESULTS)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

test('a page loads nothing of the search until it is used: focus fetches the module, opening the index', async ({
  page,
}) => {
  const requests = searchRequests(page);
  await page.goto(urlFor('/Omoss'));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await page.locator(LINK).focus();
  await expect.poll(() => requests.some((path) => path.startsWith('/sok/sok-'))).toBe(true);
  expect(requests.filter((path) => path.startsWith(`/${SEARCH_INDEX_DIR}/`))).toEqual([]);
  await page.locator(LINK).press('Enter');
  await expect(page.locator(FIELD)).toBeFocused();
  await expect.poll(() => requests).toContain(`/${SEARCH_INDEX_DIR}/pagefind.js`);
  // Enter on the link opened the search instead of following the link.
  expect(new URL(page.url()).pathname).toBe('/Omoss');
});

/** The first treatment the site shows, searched by its name. */
const named = shownTreatments[0]!;
/** The first concern page, searched by its title. */
const concern = concerns.find((c) => existsSync(join(DIST, pageFile(c.path))));

/**
 * A word of a Swedish concern's title in the plural ("linjer", "läppar") whose singular ("linje",
 * "läpp") its page never writes: found only if the Swedish index stems.
 */
const swedishStem = concerns
  .filter((c) => existsSync(join(DIST, pageFile(c.path))))
  .flatMap((c) =>
    c.title
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 5 && /(?:or|ar)$/.test(word))
      .map((plural) => ({
        path: c.path,
        singular: plural.endsWith('or') ? `${plural.slice(0, -2)}a` : plural.slice(0, -2),
      })),
  )
  .find(
    ({ path, singular }) =>
      !new RegExp(`(?<!\\p{L})${singular}(?!\\p{L})`, 'iu').test(
        readFileSync(join(DIST, pageFile(path)), 'utf8'),
      ),
  );

for (const [what, term, expected] of [
  ['a treatment by its name', named.title, named.path],
  ['a concern by its title', concern?.title, concern?.path],
  ['a page by the singular of a plural in its title', swedishStem?.singular, swedishStem?.path],
] as const) {
  test(`the search finds ${what}, and Enter opens the first result`, async ({ page }) => {
    test.skip(term === undefined || expected === undefined, `the content has no ${what}`);
    await page.goto(urlFor('/Kontakt'));
    await search(page, term!);
    const paths = (await resultPaths(page)).map((path) => decodeURI(path));
    expect(paths.slice(0, 3)).toContain(expected);
    await page.locator(FIELD).press('Enter');
    await expect(page).toHaveURL((url) => decodeURI(url.pathname) === paths[0]);
  });
}

// The original searches (docs/product.md), while the pages they find are the shipped sample's.
for (const { term, path } of searchAcceptance) {
  test(`the search finds ${path} for "${term}" (spec acceptance)`, async ({ page }) => {
    const shipped = shippedStatus();
    if (!shipped.isShipped(shipped.filesOf(path) ?? [])) {
      test.info().annotations.push({ type: 'spec', description: `${path}: ${CHANGED_BY_CLINIC}` });
      return;
    }
    await page.goto(urlFor('/Kontakt'));
    await search(page, term);
    expect((await resultPaths(page)).slice(0, 3).map((found) => decodeURI(found))).toContain(path);
  });
}

test('a result shows its category and price from the page; nothing found leads to the guide', async ({
  page,
}) => {
  await page.goto(urlFor('/Kontakt'));
  // Its category and card price, as its file and its category's give them.
  const category = categories.find((c) => c.id === named.category)!;
  await search(page, named.title);
  const result = page.locator(RESULTS).filter({ has: page.locator(`[href="${encodeURI(named.path)}"]`) });
  const first = (await result.count()) > 0 ? result.first() : page.locator(RESULTS).first();
  await expect(first).toContainText(`${category.title} · ${pricesOf(named).cardPrice}`);
  await search(page, 'xyzzy');
  await expect(page.locator(STATUS)).toContainText('Inga träffar på ”xyzzy”.');
  await expect(page.locator(`${STATUS} a[href="/Besvar"]`)).toBeVisible();
});

test('keyboard: arrow down into the results and back; Escape closes the dialog, focus back on Sök', async ({
  page,
}) => {
  await page.goto(urlFor('/Omoss'));
  // A word every clinic's pages use, so that there are two results to move between.
  await search(page, 'behandling');
  expect(await page.locator(RESULTS).count()).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(RESULTS).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(RESULTS).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(FIELD)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#sok-dialog')).toBeHidden();
  await expect(page.locator(LINK)).toBeFocused();
});

test('with results open, axe finds nothing and the CSP blocks nothing', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|wasm/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto(urlFor('/Priser'));
  await search(page, named.title);
  await expect(page.locator(RESULTS).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(violations).toEqual([]);
});

test('only the search index answers with a policy that allows WebAssembly', async ({ request }) => {
  const pageCsp = (await request.get('/Omoss')).headers()['content-security-policy'];
  const workerCsp = (await request.get(`/${SEARCH_INDEX_DIR}/pagefind-worker.js`)).headers()[
    'content-security-policy'
  ];
  expect(pageCsp).not.toContain('wasm-unsafe-eval');
  expect(workerCsp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  // Otherwise the same policy: removing the WebAssembly source gives the page's.
  expect(workerCsp?.replace(" 'wasm-unsafe-eval'", '')).toBe(pageCsp);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search link leads to the concern guide', async ({ page }) => {
    await page.goto(urlFor('/Omoss'));
    await page.locator(LINK).click();
    await expect(page).toHaveURL(/\/Besvar$/);
    await expect(page.locator('h1')).toHaveText('Vad vill du behandla?');
  });
});

/** The bytes a first search moves, gzipped as nginx sends text and as Pagefind writes its files. */
function firstSearchBytes(requests: string[]) {
  const sizeOf = (path: string) => {
    const body = readFileSync(join(DIST, decodeURI(path)));
    // Pagefind's index, fragments and WebAssembly are compressed already; JavaScript goes gzipped.
    return path.endsWith('.js') ? gzipSync(body, { level: 9 }).length : body.length;
  };
  const loaded = [...new Set(requests)];
  const sizes = loaded.map((path) => `${path.replace(/^.*\//, '')} ${(sizeOf(path) / 1024).toFixed(1)}`);
  const bytes = loaded.map(sizeOf).reduce((sum, size) => sum + size, 0);
  return { loaded, sizes, bytes };
}

test('report: bytes of a first search and the size of the index', async ({ page }) => {
  const requests = searchRequests(page);
  await page.goto(urlFor('/Omoss'));
  await search(page, named.title);
  await page.waitForLoadState('networkidle');
  const { loaded, sizes, bytes } = firstSearchBytes(requests);
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const index = filesUnder(join(DIST, SEARCH_INDEX_DIR)).filter((file) =>
    /\.(pf_index|pf_fragment|pf_filter|pf_meta)$/.test(file),
  );
  const indexBytes = index.map((file) => statSync(file).size).reduce((sum, size) => sum + size, 0);
  console.log(
    `Första sökningen: ${loaded.length} filer, ${(bytes / 1024).toFixed(1)} KB (${sizes.join(', ')}); ` +
      `index: ${index.length} filer, ${(indexBytes / 1024).toFixed(1)} KB`,
  );
  expect(loaded).toContain(`/${SEARCH_INDEX_DIR}/wasm.sv.pagefind`);
  // The Swedish page loads nothing of the English search: neither its words nor its index.
  expect(loaded.filter((path) => /\.en[._]|^\/sok\/en-/.test(path))).toEqual([]);
  // Measured 128 KB (of which the WebAssembly is 57 KB): the budget leaves room for a larger index.
  expect(bytes).toBeLessThan(150 * 1024);
});

/**
 * The English site's search: the English concern pages, read from their files (src/content/en/),
 * each beside its Swedish file of the same name. Words are taken from the files, never typed here.
 */
const CONCERNS = contentPath('concerns');
const englishConcerns = readdirSync(contentPath('en/concerns'))
  .map((file) => {
    const english = readContentYaml(join(contentPath('en/concerns'), file)) as {
      path?: string;
      title: string;
    };
    const swedish = readContentYaml(join(CONCERNS, file)) as { path: string; title: string };
    return {
      title: english.title,
      path: englishPathOf(swedish.path, english.path),
      swedishTitle: swedish.title,
    };
  })
  // Those with a page: a concern the clinic hid has none to search.
  .filter(({ path }) => existsSync(join(DIST, `${path.slice(1)}.html`)));
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 5);

/** An English concern and a word of its English title that its Swedish title does not have. */
const englishOnly = englishConcerns
  .map((concern) => ({
    ...concern,
    term: wordsOf(concern.title).find((word) => !wordsOf(concern.swedishTitle).includes(word)),
  }))
  .find((concern) => concern.term !== undefined);

/**
 * A plural in an English concern's title whose singular its page never writes: found only if
 * the English index stems ("wrinkle" finds "wrinkles").
 */
const stemmed = englishConcerns
  .flatMap((concern) =>
    wordsOf(concern.title)
      .filter((word) => /[^s]s$/.test(word))
      .map((plural) => ({ ...concern, singular: plural.slice(0, -1) })),
  )
  .find(
    ({ path, singular }) =>
      !new RegExp(`\\b${singular}\\b`, 'i').test(readFileSync(join(DIST, `${path.slice(1)}.html`), 'utf8')),
  );

test.describe('on an English page', () => {
  const CONTACT = englishPages.contact.path;

  async function searchInEnglish(page: Page, term: string): Promise<void> {
    if (!(await page.locator(FIELD).isVisible()))
      // A button that opens a dialog once the page's script runs (a link to the guide without it).
      await page.getByRole('button', { name: englishWords.link }).click();
    await expect(page.getByRole('dialog', { name: englishWords.dialog })).toBeVisible();
    await page.getByLabel(englishWords.field).fill(term);
    // The first search fetches Pagefind's WebAssembly and index: on a busy machine, seconds.
    await expect(page.locator(STATUS)).not.toBeEmpty({ timeout: 15_000 });
  }

  test('the search finds an English page by an English word, in English words, and no Swedish page', async ({
    page,
  }) => {
    test.skip(englishOnly === undefined, 'no English concern title has a word its Swedish title lacks');
    const { term, path } = englishOnly!;
    await page.goto(urlFor(CONTACT));
    await searchInEnglish(page, term!);
    const paths = (await resultPaths(page)).map((found) => decodeURI(found));
    expect(paths.slice(0, 3)).toContain(path);
    expect(paths.filter((found) => langOfPath(found) !== 'en')).toEqual([]);
    // "3 results for ‘…’": the count of all found, of which the list shows the first.
    const status = (await page.locator(STATUS).textContent()) ?? '';
    const count = Number(/\d+/.exec(status)?.[0]);
    expect(count).toBeGreaterThanOrEqual(paths.length);
    expect(status).toBe(englishWords.found(count, term!));
    await page.locator(FIELD).press('Enter');
    await expect(page).toHaveURL((url) => decodeURI(url.pathname) === paths[0]);

    // The same word on a Swedish page searches the Swedish pages: the English page is not among them.
    await page.goto(urlFor('/Kontakt'));
    await page.locator(LINK).click();
    await page.locator(FIELD).fill(term!);
    await expect(page.locator(STATUS)).not.toBeEmpty({ timeout: 15_000 });
    expect((await resultPaths(page)).filter((found) => langOfPath(decodeURI(found)) !== 'sv')).toEqual([]);
  });

  test('English stemming: a singular finds the page whose title has the plural', async ({ page }) => {
    test.skip(
      stemmed === undefined,
      'no English concern title has a plural its page never writes in the singular',
    );
    await page.goto(urlFor(CONTACT));
    await searchInEnglish(page, stemmed!.singular);
    expect((await resultPaths(page)).map((found) => decodeURI(found))).toContain(stemmed!.path);
  });

  test('nothing found says so in English and leads to the English guide; only the English search loads', async ({
    page,
  }) => {
    const requests = searchRequests(page);
    await page.goto(urlFor(CONTACT));
    await searchInEnglish(page, 'xyzzy');
    await expect(page.locator(STATUS)).toHaveText(`${englishWords.none('xyzzy')} ${englishWords.toGuide}`);
    await expect(page.locator(STATUS).getByRole('link', { name: englishWords.toGuide })).toHaveAttribute(
      'href',
      englishPages.concerns.path,
    );
    await expect(page.getByRole('button', { name: englishWords.close })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForLoadState('networkidle');
    const { loaded, sizes, bytes } = firstSearchBytes(requests);
    console.log(
      `First English search: ${loaded.length} files, ${(bytes / 1024).toFixed(1)} KB (${sizes.join(', ')})`,
    );
    expect(loaded).toContain(`/${SEARCH_INDEX_DIR}/wasm.en.pagefind`);
    expect(loaded.filter((path) => path.startsWith('/sok/en-'))).toHaveLength(1);
    expect(loaded.filter((path) => /\.sv[._]|^\/sok\/sok-/.test(path))).toEqual([]);
    expect(bytes).toBeLessThan(150 * 1024);
  });
});
