/**
 * The site's interactive behaviour (docs/product.md, Behaviour), described once against the
 * Driver interface and run in Chromium, Firefox ESR and WebKitGTK (engines.test.ts), at a phone's
 * and a desktop's width, with JavaScript on and off.
 *
 * What runs in the page is written as functions (InPage in drivers.ts): type-checked and linted,
 * sent to the page as their source, so they use only their arguments and the page's globals.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTACT_LANGUAGE_FIELD } from '../../src/config/contact-fields.ts';
import { LOCAL_INBOX } from '../../src/config/local-inbox.ts';
import { englishPages, englishPathOf, langOfPath, mainPages } from '../../src/config/routes.ts';
import * as englishFormWords from '../../src/i18n/en/form.ts';
import * as englishSearchWords from '../../src/i18n/en/search.ts';
import { fromEnglishPage } from '../../src/i18n/sv/inbox.ts';
import { MINIMUM_FILL_MS } from '../../src/lib/browser/spam-guards.ts';
import { shippedStatus } from '../spec/shipped-content.ts';
import { layoutFindings, STICKY_SHARE, TEXT_SPACING_CSS } from '../support/wcag-audit.ts';
import type { Driver, Viewport } from './drivers.ts';
import { waitFor, waitForPath, waitUntil } from './expect.ts';
import { contentPath } from '../../src/config/folders.ts';
import * as picks from './site-picks.ts';
import { searchAcceptance } from '../e2e/spec-figures.ts';

export const PHONE: Viewport = { width: 375, height: 800 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
/** The smallest window the desktop menus must fit without scrolling inside them. */
export const SMALL_DESKTOP: Viewport = { width: 1280, height: 720 };
export const NARROW_DESKTOP: Viewport = { width: 1024, height: 720 };

export interface Behaviour {
  name: string;
  /** Run with JavaScript on, off, or both. */
  javaScript: readonly boolean[];
  run(driver: Driver): Promise<void>;
  /** Why it is skipped: the site has no page of the kind it needs (site-picks.ts). */
  skip?: string | undefined;
}

// --- In the page: small questions about the element a selector finds -----------------------------

function isOpen(selector: string): boolean {
  return (document.querySelector(selector) as HTMLDetailsElement | HTMLDialogElement).open;
}
function isClosed(selector: string): boolean {
  return !(document.querySelector(selector) as HTMLDetailsElement | HTMLDialogElement).open;
}
function popoverOpen(selector: string): boolean {
  return document.querySelector(selector)!.matches(':popover-open');
}
function popoverClosed(selector: string): boolean {
  return !document.querySelector(selector)!.matches(':popover-open');
}
function hasFocus(selector: string): boolean {
  return document.activeElement === document.querySelector(selector);
}
function isVisible(selector: string): boolean {
  return document.querySelector(selector)!.checkVisibility();
}
function focus(selector: string): void {
  (document.querySelector(selector) as HTMLElement).focus();
}
function textOf(selector: string): string {
  return document.querySelector(selector)?.textContent ?? '';
}
function countOf(selector: string): number {
  return document.querySelectorAll(selector).length;
}

// --- Selectors, from the markup the components render -------------------------------------------

const MENU_BUTTON = 'button[commandfor="meny"][command="show-modal"]';
const MENU = '#meny';
/** A drill-down level is a <details>; its summary is the arrow that opens it and its Tillbaka. */
const level = (label: string) => `#meny details:has(> [role="group"][aria-label="${label}"])`;
const drill = (id: string) => `${level(id)} > summary`;
const back = drill;

const TRIGGER = (id: string) => `button[popovertarget="meny-desktop-${id}"]`;
const PANEL = (id: string) => `#meny-desktop-${id}`;

// --- Mobile menu ----------------------------------------------------------------------------------

/** In the page: the transform of a summary's arrow (its ::before). */
const arrowTransform = (selector: string) =>
  getComputedStyle(document.querySelector(selector)!, '::before').transform;

const TREATMENTS = mainPages.treatments.title;
/** The menu's categories with a level of their own: the first is drilled into, a second's arrow stays closed. */
const [drilled, closedLevel] = picks.menuCategories().withLevel;

const mobileMenuDrillDown: Behaviour = {
  name: 'mobilmenyn: MENY öppnas, nivåerna borras ned, Tillbaka går upp med fokus kvar, stäng stänger',
  javaScript: [true],
  skip: drilled ? undefined : 'ingen kategori har översiktssidor i menyn',
  async run(driver) {
    const { label: category, firstLink } = drilled!;
    await driver.goto('/Kontakt', PHONE);
    assert.equal(await driver.evaluate(isOpen, MENU), false);
    await driver.click(MENU_BUTTON);
    await waitUntil(driver, 'menyn öppnades', isOpen, MENU);

    await driver.click(drill(TREATMENTS));
    await waitUntil(driver, `nivån ${TREATMENTS} visas`, isOpen, level(TREATMENTS));
    await driver.click(drill(category));
    await waitUntil(driver, `nivån ${category} visas`, isOpen, level(category));
    // The deepest level lists the overview groups; their treatments are on the groups' pages.
    const group = await driver.evaluate(isVisible, `${level(category)} a[href="${firstLink}"]`);
    assert.equal(group, true, `länken till ${firstLink} syns på nivån ${category}`);
    // Open, the level's arrow is its Tillbaka and points back (left); closed, it points on (right).
    const arrow = (label: string) => driver.evaluate(arrowTransform, drill(label));
    assert.match(await arrow(category), /^matrix\(-/, 'Tillbaka pekar bakåt');
    if (closedLevel) {
      assert.match(await arrow(closedLevel.label), /^matrix\(0\.7/, 'en stängd nivås pil pekar framåt');
    }

    await driver.click(back(category));
    await waitUntil(driver, 'Tillbaka stänger nivån', isClosed, level(category));
    assert.equal(await driver.evaluate(isOpen, level(TREATMENTS)), true);
    await waitUntil(driver, `fokus tillbaka på knappen som öppnade ${category}`, hasFocus, drill(category));

    await driver.click(back(TREATMENTS));
    await waitUntil(driver, 'tillbaka på översta nivån', isClosed, level(TREATMENTS));
    await driver.click('#meny form[method="dialog"] button');
    await waitUntil(driver, 'stängknappen stänger menyn', isClosed, MENU);
  },
};

const mobileMenuKeyboard: Behaviour = {
  name: 'mobilmenyn med tangentbordet: Enter öppnar nivåer, Tillbaka och Escape lämnar fokus rätt',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Omoss', PHONE);
    await driver.evaluate(focus, MENU_BUTTON);
    await driver.press('Enter');
    await waitUntil(driver, 'Enter öppnar menyn', isOpen, MENU);
    await driver.evaluate(focus, drill('Priser'));
    await driver.press('Enter');
    await waitUntil(driver, 'Enter öppnar nivån Priser', isOpen, level('Priser'));
    await waitUntil(driver, 'fokus flyttas in i nivån (Tillbaka)', hasFocus, back('Priser'));
    await driver.press('Enter');
    await waitUntil(driver, 'Tillbaka stänger nivån', isClosed, level('Priser'));
    await waitUntil(driver, 'fokus tillbaka på knappen som öppnade nivån', hasFocus, drill('Priser'));
    await driver.press('Escape');
    await waitUntil(driver, 'Escape stänger menyn', isClosed, MENU);
    await waitUntil(driver, 'fokus tillbaka på Meny-knappen', hasFocus, MENU_BUTTON);
  },
};

/** A category that is a link in the menu (it has no overview pages), and a treatment its page lists. */
const linkedCategory = picks.categoryAndTreatment();

const mobileMenuLink: Behaviour = {
  name: 'mobilmenyn: en behandling nås via sin kategori; utan JavaScript via sidan Meny',
  javaScript: [true, false],
  skip: linkedCategory ? undefined : 'ingen kategori utan översiktssidor listar en behandling',
  async run(driver) {
    const { category, treatment } = linkedCategory!;
    await driver.goto('/Kontakt', PHONE);
    if (driver.javaScript) {
      await driver.click(MENU_BUTTON);
      await waitUntil(driver, 'Meny öppnar menyn', isOpen, MENU);
      await driver.click(drill(TREATMENTS));
      await waitUntil(driver, `nivån ${TREATMENTS} visas`, isOpen, level(TREATMENTS));
      // A category without groups is a link: its page lists its treatments.
      await driver.click(`${level(TREATMENTS)} a[href="${category}"]`);
      await waitForPath(driver, decodeURI(category));
      assert.equal(await driver.evaluate(isOpen, MENU), false, 'menyn är stängd på nya sidan');
    } else {
      const button = await driver.evaluate(isVisible, MENU_BUTTON);
      assert.equal(button, false, 'utan JavaScript visas länken i stället för knappen');
      await driver.click('header a[href="/Meny"]');
      await waitForPath(driver, '/Meny');
    }
    await driver.click(`main a[href="${treatment}"]`);
    await waitForPath(driver, decodeURI(treatment));
  },
};

// --- Desktop dropdowns ----------------------------------------------------------------------------

const desktopHover: Behaviour = {
  name: 'skrivbordsmenyn: hovring öppnar en panel i taget',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Omoss', DESKTOP);
    await driver.hover(TRIGGER('behandlingsutbud'));
    await waitUntil(driver, 'hovring öppnar Behandlingsutbud', popoverOpen, PANEL('behandlingsutbud'));
    const width = await driver.evaluate(
      (selector) => document.querySelector(selector)!.getBoundingClientRect().width,
      PANEL('behandlingsutbud'),
    );
    const viewportWidth = await driver.evaluate(() => document.documentElement.clientWidth);
    assert.equal(Math.round(width), viewportWidth, 'panelen är lika bred som fönstret');
    await driver.hover(TRIGGER('priser'));
    await waitUntil(driver, 'hovring öppnar Priser', popoverOpen, PANEL('priser'));
    await waitUntil(driver, 'den första panelen stängs', popoverClosed, PANEL('behandlingsutbud'));
    await driver.hover('header a[href="/"]');
    await waitUntil(driver, 'panelen stängs när musen lämnar den', popoverClosed, PANEL('priser'));
  },
};

/** The last price list in the desktop menu's Priser panel. */
const lastPriceList = picks.desktopPriceLists().at(-1);

const desktopClickAndKeys: Behaviour = {
  name: 'skrivbordsmenyn: klick, Enter och Escape, med fokus kvar; utan JavaScript öppnar klick',
  javaScript: [true, false],
  skip: lastPriceList ? undefined : 'menyn har ingen prislista',
  async run(driver) {
    await driver.goto('/Omoss', DESKTOP);
    await driver.click(TRIGGER('priser'));
    await waitUntil(driver, 'klick öppnar Priser', popoverOpen, PANEL('priser'));
    await driver.click(`${PANEL('priser')} a[href="${lastPriceList}"]`);
    await waitForPath(driver, decodeURI(lastPriceList!));
    if (!driver.javaScript) return;

    await driver.evaluate(focus, TRIGGER('behandlingsutbud'));
    await driver.press('Enter');
    await waitUntil(driver, 'Enter öppnar panelen', popoverOpen, PANEL('behandlingsutbud'));
    await driver.press('Tab');
    await waitUntil(
      driver,
      'Tab går in i panelen',
      (panel) => document.activeElement?.closest(panel) != null,
      PANEL('behandlingsutbud'),
    );
    await driver.press('Escape');
    await waitUntil(driver, 'Escape stänger panelen', popoverClosed, PANEL('behandlingsutbud'));
    await waitUntil(driver, 'fokus tillbaka på menyknappen', hasFocus, TRIGGER('behandlingsutbud'));
  },
};

/** In the page: the words of the element's links that are broken over two lines, joined. */
function brokenWords(selector: string): string {
  const broken: string[] = [];
  for (const link of document.querySelector(selector)!.querySelectorAll('a')) {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const match of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken.join(', ');
}

/** In the page: where a panel ends and whether it scrolls inside. */
function panelBox(selector: string): { bottom: number; scroll: number; client: number } {
  const panel = document.querySelector(selector)!;
  return {
    bottom: panel.getBoundingClientRect().bottom,
    scroll: panel.scrollHeight,
    client: panel.clientHeight,
  };
}

const desktopPanelsFit: Behaviour = {
  name: 'skrivbordsmenyns paneler ryms i 1280×720 och 1024×720 utan rullning och utan brutna ord',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [SMALL_DESKTOP, NARROW_DESKTOP]) {
      for (const id of ['behandlingsutbud', 'priser']) {
        await driver.goto('/Kontakt', viewport);
        await driver.click(TRIGGER(id));
        await waitUntil(driver, `${id} öppnas`, popoverOpen, PANEL(id));
        const box = await driver.evaluate(panelBox, PANEL(id));
        const where = `${id} vid ${viewport.width}×${viewport.height}`;
        assert.ok(box.bottom <= viewport.height, `${where}: panelen slutar vid ${box.bottom} px`);
        assert.ok(box.scroll <= box.client + 1, `${where}: panelen rullar (${box.scroll} > ${box.client})`);
        assert.equal(await driver.evaluate(brokenWords, PANEL(id)), '', `${where}: brutna ord`);
      }
    }
  },
};

// --- Desktop dropdowns: layout, focus and a second click (issue 31) ----------------------------------

interface LinkBox {
  left: number;
  top: number;
  label: string;
}

/** In the page: the boxes of a panel's links: each entry's heading and, for a category with groups, its groups. */
function panelEntries(entries: string): Array<{ heading: LinkBox; items: LinkBox[] }> {
  const box = (link: Element): LinkBox => {
    const r = link.getBoundingClientRect();
    return { left: Math.round(r.left), top: Math.round(r.top), label: link.textContent };
  };
  return [...document.querySelectorAll(entries)].map((li) => ({
    heading: box(li.querySelector(':scope > a')!),
    items: [...li.querySelectorAll(':scope > ul a')].map(box),
  }));
}

async function openPanel(driver: Driver, id: string, viewport: Viewport): Promise<void> {
  await driver.goto('/Omoss', viewport);
  await driver.click(TRIGGER(id));
  await waitUntil(driver, `${id} öppnas`, popoverOpen, PANEL(id));
}

const desktopGroupsStayTogether: Behaviour = {
  name: 'skrivbordsmenyn: en kategoris rubrik och dess grupper står i samma spalt',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [DESKTOP, SMALL_DESKTOP, NARROW_DESKTOP]) {
      await openPanel(driver, 'behandlingsutbud', viewport);
      const entries = await driver.evaluate(panelEntries, `${PANEL('behandlingsutbud')} > div > ul > li`);
      const grouped = entries.filter((entry) => entry.items.length > 0);
      assert.ok(grouped.length > 0, 'någon kategori har grupper');
      for (const { heading, items } of grouped) {
        const where = `${viewport.width}×${viewport.height}, ${heading.label}`;
        for (const item of items) {
          assert.equal(item.left, heading.left, `${where}: ${item.label} står i rubrikens spalt`);
          assert.ok(item.top > heading.top, `${where}: ${item.label} står under rubriken`);
        }
      }
    }
  },
};

/** In the page: the boxes of a list's links, and where the list's inside ends on the right. */
function listLinks(list: string): {
  links: Array<{ left: number; top: number; right: number }>;
  innerRight: number;
} {
  const root = document.querySelector(list)!;
  const links = [...root.querySelectorAll('a')].map((a) => {
    const r = a.getBoundingClientRect();
    return { left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right) };
  });
  return { links, innerRight: Math.round(root.getBoundingClientRect().right) };
}

const desktopPricesGrid: Behaviour = {
  name: 'skrivbordsmenyn: Prisers länkar står i rader som fyller panelens bredd, lika i varje motor',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [DESKTOP, NARROW_DESKTOP]) {
      await openPanel(driver, 'priser', viewport);
      const { links, innerRight } = await driver.evaluate(listLinks, `${PANEL('priser')} ul`);
      const where = `${viewport.width} px`;
      const lefts = [...new Set(links.map((link) => link.left))].sort((a, b) => a - b);
      const tops = [...new Set(links.map((link) => link.top))].sort((a, b) => a - b);
      const perRow = lefts.length;
      // Read left to right, row by row, every row full but the last: a grid, not columns that
      // each engine balances its own way.
      links.forEach((link, index) => {
        assert.equal(
          link.top,
          tops[Math.floor(index / perRow)],
          `${where}: länk ${index + 1} står i sin rad`,
        );
        assert.equal(link.left, lefts[index % perRow], `${where}: länk ${index + 1} står i sin spalt`);
      });
      // As many columns as fit: no room for another beside the last (unless every link is in one row).
      if (perRow < links.length) {
        assert.ok(perRow > 1, `${where}: Priser står i en enda spalt`);
        const pitch = lefts[1]! - lefts[0]!;
        const lastRight = Math.max(...links.map((link) => link.right));
        assert.ok(innerRight - lastRight < pitch, `${where}: plats för en spalt till (${perRow} spalter)`);
      }
    }
  },
};

/** In the page: what covers the focused element's centre (a panel over it), or '' when nothing does. */
function focusCovered(): string {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return '';
  const r = focused.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const cover = hit && !focused.contains(hit) && hit.closest('[popover]');
  return cover ? (focused.textContent.trim() || focused.outerHTML.slice(0, 60)) + ' under ' + cover.id : '';
}
/** In the page: the panel is in view: open and, where CSS hides it, not hidden. */
function panelShown(selector: string): boolean {
  const panel = document.querySelector(selector)!;
  return panel.matches(':popover-open') && panel.checkVisibility();
}
function panelHidden(selector: string): boolean {
  const panel = document.querySelector(selector)!;
  return !(panel.matches(':popover-open') && panel.checkVisibility());
}
/** In the page: focus is in the panel's dropdown (its button or the panel). */
const focusInDropdown = (panel: string) =>
  document.querySelector(panel)!.parentElement!.contains(document.activeElement);

const desktopFocusLeavesPanel: Behaviour = {
  name: 'skrivbordsmenyn: en panel stängs när fokus tabbar förbi den och täcker aldrig det som har fokus',
  javaScript: [true, false],
  async run(driver) {
    await driver.goto('/', DESKTOP);
    await driver.evaluate(focus, TRIGGER('priser'));
    await driver.press('Enter');
    await waitUntil(driver, 'Enter öppnar Priser', panelShown, PANEL('priser'));
    const stops = await driver.evaluate(countOf, `${PANEL('priser')} a`);
    // Through the panel's links, then on past the rest of the header into the page.
    for (let step = 1; step <= stops + 8; step += 1) {
      await driver.press('Tab');
      assert.equal(await driver.evaluate(focusCovered), '', `Tab ${step}: det som har fokus är täckt`);
      if (step > stops && !(await driver.evaluate(focusInDropdown, PANEL('priser')))) {
        const closed = driver.javaScript ? popoverClosed : panelHidden;
        await waitUntil(
          driver,
          `Tab ${step}: fokus har lämnat Priser och panelen stängs`,
          closed,
          PANEL('priser'),
        );
      }
    }
  },
};

/** Long enough for any delay before a dropdown opens on interest (80 ms in DesktopNav's CSS). */
const OPEN_DELAY_PASSED_MS = 600;

const desktopTabDoesNotOpen: Behaviour = {
  name: 'skrivbordsmenyn: Tab till en menyknapp öppnar inte panelen, Kontakt nås med en Tab per post',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Omoss', DESKTOP);
    // The pointer away from the menu, so that only the keyboard is at work.
    await driver.hover('main h1');
    const entries = await driver.evaluate(countOf, 'nav[aria-label="Huvudmeny"] > ul > li');
    await driver.evaluate(focus, 'header a[href="/"]');
    for (let step = 1; step <= entries; step += 1) {
      await driver.press('Tab');
      await new Promise((resolve) => setTimeout(resolve, OPEN_DELAY_PASSED_MS));
      for (const id of ['behandlingsutbud', 'priser']) {
        assert.equal(
          await driver.evaluate(popoverOpen, PANEL(id)),
          false,
          `Tab ${step}: ${id} öppnades av fokus`,
        );
      }
    }
    assert.equal(
      await driver.evaluate(() => document.activeElement?.getAttribute('href') ?? null),
      '/Kontakt',
      `Kontakt nås med ${entries} Tab från klinikens namn`,
    );
  },
};

const desktopSecondClickCloses: Behaviour = {
  name: 'skrivbordsmenyn: ett andra klick på en öppen menyknapp stänger panelen',
  javaScript: [true, false],
  async run(driver) {
    for (const id of ['behandlingsutbud', 'priser']) {
      await driver.goto('/Omoss', DESKTOP);
      await driver.click(TRIGGER(id));
      await waitUntil(driver, `klick öppnar ${id}`, popoverOpen, PANEL(id));
      await driver.click(TRIGGER(id));
      await waitUntil(driver, `ett andra klick stänger ${id}`, popoverClosed, PANEL(id));
    }
    if (!driver.javaScript) return;
    // Opened by hovering, the panel stays open when the visitor then clicks its button.
    await driver.goto('/Omoss', DESKTOP);
    // From elsewhere: the pointer still rests where the last click left it, on this button.
    await driver.hover('header a[href="/"]');
    await driver.hover(TRIGGER('priser'));
    await waitUntil(driver, 'hovring öppnar Priser', popoverOpen, PANEL('priser'));
    await driver.click(TRIGGER('priser'));
    assert.equal(
      await driver.evaluate(popoverOpen, PANEL('priser')),
      true,
      'klicket efter hovringen stänger inte',
    );
    await driver.click(TRIGGER('priser'));
    await waitUntil(driver, 'nästa klick stänger Priser', popoverClosed, PANEL('priser'));
  },
};

/** In the page: the left edges of the header's name, the content's h1 and the footer's first heading. */
function leftEdges(): { header: number; content: number; footer: number } {
  const left = (selector: string) =>
    Math.round(document.querySelector(selector)!.getBoundingClientRect().left);
  return { header: left('header a[href="/"]'), content: left('main h1'), footer: left('footer h2') };
}

const oneGrid: Behaviour = {
  name: 'sidhuvud, innehåll och sidfot följer samma vänsterkant',
  javaScript: [true],
  async run(driver) {
    for (const path of [mainPages.about.path, ...[TREATMENT].filter((p) => p !== undefined)]) {
      await driver.goto(path, DESKTOP);
      const lefts = await driver.evaluate(leftEdges);
      assert.equal(lefts.content, lefts.header, `${path}: innehållet börjar där sidhuvudet börjar`);
      assert.equal(lefts.footer, lefts.header, `${path}: sidfoten börjar där sidhuvudet börjar`);
    }
  },
};

const FACTS = 'aside[aria-label="Fakta och bokning"]';
/** A treatment page with its own price and time, and one with a photo too (site-picks.ts). */
const TREATMENT = picks.treatmentWithPriceAndTime();
const WITH_PHOTO = picks.treatmentWithPhoto();

/** In the page: the text beside the button in the hero's price and time, and where the button ends. */
function bookingGlance(): { text: string; bottom: number } {
  const button = document.querySelector('main header dl')!.parentElement!.querySelector('a')!;
  return { text: button.parentElement!.textContent, bottom: button.getBoundingClientRect().bottom };
}

/** In the page: the facts box's price and time, each term with its value. */
function priceAndTime(facts: string): string[] {
  return [...document.querySelectorAll(`${facts} dt`)]
    .filter((dt) => /^(Pris|Behandlingstid)/.test(dt.textContent))
    .map((dt) => dt.textContent + (dt.nextElementSibling?.textContent ?? ''));
}

const treatmentFirstScreen: Behaviour = {
  name: 'en behandlingssida visar pris, tid och bokningsknapp i mobilens första skärm',
  javaScript: [true],
  skip: TREATMENT ? undefined : 'ingen behandlingssida har eget pris och egen tid',
  async run(driver) {
    await driver.goto(TREATMENT!, PHONE);
    const glance = await driver.evaluate(bookingGlance);
    // The price and time of the page's own facts (its file's, whatever the clinic typed there).
    const facts = await driver.evaluate(priceAndTime, FACTS);
    assert.ok(facts.length >= 2, `pris och tid i faktarutan: ${facts.join(', ')}`);
    for (const fact of facts) assert.ok(glance.text.includes(fact), `första skärmen visar ${fact}`);
    assert.ok(glance.bottom <= PHONE.height, `knappen slutar ${glance.bottom} px ned`);

    await driver.goto(TREATMENT!, DESKTOP);
    const panel = await driver.evaluate(
      (selector) => document.querySelector(selector)!.getBoundingClientRect().top,
      FACTS,
    );
    assert.ok(panel < DESKTOP.height, `på datorn syns faktarutan i första skärmen (${panel} px)`);
  },
};

/** In the page: where the visible photo is, whether it has loaded, the file it shows, and what the hidden one took. */
function photos(): { place: string; top: number; complete: boolean; file: string; hidden: string } {
  const [shown, hidden] = [...document.querySelectorAll('picture img')]
    .map((img) => img as HTMLImageElement)
    .sort((a, b) => b.getClientRects().length - a.getClientRects().length);
  return {
    place: shown!.closest('article, header')!.localName,
    top: shown!.getBoundingClientRect().top + scrollY,
    complete: shown!.complete && shown!.naturalWidth > 1,
    file: shown!.currentSrc && new URL(shown!.currentSrc).pathname,
    hidden: hidden!.currentSrc,
  };
}

const treatmentPhoto: Behaviour = {
  name: 'en behandlings foto: i mobilen efter beskrivningen, på datorn bredvid rubriken; den dolda bilden hämtar inget',
  javaScript: [true],
  skip: WITH_PHOTO ? undefined : 'ingen behandlingssida med eget pris och egen tid har ett foto',
  async run(driver) {
    for (const [viewport, place] of [
      [PHONE, 'article'],
      [DESKTOP, 'header'],
    ] as const) {
      await driver.goto(WITH_PHOTO!, viewport);
      const first = await driver.evaluate(photos);
      assert.equal(first.place, place, `${viewport.width} px: fotot står i ${place}`);
      if (viewport === PHONE) {
        assert.ok(
          first.top > PHONE.height,
          `mobilens första skärm är text (fotot börjar ${first.top} px ned)`,
        );
        await driver.evaluate((top) => scrollTo(0, top), first.top - 100);
      }
      await waitFor(driver, 'fotot laddas', async () => (await driver.evaluate(photos)).complete);
      const shown = await driver.evaluate(photos);
      assert.match(shown.file, /\.(avif|webp)$/);
      // The other layout's picture has no source for this width: its <img> is the empty image
      // written into the page (or, lazy and hidden, nothing at all), never a file.
      assert.match(shown.hidden, /^(data:image\/gif;|$)/, `${viewport.width} px: den dolda bilden`);
    }
  },
};

/** In the page: how many of the list's items stand in each row. */
function itemsPerRow(list: string): number[] {
  const tops = [...document.querySelectorAll(`${list} > li`)].map((li) =>
    Math.round(li.getBoundingClientRect().top),
  );
  return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
}

const noLoneCard: Behaviour = {
  name: 'startsidans kategorikort lämnar inget kort ensamt på sista raden',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/', DESKTOP);
    // However many categories the clinic shows: more than one card, and the last row holds two or more.
    const rows = await driver.evaluate(itemsPerRow, 'ul[aria-label="Behandlingskategorier"]');
    const cards = rows.reduce((sum, row) => sum + row, 0);
    assert.ok(cards > 0, 'startsidan visar kategorikorten');
    if (cards > 1) assert.ok(rows.at(-1)! > 1, `raderna ${rows.join(', ')}: ett kort ensamt på sista raden`);
  },
};

// --- Carousels ------------------------------------------------------------------------------------

const TRACK = '[data-carousel] ul';
const DOT = (position: number) => `[data-carousel] button[data-position="${position}"]`;

interface SlideState {
  left: number;
  right: number;
  width: number;
  inert: boolean;
  href: string;
}

/** In the page: each slide's edges in the row, the row's width, and whether it is usable. */
function slideState(track: string): SlideState[] {
  const row = document.querySelector(track)!;
  const box = row.getBoundingClientRect();
  return [...row.children].map((slide) => {
    const r = slide.getBoundingClientRect();
    return {
      left: Math.round(r.left - box.left),
      right: Math.round(r.right - box.left),
      width: box.width,
      inert: (slide as HTMLElement).inert,
      href: slide.querySelector('a')?.getAttribute('href') ?? '',
    };
  });
}

/** In the page: the current dot (among the visible ones) and whether slide `index` starts at the row's edge. */
function carouselAt(track: string, index: number): { dot: number; aligned: boolean } {
  const row = document.querySelector(track)!;
  const slide = row.children[index]!;
  const edge = row.getBoundingClientRect().left + parseFloat(getComputedStyle(row).paddingLeft);
  const dots = [...document.querySelectorAll('[data-carousel] button[data-position]')];
  return {
    dot: dots
      .filter((dot) => dot.checkVisibility())
      .findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
    aligned: Math.abs(slide.getBoundingClientRect().left - edge) < 3,
  };
}

/** Waits until the carousel's dot says slide `index` and, unless only the dot counts, the row shows it. */
async function waitForSlide(
  driver: Driver,
  index: number,
  what: string,
  { dotOnly = false, ms = 4000 } = {},
): Promise<void> {
  await waitFor(driver, { what, ms }, async () => {
    const at = await driver.evaluate(carouselAt, TRACK, index);
    return at.dot === index && (dotOnly || at.aligned);
  });
}

/** In the page: scrolls the row by one card, as a swipe does. */
function swipeOneCard(track: string): void {
  const row = document.querySelector(track) as HTMLElement;
  const [first, second] = [...row.children] as HTMLElement[];
  row.scrollBy({ left: second!.offsetLeft - first!.offsetLeft, behavior: 'instant' });
}

/** An overview page whose carousel has four cards or more (the dots' test goes to the fourth). */
const CAROUSEL = picks.carouselPage(4);
const noCarousel = CAROUSEL ? undefined : 'ingen översiktssida har en karusell med fyra kort';

/** The carousel page on a phone, its carousel scrolled into view and taken over by its script. */
async function openCarousel(driver: Driver): Promise<void> {
  await driver.goto(CAROUSEL!, PHONE);
  await driver.evaluate(
    (track) => document.querySelector(track)!.scrollIntoView({ block: 'center', behavior: 'instant' }),
    TRACK,
  );
  await waitUntil(
    driver,
    'skriptet tar över',
    () => (document.querySelector('[data-carousel]') as HTMLElement).dataset['enhanced'] === 'true',
  );
}

const carouselSwipe: Behaviour = {
  name: 'karusellen följer fingret: det som syns är aktivt och går att följa',
  javaScript: [true],
  skip: noCarousel,
  async run(driver) {
    await openCarousel(driver);
    const [first, second] = await driver.evaluate(slideState, TRACK);
    assert.equal(first?.inert, false);
    assert.equal(second?.inert, true, 'kort 2 är utanför bild och går inte att nå');
    // A swipe's effect on the row: it scrolls by one card and snaps.
    await driver.evaluate(swipeOneCard, TRACK);
    await waitForSlide(driver, 1, 'punkt 2 är aktiv efter svepet', { dotOnly: true });
    const after = await driver.evaluate(slideState, TRACK);
    assert.equal(after[1]?.inert, false, 'kort 2 går att använda');
    assert.equal(after[0]?.inert, true, 'kort 1 är utanför bild');
    await driver.click(`${TRACK} > li:nth-child(2) a`);
    await waitForPath(driver, after[1]!.href);
  },
};

const carouselKeysAndDots: Behaviour = {
  name: 'karusellen med tangenter och punkter: pil flyttar ett kort, Home och End till ändarna',
  javaScript: [true],
  skip: noCarousel,
  async run(driver) {
    await openCarousel(driver);
    await driver.evaluate(focus, TRACK);
    await driver.press('ArrowRight');
    await waitForSlide(driver, 1, 'pil höger visar kort 2 helt');
    await driver.press('ArrowRight');
    await waitForSlide(driver, 2, 'pil höger igen visar kort 3 helt');
    await driver.press('ArrowLeft');
    await waitForSlide(driver, 1, 'pil vänster visar kort 2 igen');
    await driver.press('End');
    const count = await driver.evaluate((track) => document.querySelector(track)!.children.length, TRACK);
    await waitForSlide(driver, count - 1, 'End går till sista kortet', { dotOnly: true });
    await driver.press('Home');
    await waitForSlide(driver, 0, 'Home går till första kortet');
    await driver.click(DOT(3));
    await waitForSlide(driver, 3, 'punkt 4 visar kort 4');
    const slides = await driver.evaluate(slideState, TRACK);
    assert.deepEqual(
      slides.map((slide) => slide.inert),
      slides.map((_, index) => index !== 3),
      'bara kortet i bild går att nå',
    );
  },
};

const carouselPeek: Behaviour = {
  name: 'karusellen utan JavaScript: nästa kort tittar fram i varje bredd',
  javaScript: [false],
  skip: noCarousel,
  async run(driver) {
    for (const viewport of [PHONE, DESKTOP]) {
      await driver.goto(CAROUSEL!, viewport);
      const slides = await driver.evaluate(slideState, TRACK);
      const perView = viewport === PHONE ? 1 : 3;
      const next = slides[perView]!;
      assert.ok(next.left < next.width - 8, `${viewport.width} px: kort ${perView + 1} syns i kanten`);
      assert.ok(slides[perView - 1]!.right <= next.width, `${viewport.width} px: kort ${perView} syns helt`);
    }
  },
};

// --- FAQ and collapsibles -------------------------------------------------------------------------

/** In the page: which of the selector's <details> are open. */
const openDetails = (selector: string) =>
  [...document.querySelectorAll(selector)].map((details) => (details as HTMLDetailsElement).open);

/** A page with two questions or more, and a price list with two sections or more. */
const WITH_QUESTIONS = picks.pageWithQuestions();
const WITH_SECTIONS = picks.priceListWithSections();

const faqOneOpen: Behaviour = {
  name: 'vanliga frågor: en öppen åt gången; prislistans avsnitt öppnas var för sig',
  javaScript: [true, false],
  skip:
    WITH_QUESTIONS && WITH_SECTIONS
      ? undefined
      : 'ingen kategori- eller översiktssida har två frågor, eller ingen prislista två avsnitt',
  async run(driver) {
    await driver.goto(WITH_QUESTIONS!, DESKTOP);
    const questions = '#fragor details';
    assert.equal(
      (await driver.evaluate(openDetails, questions)).filter(Boolean).length,
      0,
      'inga frågor öppna från början',
    );
    await driver.click('#fragor details:nth-of-type(1) > summary');
    await waitFor(driver, 'fråga 1 öppnas', async () => (await driver.evaluate(openDetails, questions))[0]);
    await driver.click('#fragor details:nth-of-type(2) > summary');
    await waitFor(driver, 'fråga 2 öppnas och fråga 1 stängs', async () => {
      const open = await driver.evaluate(openDetails, questions);
      return open[1] === true && open.filter(Boolean).length === 1;
    });

    await driver.goto(WITH_SECTIONS!, DESKTOP);
    await driver.click('main details:nth-of-type(1) > summary');
    await driver.click('main details:nth-of-type(2) > summary');
    await waitFor(driver, 'prisavsnitten öppnas oberoende', async () => {
      const open = await driver.evaluate(openDetails, 'main details');
      return open[0] === true && open[1] === true;
    });
  },
};

// --- Contact form ---------------------------------------------------------------------------------

const FORM = 'form[aria-label="Kontaktformulär"]';
const FIELD = (name: string) => `${FORM} [name="${name}"]`;
const SUBMIT = `${FORM} button[type="submit"]`;
const CONSENT = `${FORM} input[type="checkbox"]`;
const STATUS = '[role="status"]';

/** In the page: the value (or, for a box, whether it is checked) of a form control. */
const valueOf = (selector: string) => (document.querySelector(selector) as HTMLInputElement).value;
const isChecked = (selector: string) => (document.querySelector(selector) as HTMLInputElement).checked;
const isInvalid = (selector: string) =>
  document.querySelector(selector)!.getAttribute('aria-invalid') === 'true';

async function openForm(driver: Driver, viewport: Viewport): Promise<void> {
  await driver.goto('/HittaBehandling', viewport);
  await waitUntil(
    driver,
    'formuläret är redo',
    (submit) => !(document.querySelector(submit) as HTMLButtonElement).disabled,
    SUBMIT,
  );
}

/** A person takes a few seconds; the form holds back a send sooner than that (spam-guards.ts). */
async function waitLikeAPerson(driver: Driver): Promise<void> {
  await waitUntil(
    driver,
    { what: 'några sekunder har gått', ms: MINIMUM_FILL_MS + 1000 },
    (ms) => performance.now() >= ms,
    MINIMUM_FILL_MS,
  );
}

/** Opens the form once it is ready, fills it as a visitor named Åsa Öberg, consents and sends. */
async function fillAndSend(
  driver: Driver,
  viewport: Viewport,
  values: { telefon: string; email: string; beskrivning: string },
): Promise<void> {
  await openForm(driver, viewport);
  await driver.type(FIELD('namn'), 'Åsa');
  await driver.type(FIELD('efternamn'), 'Öberg');
  for (const [name, value] of Object.entries(values)) await driver.type(FIELD(name), value);
  await driver.click(CONSENT);
  await waitLikeAPerson(driver);
  await driver.click(SUBMIT);
}

const formConsentAfterError: Behaviour = {
  name: 'kontaktformuläret: efter ett fel som rättas kryssas samtycket med första klicket, i mobilen och på datorn',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [PHONE, DESKTOP]) {
      await openForm(driver, viewport);
      await driver.click(SUBMIT);
      await waitUntil(driver, 'ett tomt formulär visar felen', isInvalid, FIELD('beskrivning'));
      await driver.type(FIELD('beskrivning'), 'Jag vill veta mer om hudvård.');
      // As the visitor sees it: the corrected field's error has gone before they reach for the box.
      await waitUntil(
        driver,
        'felet försvinner när fältet rättas',
        (field) => !document.querySelector(field)!.hasAttribute('aria-invalid'),
        FIELD('beskrivning'),
      );
      // Nothing may move under the pointer between press and release (issue 31 §1).
      await driver.click(CONSENT);
      await waitUntil(
        driver,
        `samtyckesrutan kryssades med första klicket (${viewport.width} px)`,
        isChecked,
        CONSENT,
      );
    }
  },
};

const formRefusesBadPhone: Behaviour = {
  name: 'kontaktformuläret: ett felaktigt telefonnummer stoppas med ett svenskt meddelande',
  javaScript: [true],
  async run(driver) {
    await fillAndSend(driver, PHONE, {
      telefon: 'ring mig!!',
      email: 'asa@exempel.se',
      beskrivning: 'Jag vill veta mer om hudvård.',
    });
    await waitUntil(
      driver,
      'felet för telefonnumret visas på svenska',
      (form) => document.querySelector(form)!.textContent.includes('Skriv telefonnumret med siffror'),
      FORM,
    );
    assert.equal(
      await driver.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null),
      'telefon',
      'fokus på telefonfältet',
    );
    assert.equal(await driver.evaluate(textOf, STATUS), '', 'inget skickades');
  },
};

/** The inbox's messages from one address, each as its fields. */
const storedFrom = (email: string) =>
  readFileSync(LOCAL_INBOX.file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(email))
    .map((line) => (JSON.parse(line) as { fields: Record<string, string> }).fields);

const formSends: Behaviour = {
  name: 'kontaktformuläret skickar till inkorgen och töms',
  javaScript: [true],
  async run(driver) {
    const email = `motor-${driver.engine}-${Date.now()}@exempel.se`;
    await fillAndSend(driver, DESKTOP, {
      telefon: '070-123 45 67',
      email,
      beskrivning: `Hej från ${driver.engine}!`,
    });
    await waitFor(
      driver,
      { what: 'tackmeddelandet visas', ms: 10_000 },
      async () => (await driver.evaluate(textOf, STATUS)) === 'Tack! Ditt meddelande har skickats.',
    );
    assert.equal(await driver.evaluate(valueOf, FIELD('email')), '', 'formuläret töms');
    assert.deepEqual(
      storedFrom(email).map((fields) => [fields['namn'], fields['telefon'], fields['beskrivning']]),
      [['Åsa', '070-123 45 67', `Hej från ${driver.engine}!`]],
      'meddelandet finns en gång i inkorgen',
    );
  },
};

/** The English page's form: English errors, the English thanks, and the language field for the clinic. */
const englishFormSends: Behaviour = {
  name: 'det engelska formuläret: fel på engelska, sedan når meddelandet inkorgen med språkfältet och tacket är på engelska',
  javaScript: [true],
  async run(driver) {
    const form = `form[aria-label=${JSON.stringify(englishFormWords.formName)}]`;
    const field = (name: string) => `${form} [name="${name}"]`;
    const submit = `${form} button[type="submit"]`;
    await driver.goto(englishPages.findTreatment.path, PHONE);
    await waitUntil(
      driver,
      'det engelska formuläret är redo',
      (button) => !(document.querySelector(button) as HTMLButtonElement).disabled,
      submit,
    );
    await driver.click(submit);
    await waitUntil(
      driver,
      'ett tomt formulär säger på engelska vad som saknas',
      (selector, missing) => document.querySelector(selector)!.textContent.includes(missing),
      form,
      englishFormWords.missing.namn,
    );
    const email = `engine-${driver.engine}-${Date.now()}@example.com`;
    const values = { namn: 'Ann', efternamn: 'Lee', email, beskrivning: `Hello from ${driver.engine}!` };
    for (const [name, value] of Object.entries(values)) await driver.type(field(name), value);
    await driver.click(`${form} input[type="checkbox"]`);
    await waitLikeAPerson(driver);
    await driver.click(submit);
    await waitFor(
      driver,
      { what: 'tacket visas på engelska', ms: 10_000 },
      async () => (await driver.evaluate(textOf, `${form} ${STATUS}`)) === englishFormWords.success,
    );
    assert.deepEqual(
      storedFrom(email).map((fields) => [fields['beskrivning'], fields[CONTACT_LANGUAGE_FIELD]]),
      [[values.beskrivning, fromEnglishPage]],
      'meddelandet finns en gång i inkorgen och ber om svar på engelska',
    );
  },
};

// --- Search (docs/concerns-and-search.md) ----------------------------------------------------------

const SEARCH_LINK = '#sok';
const SEARCH_FIELD = '#sok-falt';
const SEARCH_DIALOG = '#sok-dialog';
const SEARCH_STATUS = '#sok-dialog [role="status"]';
const RESULTS = '#sok-dialog ul a';
const MORE_RESULTS = '#sok-dialog ul + button';
const searchResult = (path: string) => `${RESULTS}[href=${JSON.stringify(path)}]`;

/** In the page: the result's place in the list, -1 when it is not there. */
const resultRank = (results: string, path: string) =>
  [...document.querySelectorAll(results)].findIndex((a) => a.getAttribute('href') === path);

async function searchFor(driver: Driver, from: string, term: string, expected: string): Promise<void> {
  await driver.goto(from, DESKTOP);
  await driver.click(SEARCH_LINK);
  await waitUntil(driver, 'Sök öppnar sökrutan', isOpen, SEARCH_DIALOG);
  await waitUntil(driver, 'fokus i sökfältet', hasFocus, SEARCH_FIELD);
  await driver.type(SEARCH_FIELD, term);
  await waitFor(
    driver,
    { what: `"${term}" ger ${expected} bland de tre första träffarna`, ms: 15_000 },
    async () => {
      const rank = await driver.evaluate(resultRank, RESULTS, expected);
      return rank >= 0 && rank < 3;
    },
  );
}

const searchFinds: Behaviour = {
  name: 'sökningen hittar en behandling på namnet, ett besvär och en böjd form, och leder dit',
  javaScript: [true],
  async run(driver) {
    // A treatment by its own title, from the content; the result leads to its page.
    const { term, path } = searchableTreatment();
    await searchFor(driver, mainPages.contact.path, term, path);
    await driver.click(searchResult(path));
    await waitForPath(driver, path);
    // The specification's searches (a treatment by its name, a concern by a visitor's word, an
    // inflected form), each while the page it finds is as shipped.
    const shipped = shippedStatus();
    for (const search of searchAcceptance) {
      if (!shipped.isShipped(shipped.filesOf(search.path) ?? [])) continue;
      await searchFor(driver, mainPages.about.path, search.term, search.path);
      assert.match(await driver.evaluate(textOf, SEARCH_STATUS), /träff/, 'antalet träffar sägs på svenska');
      await driver.click(searchResult(search.path));
      await waitForPath(driver, search.path);
    }
  },
};

/**
 * An English concern, from its file, and a word of its English title that its Swedish title does
 * not have: what a visitor on the English site would search for.
 */
function englishConcernWord(): { path: string; term: string } {
  const longWords = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 5);
  for (const file of readdirSync(contentPath('en/concerns')).sort()) {
    const read = (dir: string) =>
      parse(readFileSync(join(dir, file), 'utf8')) as { path?: string; title: string };
    const [english, swedish] = [read(contentPath('en/concerns')), read(contentPath('concerns'))];
    const term = longWords(english.title).find((word) => !longWords(swedish.title).includes(word));
    if (term) return { path: englishPathOf(swedish.path!, english.path), term };
  }
  throw new Error('Inget engelskt besvär har ett eget ord i sin rubrik');
}

/** In the page: every result's path. */
const resultPaths = (results: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>(results)].map((a) => decodeURI(a.pathname));

const englishSearchFinds: Behaviour = {
  name: 'på en engelsk sida hittar sökningen en engelsk sida på ett engelskt ord, säger det på engelska och visar ingen svensk sida',
  javaScript: [true],
  async run(driver) {
    const { path, term } = englishConcernWord();
    await searchFor(driver, englishPages.contact.path, term, path);
    const status = await driver.evaluate(textOf, SEARCH_STATUS);
    assert.equal(
      status,
      englishSearchWords.found(Number(/\d+/.exec(status)?.[0]), term),
      'antalet träffar sägs på engelska',
    );
    const found = await driver.evaluate(resultPaths, RESULTS);
    assert.deepEqual(
      found.filter((result) => langOfPath(result) !== 'en'),
      [],
      'bara engelska sidor',
    );
    await driver.click(searchResult(path));
    await waitForPath(driver, path);
  },
};

const searchEscape: Behaviour = {
  name: 'sökrutan stängs med Escape och fokus går tillbaka till Sök',
  javaScript: [true],
  async run(driver) {
    const { term, path } = searchableTreatment();
    await searchFor(driver, mainPages.about.path, term, path);
    await driver.press('Escape');
    await waitUntil(driver, 'Escape stänger sökrutan', isClosed, SEARCH_DIALOG);
    await waitUntil(driver, 'fokus tillbaka på Sök', hasFocus, SEARCH_LINK);
  },
};

const searchWithoutJavaScript: Behaviour = {
  name: 'utan JavaScript leder Sök till guiden Vad vill du behandla?',
  javaScript: [false],
  async run(driver) {
    await driver.goto('/Omoss', PHONE);
    await driver.click(SEARCH_LINK);
    await waitForPath(driver, '/Besvar');
    assert.equal(await driver.evaluate(textOf, 'h1'), 'Vad vill du behandla?');
  },
};

// --- The heading font --------------------------------------------------------------------------

/** In the page: the first name in the h1's font-family list, unquoted. */
const headingFace = () =>
  getComputedStyle(document.querySelector('h1')!).fontFamily.split(',')[0]!.trim().replace(/^"|"$/g, '');

const frauncesLoaded = () =>
  [...document.fonts].some((face) => face.family.includes('Fraunces-') && face.status === 'loaded');

const brandFontSecondPage: Behaviour = {
  name: 'rubrikernas typsnitt: första sidan ritar ersättaren och hämtar Fraunces efteråt, nästa sida använder det',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Omoss', DESKTOP);
    assert.equal(await driver.evaluate(headingFace), 'Fraunces fallback Times', 'första sidan: ersättaren');
    // Loaded after the load event though no heading uses it (a FontFace's status, not a request:
    // the session may hold the file in its cache from an earlier page).
    await waitUntil(driver, { what: 'typsnittet laddas efter sidan', ms: 10_000 }, frauncesLoaded);
    assert.equal(
      await driver.evaluate(headingFace),
      'Fraunces fallback Times',
      'rubrikerna byter inte typsnitt',
    );
    await driver.click('footer nav a[href="/Kontakt"]');
    await waitForPath(driver, '/Kontakt');
    assert.equal(
      await driver.evaluate(() => document.documentElement.classList.contains('brand-font')),
      true,
      'en sida inom webbplatsen markeras',
    );
    assert.match(await driver.evaluate(headingFace), /^Fraunces-/, 'nästa sida: Fraunces');
    await waitUntil(driver, 'Fraunces är laddat', frauncesLoaded);
  },
};

// --- Issue 31: words, search, carousel at rest ----------------------------------------------------

// Long Swedish compounds (fault 5).

/**
 * In the page: the words of the h1 and the cards' titles that a line ends inside without a
 * hyphen: each character's line is read from its own box; where the line changes inside a word,
 * the character before must be a hyphen or a soft hyphen (which the engine then draws as a hyphen).
 */
function wordsBrokenWithoutHyphen(): string {
  const broken: string[] = [];
  for (const heading of document.querySelectorAll('main h1, main li :is(h2, h3)')) {
    if (!heading.checkVisibility()) continue;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const match of node.data.matchAll(/\S+/g)) {
        const word = match[0];
        let lastTop: number | null = null;
        for (let index = 0; index < word.length; index++) {
          const range = document.createRange();
          range.setStart(node, match.index + index);
          range.setEnd(node, match.index + index + 1);
          // Chromium gives the letter after a soft hyphen a second box, the drawn hyphen's: the last is the letter's.
          const box = [...range.getClientRects()].findLast((r) => r.width > 0);
          if (!box) continue;
          const top = Math.round(box.top);
          if (lastTop !== null && top > lastTop + 2 && !/[-\u00ad]/.test(word[index - 1] ?? '')) {
            broken.push(
              word.slice(0, index).replaceAll('\u00ad', '') +
                '|' +
                word.slice(index).replaceAll('\u00ad', ''),
            );
          }
          lastTop = top;
        }
      }
    }
  }
  return broken.join(', ');
}

const compoundsHyphenated: Behaviour = {
  name: 'långa sammansatta ord i rubriker och kortrubriker bryts med bindestreck, aldrig mitt i utan',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [PHONE, DESKTOP]) {
      // The category and the price list whose titles have the longest words, beside the fixed pages.
      for (const path of ['/', ...picks.longWordPages(), mainPages.treatments.path, mainPages.prices.path]) {
        await driver.goto(path, viewport);
        assert.equal(
          await driver.evaluate(wordsBrokenWithoutHyphen),
          '',
          `${path} vid ${viewport.width} px: ord brutna utan bindestreck`,
        );
      }
    }
  },
};

// The carousel at rest (fault 7).

/** In the page: resolves once the row has not moved for 30 frames, with where it rests. */
function rowAtRest(track: string): Promise<number> {
  const row = document.querySelector(track)!;
  return new Promise((resolve) => {
    let last = NaN;
    let still = 0;
    const check = () => {
      if (row.scrollLeft === last) still += 1;
      else {
        still = 0;
        last = row.scrollLeft;
      }
      if (still >= 30) resolve(Math.round(last));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * In the page: true when the row rests on a slide and everything says so: the slide's start at
 * the row's edge, its dot current, only it usable, and the live region (if it has spoken) naming
 * it; otherwise what disagrees.
 */
function stateFollowsRow(): true | string {
  const root = document.querySelector('[data-carousel]') as HTMLElement;
  const track = root.querySelector('ul')!;
  const slides = [...track.children] as HTMLElement[];
  const active = [...root.querySelectorAll('button[data-position]')]
    .filter((dot) => dot.checkVisibility())
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  const edge = track.getBoundingClientRect().left + parseFloat(getComputedStyle(track).paddingLeft);
  const resting = slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - edge) < 2);
  const usable = slides.flatMap((slide, index) => (slide.inert ? [] : [index]));
  const said = root.querySelector('[aria-live]')!.textContent;
  const meant = `Visar ${root.dataset['slideName']} ${resting + 1} av ${slides.length}`;
  const fine =
    resting >= 0 &&
    active === resting &&
    usable.join() === String(resting) &&
    (said === '' || said === meant);
  return fine || JSON.stringify({ scrollLeft: track.scrollLeft, resting, active, usable, said });
}

const trackLeft = (track: string) => document.querySelector(track)!.scrollLeft;

/**
 * Clicks a dot and lets `interrupt` cut in at once or, with `midway`, once the row has moved;
 * then waits until the row rests.
 */
async function slideAndInterrupt(
  driver: Driver,
  position: number,
  interrupt: (track: string) => unknown,
  midway: boolean,
): Promise<void> {
  const start = await driver.evaluate(trackLeft, TRACK);
  await driver.click(DOT(position));
  if (midway) {
    await waitFor(driver, { what: 'raden glider', ms: 8000 }, async () => {
      return Math.abs((await driver.evaluate(trackLeft, TRACK)) - start) > 20;
    });
  }
  await driver.evaluate(interrupt, TRACK);
  await driver.evaluate(rowAtRest, TRACK);
}

const carouselRestsOnASlide: Behaviour = {
  name: 'karusellen stannar alltid på ett kort, och punkter, nåbara kort och uppläsning följer var raden står',
  javaScript: [true],
  async run(driver) {
    await openCarousel(driver);
    // A swipe to card 2, then dot 5: the row ends on card 5 and everything says card 5.
    await driver.evaluate(swipeOneCard, TRACK);
    await waitForSlide(driver, 1, 'kort 2 visas efter svepet', { dotOnly: true });
    await driver.click(DOT(4));
    await waitForSlide(driver, 4, 'punkt 5 visar kort 5', { ms: 8000 });
    await driver.evaluate(rowAtRest, TRACK);
    await waitUntil(driver, { what: 'allt säger kort 5', ms: 8000 }, stateFollowsRow);
    assert.match(await driver.evaluate(textOf, '[data-carousel] [aria-live]'), / 5 av /);

    // A finger lands on the row as it starts to slide: it stops on a card, and nothing claims
    // the card the dot was meant to show.
    await slideAndInterrupt(
      driver,
      1,
      (track) =>
        document.querySelector(track)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
      false,
    );
    await waitUntil(
      driver,
      { what: 'ett finger avbryter: raden står på ett kort som allt nämner', ms: 8000 },
      stateFollowsRow,
    );

    // Another scroll cuts in (a wheel, a script) and leaves the row between two cards.
    await slideAndInterrupt(
      driver,
      7,
      (track) => document.querySelector(track)!.scrollBy({ left: -130, behavior: 'instant' }),
      true,
    );
    await waitUntil(
      driver,
      { what: 'en annan rullning avbryter: raden står på ett kort som allt nämner', ms: 8000 },
      stateFollowsRow,
    );
  },
};

// The search (fault 6).

/**
 * In the page: words of the results' excerpts that are two neighbouring cells or headings of
 * their page run together ("hudvårdBehandling"), found by reading each result's page; empty when none.
 */
async function excerptsJoiningCells(results: string): Promise<string> {
  const joined: string[] = [];
  for (const link of document.querySelectorAll(results)) {
    const excerpt = link.querySelector('small:last-of-type')!.textContent;
    const href = link.getAttribute('href')!;
    const page = new DOMParser().parseFromString(await (await fetch(href)).text(), 'text/html');
    const parts = [...page.querySelectorAll('main :is(th, td, caption, h1, h2, h3, h4, summary, dt, dd)')]
      .map((element) => element.textContent.trim().split(/\s+/))
      .filter((words) => words[0]);
    for (let index = 1; index < parts.length; index++) {
      const pair = parts[index - 1]!.at(-1)! + parts[index]![0]!;
      if (excerpt.includes(pair)) joined.push(`${href}: ${pair}`);
    }
  }
  return joined.join(', ');
}
/** A treatment to search for, whose page and price-list rows give several hits: the first shown one, by its own title. */
function searchableTreatment(): { term: string; path: string } {
  const treatment = picks.firstTreatment();
  if (!treatment) throw new Error('ingen behandling att söka efter');
  return { term: treatment.title, path: treatment.path };
}

const searchExcerptsKeepWordsApart: Behaviour = {
  name: 'sökträffarnas utdrag håller prislistans celler och rubriker isär',
  javaScript: [true],
  async run(driver) {
    const { term, path } = searchableTreatment();
    await searchFor(driver, '/Kontakt', term, path);
    await waitFor(
      driver,
      'fler än en träff visas',
      async () => (await driver.evaluate(countOf, RESULTS)) > 1,
    );
    assert.equal(await driver.evaluate(excerptsJoiningCells, RESULTS), '', 'ihopskrivna ord i utdragen');
  },
};

const searchShowsEveryResult: Behaviour = {
  name: 'sökningen visar alla träffar den räknar: Visa fler lägger till nästa och flyttar fokus dit',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Omoss', DESKTOP);
    await driver.click(SEARCH_LINK);
    await waitUntil(driver, 'fokus i sökfältet', hasFocus, SEARCH_FIELD);
    // A word every treatment page uses: far more results than one screen shows.
    await driver.type(SEARCH_FIELD, 'behandling');
    const counted = async () => /(\d+) träffar/.exec(await driver.evaluate(textOf, SEARCH_STATUS))?.[1];
    await waitFor(
      driver,
      { what: 'antalet träffar sägs', ms: 15_000 },
      async () => (await counted()) !== undefined && (await driver.evaluate(countOf, RESULTS)) > 0,
    );
    const found = Number(await counted());
    assert.ok(found > (await driver.evaluate(countOf, RESULTS)), `${found} träffar, fler än som visas`);
    for (let shown = await driver.evaluate(countOf, RESULTS); shown < found;) {
      await driver.click(MORE_RESULTS);
      await waitFor(
        driver,
        { what: `Visa fler lägger till träffar efter ${shown}`, ms: 8000 },
        async () => (await driver.evaluate(countOf, RESULTS)) > shown,
      );
      await waitUntil(
        driver,
        'fokus på den första nya träffen',
        (results, index) => document.activeElement === document.querySelectorAll(results)[index],
        RESULTS,
        shown,
      );
      shown = await driver.evaluate(countOf, RESULTS);
    }
    assert.equal(await driver.evaluate(countOf, RESULTS), found, 'alla träffar visas');
    assert.equal(
      await driver.evaluate(isVisible, MORE_RESULTS),
      false,
      'Visa fler försvinner när allt visas',
    );
  },
};

/** In the page: whether the first visible paragraph of the main text that mentions JavaScript links the path. */
const noteLinks = (path: string) =>
  [...document.querySelectorAll('main p')]
    .find((p) => p.textContent.includes('JavaScript') && p.checkVisibility())
    ?.querySelector(`a[href="${path}"]`) != null;

const searchWithoutJavaScriptSaysSo: Behaviour = {
  name: 'utan JavaScript säger sidan som Sök leder till att sökningen behöver JavaScript och visar vägen till alla sidor',
  javaScript: [false],
  async run(driver) {
    await driver.goto('/Omoss', PHONE);
    await driver.click(SEARCH_LINK);
    await waitForPath(driver, mainPages.concerns.path);
    assert.equal(
      await driver.evaluate(noteLinks, mainPages.menu.path),
      true,
      'en synlig rad säger att sökningen behöver JavaScript och länkar sidan med alla sidor',
    );
    await driver.click(`main p a[href="${mainPages.menu.path}"]`);
    await waitForPath(driver, mainPages.menu.path);
  },
};

/**
 * WCAG 1.4.10 and 1.4.12 as each engine lays the page out (tests/support/wcag-audit.ts; Chromium
 * checks every page type in tests/e2e/wcag.spec.ts): at 320×256 (400 % zoom) no sideways scroll,
 * the sticky header within a quarter of the height and no focus stop under it; with the text
 * spacing overrides at 320 and 1280 px, nothing pushed out, cut or squeezed. On both languages'
 * home pages (every page's header, the longer English words) and the contact page (the form).
 */
const wcagLayout: Behaviour = {
  name: 'WCAG 1.4.10 och 1.4.12: 320×256 utan sidledsrullning och med fokus synligt, textavstånd vid 320 och 1280 px',
  javaScript: [true, false],
  async run(driver) {
    for (const path of [mainPages.home.path, englishPages.home.path, mainPages.contact.path]) {
      await driver.goto(path, { width: 320, height: 256 });
      assert.deepEqual(
        await driver.evaluate(layoutFindings, { textSpacing: null, stickyShare: STICKY_SHARE }),
        [],
        `${path} vid 320×256 (${driver.engine})`,
      );
      for (const viewport of [{ width: 320, height: 800 }, DESKTOP]) {
        await driver.goto(path, viewport);
        assert.deepEqual(
          await driver.evaluate(layoutFindings, { textSpacing: TEXT_SPACING_CSS, stickyShare: null }),
          [],
          `${path} med textavstånd vid ${viewport.width} px (${driver.engine})`,
        );
      }
    }
  },
};

export const behaviours: readonly Behaviour[] = [
  mobileMenuDrillDown,
  mobileMenuKeyboard,
  mobileMenuLink,
  desktopHover,
  desktopClickAndKeys,
  desktopPanelsFit,
  desktopGroupsStayTogether,
  desktopPricesGrid,
  desktopFocusLeavesPanel,
  desktopTabDoesNotOpen,
  desktopSecondClickCloses,
  oneGrid,
  treatmentFirstScreen,
  treatmentPhoto,
  noLoneCard,
  carouselSwipe,
  carouselKeysAndDots,
  carouselPeek,
  faqOneOpen,
  formRefusesBadPhone,
  formConsentAfterError,
  formSends,
  searchFinds,
  searchEscape,
  searchWithoutJavaScript,
  brandFontSecondPage,
  // Issue 31
  compoundsHyphenated,
  searchExcerptsKeepWordsApart,
  searchShowsEveryResult,
  searchWithoutJavaScriptSaysSo,
  carouselRestsOnASlide,
  // Issue 30: the English site's form and search, one case each.
  englishFormSends,
  englishSearchFinds,
  // Issue 42: reflow and text spacing in each engine.
  wcagLayout,
];
