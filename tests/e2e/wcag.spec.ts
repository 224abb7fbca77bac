import { expect, type Page } from '@playwright/test';
import { englishPages, mainPages } from '../../src/config/routes';
import { test } from './one-page-per-worker';
import { richestOfEachType, withLongestToggleWord } from './page-types';
import { builtPathsIn, urlFor } from './site';
import {
  focusFindings,
  forcedColourFindings,
  layoutFindings,
  markEdgesByBackground,
  motionFindings,
  STICKY_SHARE,
  TEXT_SPACING_CSS,
} from '../support/wcag-audit';

/**
 * WCAG 2.2 AA beyond axe, checked as an auditor checks it, on the richest page of each page type
 * in each language (tests/e2e/page-types.ts: a component that fails on a page type fails on its
 * richest page, which holds the most of its parts), and on the page whose toggles hold the
 * longest word (the question a long word would push off a narrow screen). What is measured, and how, is in
 * tests/support/wcag-audit.ts; this spec sets the page up for each criterion, one after the other
 * on one load of the page (a load per criterion was nine times the time), each a step whose
 * findings are reported whether or not an earlier one failed:
 *
 * - reflow at 320×256 (1280 px at 400 % zoom): no sideways scroll, no sticky box taller than a
 *   quarter of the viewport, no focus stop hidden under one (1.4.10, 2.4.11);
 * - each focus stop's ring at 3:1 against what it is drawn on, and forced colours (a Windows
 *   contrast theme: whatever drew its edge with a background or a shadow keeps a boundary), at
 *   375 and 1280 px (1.4.11, 2.4.7);
 * - reduced motion: nothing moves (2.3.3);
 * - text spacing (1.4.12) at 320 and 1280 px, and text-only zoom at 200 % at 1280 px (1.4.4,
 *   Chromium's default font size doubled, as a visitor's setting does it): nothing pushed out of
 *   the viewport, cut by its box, or squeezed to nothing.
 *
 * Reflow and text spacing, which each engine lays out its own way, run in Firefox and WebKit too
 * (tests/engines/behaviours.ts).
 */
const pagesIn = (lang: 'sv' | 'en') => {
  const paths = builtPathsIn(lang);
  return [...richestOfEachType(paths), withLongestToggleWord(paths)].filter((path) => path !== undefined);
};
const pages = [...new Set([...pagesIn('sv'), ...pagesIn('en')])];

const SHORT = { width: 320, height: 256 };
const NARROW = { width: 320, height: 800 };
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** One criterion's findings, reported under its name; the test goes on to the next. */
async function criterion(name: string, findings: () => Promise<string[]>) {
  await test.step(name, async () => {
    expect.soft(await findings(), name).toEqual([]);
  });
}

/** Text-only zoom: the browser's default font size, as a visitor sets it (16 px is 100 %). */
async function textZoom(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 },
  });
  await cdp.detach();
}

for (const route of pages) {
  test(`${route}: reflow, focus rings, forced colours, reduced motion, text spacing and text zoom`, async ({
    visitor: page,
  }) => {
    await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'reduce' });
    await page.setViewportSize(SHORT);
    await page.goto(urlFor(route));

    await criterion('1.4.10, 2.4.11 reflow at 320×256', () =>
      page.evaluate(layoutFindings, { textSpacing: null, stickyShare: STICKY_SHARE }),
    );
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await criterion(`1.4.11, 2.4.7 focus rings at ${viewport.width} px`, async () => {
        // A key press first: focus then counts as the keyboard's (:focus-visible), as Tab gives it.
        await page.keyboard.press('Shift');
        const { found, measured } = await page.evaluate(focusFindings);
        return measured > 0 ? found : ['no focus ring measured', ...found];
      });
      await criterion(`1.4.11 forced colours at ${viewport.width} px`, async () => {
        await page.evaluate(markEdgesByBackground);
        await page.emulateMedia({ forcedColors: 'active' });
        const found = await page.evaluate(forcedColourFindings);
        await page.emulateMedia({ forcedColors: 'none' });
        return found;
      });
    }
    await criterion('2.3.3 reduced motion', () => page.evaluate(motionFindings));
    for (const viewport of [NARROW, DESKTOP]) {
      await page.setViewportSize(viewport);
      await criterion(`1.4.12 text spacing at ${viewport.width} px`, () =>
        page.evaluate(layoutFindings, { textSpacing: TEXT_SPACING_CSS, stickyShare: null }),
      );
    }
    await textZoom(page, 200);
    try {
      await criterion('1.4.4 text-only zoom at 200 % at 1280 px', () =>
        page.evaluate(layoutFindings, { textSpacing: null, stickyShare: null }),
      );
    } finally {
      await textZoom(page, 100);
    }
  });
}

// The search dialog is made on first use, so the pages above never hold it: opened here, on each
// language's home page, it must keep its edge in forced colours too; and the control that opens
// it says so (a button with a dialog), while without JavaScript it stays a link to the guide.
for (const home of [mainPages.home.path, englishPages.home.path]) {
  test(`${home}: "search" is a button that opens a dialog, and the dialog keeps its edge in forced colours`, async ({
    visitor: page,
  }) => {
    await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'reduce' });
    await page.setViewportSize(DESKTOP);
    await page.goto(urlFor(home));
    const opener = page.locator('header [aria-haspopup="dialog"][role="button"][href]').first();
    await expect(opener).toBeVisible();
    // Space opens it, as it would a button (its focus loads the search first, which answers it).
    await expect(async () => {
      await opener.press(' ');
      await expect(page.locator('dialog[open]')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.evaluate(markEdgesByBackground);
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.evaluate(forcedColourFindings)).toEqual([]);
    // The dialog's own edge, drawn in the theme's colour (no shadow, no background there).
    const edge = await page.locator('dialog[open]').evaluate((dialog) => {
      const style = getComputedStyle(dialog);
      return `${style.borderTopStyle} ${parseFloat(style.borderTopWidth) > 0} ${/^rgba\(.*, 0\)$/.test(style.borderTopColor)}`;
    });
    expect(edge, 'style, width, transparent').toBe('solid true false');
    await page.emulateMedia({ forcedColors: 'none' });
  });
}
