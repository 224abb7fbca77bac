import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's findings on the page as it stands, one line per rule with the elements it names.
 *
 * Legacy mode runs axe in the page itself. The default mode finishes every run in a new blank
 * page, which doubles the cost of each check (measured: 1.1 s against 0.6 s a run) and exists
 * only to reach into cross-origin frames. The site has no frames, and the helper refuses a page
 * that has one, so a frame added one day is not skipped silently. Only violations are reported
 * in full: axe still runs every rule on every element, but does not list each element that
 * passed (a third less time; the passes were never read).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1)
    throw new Error(`${page.url()} has a frame: check it with axe's default mode`);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}
