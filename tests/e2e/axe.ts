import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from '@playwright/test';

/** axe's minified build: `axe.source` is the 1.5 MB readable one, which takes a fifth longer to load. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the page's window holds once axe is in it. */
type WithAxe = Window & { axe?: typeof axe };

/**
 * axe's findings on the page as it stands, one line per rule with the elements it names.
 *
 * axe runs in the page itself, put there once per document: a second check of the same page (at
 * another width, say) runs the rules again without loading axe again. @axe-core/playwright, used
 * before, loaded axe's half-megabyte source twice on every check in its legacy mode (measured on
 * six pages at two widths: this runner takes 40 % less time), and its default mode finished each
 * run in a new blank page, which doubled the cost, only to reach into cross-origin frames. The
 * site has no frames, and this helper refuses a page that has one, so a frame added one day is
 * not skipped silently. Only violations are reported in full: axe
 * still runs every rule on every element, but does not list each element that passed (a third
 * less time; the passes were never read).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1)
    throw new Error(`${page.url()} has a frame: check it with a runner that enters frames`);
  // A navigation or reload gives a new document without axe; the same document keeps it.
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe === 'object'))) {
    await page.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(async () => {
    const found = await (window as WithAxe).axe!.run(document, { resultTypes: ['violations'] });
    return found.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join('\n  ')}`);
}
