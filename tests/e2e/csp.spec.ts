import { expect, test, type Page } from '@playwright/test';
import { englishPages, mainPages } from '../../src/config/routes';

/**
 * A script that is not the build's own does not run: each page is served by nginx with its real
 * headers, and a script planted into its HTML on the way (as content that slipped past the
 * build's guard would carry it) is blocked by the CSP, while the page's own scripts run.
 */
const PLANTED = [
  '<script>window.planted = "script"</script>',
  '<img src="data:," onerror="window.planted = \'onerror\'" alt="">',
  '<div id="planted-click" onclick="window.planted = \'onclick\'">Boka</div>',
];

async function withPlanted(page: Page, path: string, payload: string) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (d: string) => void }).reportViolation(
        event.effectiveDirective,
      ),
    );
  });
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</main>', `${payload}</main>`);
    await route.fulfill({ response, body: html });
  });
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  return violations;
}

for (const path of [mainPages.home.path, englishPages.home.path]) {
  for (const payload of PLANTED) {
    test(`${path}: a planted ${payload.slice(0, 24)}… is blocked by the CSP`, async ({ page }) => {
      // An inline <script> is an element the policy refuses; an onerror= or onclick= an attribute.
      const blocked = payload.startsWith('<script') ? 'script-src-elem' : 'script-src-attr';
      const violations = await withPlanted(page, path, payload);
      if (payload.includes('onclick')) await page.locator('#planted-click').click();
      await expect.poll(() => violations).toContain(blocked);
      expect(await page.evaluate(() => (window as unknown as { planted?: string }).planted)).toBeUndefined();
      // The one violation is the planted script's: every inline script of the build's own ran.
      expect(violations).toEqual([blocked]);
    });
  }
}
