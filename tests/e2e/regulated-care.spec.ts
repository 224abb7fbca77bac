/**
 * Lag (2021:363): the law's block is there on every page that needs it, with every term
 * (tests/site/regulated-care.test.ts, read from the built HTML); here, that a browser shows it.
 */
import { expect, test } from '@playwright/test';
import { uiWords } from '../../src/i18n/ui';
import { urlFor } from './site';

const REGULATED_CARE_TITLE = uiWords().site.regulatedCare.title;

test('the block is visible on a treatment page, named by its heading', async ({ page }) => {
  await page.goto(urlFor('/Rynkbehandling-Panna'));
  await expect(page.getByRole('complementary', { name: REGULATED_CARE_TITLE })).toBeVisible();
});

test('the block is visible on a thread-lift page too', async ({ page }) => {
  await page.goto(urlFor('/Mono-Ogon'));
  await expect(page.getByRole('complementary', { name: REGULATED_CARE_TITLE })).toBeVisible();
});

test('on the English page of a treatment, the block is visible in English', async ({ page }) => {
  // The English page the Swedish one names as its counterpart, whatever its English path.
  await page.goto(urlFor('/Rynkbehandling-Panna'));
  const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
  expect(english).toBeTruthy();
  await page.goto(urlFor(decodeURI(new URL(english!, page.url()).pathname)));
  await expect(
    page.getByRole('complementary', { name: uiWords('en').site.regulatedCare.title }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: REGULATED_CARE_TITLE })).toHaveCount(0);
});
