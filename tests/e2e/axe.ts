import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's findings on the page as it stands, one line per rule with the elements it names.
 *
 * Legacy mode runs axe in the page itself. The default mode finishes every run in a new blank
 * page, which doubles the cost of each check (measured: 1.1 s against 0.6 s a run) and exists
 * only to reach into cross-origin frames; the site has no frames of any kind (the W3C checker
 * and html-validate run over every page in whole-site.spec.ts).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}
