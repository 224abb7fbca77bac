import { dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import {
  consultation,
  isShown,
  priceLists,
  priceRows,
  sectionTreatments,
  shownPriceLists,
  treatments,
  type ContentPriceList,
} from './content';
import { widths } from './site';
import { factValue, priceListRows } from './spec-figures';

const ANNUAL_CARD = '\u2013';
const cellText = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A price list page's tables as a visitor reads them: caption, and rows of [name, price, annual card]. */
const shownTables = (page: Page) =>
  page
    .locator('main table')
    .evaluateAll((tables) =>
      tables.map((table) => ({
        caption: table.querySelector('caption')?.textContent?.trim() ?? '',
        rows: [...table.querySelectorAll('tbody tr')].map((tr) =>
          [...tr.children].map((cell) => cell.textContent ?? ''),
        ),
      })),
    )
    .then((tables) =>
      tables.map(({ caption, rows }) => ({ caption, rows: rows.map((r) => r.map(cellText)) })),
    );

async function expectListFrame(page: Page) {
  await expect(page.getByRole('link', { name: 'Boka tid' }).first()).toHaveAttribute('href', '/Bokatid');
  const headers = await page.locator('main table').first().locator('thead th').allTextContents();
  expect(headers.map((h) => h.toLowerCase())).toEqual(['behandling', 'ord. pris', 'årskort']);
  // A list may hold care of every kind, so its banner is the neutral one: a question through the form.
  const banner = page.getByRole('complementary', { name: consultation.title, exact: true });
  await expect(banner.getByRole('link', { name: 'Skicka ett meddelande' })).toHaveAttribute(
    'href',
    '/HittaBehandling',
  );
}

// The relation, for whatever the clinic's price lists hold: each section's table lists its
// treatments' rows, in order, with the prices their own files give.
// A hidden treatment has no row, and a section left without one is left out.
for (const list of shownPriceLists) {
  test(`${list.path}: each section lists its treatments with the prices in their files, annual card a dash`, async ({
    page,
  }) => {
    await page.goto(list.path);
    await expectListFrame(page);
    expect(await shownTables(page)).toEqual(
      list.sections
        .map((section) => ({
          caption: section.title,
          rows: sectionTreatments(section)
            .filter(isShown)
            .flatMap(priceRows)
            .map(([name, price]) => [cellText(name), cellText(price), ANNUAL_CARD]),
        }))
        .filter((table) => table.rows.length > 0),
    );
  });
}

/** The content files a price list's figures come from: its own, and its treatments' folders. */
function listFiles(list: ContentPriceList): string[] {
  const shipped = shippedStatus();
  const folders = new Set(list.sections.flatMap(sectionTreatments).map((t) => dirname(t.file)));
  return [...(shipped.filesOf(list.path) ?? []), ...[...folders].flatMap(shipped.filesUnder)];
}

for (const [path, expected] of Object.entries(priceListRows)) {
  test(`${path}: every row of the spec with its own price (spec acceptance)`, async ({ page }) => {
    const list = priceLists.find((l) => l.path === path);
    if (!list || !shippedStatus().isShipped(listFiles(list))) {
      test.info().annotations.push({ type: 'spec', description: `${path}: ${CHANGED_BY_CLINIC}` });
      return;
    }
    // The clinic hid the list (or every treatment in it, as by hiding their category, which
    // leaves the files as shipped): it has no page to check.
    if (!shownPriceLists.includes(list)) {
      test.info().annotations.push({ type: 'spec', description: `${path}: hidden by the clinic` });
      return;
    }
    // A row of a treatment the clinic hid has no page, and leaves the list with it.
    const hidden = new Set(treatments.filter((t) => !isShown(t)).map((t) => t.title));
    await page.goto(path);
    expect((await shownTables(page)).flatMap((table) => table.rows)).toEqual(
      expected
        .filter(([row]) => !hidden.has(row))
        .map(([row, price]) => [row, expect.stringMatching(factValue(price)), ANNUAL_CARD]),
    );
  });
}

/** The clinic's price list with the most sections, for the tests of how sections open and print. */
const longestList = [...shownPriceLists].sort((a, b) => b.sections.length - a.sections.length)[0];

test('price sections start collapsed (+) and open and close independently (−)', async ({ page }) => {
  test.skip(!longestList || longestList.sections.length < 2, 'no price list has two sections');
  if (!longestList) return;
  await page.goto(longestList.path);
  const sections = page.locator('main details');
  const count = longestList.sections.length;
  const last = count - 1;
  await expect(sections).toHaveCount(count);
  const marker = (i: number) =>
    sections
      .nth(i)
      .locator('summary [aria-hidden="true"]')
      .evaluate((el) => getComputedStyle(el, '::before').content);
  for (let i = 0; i < count; i += 1) {
    await expect(sections.nth(i)).not.toHaveAttribute('open');
    expect(await marker(i)).toBe('"+"');
  }
  await sections.nth(0).locator('summary').click();
  await sections.nth(last).locator('summary').click();
  await expect(sections.nth(0)).toHaveAttribute('open');
  await expect(sections.nth(last)).toHaveAttribute('open');
  expect(await marker(0)).toBe('"−"');
  await expect(sections.nth(0).getByRole('table')).toBeVisible();
  await sections.nth(0).locator('summary').click();
  await expect(sections.nth(0)).not.toHaveAttribute('open');
  await expect(sections.nth(last)).toHaveAttribute('open');
});

test('printed, a price list shows every section open', async ({ page }) => {
  test.skip(!longestList, 'the clinic shows no price list');
  if (!longestList) return;
  await page.setViewportSize(widths.desktop);
  await page.goto(longestList.path);
  await page.emulateMedia({ media: 'print' });
  const tables = page.locator('main table');
  const count = longestList.sections.length;
  await expect(tables).toHaveCount(count);
  for (let i = 0; i < count; i += 1) await expect(tables.nth(i)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(tables.first()).toBeHidden();
});
