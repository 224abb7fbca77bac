/**
 * Lag (2021:363): the law's block is there on every page that needs it, with every term
 * (tests/site/regulated-care.test.ts, read from the built HTML); here, that a browser shows it.
 */
import { expect, test } from '@playwright/test';
import { uiWords } from '../../src/i18n/ui';
import { categories, shownTreatments } from './content';
import { urlFor } from './site';

const REGULATED_CARE_TITLE = uiWords().site.regulatedCare.title;

/** The first shown treatment of each regulated category (injections, thread lifts). */
const regulated = categories
  .filter((category) => category.careKind === 'injection' || category.careKind === 'physician')
  .flatMap((category) => shownTreatments.find((t) => t.category === category.id) ?? []);
const NONE = 'the clinic shows no treatment under lag (2021:363)';

for (const treatment of regulated) {
  test(`the block is visible on ${treatment.path}, named by its heading`, async ({ page }) => {
    await page.goto(urlFor(treatment.path));
    await expect(page.getByRole('complementary', { name: REGULATED_CARE_TITLE })).toBeVisible();
  });
}

test('on the English page of a treatment, the block is visible in English', async ({ page }) => {
  test.skip(regulated.length === 0, NONE);
  // The English page the Swedish one names as its counterpart, whatever its English path.
  await page.goto(urlFor(regulated[0]!.path));
  const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
  expect(english).toBeTruthy();
  await page.goto(urlFor(decodeURI(new URL(english!, page.url()).pathname)));
  await expect(
    page.getByRole('complementary', { name: uiWords('en').site.regulatedCare.title }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: REGULATED_CARE_TITLE })).toHaveCount(0);
});
