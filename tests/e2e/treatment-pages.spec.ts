/**
 * The relation that stands in for the original figures (docs/product.md) wherever the clinic changed a price: every
 * treatment page, in the browser, shows the price or prices typed in its own content file, each
 * under its label and formatted as the site formats prices (src/lib/price.ts). Read from the files
 * at test time, so a price edited in the CMS, a new or a deleted treatment is checked as it is.
 */
import { expect, test } from '@playwright/test';
import { pagePrices, treatments } from './content';
import { urlFor } from './site';

/** The treatment page's facts beside its description (TreatmentFacts). */
const FACTS_PANEL = 'main aside[aria-label="Fakta och bokning"] dl';

test('the content has treatments to check', () => {
  expect(treatments.length).toBeGreaterThan(0);
});

for (const treatment of treatments) {
  test(`${treatment.path} shows the prices in its own file`, async ({ page }) => {
    await page.goto(urlFor(treatment.path));
    const facts = page.locator(FACTS_PANEL);
    await expect(facts).toBeVisible();
    const shown = await facts.evaluate((dl) =>
      [...dl.querySelectorAll('dt')].map((dt) => [
        dt.textContent?.trim() ?? '',
        dt.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    );
    const priced = shown.filter(([label, value]) => label!.startsWith('Pris') || /\d\u00a0kr/.test(value!));
    expect(priced).toEqual(pagePrices(treatment));
  });
}
