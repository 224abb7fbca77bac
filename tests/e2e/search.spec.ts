/**
 * The site search (Pagefind, docs/concerns-and-search.md): nothing of it loads until the field is
 * used; then it finds a treatment by its name, by a concern word and by an inflected form, in
 * Swedish, by keyboard, without axe violations and without a CSP violation. On an English page
 * it speaks English and searches the English pages only, with English stemming. Also prints the bytes
 * a first search costs and the size of the index, for the report. What the index holds:
 * tests/site/search.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { englishPages, englishPathOf, langOfPath } from '../../src/config/routes';
import * as englishWords from '../../src/i18n/en/search';
import { SEARCH_FIELD_ID, SEARCH_INDEX_DIR } from '../../src/lib/domain/site-search';
import { readContentYaml } from '../../src/schemas/read-yaml';
import { axeViolations } from './axe';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import { categories, pricesOf, treatments } from './content';
import { DIST, urlFor } from './site';

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

/**
 * The sample treatment searched by its name: the original figures' acceptance (docs/product.md), while its file is as shipped
 * (the clinic may rename or remove it; the other searches are of words the guide keeps).
 */
const NAMED = { term: 'Dermaplaning', path: '/Dermaplaning' };
const namedIsShipped = () => {
  const shipped = shippedStatus();
  return shipped.isShipped(shipped.filesOf(NAMED.path) ?? []);
};

for (const [what, term, expected] of [
  ['a treatment by its name', NAMED.term, NAMED.path],
  ['a concern by its word', 'svettning', '/Besvar-Svettning'],
  ['pages saying "rynkor" for the inflected "rynka"', 'rynka', '/Besvar-Rynkor'],
  ['pigmentation for "pigmentfläckar"', 'pigmentfläckar', '/Besvar-Pigment'],
] as const) {
  test(`the search finds ${what}, and Enter opens the first result`, async ({ page }) => {
    if (expected === NAMED.path && !namedIsShipped()) {
      test.info().annotations.push({ type: 'spec', description: `${NAMED.path}: ${CHANGED_BY_CLINIC}` });
      return;
    }
    await page.goto(urlFor('/Kontakt'));
    await search(page, term);
    const paths = await resultPaths(page);
    expect(paths.slice(0, 3)).toContain(expected);
    await page.locator(FIELD).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === encodeURI(paths[0]!));
  });
}

test('"rynka" finds pages that only say "rynkor"/"rynkan", not the word itself', async ({ page }) => {
  await page.goto(urlFor('/Kontakt'));
  await search(page, 'rynka');
  const paths = await resultPaths(page);
  expect(paths.length).toBeGreaterThan(0);
  // The concern page's text has "rynkor" and "Rynkor" but never the searched form.
  expect(readFileSync(join(DIST, 'Besvar-Rynkor.html'), 'utf8')).not.toMatch(/\brynka\b/i);
  expect(paths).toContain('/Besvar-Rynkor');
});

test('a result shows its category and price from the page; nothing found leads to the guide', async ({
  page,
}) => {
  await page.goto(urlFor('/Kontakt'));
  if (namedIsShipped()) {
    // Its category and card price, as its file and its category's give them.
    const treatment = treatments.find((t) => t.path === NAMED.path)!;
    const category = categories.find((c) => c.id === treatment.category)!;
    await search(page, NAMED.term);
    const first = page.locator(RESULTS).first();
    await expect(first).toContainText(`${category.title} · ${pricesOf(treatment).cardPrice}`);
  } else {
    test.info().annotations.push({ type: 'spec', description: `${NAMED.path}: ${CHANGED_BY_CLINIC}` });
  }
  await search(page, 'xyzzy');
  await expect(page.locator(STATUS)).toContainText('Inga träffar på ”xyzzy”.');
  await expect(page.locator(`${STATUS} a[href="/Besvar"]`)).toBeVisible();
});

test('keyboard: arrow down into the results and back; Escape closes the dialog, focus back on Sök', async ({
  page,
}) => {
  await page.goto(urlFor('/Omoss'));
  await search(page, 'massage');
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
  await search(page, 'laser');
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
  await search(page, 'rynkor');
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
const CONCERNS = 'src/content/concerns';
const englishConcerns = readdirSync(join('src/content/en/concerns')).map((file) => {
  const english = readContentYaml(join('src/content/en/concerns', file)) as { path?: string; title: string };
  const swedish = readContentYaml(join(CONCERNS, file)) as { path: string; title: string };
  return {
    title: english.title,
    path: englishPathOf(swedish.path, english.path),
    swedishTitle: swedish.title,
  };
});
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
      await page.getByRole('link', { name: englishWords.link }).click();
    await expect(page.getByRole('dialog', { name: englishWords.dialog })).toBeVisible();
    await page.getByLabel(englishWords.field).fill(term);
    // The first search fetches Pagefind's WebAssembly and index: on a busy machine, seconds.
    await expect(page.locator(STATUS)).not.toBeEmpty({ timeout: 15_000 });
  }

  test('the search finds an English page by an English word, in English words, and no Swedish page', async ({
    page,
  }) => {
    expect(englishOnly, 'an English concern title with a word of its own').toBeDefined();
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
    expect(
      stemmed,
      'an English concern title with a plural its page never writes in the singular',
    ).toBeDefined();
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
