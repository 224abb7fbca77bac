import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPaths, urlFor, widths } from './site';

// Every page the build emits, at a phone's and a laptop's width: axe finds nothing.
for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of builtPaths()) {
      test(`${path} (${name})`, async ({ page }) => {
        await page.goto(urlFor(path));
        const results = await new AxeBuilder({ page }).analyze();
        const found = results.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
        );
        expect(found).toEqual([]);
        // Nothing wider than the screen: no sideways scrolling of the page itself.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      });
    }
  });
}
