import { expect, test } from '@playwright/test';
import { copyrightYears } from '../../src/config/clinic';
import { englishPages, mainPages, pagesIn } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { clinic, PHONE_NAME } from './content';
import { widths } from './site';

// How the menus open, drill down, go back and close is described once in
// tests/engines/behaviours.ts and run in Chromium, Firefox ESR and WebKitGTK. Here: what the
// engines' runner does not cover. The site map page's links: tests/site/navigation.test.ts.

test('focus stays inside the open mobile menu', async ({ page }) => {
  await page.setViewportSize(widths.mobile);
  await page.goto('/');
  await page.getByRole('button', { name: 'Meny' }).click();
  // The page behind a modal dialog is inert: Tab moves through the menu and, past its end,
  // to the browser's own controls (the body here), never to the page behind it.
  const where = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'browser';
      return active.closest('#meny') ? 'menu' : `page: ${active.outerHTML.slice(0, 80)}`;
    });
  const seen = new Set<string>();
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    seen.add(await where());
  }
  expect([...seen].sort()).toEqual(['browser', 'menu']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'MENY' })).toBeHidden();
});

test('the header shows the phone number as a link and a Boka tid button on every width', async ({ page }) => {
  for (const viewport of Object.values(widths)) {
    await page.setViewportSize(viewport);
    // A fixed page the clinic cannot switch off (the education page it can).
    await page.goto(mainPages.privacy.path);
    const phone = page.getByRole('link', { name: new RegExp(`Ring oss: ${PHONE_NAME.source}`) });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', `tel:${clinic.phone.e164}`);
    await page.getByRole('banner').getByRole('link', { name: mainPages.booking.title }).click();
    await expect(page).toHaveURL(mainPages.booking.path);
  }
});

// English words are longer than Swedish ones ("Book an appointment"): both headers must fit.
for (const lang of ['sv', 'en'] as const) {
  const pages = pagesIn(lang);
  test(`at 1024 px, the narrowest desktop row, the header of ${pages.concerns.path} fits the window: nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 720 });
    await page.goto(pages.concerns.path);
    const book = page.getByRole('banner').getByRole('link', { name: pages.booking.title });
    const box = (await book.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
  });
}

test('the skip link takes keyboard users to the content', async ({ page }) => {
  await page.goto(mainPages.about.path);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the footer has address, phone, e-mail, social link, privacy policy and the years since the first', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`${clinic.address.street}, ${clinic.address.postalCode}`);
  await expect(footer.getByRole('link', { name: new RegExp(`^${PHONE_NAME.source}$`) })).toHaveAttribute(
    'href',
    `tel:${clinic.phone.e164}`,
  );
  await expect(footer.getByRole('link', { name: clinic.email })).toHaveAttribute(
    'href',
    `mailto:${clinic.email}`,
  );
  for (const social of clinic.social) {
    await expect(footer.getByRole('link', { name: new RegExp(social.label) })).toHaveAttribute(
      'target',
      '_blank',
    );
  }
  // Without a social medium, no empty link or icon stands for one.
  if (clinic.social.length === 0) await expect(footer.locator('a[target="_blank"]')).toHaveCount(0);
  await footer.getByRole('link', { name: mainPages.privacy.title }).click();
  await expect(page).toHaveURL(mainPages.privacy.path);
  // The first year (copyrightYear) to the year the site was built (the privacy policy beside it is dated).
  await expect(page.getByRole('contentinfo')).toContainText(`© ${copyrightYears()} `);
  expect(copyrightYears()).toMatch(new RegExp(`^${clinic.copyrightYear}(?:–\\d{4})?$`));
});

test('an English page leads to English pages: the skip link, the header\u2019s phone and booking link on every width, the footer\u2019s privacy policy', async ({
  page,
}) => {
  const words = uiWords('en').site;
  for (const viewport of Object.values(widths)) {
    await page.setViewportSize(viewport);
    await page.goto(englishPages.privacy.path);
    const phone = page.getByRole('banner').locator('a[href^="tel:"]');
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', `tel:${clinic.phone.e164}`);
    await page.getByRole('banner').getByRole('link', { name: englishPages.booking.title }).click();
    await expect(page).toHaveURL(englishPages.booking.path);
  }
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: words.header.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.getByRole('contentinfo').getByRole('link', { name: englishPages.privacy.title }).click();
  await expect(page).toHaveURL(englishPages.privacy.path);
});
