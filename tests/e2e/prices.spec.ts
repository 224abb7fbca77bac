import { expect, test } from '@playwright/test';
import { widths } from './site';

/** SPEC §9's prices for each price list, as the price list gives them (list figures included). */
const listPrices: Record<string, string[]> = {
  '/injektionsbehandlingar-priser': [
    '1 700',
    '3 000',
    '2 500–8 800',
    'från 3 300',
    'från 3 000',
    '2 000',
    '2 995',
    '2 300',
    '2 500',
    '1 800',
    '799',
    '2 700',
    '1 000',
    '1 500',
    '5 000',
    '1 200–2 700',
  ],
  '/tradlyft-priser': ['15 300', '9 500', '5 700', '7 050', '4 100', '3 200', '2 500', '1 000'],
  '/laserbehandlingar-priser': [
    '1 500',
    '2 200',
    '3 200',
    '4 000',
    '2 000',
    '2 800',
    '3 500',
    '4 200',
    '2 500',
    '3 900',
    '4 600',
    '5 500',
  ],
  '/ansiktsbehandlingar-priser': [
    '850',
    '949',
    '550',
    '450',
    '1 295',
    '749',
    '1 049',
    '1 895',
    '5 400',
    '650',
    '300',
    '1 495',
    '3 795',
    '995',
  ],
  '/hydra-facial-priser': ['1 195', '1 495', '1 795'],
  '/massage-priser': ['695', '1 050', '690', '990', '500', '700', '450', '580', '3 000'],
  '/vaxning-priser': ['300', '400', '250', '350', '550', '500', '1 800', '50', '100'],
};

const cellText = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

for (const [path, prices] of Object.entries(listPrices)) {
  test(`${path}: every price of the spec stands in a table row, annual card a dash`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Boka tid' }).first()).toHaveAttribute('href', '/Bokatid');
    const table = page.locator('main table');
    const headers = await table.first().locator('thead th').allTextContents();
    expect(headers.map((h) => h.toLowerCase())).toEqual(['behandling', 'ord. pris', 'årskort']);
    const rows = await page
      .locator('main tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
    const ordinary = rows.map((row) => cellText(row[1]!));
    for (const price of prices) {
      expect(
        ordinary.some((cell) => cell === `${price} kr` || cell.startsWith(`${price} kr `)),
        price,
      ).toBe(true);
    }
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['\u2013']));
    const banner = page.getByRole('complementary', { name: /Boka en kostnadsfri/ });
    await expect(banner.getByRole('link', { name: 'Boka nu' })).toHaveAttribute('href', '/Bokatid');
  });
}

test('price sections start collapsed (+) and open and close independently (−)', async ({ page }) => {
  await page.goto('/ansiktsbehandlingar-priser');
  const sections = page.locator('main details');
  await expect(sections).toHaveCount(3);
  const marker = (i: number) =>
    sections
      .nth(i)
      .locator('summary [aria-hidden="true"]')
      .evaluate((el) => getComputedStyle(el, '::before').content);
  for (let i = 0; i < 3; i += 1) {
    await expect(sections.nth(i)).not.toHaveAttribute('open');
    expect(await marker(i)).toBe('"+"');
  }
  await sections.nth(0).locator('summary').click();
  await sections.nth(2).locator('summary').click();
  await expect(sections.nth(0)).toHaveAttribute('open');
  await expect(sections.nth(2)).toHaveAttribute('open');
  expect(await marker(0)).toBe('"−"');
  await expect(sections.nth(0).getByRole('table')).toBeVisible();
  await sections.nth(0).locator('summary').click();
  await expect(sections.nth(0)).not.toHaveAttribute('open');
  await expect(sections.nth(2)).toHaveAttribute('open');
});

test('printed, a price list shows every section open', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  await page.goto('/injektionsbehandlingar-priser');
  await page.emulateMedia({ media: 'print' });
  const tables = page.locator('main table');
  await expect(tables).toHaveCount(7);
  for (let i = 0; i < 7; i += 1) await expect(tables.nth(i)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(tables.first()).toBeHidden();
});
