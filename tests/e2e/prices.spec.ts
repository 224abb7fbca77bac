import { dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import { consultation, priceLists, priceRows, sectionTreatments, type ContentPriceList } from './content';
import { widths } from './site';
import { factValue } from './spec-figures';

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
  const banner = page.getByRole('complementary', { name: consultation.title });
  await expect(banner.getByRole('link', { name: 'Boka nu' })).toHaveAttribute('href', '/Bokatid');
}

// The relation, for whatever the clinic's price lists hold: each section's table lists its
// treatments' rows, in order, with the prices their own files give.
for (const list of priceLists) {
  test(`${list.path}: each section lists its treatments with the prices in their files, annual card a dash`, async ({
    page,
  }) => {
    await page.goto(list.path);
    await expectListFrame(page);
    expect(await shownTables(page)).toEqual(
      list.sections.map((section) => ({
        caption: section.title,
        rows: sectionTreatments(section)
          .flatMap(priceRows)
          .map(([name, price]) => [cellText(name), cellText(price), ANNUAL_CARD]),
      })),
    );
  });
}

/** The content files a price list's figures come from: its own, and its treatments' folders. */
function listFiles(list: ContentPriceList): string[] {
  const shipped = shippedStatus();
  const folders = new Set(list.sections.flatMap(sectionTreatments).map((t) => dirname(t.file)));
  return [...(shipped.filesOf(list.path) ?? []), ...[...folders].flatMap(shipped.filesUnder)];
}

/**
 * The original ordinary prices (docs/product.md), row by row in the order each price list shows them (list figures
 * where the spec gives the list its own): a price in the wrong row, a missing or an extra row fails.
 * The figure may be followed by its note ('1 700 kr per område'); annual card prices are a dash.
 * The spec's acceptance: checked while the list and its treatments are the shipped sample.
 */
const listRows: Record<string, Array<[row: string, price: string]>> = {
  '/injektionsbehandlingar-priser': [
    ['Rynkreducerande injektioner i pannan', '1 700 kr'],
    ['Rynkreducerande injektioner mellan ögonbrynen', '1 700 kr'],
    ['Rynkreducerande injektioner vid kråksparkar', '1 700 kr'],
    ['Rynkreducerande injektioner runt munnen', '1 700 kr'],
    ['Brynlyft med rynkreducerande injektioner', '1 700 kr'],
    ['Rynkreducerande injektioner vid bunny lines', '1 700 kr'],
    ['Rynkreducerande injektioner i nästippen', '1 700 kr'],
    ['Behandling av gummy smile', '1 700 kr'],
    ['Lip flip med rynkreducerande injektioner', '1 700 kr'],
    ['Rynkreducerande injektioner för nedåtvända mungipor', '1 700 kr'],
    ['Rynkreducerande injektioner vid apelsinhaka', '1 700 kr'],
    ['Rynkreducerande injektioner i halsen (platysma)', '3 000 kr'],
    ['Behandling av överdriven svettning (hyperhidros)', '3 000 kr'],
    ['Injektioner i tuggmuskeln (masseter)', '3 000 kr'],
    ['Injektioner i trapeziusmuskelns övre del', '3 000 kr'],
    ['Fillers i kindbenen', 'Pris efter konsultation'],
    ['Fillers i mittkinden (midcheek)', '2 500–8 800 kr'],
    ['Fillers längs käklinjen', '2 500–8 800 kr'],
    ['Fillers i hakan', '2 500–8 800 kr'],
    ['Fillers i nasolabialvecken', 'från 3 300 kr'],
    ['Fillers i tinningarna', 'från 3 000 kr'],
    ['Fillers under ögonen (tear trough)', 'från 3 300 kr'],
    ['Fillers för marionettlinjer', 'från 3 000 kr'],
    ['Upplösning av filler', '2 000 kr'],
    ['Skinbooster Ejal 40', '1 800 kr'],
    ['Skinbooster Long Lasting', '2 995 kr'],
    ['Skinbooster Restylane', '2 500 kr'],
    ['Skinbooster Sunekos', '2 300 kr'],
    ['Skinbooster RRS Eyes', '799 kr'],
    ['Profhilo', 'Pris efter konsultation'],
    ['PRF under ögonen', '3 000 kr'],
    ['PRP vid eksem och psoriasis', '2 500 kr'],
    ['PRP/PRF för ansiktet', '2 700 kr'],
    ['RRS XL Hair', '1 000 kr'],
    ['PRP för hår och hårbotten', '3 000 kr'],
    ['Cellutrix RRS', '1 500 kr'],
    ['Cellutrix RRS: Kur om 4 behandlingar', '5 000 kr'],
    ['Carboxy – karboxyterapi', '1 200–2 700 kr'],
    ['Carboxy runt ögonen', '1 000 kr'],
    ['Vitamindropp', 'Pris efter konsultation'],
  ],
  '/tradlyft-priser': [
    ['Trådlyft av mellanansiktet', '15 300 kr'],
    ['Trådlyft av käklinjen', '9 500 kr'],
    ['Trådlyft av kindbenen', '5 700 kr'],
    ['Halslyft med trådar', '5 700 kr'],
    ['Trådlyft vid dubbelhaka', '7 050 kr'],
    ['Monotrådar i kinderna', '4 100 kr'],
    ['Monotrådar vid marionettlinjerna', '3 200 kr'],
    ['Monotrådar i nasolabialvecken', '2 500 kr'],
    ['Monotrådar kring ögonen', '3 200 kr'],
    ['Monotrådar vid sura mungipor', '1 000 kr'],
  ],
  '/laserbehandlingar-priser': [
    ['IPL mindre område', '1 500 kr'],
    ['IPL ansikte', '2 200 kr'],
    ['IPL ansikte och hals', '3 200 kr'],
    ['IPL ansikte, hals och dekolletage', '4 000 kr'],
    ['IPL hals eller dekolletage', '2 000 kr'],
    ['Frax 1550 ansikte', '2 800 kr'],
    ['Frax 1550 ansikte och hals', '3 500 kr'],
    ['Frax 1550 ansikte, hals och dekolletage', '4 200 kr'],
    ['Frax 1550 hals eller dekolletage', '2 500 kr'],
    ['Light & Bright ansikte', '3 900 kr'],
    ['Light & Bright ansikte och hals', '4 600 kr'],
    ['Light & Bright ansikte, hals och dekolletage', '5 500 kr'],
  ],
  '/ansiktsbehandlingar-priser': [
    ['Klassisk ansiktsbehandling', '749 kr'],
    ['Djuprensande ansiktsbehandling', '949 kr'],
    ['Lyxansiktsbehandling', '1 049 kr'],
    ['Instant Clean', '550 kr'],
    ['Instant Glow', '450 kr'],
    ['Dermaplaning', '850 kr'],
    ['PRX-T33', '1 895 kr'],
    ['PRX-T33: Kur om 4 behandlingar (över 6 månader)', '5 400 kr'],
    ['PRX-T33: Microneedling som tillägg', '1 000 kr'],
    ['PRX-T33: Profhilo som tillägg', '2 000 kr'],
    ['Microneedling', '1 895 kr'],
    ['LED-ljusterapi', '650 kr'],
    ['LED-ljusterapi: Som tillägg till annan behandling', '300 kr'],
    ['Milk Peel', '1 295 kr'],
    ['Crystal Peel', '1 895 kr'],
    ['BioRepeel', '1 495 kr'],
    ['BioRepeel: Kur om 3 behandlingar', '3 795 kr'],
    ['Mask Peel', '995 kr'],
  ],
  '/hydra-facial-priser': [
    ['Standard HydraFacial', '1 195 kr'],
    ['Deluxe HydraFacial', '1 495 kr'],
    ['Platinum HydraFacial', '1 795 kr'],
    ['HydraFacial Gravida', '1 195 kr'],
  ],
  '/massage-priser': [
    ['Avkopplande massage, 60 min', '695 kr'],
    ['Avkopplande massage, 90 min', '1 050 kr'],
    ['Hotstonemassage, 60 min', '695 kr'],
    ['Hotstonemassage, 90 min', '1 050 kr'],
    ['Helkroppsmassage, 60 min', '690 kr'],
    ['Helkroppsmassage, 90 min', '990 kr'],
    ['Sportmassage, 60 min', '695 kr'],
    ['Sportmassage, 90 min', '1 050 kr'],
    ['Ansiktsmassage', '500 kr'],
    ['Fotmassage', '450 kr'],
    ['Ryggmassage', '580 kr'],
    ['Relaxing Time', '700 kr'],
    ['Klippkort för massage', '3 000 kr'],
    ['Gravidmassage, 60 min', '695 kr'],
    ['Gravidmassage, 90 min', '1 050 kr'],
  ],
  '/vaxning-priser': [
    ['Vaxning armar', '300 kr'],
    ['Vaxning armar herr', '400 kr'],
    ['Vaxning armhålor', '250 kr'],
    ['Vaxning bikini', '250 kr'],
    ['Brasiliansk vaxning', '400 kr'],
    ['Vaxning bröst och mage', '400 kr'],
    ['Vaxning halva ben', '350 kr'],
    ['Vaxning halva ben och bikini', '550 kr'],
    ['Vaxning hela ben', '500 kr'],
    ['Vaxning hela ben och bikini', '550 kr'],
    ['Vaxning helkropp', '1 800 kr'],
    ['Vaxning överläpp', '50 kr'],
    ['Vaxning överläpp och haka', '100 kr'],
    ['Vaxning rygg', '400 kr'],
  ],
};

for (const [path, expected] of Object.entries(listRows)) {
  test(`${path}: every row of the spec with its own price (spec acceptance)`, async ({ page }) => {
    const list = priceLists.find((l) => l.path === path);
    if (!list || !shippedStatus().isShipped(listFiles(list))) {
      test.info().annotations.push({ type: 'spec', description: `${path}: ${CHANGED_BY_CLINIC}` });
      return;
    }
    await page.goto(path);
    expect((await shownTables(page)).flatMap((table) => table.rows)).toEqual(
      expected.map(([row, price]) => [row, expect.stringMatching(factValue(price)), ANNUAL_CARD]),
    );
  });
}

/** The clinic's price list with the most sections, for the tests of how sections open and print. */
const longestList = [...priceLists].sort((a, b) => b.sections.length - a.sections.length)[0]!;

test('price sections start collapsed (+) and open and close independently (−)', async ({ page }) => {
  expect(longestList.sections.length, 'a price list with at least two sections').toBeGreaterThan(1);
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
