import { expect, test, type Page } from '@playwright/test';
import { widths } from './site';

const treatmentsPanel = (page: Page) => page.locator('#meny-desktop-behandlingsutbud');
const pricesPanel = (page: Page) => page.locator('#meny-desktop-priser');

for (const javaScriptEnabled of [true, false]) {
  test.describe(`desktop menu, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: widths.desktop });

    test('hovering opens one full-width dropdown at a time', async ({ page }) => {
      await page.goto('/Omoss');
      const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
      await expect(treatmentsPanel(page)).toBeHidden();
      await nav.getByRole('button', { name: 'Behandlingsutbud' }).hover();
      await expect(treatmentsPanel(page)).toBeVisible();
      await expect(treatmentsPanel(page).getByRole('link', { name: 'Injektionsbehandlingar' })).toBeVisible();
      const box = await treatmentsPanel(page).boundingBox();
      expect(box?.width).toBe(widths.desktop.width);

      await nav.getByRole('button', { name: 'Priser' }).hover();
      await expect(pricesPanel(page)).toBeVisible();
      await expect(treatmentsPanel(page)).toBeHidden();
    });

    test('the keyboard opens a dropdown, walks into it, and Escape closes it', async ({ page }) => {
      await page.goto('/Omoss');
      const trigger = page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: 'Behandlingsutbud' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(treatmentsPanel(page)).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Hela behandlingsutbudet' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(treatmentsPanel(page)).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('a dropdown link leads to its page', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: 'Priser' })
        .click();
      await pricesPanel(page).getByRole('link', { name: 'Vaxning' }).click();
      await expect(page).toHaveURL('/vaxning-priser');
    });
  });

  test.describe(`mobile menu, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: widths.mobile });

    test('MENY opens, drills down level by level, Tillbaka goes back, the close button closes', async ({
      page,
    }) => {
      await page.goto('/Kontakt');
      const dialog = page.getByRole('dialog', { name: 'MENY' });
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Meny' }).click();
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: 'Visa undermeny: Behandlingsutbud' }).click();
      const treatments = page.getByRole('group', { name: 'Behandlingsutbud' });
      await expect(treatments).toBeVisible();
      await treatments.getByRole('button', { name: 'Visa undermeny: Injektionsbehandlingar' }).click();
      const injections = page.getByRole('group', { name: 'Injektionsbehandlingar' });
      await expect(injections).toBeVisible();
      await injections.getByRole('button', { name: 'Visa undermeny: Fillers' }).click();
      const fillers = page.getByRole('group', { name: 'Fillers' });
      await expect(fillers.getByRole('link', { name: 'Upplösning av filler' })).toBeVisible();

      await fillers.getByRole('button', { name: 'Tillbaka' }).click();
      await expect(fillers).toBeHidden();
      await expect(injections).toBeVisible();
      await injections.getByRole('button', { name: 'Tillbaka' }).click();
      await expect(treatments).toBeVisible();
      await treatments.getByRole('button', { name: 'Tillbaka' }).click();
      await expect(treatments).toBeHidden();
      await expect(dialog.getByRole('heading', { name: 'MENY' })).toBeVisible();

      await dialog.getByRole('button', { name: 'Stäng menyn' }).first().click();
      await expect(dialog).toBeHidden();
    });

    test('a link deep in the menu leads to its page and the menu is closed there', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Meny' }).click();
      await page.getByRole('button', { name: 'Visa undermeny: Behandlingsutbud' }).click();
      await page.getByRole('button', { name: 'Visa undermeny: Vaxning' }).click();
      await page.getByRole('group', { name: 'Vaxning' }).getByRole('link', { name: 'Brasiliansk' }).click();
      await expect(page).toHaveURL('/Brasiliansk');
      await expect(page.getByRole('dialog', { name: 'MENY' })).toBeHidden();
    });

    test('focus stays inside the open menu', async ({ page }) => {
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
  });
}

test('the header shows the phone number as a link and a Boka tid button on every width', async ({ page }) => {
  for (const viewport of Object.values(widths)) {
    await page.setViewportSize(viewport);
    await page.goto('/Utbildningar');
    const phone = page.getByRole('link', { name: /Ring oss: 08.465.004.21/ });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', 'tel:+46846500421');
    await page.getByRole('banner').getByRole('link', { name: 'Boka tid' }).click();
    await expect(page).toHaveURL('/Bokatid');
  }
});

test('the skip link takes keyboard users to the content', async ({ page }) => {
  await page.goto('/Omoss');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the footer has address, phone, e-mail, social link, privacy policy and © 2024', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Exempelgatan 12, 111 22');
  await expect(footer.getByRole('link', { name: /^08.465.004.21$/ })).toHaveAttribute(
    'href',
    'tel:+46846500421',
  );
  await expect(footer.getByRole('link', { name: 'kontakt@linneahud.example' })).toHaveAttribute(
    'href',
    'mailto:kontakt@linneahud.example',
  );
  await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
  await footer.getByRole('link', { name: 'Integritetspolicy' }).click();
  await expect(page).toHaveURL('/Integritetspolicy');
  await expect(page.getByRole('contentinfo')).toContainText('© 2024');
});
