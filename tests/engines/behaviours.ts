/**
 * The site's interactive behaviour (docs/product.md, Behaviour), described once against the
 * Driver interface and run in Chromium, Firefox ESR and WebKitGTK (engines.test.ts), at a phone's
 * and a desktop's width, with JavaScript on and off.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { LOCAL_INBOX } from '../../src/config/local-inbox.ts';
import { mainPages } from '../../src/config/routes.ts';
import { MINIMUM_FILL_MS } from '../../src/lib/browser/spam-guards.ts';
import { shippedStatus } from '../spec/shipped-content.ts';
import type { Driver, Viewport } from './drivers.ts';
import { js, waitForPath, waitUntil } from './expect.ts';

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
}

// --- Selectors, from the markup the components render -------------------------------------------

const MENU_BUTTON = 'button[commandfor="meny"][command="show-modal"]';
const dialogOpen = "document.getElementById('meny').open";
/** A drill-down level is a <details>; its summary is the arrow that opens it and its Tillbaka. */
const level = (label: string) => `#meny details:has(> [role="group"][aria-label="${label}"])`;
const drill = (id: string) => `${level(id)} > summary`;
const back = drill;
const levelOpen = (id: string) => `document.querySelector(${js(level(id))}).open`;
const focused = (selector: string) => `document.activeElement === document.querySelector(${js(selector)})`;

const TRIGGER = (id: string) => `button[popovertarget="meny-desktop-${id}"]`;
const PANEL = (id: string) => `#meny-desktop-${id}`;
const panelOpen = (id: string) => `document.querySelector(${js(PANEL(id))}).matches(':popover-open')`;

// --- Mobile menu ----------------------------------------------------------------------------------

const mobileMenuDrillDown: Behaviour = {
  name: 'mobilmenyn: MENY öppnas, nivåerna borras ned, Tillbaka går upp med fokus kvar, stäng stänger',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Kontakt', PHONE);
    assert.equal(await driver.evaluate(dialogOpen), false);
    await driver.click(MENU_BUTTON);
    await waitUntil(driver, dialogOpen, 'menyn öppnades');

    await driver.click(drill('Behandlingsutbud'));
    await waitUntil(driver, levelOpen('Behandlingsutbud'), 'nivån Behandlingsutbud visas');
    await driver.click(drill('Injektionsbehandlingar'));
    await waitUntil(driver, levelOpen('Injektionsbehandlingar'), 'nivån Injektionsbehandlingar visas');
    // The deepest level lists the overview groups; their treatments are on the groups' pages.
    const fillers = await driver.evaluate<boolean>(
      `document.querySelector(${js(`${level('Injektionsbehandlingar')} a[href="/Fillers"]`)}).checkVisibility()`,
    );
    assert.equal(fillers, true, 'länken till /Fillers syns på nivån Injektionsbehandlingar');
    // Open, the level's arrow is its Tillbaka and points back (left); closed, it points on (right).
    const arrow = (label: string) =>
      driver.evaluate<string>(
        `getComputedStyle(document.querySelector(${js(drill(label))}), '::before').transform`,
      );
    assert.match(await arrow('Injektionsbehandlingar'), /^matrix\(-/, 'Tillbaka pekar bakåt');
    assert.match(await arrow('Laserbehandlingar'), /^matrix\(0\.7/, 'en stängd nivås pil pekar framåt');

    await driver.click(back('Injektionsbehandlingar'));
    await waitUntil(driver, `!${levelOpen('Injektionsbehandlingar')}`, 'Tillbaka stänger nivån');
    assert.equal(await driver.evaluate(levelOpen('Behandlingsutbud')), true);
    await waitUntil(
      driver,
      focused(drill('Injektionsbehandlingar')),
      'fokus tillbaka på knappen som öppnade Injektionsbehandlingar',
    );

    await driver.click(back('Behandlingsutbud'));
    await waitUntil(driver, `!${levelOpen('Behandlingsutbud')}`, 'tillbaka på översta nivån');

    await driver.click('#meny form[method="dialog"] button');
    await waitUntil(driver, `!${dialogOpen}`, 'stängknappen stänger menyn');
  },
};

const mobileMenuKeyboard: Behaviour = {
  name: 'mobilmenyn med tangentbordet: Enter öppnar nivåer, Tillbaka och Escape lämnar fokus rätt',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Omoss', PHONE);
    await driver.evaluate(`document.querySelector(${js(MENU_BUTTON)}).focus()`);
    await driver.press('Enter');
    await waitUntil(driver, dialogOpen, 'Enter öppnar menyn');
    await driver.evaluate(`document.querySelector(${js(drill('Priser'))}).focus()`);
    await driver.press('Enter');
    await waitUntil(driver, levelOpen('Priser'), 'Enter öppnar nivån Priser');
    await waitUntil(driver, focused(back('Priser')), 'fokus flyttas in i nivån (Tillbaka)');
    await driver.press('Enter');
    await waitUntil(driver, `!${levelOpen('Priser')}`, 'Tillbaka stänger nivån');
    await waitUntil(driver, focused(drill('Priser')), 'fokus tillbaka på knappen som öppnade nivån');
    await driver.press('Escape');
    await waitUntil(driver, `!${dialogOpen}`, 'Escape stänger menyn');
    await waitUntil(driver, focused(MENU_BUTTON), 'fokus tillbaka på Meny-knappen');
  },
};

const mobileMenuLink: Behaviour = {
  name: 'mobilmenyn: en behandling nås via sin kategori; utan JavaScript via sidan Meny',
  javaScript: [true, false],
  async run(driver) {
    await driver.goto('/Kontakt', PHONE);
    if (driver.javaScript) {
      await driver.click(MENU_BUTTON);
      await waitUntil(driver, dialogOpen, 'Meny öppnar menyn');
      await driver.click(drill('Behandlingsutbud'));
      await waitUntil(driver, levelOpen('Behandlingsutbud'), 'nivån Behandlingsutbud visas');
      // A category without groups is a link: its page lists its treatments.
      await driver.click(`${level('Behandlingsutbud')} a[href="/Vaxning"]`);
      await waitForPath(driver, '/Vaxning');
      assert.equal(await driver.evaluate(dialogOpen), false, 'menyn är stängd på nya sidan');
    } else {
      const button = await driver.evaluate<boolean>(
        `document.querySelector(${js(MENU_BUTTON)}).checkVisibility()`,
      );
      assert.equal(button, false, 'utan JavaScript visas länken i stället för knappen');
      await driver.click('header a[href="/Meny"]');
      await waitForPath(driver, '/Meny');
    }
    await driver.click('main a[href="/Brasiliansk"]');
    await waitForPath(driver, '/Brasiliansk');
  },
};

// --- Desktop dropdowns ----------------------------------------------------------------------------

const desktopHover: Behaviour = {
  name: 'skrivbordsmenyn: hovring öppnar en panel i taget',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Omoss', DESKTOP);
    await driver.hover(TRIGGER('behandlingsutbud'));
    await waitUntil(driver, panelOpen('behandlingsutbud'), 'hovring öppnar Behandlingsutbud');
    const width = await driver.evaluate<number>(
      `document.querySelector(${js(PANEL('behandlingsutbud'))}).getBoundingClientRect().width`,
    );
    const viewportWidth = await driver.evaluate<number>('document.documentElement.clientWidth');
    assert.equal(Math.round(width), viewportWidth, 'panelen är lika bred som fönstret');
    await driver.hover(TRIGGER('priser'));
    await waitUntil(driver, panelOpen('priser'), 'hovring öppnar Priser');
    await waitUntil(driver, `!${panelOpen('behandlingsutbud')}`, 'den första panelen stängs');
    await driver.hover('header a[href="/"]');
    await waitUntil(driver, `!${panelOpen('priser')}`, 'panelen stängs när musen lämnar den');
  },
};

const desktopClickAndKeys: Behaviour = {
  name: 'skrivbordsmenyn: klick, Enter och Escape, med fokus kvar; utan JavaScript öppnar klick',
  javaScript: [true, false],
  async run(driver) {
    await driver.goto('/Omoss', DESKTOP);
    await driver.click(TRIGGER('priser'));
    await waitUntil(driver, panelOpen('priser'), 'klick öppnar Priser');
    await driver.click(`${PANEL('priser')} a[href="/vaxning-priser"]`);
    await waitForPath(driver, '/vaxning-priser');
    if (!driver.javaScript) return;

    await driver.evaluate(`document.querySelector(${js(TRIGGER('behandlingsutbud'))}).focus()`);
    await driver.press('Enter');
    await waitUntil(driver, panelOpen('behandlingsutbud'), 'Enter öppnar panelen');
    await driver.press('Tab');
    await waitUntil(
      driver,
      `document.activeElement.closest(${js(PANEL('behandlingsutbud'))}) !== null`,
      'Tab går in i panelen',
    );
    await driver.press('Escape');
    await waitUntil(driver, `!${panelOpen('behandlingsutbud')}`, 'Escape stänger panelen');
    await waitUntil(driver, focused(TRIGGER('behandlingsutbud')), 'fokus tillbaka på menyknappen');
  },
};

/** True when every word of every link in the element sits on one line (no word broken). */
const noWordBroken = (selector: string) => `(() => {
  const root = document.querySelector(${js(selector)});
  const broken = [];
  for (const link of root.querySelectorAll('a')) {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken.join(', ');
})()`;

const desktopPanelsFit: Behaviour = {
  name: 'skrivbordsmenyns paneler ryms i 1280×720 och 1024×720 utan rullning och utan brutna ord',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [SMALL_DESKTOP, NARROW_DESKTOP]) {
      for (const id of ['behandlingsutbud', 'priser']) {
        await driver.goto('/Kontakt', viewport);
        await driver.click(TRIGGER(id));
        await waitUntil(driver, panelOpen(id), `${id} öppnas`);
        const box = await driver.evaluate<{ bottom: number; scroll: number; client: number }>(
          `(() => { const p = document.querySelector(${js(PANEL(id))}); const r = p.getBoundingClientRect();
             return { bottom: r.bottom, scroll: p.scrollHeight, client: p.clientHeight }; })()`,
        );
        const where = `${id} vid ${viewport.width}×${viewport.height}`;
        assert.ok(box.bottom <= viewport.height, `${where}: panelen slutar vid ${box.bottom} px`);
        assert.ok(box.scroll <= box.client + 1, `${where}: panelen rullar (${box.scroll} > ${box.client})`);
        assert.equal(await driver.evaluate(noWordBroken(PANEL(id))), '', `${where}: brutna ord`);
      }
    }
  },
};

// --- Desktop dropdowns: layout, focus and a second click (issue 31) ----------------------------------

/** The boxes of a panel's links: each entry's heading and, for a category with groups, its groups. */
const panelEntries = (id: string) => `[...document.querySelectorAll(${js(`${PANEL(id)} > div > ul > li`)})]
  .map((li) => {
    const box = (a) => { const r = a.getBoundingClientRect(); return { left: Math.round(r.left), top: Math.round(r.top), label: a.textContent }; };
    return { heading: box(li.querySelector(':scope > a')), items: [...li.querySelectorAll(':scope > ul a')].map(box) };
  })`;
type LinkBox = { left: number; top: number; label: string };
type PanelEntry = { heading: LinkBox; items: LinkBox[] };

async function openPanel(driver: Driver, id: string, viewport: Viewport): Promise<void> {
  await driver.goto('/Omoss', viewport);
  await driver.click(TRIGGER(id));
  await waitUntil(driver, panelOpen(id), `${id} öppnas`);
}

const desktopGroupsStayTogether: Behaviour = {
  name: 'skrivbordsmenyn: en kategoris rubrik och dess grupper står i samma spalt',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [DESKTOP, SMALL_DESKTOP, NARROW_DESKTOP]) {
      await openPanel(driver, 'behandlingsutbud', viewport);
      const entries = await driver.evaluate<PanelEntry[]>(panelEntries('behandlingsutbud'));
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

const desktopPricesGrid: Behaviour = {
  name: 'skrivbordsmenyn: Prisers länkar står i rader som fyller panelens bredd, lika i varje motor',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [DESKTOP, NARROW_DESKTOP]) {
      await openPanel(driver, 'priser', viewport);
      const { links, innerRight } = await driver.evaluate<{
        links: Array<{ left: number; top: number; right: number }>;
        innerRight: number;
      }>(`(() => {
        const list = document.querySelector(${js(`${PANEL('priser')} ul`)});
        const links = [...list.querySelectorAll('a')].map((a) => {
          const r = a.getBoundingClientRect();
          return { left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right) };
        });
        return { links, innerRight: Math.round(list.getBoundingClientRect().right) };
      })()`);
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

/** Whether the focused element's centre shows the element itself, not a panel over it. */
const focusCovered = `(() => {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return '';
  const r = focused.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const cover = hit && !focused.contains(hit) && hit.closest('[popover]');
  return cover ? (focused.textContent.trim() || focused.outerHTML.slice(0, 60)) + ' under ' + cover.id : '';
})()`;
/** The panel is in view: open and, where CSS hides it, not hidden. */
const panelShown = (id: string) =>
  `(${panelOpen(id)} && document.querySelector(${js(PANEL(id))}).checkVisibility())`;
const focusInDropdown = (id: string) =>
  `document.querySelector(${js(PANEL(id))}).parentElement.contains(document.activeElement)`;

const desktopFocusLeavesPanel: Behaviour = {
  name: 'skrivbordsmenyn: en panel stängs när fokus tabbar förbi den och täcker aldrig det som har fokus',
  javaScript: [true, false],
  async run(driver) {
    await driver.goto('/', DESKTOP);
    await driver.evaluate(`document.querySelector(${js(TRIGGER('priser'))}).focus()`);
    await driver.press('Enter');
    await waitUntil(driver, panelShown('priser'), 'Enter öppnar Priser');
    const stops = await driver.evaluate<number>(
      `document.querySelectorAll(${js(`${PANEL('priser')} a`)}).length`,
    );
    // Through the panel's links, then on past the rest of the header into the page.
    for (let step = 1; step <= stops + 8; step += 1) {
      await driver.press('Tab');
      assert.equal(await driver.evaluate(focusCovered), '', `Tab ${step}: det som har fokus är täckt`);
      if (step > stops && !(await driver.evaluate<boolean>(focusInDropdown('priser')))) {
        const closed = driver.javaScript ? `!${panelOpen('priser')}` : `!${panelShown('priser')}`;
        await waitUntil(driver, closed, `Tab ${step}: fokus har lämnat Priser och panelen stängs`);
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
    const entries = await driver.evaluate<number>(
      `document.querySelectorAll('nav[aria-label="Huvudmeny"] > ul > li').length`,
    );
    await driver.evaluate(`document.querySelector('header a[href="/"]').focus()`);
    for (let step = 1; step <= entries; step += 1) {
      await driver.press('Tab');
      await new Promise((resolve) => setTimeout(resolve, OPEN_DELAY_PASSED_MS));
      for (const id of ['behandlingsutbud', 'priser']) {
        assert.equal(await driver.evaluate(panelOpen(id)), false, `Tab ${step}: ${id} öppnades av fokus`);
      }
    }
    assert.equal(
      await driver.evaluate(`document.activeElement.getAttribute('href')`),
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
      await waitUntil(driver, panelOpen(id), `klick öppnar ${id}`);
      await driver.click(TRIGGER(id));
      await waitUntil(driver, `!${panelOpen(id)}`, `ett andra klick stänger ${id}`);
    }
    if (!driver.javaScript) return;
    // Opened by hovering, the panel stays open when the visitor then clicks its button.
    await driver.goto('/Omoss', DESKTOP);
    // From elsewhere: the pointer still rests where the last click left it, on this button.
    await driver.hover('header a[href="/"]');
    await driver.hover(TRIGGER('priser'));
    await waitUntil(driver, panelOpen('priser'), 'hovring öppnar Priser');
    await driver.click(TRIGGER('priser'));
    assert.equal(await driver.evaluate(panelOpen('priser')), true, 'klicket efter hovringen stänger inte');
    await driver.click(TRIGGER('priser'));
    await waitUntil(driver, `!${panelOpen('priser')}`, 'nästa klick stänger Priser');
  },
};

const oneGrid: Behaviour = {
  name: 'sidhuvud, innehåll och sidfot följer samma vänsterkant',
  javaScript: [true],
  async run(driver) {
    for (const path of ['/Omoss', '/Rynkbehandling-Panna']) {
      await driver.goto(path, DESKTOP);
      const lefts = await driver.evaluate<Record<string, number>>(`(() => {
        const left = (s) => Math.round(document.querySelector(s).getBoundingClientRect().left);
        return { header: left('header a[href="/"]'), content: left('main h1'), footer: left('footer h2') };
      })()`);
      assert.equal(lefts['content'], lefts['header'], `${path}: innehållet börjar där sidhuvudet börjar`);
      assert.equal(lefts['footer'], lefts['header'], `${path}: sidfoten börjar där sidhuvudet börjar`);
    }
  },
};

const treatmentFirstScreen: Behaviour = {
  name: 'en behandlingssida visar pris, tid och bokningsknapp i mobilens första skärm',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Rynkbehandling-Panna', PHONE);
    const glance = await driver.evaluate<{ text: string; bottom: number }>(`(() => {
      const button = [...document.querySelectorAll('main header a')].find((a) => a.textContent.includes('Boka nu'));
      const box = button.parentElement;
      return { text: box.textContent, bottom: button.getBoundingClientRect().bottom };
    })()`);
    // The price and time of the page's own facts (its file's, whatever the clinic typed there).
    const facts = await driver.evaluate<string[]>(
      `[...document.querySelectorAll('aside[aria-label="Fakta och bokning"] dt')]
        .filter((dt) => /^(Pris|Behandlingstid)/.test(dt.textContent))
        .map((dt) => dt.textContent + dt.nextElementSibling.textContent)`,
    );
    assert.ok(facts.length >= 2, `pris och tid i faktarutan: ${facts.join(', ')}`);
    for (const fact of facts) assert.ok(glance.text.includes(fact), `första skärmen visar ${fact}`);
    assert.ok(glance.bottom <= PHONE.height, `Boka nu slutar ${glance.bottom} px ned`);

    await driver.goto('/Rynkbehandling-Panna', DESKTOP);
    const panel = await driver.evaluate<number>(
      `document.querySelector('aside[aria-label="Fakta och bokning"]').getBoundingClientRect().top`,
    );
    assert.ok(panel < DESKTOP.height, `på datorn syns faktarutan i första skärmen (${panel} px)`);
  },
};

/** Where the visible photo is, whether it has loaded, the file it shows, and what the hidden one took. */
const photos = `(() => {
  const [shown, hidden] = [...document.querySelectorAll('picture img')].sort((a, b) => b.getClientRects().length - a.getClientRects().length);
  return {
    place: shown.closest('article, header').localName,
    top: shown.getBoundingClientRect().top + scrollY,
    complete: shown.complete && shown.naturalWidth > 1,
    file: shown.currentSrc && new URL(shown.currentSrc).pathname,
    hidden: hidden.currentSrc,
  };
})()`;

const treatmentPhoto: Behaviour = {
  name: 'en behandlings foto: i mobilen efter beskrivningen, på datorn bredvid rubriken; den dolda bilden hämtar inget',
  javaScript: [true],
  async run(driver) {
    for (const [viewport, place] of [
      [PHONE, 'article'],
      [DESKTOP, 'header'],
    ] as const) {
      await driver.goto('/Rynkbehandling-Panna', viewport);
      const first = await driver.evaluate<{ place: string; top: number }>(photos);
      assert.equal(first.place, place, `${viewport.width} px: fotot står i ${place}`);
      if (viewport === PHONE) {
        assert.ok(
          first.top > PHONE.height,
          `mobilens första skärm är text (fotot börjar ${first.top} px ned)`,
        );
        await driver.evaluate(`scrollTo(0, ${first.top - 100})`);
      }
      await waitUntil(driver, `${photos}.complete`, 'fotot laddas');
      const shown = await driver.evaluate<{ file: string; hidden: string }>(photos);
      assert.match(shown.file, /\.(avif|webp)$/);
      // The other layout's picture has no source for this width: its <img> is the empty image
      // written into the page (or, lazy and hidden, nothing at all), never a file.
      assert.match(shown.hidden, /^(data:image\/gif;|$)/, `${viewport.width} px: den dolda bilden`);
    }
  },
};

const noLoneCard: Behaviour = {
  name: 'startsidans sju kategorikort lämnar inget kort ensamt på sista raden',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/', DESKTOP);
    const rows = await driver.evaluate<number[]>(`(() => {
      const tops = [...document.querySelectorAll('ul[aria-label="Behandlingskategorier"] > li')]
        .map((li) => Math.round(li.getBoundingClientRect().top));
      return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    })()`);
    assert.deepEqual(rows, [4, 3]);
  },
};

// --- Carousels ------------------------------------------------------------------------------------

const TRACK = '[data-carousel] ul';
const slideState = `(() => {
  const track = document.querySelector(${js(TRACK)});
  const box = track.getBoundingClientRect();
  return [...track.children].map((slide) => {
    const r = slide.getBoundingClientRect();
    return { left: Math.round(r.left - box.left), right: Math.round(r.right - box.left), width: box.width,
      inert: slide.inert, href: slide.querySelector('a')?.getAttribute('href') ?? '' };
  });
})()`;
type SlideState = { left: number; right: number; width: number; inert: boolean; href: string };
const activeDot = `[...document.querySelectorAll('[data-carousel] button[data-position]')]
  .filter((dot) => dot.checkVisibility()).findIndex((dot) => dot.getAttribute('aria-current') === 'true')`;
const slideAligned = (index: number) =>
  `(() => { const t = document.querySelector(${js(TRACK)}); const s = t.children[${index}];
     return Math.abs(s.getBoundingClientRect().left - t.getBoundingClientRect().left - parseFloat(getComputedStyle(t).paddingLeft)) < 3; })()`;

/** /Fillers on a phone, its carousel scrolled into view and taken over by its script. */
async function openCarousel(driver: Driver): Promise<void> {
  await driver.goto('/Fillers', PHONE);
  await driver.evaluate(
    `document.querySelector(${js(TRACK)}).scrollIntoView({ block: 'center', behavior: 'instant' })`,
  );
  await waitUntil(
    driver,
    `document.querySelector('[data-carousel]').dataset.enhanced === 'true'`,
    'skriptet tar över',
  );
}

const carouselSwipe: Behaviour = {
  name: 'karusellen följer fingret: det som syns är aktivt och går att följa',
  javaScript: [true],
  async run(driver) {
    await openCarousel(driver);
    const [first, second] = await driver.evaluate<SlideState[]>(slideState);
    assert.equal(first?.inert, false);
    assert.equal(second?.inert, true, 'kort 2 är utanför bild och går inte att nå');
    // A swipe's effect on the row: it scrolls by one card and snaps.
    await driver.evaluate(
      `document.querySelector(${js(TRACK)}).scrollBy({ left: document.querySelector(${js(TRACK)}).children[1].offsetLeft - document.querySelector(${js(TRACK)}).children[0].offsetLeft, behavior: 'instant' })`,
    );
    await waitUntil(driver, `${activeDot} === 1`, 'punkt 2 är aktiv efter svepet');
    const after = await driver.evaluate<SlideState[]>(slideState);
    assert.equal(after[1]?.inert, false, 'kort 2 går att använda');
    assert.equal(after[0]?.inert, true, 'kort 1 är utanför bild');
    await driver.click(`${TRACK} > li:nth-child(2) a`);
    await waitForPath(driver, after[1]!.href);
  },
};

const carouselKeysAndDots: Behaviour = {
  name: 'karusellen med tangenter och punkter: pil flyttar ett kort, Home och End till ändarna',
  javaScript: [true],
  async run(driver) {
    await openCarousel(driver);
    await driver.evaluate(`document.querySelector(${js(TRACK)}).focus()`);
    await driver.press('ArrowRight');
    await waitUntil(driver, `${activeDot} === 1 && ${slideAligned(1)}`, 'pil höger visar kort 2 helt');
    await driver.press('ArrowRight');
    await waitUntil(driver, `${activeDot} === 2 && ${slideAligned(2)}`, 'pil höger igen visar kort 3 helt');
    await driver.press('ArrowLeft');
    await waitUntil(driver, `${activeDot} === 1 && ${slideAligned(1)}`, 'pil vänster visar kort 2 igen');
    await driver.press('End');
    const count = await driver.evaluate<number>(`document.querySelector(${js(TRACK)}).children.length`);
    await waitUntil(driver, `${activeDot} === ${count - 1}`, 'End går till sista kortet');
    await driver.press('Home');
    await waitUntil(driver, `${activeDot} === 0 && ${slideAligned(0)}`, 'Home går till första kortet');
    await driver.click('[data-carousel] button[data-position="3"]');
    await waitUntil(driver, `${activeDot} === 3 && ${slideAligned(3)}`, 'punkt 4 visar kort 4');
    const slides = await driver.evaluate<SlideState[]>(slideState);
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
  async run(driver) {
    for (const viewport of [PHONE, DESKTOP]) {
      await driver.goto('/Fillers', viewport);
      const slides = await driver.evaluate<SlideState[]>(slideState);
      const perView = viewport === PHONE ? 1 : 3;
      const next = slides[perView]!;
      assert.ok(next.left < next.width - 8, `${viewport.width} px: kort ${perView + 1} syns i kanten`);
      assert.ok(slides[perView - 1]!.right <= next.width, `${viewport.width} px: kort ${perView} syns helt`);
    }
  },
};

// --- FAQ and collapsibles -------------------------------------------------------------------------

const faqOneOpen: Behaviour = {
  name: 'vanliga frågor: en öppen åt gången; prislistans avsnitt öppnas var för sig',
  javaScript: [true, false],
  async run(driver) {
    await driver.goto('/Rynkreducerande', DESKTOP);
    const openCount = `document.querySelectorAll('#fragor details[open]').length`;
    assert.equal(await driver.evaluate(openCount), 0, 'inga frågor öppna från början');
    await driver.click('#fragor details:nth-of-type(1) > summary');
    await waitUntil(
      driver,
      `document.querySelector('#fragor details:nth-of-type(1)').open`,
      'fråga 1 öppnas',
    );
    await driver.click('#fragor details:nth-of-type(2) > summary');
    await waitUntil(
      driver,
      `document.querySelector('#fragor details:nth-of-type(2)').open && ${openCount} === 1`,
      'fråga 2 öppnas och fråga 1 stängs',
    );

    await driver.goto('/ansiktsbehandlingar-priser', DESKTOP);
    const sections = `document.querySelectorAll('main details')`;
    await driver.click('main details:nth-of-type(1) > summary');
    await driver.click('main details:nth-of-type(2) > summary');
    await waitUntil(
      driver,
      `[...${sections}].slice(0, 2).every((d) => d.open)`,
      'prisavsnitten öppnas oberoende',
    );
  },
};

// --- Contact form ---------------------------------------------------------------------------------

const FORM = 'form[aria-label="Kontaktformulär"]';
const FIELD = (name: string) => `${FORM} [name="${name}"]`;
const SUBMIT = `${FORM} button[type="submit"]`;
const CONSENT = `${FORM} input[type="checkbox"]`;

async function openForm(driver: Driver, viewport: Viewport): Promise<void> {
  await driver.goto('/HittaBehandling', viewport);
  await waitUntil(driver, `!document.querySelector(${js(SUBMIT)}).disabled`, 'formuläret är redo');
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
  // A person takes a few seconds; the form holds back a send sooner than that (spam-guards.ts).
  await waitUntil(
    driver,
    `performance.now() >= ${MINIMUM_FILL_MS}`,
    'några sekunder har gått',
    MINIMUM_FILL_MS + 1000,
  );
  await driver.click(SUBMIT);
}

const formConsentAfterError: Behaviour = {
  name: 'kontaktformuläret: efter ett fel som rättas kryssas samtycket med första klicket, i mobilen och på datorn',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [PHONE, DESKTOP]) {
      await openForm(driver, viewport);
      await driver.click(SUBMIT);
      await waitUntil(
        driver,
        `document.querySelector(${js(FIELD('beskrivning'))}).getAttribute('aria-invalid') === 'true'`,
        'ett tomt formulär visar felen',
      );
      await driver.type(FIELD('beskrivning'), 'Jag vill veta mer om hudvård.');
      // Nothing may move under the pointer between press and release (issue 31 §1).
      await driver.click(CONSENT);
      await waitUntil(
        driver,
        `document.querySelector(${js(CONSENT)}).checked`,
        `samtyckesrutan kryssades med första klicket (${viewport.width} px)`,
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
      `document.querySelector(${js(FORM)}).textContent.includes('Skriv telefonnumret med siffror')`,
      'felet för telefonnumret visas på svenska',
    );
    assert.equal(await driver.evaluate(`document.activeElement.name`), 'telefon', 'fokus på telefonfältet');
    assert.equal(
      await driver.evaluate(`document.querySelector('[role="status"]')?.textContent ?? ''`),
      '',
      'inget skickades',
    );
  },
};

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
    await waitUntil(
      driver,
      `document.querySelector('[role="status"]')?.textContent === 'Tack! Ditt meddelande har skickats.'`,
      'tackmeddelandet visas',
      10_000,
    );
    assert.equal(
      await driver.evaluate(`document.querySelector(${js(FIELD('email'))}).value`),
      '',
      'formuläret töms',
    );
    const stored = readFileSync(LOCAL_INBOX.file, 'utf8')
      .split('\n')
      .filter((line) => line.includes(email))
      .map((line) => (JSON.parse(line) as { fields: Record<string, string> }).fields);
    assert.deepEqual(
      stored.map((fields) => [fields['namn'], fields['telefon'], fields['beskrivning']]),
      [['Åsa', '070-123 45 67', `Hej från ${driver.engine}!`]],
      'meddelandet finns en gång i inkorgen',
    );
  },
};

// --- Search (docs/concerns-and-search.md) ----------------------------------------------------------

const SEARCH_LINK = '#sok';
const SEARCH_FIELD = '#sok-falt';
const searchResult = (path: string) => `#sok-dialog ul a[href=${js(path)}]`;
/** The result's place in the list, -1 when it is not there. */
const resultRank = (path: string) =>
  `[...document.querySelectorAll('#sok-dialog ul a')].findIndex((a) => a.getAttribute('href') === ${js(path)})`;

async function searchFor(driver: Driver, from: string, term: string, expected: string): Promise<void> {
  await driver.goto(from, DESKTOP);
  await driver.click(SEARCH_LINK);
  await waitUntil(driver, `document.getElementById('sok-dialog')?.open === true`, 'Sök öppnar sökrutan');
  await waitUntil(driver, focused(SEARCH_FIELD), 'fokus i sökfältet');
  await driver.type(SEARCH_FIELD, term);
  await waitUntil(
    driver,
    `(${resultRank(expected)}) >= 0 && (${resultRank(expected)}) < 3`,
    `"${term}" ger ${expected} bland de tre första träffarna`,
    15_000,
  );
}

const searchFinds: Behaviour = {
  name: 'sökningen hittar en behandling på namnet, ett besvär och en böjd form, och leder dit',
  javaScript: [true],
  async run(driver) {
    // A treatment by its name; Enter in the field opens the first result. The sample's
    // Dermaplaning, while its file is as shipped (the clinic may rename or remove it).
    const shipped = shippedStatus();
    if (shipped.isShipped(shipped.filesOf('/Dermaplaning') ?? [])) {
      await searchFor(driver, '/Kontakt', 'Dermaplaning', '/Dermaplaning');
      assert.equal(await driver.evaluate(resultRank('/Dermaplaning')), 0, 'behandlingen är första träffen');
      await driver.press('Enter');
      await waitForPath(driver, '/Dermaplaning');
    }
    // A concern by a word a visitor uses.
    await searchFor(driver, '/Omoss', 'svettning', '/Besvar-Svettning');
    await driver.click(searchResult('/Besvar-Svettning'));
    await waitForPath(driver, '/Besvar-Svettning');
    // An inflected form: the guide says "rynkor", never "rynka".
    await searchFor(driver, '/Priser', 'rynka', '/Besvar-Rynkor');
    assert.equal(
      await driver.evaluate(
        `document.querySelector('#sok-dialog [role="status"]').textContent.includes('träff')`,
      ),
      true,
      'antalet träffar sägs på svenska',
    );
    await driver.click(searchResult('/Besvar-Rynkor'));
    await waitForPath(driver, '/Besvar-Rynkor');
  },
};

const searchEscape: Behaviour = {
  name: 'sökrutan stängs med Escape och fokus går tillbaka till Sök',
  javaScript: [true],
  async run(driver) {
    await searchFor(driver, '/Omoss', 'massage', '/Massagee');
    await driver.press('Escape');
    await waitUntil(
      driver,
      `document.getElementById('sok-dialog').open === false`,
      'Escape stänger sökrutan',
    );
    await waitUntil(driver, focused(SEARCH_LINK), 'fokus tillbaka på Sök');
  },
};

const searchWithoutJavaScript: Behaviour = {
  name: 'utan JavaScript leder Sök till guiden Vad vill du behandla?',
  javaScript: [false],
  async run(driver) {
    await driver.goto('/Omoss', PHONE);
    await driver.click(SEARCH_LINK);
    await waitForPath(driver, '/Besvar');
    assert.equal(await driver.evaluate(`document.querySelector('h1').textContent`), 'Vad vill du behandla?');
  },
};

// --- The heading font --------------------------------------------------------------------------

/** The first name in the h1's font-family list, unquoted. */
const headingFace = `getComputedStyle(document.querySelector('h1')).fontFamily.split(',')[0].trim().replace(/^"|"$/g, '')`;

const frauncesLoaded = `[...document.fonts].some((face) => face.family.includes('Fraunces-') && face.status === 'loaded')`;

const brandFontSecondPage: Behaviour = {
  name: 'rubrikernas typsnitt: första sidan ritar ersättaren och hämtar Fraunces efteråt, nästa sida använder det',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Omoss', DESKTOP);
    assert.equal(await driver.evaluate(headingFace), 'Fraunces fallback Times', 'första sidan: ersättaren');
    // Loaded after the load event though no heading uses it (a FontFace's status, not a request:
    // the session may hold the file in its cache from an earlier page).
    await waitUntil(driver, frauncesLoaded, 'typsnittet laddas efter sidan', 10_000);
    assert.equal(
      await driver.evaluate(headingFace),
      'Fraunces fallback Times',
      'rubrikerna byter inte typsnitt',
    );
    await driver.click('footer nav a[href="/Kontakt"]');
    await waitForPath(driver, '/Kontakt');
    assert.equal(
      await driver.evaluate(`document.documentElement.classList.contains('brand-font')`),
      true,
      'en sida inom webbplatsen markeras',
    );
    assert.match(await driver.evaluate<string>(headingFace), /^Fraunces-/, 'nästa sida: Fraunces');
    await waitUntil(driver, frauncesLoaded, 'Fraunces är laddat');
  },
};

// --- Issue 31: words, search, carousel at rest ----------------------------------------------------

// Long Swedish compounds (fault 5).

/**
 * The words of the h1 and the cards' titles that a line ends inside without a hyphen: each
 * character's line is read from its own box; where the line changes inside a word, the character
 * before must be a hyphen or a soft hyphen (which the engine then draws as a hyphen).
 */
const wordsBrokenWithoutHyphen = `(() => {
  const broken = [];
  for (const heading of document.querySelectorAll('main h1, main li :is(h2, h3)')) {
    if (!heading.checkVisibility()) continue;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/\\S+/g)) {
        let lastTop = null;
        for (let index = 0; index < match[0].length; index++) {
          const range = document.createRange();
          range.setStart(node, match.index + index);
          range.setEnd(node, match.index + index + 1);
          // Chromium gives the letter after a soft hyphen a second box, the drawn hyphen's: the last is the letter's.
          const box = [...range.getClientRects()].findLast((r) => r.width > 0);
          if (!box) continue;
          const top = Math.round(box.top);
          if (lastTop !== null && top > lastTop + 2 && !/[-\\u00ad]/.test(match[0][index - 1])) {
            broken.push(match[0].slice(0, index).replaceAll('\\u00ad', '') + '|' + match[0].slice(index).replaceAll('\\u00ad', ''));
          }
          lastTop = top;
        }
      }
    }
  }
  return broken.join(', ');
})()`;

const compoundsHyphenated: Behaviour = {
  name: 'långa sammansatta ord i rubriker och kortrubriker bryts med bindestreck, aldrig mitt i utan',
  javaScript: [true],
  async run(driver) {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const path of [
        '/',
        '/Injektionsbehandlingar',
        '/injektionsbehandlingar-priser',
        '/Behandlingsutbud',
        '/Priser',
      ]) {
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

/** Resolves once the row has not moved for 30 frames, with where it rests. */
const rowAtRest = `new Promise((resolve) => {
  const track = document.querySelector(${js(TRACK)});
  let last = NaN, still = 0;
  const check = () => {
    if (track.scrollLeft === last) still += 1; else { still = 0; last = track.scrollLeft; }
    if (still >= 30) resolve(Math.round(last)); else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/**
 * True when the row rests on a slide and everything says so: the slide's start at the row's edge,
 * its dot active, only it usable, and the live region (if it has spoken) naming it; otherwise
 * what disagrees.
 */
const stateFollowsRow = `(() => {
  const root = document.querySelector('[data-carousel]');
  const track = root.querySelector('ul');
  const slides = [...track.children];
  const active = ${activeDot};
  const edge = track.getBoundingClientRect().left + parseFloat(getComputedStyle(track).paddingLeft);
  const resting = slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - edge) < 2);
  const usable = slides.flatMap((slide, index) => (slide.inert ? [] : [index]));
  const said = root.querySelector('[aria-live]').textContent;
  const meant = 'Visar ' + root.dataset.slideName + ' ' + (resting + 1) + ' av ' + slides.length;
  const fine = resting >= 0 && active === resting && usable.join() === String(resting) && (said === '' || said === meant);
  return fine || JSON.stringify({ scrollLeft: track.scrollLeft, resting, active, usable, said });
})()`;

const DOT = (position: number) => `[data-carousel] button[data-position="${position}"]`;
const trackLeft = `document.querySelector(${js(TRACK)}).scrollLeft`;

/**
 * Clicks a dot and lets `interrupt` cut in at once or, with `midway`, once the row has moved;
 * then waits until the row rests.
 */
async function slideAndInterrupt(
  driver: Driver,
  position: number,
  interrupt: string,
  midway: boolean,
): Promise<void> {
  const start = await driver.evaluate<number>(trackLeft);
  await driver.click(DOT(position));
  if (midway) await waitUntil(driver, `Math.abs(${trackLeft} - ${start}) > 20`, 'raden glider', 8000);
  await driver.evaluate(interrupt);
  await driver.evaluate(rowAtRest);
}

const carouselRestsOnASlide: Behaviour = {
  name: 'karusellen stannar alltid på ett kort, och punkter, nåbara kort och uppläsning följer var raden står',
  javaScript: [true],
  async run(driver) {
    await openCarousel(driver);
    // A swipe to card 2, then dot 5: the row ends on card 5 and everything says card 5.
    await driver.evaluate(
      `document.querySelector(${js(TRACK)}).scrollBy({ left: document.querySelector(${js(TRACK)}).children[1].offsetLeft - document.querySelector(${js(TRACK)}).children[0].offsetLeft, behavior: 'instant' })`,
    );
    await waitUntil(driver, `${activeDot} === 1`, 'kort 2 visas efter svepet');
    await driver.click(DOT(4));
    await waitUntil(driver, `${activeDot} === 4 && ${slideAligned(4)}`, 'punkt 5 visar kort 5', 8000);
    await driver.evaluate(rowAtRest);
    await waitUntil(driver, stateFollowsRow, 'allt säger kort 5', 8000);
    assert.match(
      await driver.evaluate<string>(`document.querySelector('[data-carousel] [aria-live]').textContent`),
      / 5 av /,
    );

    // A finger lands on the row as it starts to slide: it stops on a card, and nothing claims
    // the card the dot was meant to show.
    await slideAndInterrupt(
      driver,
      1,
      `document.querySelector(${js(TRACK)}).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))`,
      false,
    );
    await waitUntil(
      driver,
      stateFollowsRow,
      'ett finger avbryter: raden står på ett kort som allt nämner',
      8000,
    );

    // Another scroll cuts in (a wheel, a script) and leaves the row between two cards.
    await slideAndInterrupt(
      driver,
      7,
      `document.querySelector(${js(TRACK)}).scrollBy({ left: -130, behavior: 'instant' })`,
      true,
    );
    await waitUntil(
      driver,
      stateFollowsRow,
      'en annan rullning avbryter: raden står på ett kort som allt nämner',
      8000,
    );
  },
};

// The search (fault 6).

/**
 * Words of the result's excerpt that are two neighbouring cells or headings of its page run
 * together ("hudvårdBehandling"), found by reading each result's page; empty when none.
 */
const excerptsJoiningCells = `(async () => {
  const joined = [];
  for (const link of document.querySelectorAll('#sok-dialog ul a')) {
    const excerpt = link.querySelector('small:last-of-type').textContent;
    const page = new DOMParser().parseFromString(await (await fetch(link.getAttribute('href'))).text(), 'text/html');
    const parts = [...page.querySelectorAll('main :is(th, td, caption, h1, h2, h3, h4, summary, dt, dd)')]
      .map((element) => element.textContent.trim().split(/\\s+/)).filter((words) => words[0]);
    for (let index = 1; index < parts.length; index++) {
      const pair = parts[index - 1].at(-1) + parts[index][0];
      if (excerpt.includes(pair)) joined.push(link.getAttribute('href') + ': ' + pair);
    }
  }
  return joined.join(', ');
})()`;

/**
 * A treatment to search for whose page and price-list rows give several hits: Dermaplaning while
 * its file is as shipped, else the first treatment file's own title (the clinic may remove it).
 */
function searchableTreatment(): { term: string; path: string } {
  const shipped = shippedStatus();
  if (shipped.isShipped(shipped.filesOf('/Dermaplaning') ?? []))
    return { term: 'Dermaplaning', path: '/Dermaplaning' };
  const root = new URL('../../src/content/treatments/', import.meta.url);
  for (const folder of readdirSync(root)) {
    for (const file of readdirSync(new URL(`${folder}/`, root)).filter((name) => name.endsWith('.md'))) {
      const text = readFileSync(new URL(`${folder}/${file}`, root), 'utf8');
      const path = /^path: ['"]?(\/[^'"\n]+)/m.exec(text)?.[1];
      const title = /^title: ['"]?([^'"\n]+)/m.exec(text)?.[1];
      if (path && title && !/^hidden: true$/m.test(text)) return { term: title, path };
    }
  }
  throw new Error('ingen behandling att söka efter');
}

const searchExcerptsKeepWordsApart: Behaviour = {
  name: 'sökträffarnas utdrag håller prislistans celler och rubriker isär',
  javaScript: [true],
  async run(driver) {
    const { term, path } = searchableTreatment();
    await searchFor(driver, '/Kontakt', term, path);
    await waitUntil(
      driver,
      `document.querySelectorAll('#sok-dialog ul a').length > 1`,
      'fler än en träff visas',
    );
    assert.equal(await driver.evaluate<string>(excerptsJoiningCells), '', 'ihopskrivna ord i utdragen');
  },
};

const SEARCH_STATUS = '#sok-dialog [role="status"]';
const SHOWN_RESULTS = `document.querySelectorAll('#sok-dialog ul a').length`;
const MORE_RESULTS = '#sok-dialog ul + button';

const searchShowsEveryResult: Behaviour = {
  name: 'sökningen visar alla träffar den räknar: Visa fler lägger till nästa och flyttar fokus dit',
  javaScript: [true],
  async run(driver) {
    await driver.goto('/Omoss', DESKTOP);
    await driver.click(SEARCH_LINK);
    await waitUntil(driver, focused(SEARCH_FIELD), 'fokus i sökfältet');
    // A word every treatment page uses: far more results than one screen shows.
    await driver.type(SEARCH_FIELD, 'behandling');
    await waitUntil(
      driver,
      `/\\d+ träffar/.test(document.querySelector(${js(SEARCH_STATUS)}).textContent) && ${SHOWN_RESULTS} > 0`,
      'antalet träffar sägs',
      15_000,
    );
    const found = Number(
      (await driver.evaluate<string>(`document.querySelector(${js(SEARCH_STATUS)}).textContent`)).match(
        /(\d+) träffar/,
      )![1],
    );
    assert.ok(found > (await driver.evaluate<number>(SHOWN_RESULTS)), `${found} träffar, fler än som visas`);
    for (let shown = await driver.evaluate<number>(SHOWN_RESULTS); shown < found;) {
      await driver.click(MORE_RESULTS);
      await waitUntil(
        driver,
        `${SHOWN_RESULTS} > ${shown}`,
        `Visa fler lägger till träffar efter ${shown}`,
        8000,
      );
      await waitUntil(
        driver,
        `document.activeElement === document.querySelectorAll('#sok-dialog ul a')[${shown}]`,
        'fokus på den första nya träffen',
      );
      shown = await driver.evaluate<number>(SHOWN_RESULTS);
    }
    assert.equal(await driver.evaluate(SHOWN_RESULTS), found, 'alla träffar visas');
    assert.equal(
      await driver.evaluate(`document.querySelector(${js(MORE_RESULTS)}).checkVisibility()`),
      false,
      'Visa fler försvinner när allt visas',
    );
  },
};

const searchWithoutJavaScriptSaysSo: Behaviour = {
  name: 'utan JavaScript säger sidan som Sök leder till att sökningen behöver JavaScript och visar vägen till alla sidor',
  javaScript: [false],
  async run(driver) {
    await driver.goto('/Omoss', PHONE);
    await driver.click(SEARCH_LINK);
    await waitForPath(driver, mainPages.concerns.path);
    const note = `[...document.querySelectorAll('main p')].find((p) => p.textContent.includes('JavaScript') && p.checkVisibility())`;
    assert.equal(
      await driver.evaluate(`${note}?.querySelector(${js(`a[href="${mainPages.menu.path}"]`)}) != null`),
      true,
      'en synlig rad säger att sökningen behöver JavaScript och länkar sidan med alla sidor',
    );
    await driver.click(`main p a[href="${mainPages.menu.path}"]`);
    await waitForPath(driver, mainPages.menu.path);
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
];
