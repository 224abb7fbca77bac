import { expect, type Page, type Response } from '@playwright/test';
import { langOfPath, pagesIn, type Lang } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { consultationHrefFor } from '../../src/lib/domain/booking';
import { axeViolations } from './axe';
import { test } from './one-page-per-worker';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import { consultation, pagePrices, priceFigures, pricesOf, showsItsPrices, treatments } from './content';
import { richestOfEachType } from './page-types';
import { builtPathsIn, counterpartOf, urlFor, widths } from './site';
import { bannerTargets, factValue, hasFigure, pageFigures } from './spec-figures';

/**
 * One visit per page the build wrote (whatever the content holds), through nginx: it answers 200
 * at its own path, in its language, with one h1, and nothing is wider than 375 px. Axe finds
 * nothing on any Swedish page at 375 px, the width most visitors read at.
 *
 * Axe at 1280 px too on one page of each page type per language (the richest:
 * tests/e2e/page-types.ts). A width changes the layout, not the content: what it changes (the
 * header's menu, the photo's place, a table's columns) belongs to a page type, and the richest
 * page of each type has the most of its parts. Axe at both widths on every page was two thirds of
 * the browser tests' time.
 *
 * Swedish pages, on the same visit: the original figures' acceptance (docs/product.md): its
 * figures for the page (and its consultation banner's target), where the page's content file is
 * still the shipped sample (tests/spec/shipped-content.ts); a page the clinic changed is noted
 * instead. A treatment page also shows, whatever the clinic changed, the price or prices typed in
 * its own content file, each under its label and formatted as the site formats prices
 * (src/lib/domain/price.ts): the relation that stands in for the original figures wherever a
 * price was edited in the CMS.
 *
 * English pages: axe on the richest page of each type, at both widths. An English page is its
 * Swedish counterpart's page type and components with other words, which axe checks on every
 * Swedish page; what English words change (a long word, a wide table) shows as width, which every
 * page is checked for. A treatment page shows the figures of its Swedish file (translate words,
 * never figures), the prices under the English label.
 */
const shipped = shippedStatus();
const text = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
const treatmentAt = new Map(treatments.map((treatment) => [treatment.path, treatment]));
/** The treatment page's facts beside its description (TreatmentFacts). */
const FACTS_PANEL = 'main aside[aria-label="Fakta och bokning"] dl';
/** The pages axe also checks at 1280 px: the richest page of each page type, in each language. */
const desktopAxePages = new Set([
  ...richestOfEachType(builtPathsIn('sv')),
  ...richestOfEachType(builtPathsIn('en')),
]);
/** Where axe runs at 375 px: every Swedish page, and the richest English page of each type. */
const mobileAxe = (route: string) => langOfPath(route) === 'sv' || desktopAxePages.has(route);
/**
 * Axe at the widths above, and nothing wider than 375 px. The page is loaded at 1280 px where axe
 * checks it there (and where its figures are read), otherwise at 375 px.
 */
async function checkWidths(page: Page, route: string) {
  if (desktopAxePages.has(route)) expect(await axeViolations(page)).toEqual([]);
  if (page.viewportSize()?.width !== widths.mobile.width) await page.setViewportSize(widths.mobile);
  if (mobileAxe(route)) expect(await axeViolations(page)).toEqual([]);
  // Nothing wider than the screen: no sideways scrolling of the page itself.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    widths.mobile.width,
  );
}

/** A description list's terms and their values, as the page shows them. */
type Facts = Array<[string, string]>;

/**
 * What the checks read of a page, in one call into the browser rather than one a check (each
 * call is a round trip, and these pages are three hundred): its language, its h1s, the text of
 * <main>, the facts in <main> (raw text), and the facts in `panel` (trimmed) if it shows.
 */
function readPage(panel: string) {
  const pairs = (terms: Iterable<Element>, trim: boolean) =>
    [...terms].map((dt) =>
      [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''].map((value) =>
        trim ? value.trim() : value,
      ),
    ) as Facts;
  const facts = document.querySelector(panel);
  return {
    lang: document.documentElement.lang,
    h1s: [...document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim() ?? ''),
    main: document.querySelector('main')?.innerText ?? '',
    mainFacts: pairs(document.querySelectorAll('main dt'), false),
    panelFacts: facts?.checkVisibility() ? pairs(facts.querySelectorAll('dt'), true) : undefined,
  };
}

/** The page answered 200 at its own path, in `lang`, with one h1 that has words. */
function expectPage(
  response: Response | null,
  page: Page,
  route: string,
  lang: Lang,
  shown: ReturnType<typeof readPage>,
) {
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(urlFor(route));
  expect(shown.lang).toBe(lang);
  expect(shown.h1s).toHaveLength(1);
  expect(shown.h1s[0]).not.toBe('');
}

for (const route of builtPathsIn('sv')) {
  test(`${route}: answers in Swedish with one h1, its figures and prices, and no axe finding at ${desktopAxePages.has(route) ? '1280 and ' : ''}375 px`, async ({
    visitor: page,
  }) => {
    const files = shipped.filesOf(route);
    // Fixed pages without figures of their own have no files; the spec's figures need the shipped ones.
    const checkSpec = files === undefined ? pageFigures[route] === undefined : shipped.isShipped(files);
    if (!checkSpec) test.info().annotations.push({ type: 'spec', description: CHANGED_BY_CLINIC });
    // The figures are read at 1280 px, where a visitor on a computer reads them.
    await page.setViewportSize(widths.desktop);
    const response = await page.goto(urlFor(route));
    const shown = await page.evaluate(readPage, FACTS_PANEL);
    expectPage(response, page, route, 'sv', shown);
    const main = text(shown.main);
    const expected = checkSpec ? pageFigures[route] : undefined;
    for (const figure of expected?.figures ?? []) expect(hasFigure(main, figure), figure).toBe(true);
    if (expected?.facts) {
      // Each figure in its own fact: the price under 'Pris', not somewhere on the page.
      const facts = Object.fromEntries(shown.mainFacts);
      for (const [label, figure] of Object.entries(expected.facts)) {
        expect(text(facts[label] ?? '(no such fact)'), label).toMatch(factValue(figure));
      }
    }
    const treatment = treatmentAt.get(route);
    if (treatment) {
      expect(shown.panelFacts, 'the facts beside the description, shown').toBeDefined();
      const priced = shown.panelFacts!.filter(
        ([label, value]) => label.startsWith('Pris') || /\d\u00a0kr/.test(value),
      );
      expect(priced, 'the prices in its own file').toEqual(pagePrices(treatment));
    }
    if (checkSpec && bannerTargets[route]) {
      // The banner by any of its titles, as the clinic wrote them.
      const banner = page
        .getByRole('complementary', { name: consultation.title, exact: true })
        .or(page.getByRole('complementary', { name: consultation.plainTitle, exact: true }))
        .or(page.getByRole('complementary', { name: consultation.choiceTitle, exact: true }));
      // Its button says where it leads: the consultation on the booking service, or the message form.
      const [label, href] =
        bannerTargets[route] === 'consultation'
          ? ['Boka konsultation', consultationHrefFor({})]
          : ['Skicka ett meddelande', bannerTargets[route]];
      await expect(banner.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await checkWidths(page, route);
  });
}

const english = uiWords('en').site;
/** The English treatment page's facts beside its description. */
const ENGLISH_FACTS_PANEL = `main aside[aria-label="${english.treatment.factsAndBooking}"] dl`;
/** How an English price begins ("SEK "), from the English words, whatever they are. */
const CURRENCY = uiWords('en').price.inCurrency('');
/** The price's figures in a fact, its note after them left out: "SEK 1,700–2,500 per 3 ml" -> ["1,700", "2,500"]. */
const figuresIn = (value: string) =>
  value
    .slice(value.indexOf(CURRENCY) + CURRENCY.length)
    .split(/[\u00a0 ]/)[0]!
    .match(/\d{1,3}(?:,\d{3})*/g) ?? [];
/** A label of the treatment's own price: "Price", or "Price 60 min" for a variant. */
const isPriceLabel = (label: string) =>
  label === english.treatment.price || label.startsWith(`${english.treatment.price} `);

for (const route of builtPathsIn('en')) {
  test(`${route}: answers in English with one h1, its Swedish file's prices${desktopAxePages.has(route) ? ', no axe finding at 1280 and 375 px' : ''}; nothing wider than 375 px`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize(desktopAxePages.has(route) ? widths.desktop : widths.mobile);
    const response = await page.goto(urlFor(route));
    const read = await page.evaluate(readPage, ENGLISH_FACTS_PANEL);
    expectPage(response, page, route, 'en', read);
    const treatment = treatmentAt.get(counterpartOf(route) ?? '');
    if (treatment) {
      expect(read.panelFacts, 'the facts beside the description, shown').toBeDefined();
      const shown = read.panelFacts!;
      const { onPage, main } = showsItsPrices(treatment) ? pricesOf(treatment) : { onPage: [], main: [] };
      const priced = shown.filter(([, value]) => value.includes(CURRENCY));
      expect(
        priced.map(([, value]) => figuresIn(value)),
        'the figures of its Swedish file',
      ).toEqual(onPage.map((option) => priceFigures(option.price, 'en')));
      // Its own price or each variant's under the English word; a price set at the consultation
      // has that row too.
      const ownPrices = !showsItsPrices(treatment)
        ? 0
        : main.length === 0
          ? 1
          : main.filter((option) => option.onPage).length;
      expect(
        shown.filter(([label]) => isPriceLabel(label)).length,
        'its own prices under the English label',
      ).toBe(ownPrices);
    }
    await checkWidths(page, route);
  });
}

// Each language's not-found page: no route, so not among the built pages above, but what every
// mistyped address shows; the English one under /en (the host rules pick it by the path).
for (const lang of ['sv', 'en'] as const) {
  const unknown = `${pagesIn(lang).home.path.replace(/\/$/, '')}/no-such-page`;
  test(`${unknown}: the not-found page answers 404 in ${lang === 'sv' ? 'Swedish' : 'English'} with one h1, and no axe finding at 1280 and 375 px`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize(widths.desktop);
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(widths.mobile);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      widths.mobile.width,
    );
  });
}

test('the axe check finds what it is there to find', async ({ visitor: page }) => {
  await page.goto(urlFor('/Omoss'));
  expect(await axeViolations(page)).toEqual([]);
  // One image without a text alternative and one low-contrast line: both named.
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'beforeend',
      '<img src="/favicon.svg" width="10" height="10"><p style="color:#ccc;background:#fff">Grå text</p>',
    );
  });
  const found = (await axeViolations(page)).map((line) => line.split(' ')[0]);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});
