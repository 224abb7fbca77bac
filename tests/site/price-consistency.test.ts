/**
 * One price per treatment option, everywhere it appears. For every treatment, the figures are
 * derived here from the raw content files (front matter as typed, not through the site's own
 * price functions) and compared, in their place, with the built HTML: the facts on the treatment
 * page, its card on the overview or category page, its rows in the price list (and the massage
 * page's list), the range of its section on /Priser and the JSON-LD offers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { priceListGaps } from '../../src/lib/build/content-report';
import { PRICE_VALUE_ON_CONSULTATION } from '../../src/lib/domain/price';
import { inSentence } from '../../src/i18n/words';
import { uiWords } from '../../src/i18n/ui';
import { readPriceLists, readTreatments } from '../../src/lib/build/treatment-files';
import { parse } from 'yaml';
import { expect, test } from 'vitest';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import { settledConflicts, settledOffers } from '../e2e/spec-figures';
import { builtHtml } from '../e2e/site';
import { builtDocument, factsOf, jsonLdOf, textOf } from './dom';
import { CONTENT_DIR } from '../../src/config/folders';

type RawPrice =
  | { kind: 'fixed'; amount: number }
  | { kind: 'from'; amount: number }
  | { kind: 'range'; min: number; max: number };
interface RawOption {
  label: string;
  price: RawPrice;
  duration?: { kind: 'fixed'; minutes: number };
  kind?: 'single' | 'course' | 'addon';
  ownName?: boolean;
  priceListOnly?: boolean;
}
interface RawTreatment {
  id: string;
  path: string;
  title: string;
  menuTitle?: string;
  category: string;
  group?: string;
  price?: RawPrice;
  priceNote?: string;
  priceKind?: 'single' | 'course';
  hidden?: boolean;
  options?: RawOption[];
  /** A prescription medicine: its page shows no price and no card offers it; the price list keeps it (decision 0027). */
  prescriptionOnly?: boolean;
  /** Given with a prescription medicine: its page and cards show no price; the price list keeps it. */
  prescriptionMedicine?: boolean;
}
type RawSection = { title: string } & (
  | { kind: 'group'; group: string }
  | { kind: 'category'; category: string }
  | { kind: 'treatments'; treatments: string[] }
);
interface RawPriceList {
  path: string;
  sections: RawSection[];
  hidden?: boolean;
}

const CONTENT = CONTENT_DIR;
const frontMatter = (file: string) => parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!);
const treatments: RawTreatment[] = readdirSync(join(CONTENT, 'treatments'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({
    id: file.replace(/\.md$/, '').toLowerCase(),
    ...(frontMatter(join(CONTENT, 'treatments', file)) as Omit<RawTreatment, 'id'>),
  }));
const yamlDir = (dir: string) =>
  readdirSync(join(CONTENT, dir))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({
      id: file.replace(/\.yaml$/, ''),
      ...parse(readFileSync(join(CONTENT, dir, file), 'utf8')),
    }));
const groups = yamlDir('groups') as Array<{ id: string; path: string; hidden?: boolean }>;
const categories = yamlDir('categories') as Array<{
  id: string;
  path: string;
  showPriceList?: boolean;
  hidden?: boolean;
}>;
const priceLists = yamlDir('price-lists') as unknown as RawPriceList[];
/** The treatments with a page: a hidden one, or one in a hidden group or category, is on no page or list. */
const hiddenIds = new Set(
  [...groups, ...categories].filter((entry) => entry.hidden).map((entry) => entry.id),
);
const shownTreatments = treatments.filter(
  (t) => !t.hidden && !hiddenIds.has(t.group ?? '') && !hiddenIds.has(t.category),
);

// Swedish formats written out here, independently of src/lib/domain/price.ts.
const NBSP = '\u00a0';
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, NBSP);
const kr = (price: RawPrice): string =>
  price.kind === 'fixed'
    ? `${thousands(price.amount)}${NBSP}kr`
    : price.kind === 'from'
      ? `från ${thousands(price.amount)}${NBSP}kr`
      : `${thousands(price.min)}\u2013${thousands(price.max)}${NBSP}kr`;
const low = (price: RawPrice) => (price.kind === 'range' ? price.min : price.amount);
const high = (price: RawPrice) => (price.kind === 'range' ? price.max : price.amount);

const variantsOf = (t: RawTreatment) => (t.options ?? []).filter((o) => o.duration !== undefined);
const besideOf = (t: RawTreatment) => (t.options ?? []).filter((o) => o.duration === undefined);

/** [label, figure] as the treatment page lists them. */
function expectedPageFacts(t: RawTreatment): Array<[string, string]> {
  const variants = variantsOf(t).filter((o) => !o.priceListOnly);
  const own: Array<[string, string]> =
    variants.length > 0
      ? variants.map((o) => [`Pris ${o.label}`, kr(o.price)])
      : [
          [
            'Pris',
            t.price === undefined
              ? PRICE_VALUE_ON_CONSULTATION
              : kr(t.price) + (t.priceNote ? ` ${t.priceNote}` : ''),
          ],
        ];
  return [
    ...own,
    ...besideOf(t)
      .filter((o) => !o.priceListOnly)
      .map((o): [string, string] => [o.label, kr(o.price)]),
  ];
}

/** The prices a page shows, in order, as JSON-LD gives them. */
function expectedOffers(t: RawTreatment): RawPrice[] {
  const variants = variantsOf(t).filter((o) => !o.priceListOnly);
  const own = variants.length > 0 ? variants.map((o) => o.price) : t.price === undefined ? [] : [t.price];
  return [
    ...own,
    ...besideOf(t)
      .filter((o) => !o.priceListOnly)
      .map((o) => o.price),
  ];
}

function expectedCard(t: RawTreatment): string {
  const variants = variantsOf(t).filter((o) => !o.priceListOnly);
  if (variants.length > 1)
    return `från ${thousands(Math.min(...variants.map((o) => low(o.price))))}${NBSP}kr`;
  const only = variants[0]?.price ?? t.price;
  if (only === undefined) return 'Pris efter konsultation';
  return kr(only) + (variants.length === 0 && t.priceNote ? ` ${t.priceNote}` : '');
}

function expectedRows(t: RawTreatment): Array<[string, string]> {
  const variants = variantsOf(t);
  const own: Array<[string, string]> =
    variants.length > 0
      ? variants.map((o) => [`${t.title}, ${o.duration!.minutes}${NBSP}min`, kr(o.price)])
      : [
          [
            t.title,
            t.price === undefined
              ? 'Pris efter konsultation'
              : kr(t.price) + (t.priceNote ? ` ${t.priceNote}` : ''),
          ],
        ];
  return [
    ...own,
    ...besideOf(t).map((o): [string, string] => [
      o.ownName ? o.label : `${t.title}: ${o.label}`,
      kr(o.price),
    ]),
  ];
}

/** The range rule: single treatments only; courses, punch cards and add-ons never count. */
function singlePrices(t: RawTreatment): RawPrice[] {
  const variants = variantsOf(t);
  const own =
    variants.length > 0
      ? variants.map((o) => o.price)
      : t.price !== undefined && t.priceKind !== 'course'
        ? [t.price]
        : [];
  return [
    ...own,
    ...besideOf(t)
      .filter((o) => (o.kind ?? 'single') === 'single')
      .map((o) => o.price),
  ];
}

/** Given with a prescription medicine: its price shows in its price list and nowhere else. */
const isMedicine = (t: RawTreatment) => t.prescriptionOnly === true || t.prescriptionMedicine === true;

function sectionTreatments(section: RawSection): RawTreatment[] {
  if (section.kind === 'group') return shownTreatments.filter((t) => t.group === section.group);
  if (section.kind === 'category') return shownTreatments.filter((t) => t.category === section.category);
  return section.treatments.flatMap((path) => shownTreatments.find((t) => t.path === path) ?? []);
}

/** The price lists with a page: not hidden, and not left empty by hidden treatments. */
const shownPriceLists = () =>
  priceLists.filter(
    (list) => !list.hidden && list.sections.some((section) => sectionTreatments(section).length > 0),
  );

const page = builtDocument;
// Headings carry soft hyphens where long words may break (src/lib/domain/hyphenate.ts); a reader sees none.
const text = textOf;

/** The treatment's rows: linked to its page, or (sold under their own name) unlinked, by that name. */
function rowsFor(table: Element, t: RawTreatment): Array<[string, string]> {
  const ownNames = besideOf(t)
    .filter((o) => o.ownName)
    .map((o) => o.label);
  return [...table.querySelectorAll('tbody tr')]
    .filter((tr) => {
      const link = tr.querySelector('a');
      return link ? link.getAttribute('href') === t.path : ownNames.includes(text(tr.querySelector('th')));
    })
    .map((tr) => [text(tr.querySelector('th')), text(tr.querySelectorAll('td')[0])]);
}

/** The treatment page's facts table, beside its description. */
const FACTS_PANEL = 'main aside[aria-label="Fakta och bokning"] dl';

for (const t of shownTreatments) {
  test(`${t.path}: one price per option on the page, card, price list, /Priser and JSON-LD`, () => {
    // The treatment page: the facts with a price are exactly the expected ones, each under its label.
    const doc = page(t.path);
    const facts = factsOf(doc.querySelector(FACTS_PANEL));
    const priced = facts.filter(([label, value]) => /\d\u00a0kr/.test(value) || label.startsWith('Pris'));
    const medicine = isMedicine(t);
    expect(priced).toEqual(medicine ? [] : expectedPageFacts(t));
    // The phone's first screen repeats price and time from the same facts, word for word.
    const glance = factsOf(doc.querySelector('main > header dl'));
    expect(glance.filter(([label]) => label.startsWith('Pris'))).toEqual(
      priced.filter(([label]) => label.startsWith('Pris')),
    );

    // JSON-LD: one offer per price the page shows, none repeated.
    const service = jsonLdOf(doc).find((data) => data['@type'] === 'Service');
    const offers = (service?.['offers'] ?? []) as Array<{
      price?: number;
      priceSpecification?: { minPrice: number; maxPrice?: number };
    }>;
    expect(
      offers.map((o) => [o.price ?? o.priceSpecification?.minPrice, o.priceSpecification?.maxPrice]),
    ).toEqual(medicine ? [] : expectedOffers(t).map((p) => [low(p), p.kind === 'range' ? p.max : undefined]));

    // The card on the overview page (or the category page for treatments outside a group).
    const listing = t.group
      ? groups.find((g) => g.id === t.group)!
      : categories.find((c) => c.id === t.category)!;
    const cardTitle = t.group ? (t.menuTitle ?? t.title) : t.title;
    const card = [...page(listing.path).querySelectorAll('main article')].find(
      (article) => text(article.querySelector('h3')) === cardTitle,
    );
    if (t.prescriptionOnly) expect(card, `inget kort på ${listing.path}`).toBeUndefined();
    else
      expect(text(card?.querySelector('[data-meta]')), `kortet på ${listing.path}`).toBe(
        medicine ? '' : expectedCard(t),
      );

    // The category page's own price list, where it has one (massage).
    if (categories.find((c) => c.id === t.category)?.showPriceList) {
      const own = [...page(listing.path).querySelectorAll('main table')].find(
        (tbl) => text(tbl.querySelector('caption')) === `Priser för ${inSentence(t.title)}`,
      )!;
      expect(rowsFor(own, t)).toEqual(expectedRows(t));
    }

    // The price list: the treatment's rows, in order, with exactly these figures.
    const lists = shownPriceLists().flatMap((list) =>
      list.sections.filter((s) => sectionTreatments(s).includes(t)).map((section) => ({ list, section })),
    );
    expect(lists.length, 'prislistor med behandlingen').toBeLessThanOrEqual(1);
    // A treatment the clinic has not put on a price list yet: the content report says so.
    if (lists.length === 0) {
      expect(priceListGaps(readTreatments(), readPriceLists()).join('\n')).toContain(`(${t.path})`);
      return;
    }
    const { list, section } = lists[0]!;
    const table = [...page(list.path).querySelectorAll('main table')].find(
      (tbl) => text(tbl.querySelector('caption')) === section.title,
    )!;
    expect(rowsFor(table, t)).toEqual(expectedRows(t));

    // /Priser: the section's range covers single treatments only and holds this treatment's; a
    // medicine's price stays in its list alone, so a section of medicines has no range there.
    const prices = sectionTreatments(section)
      .filter((other) => !isMedicine(other))
      .flatMap(singlePrices);
    const range =
      prices.length === 0 ? undefined : [Math.min(...prices.map(low)), Math.max(...prices.map(high))];
    // A "from" price has no ceiling, so neither has the span of a section that holds one.
    const open = prices.some((price) => price.kind === 'from');
    const spans = [...page('/Priser').querySelectorAll('main li li')].map((li) => text(li));
    const spanText = ([min, max]: number[]) =>
      open
        ? uiWords('sv').price.from(`${thousands(min!)}${NBSP}kr`)
        : min === max
          ? kr({ kind: 'fixed', amount: min! })
          : `${thousands(min!)}\u2013${thousands(max!)}${NBSP}kr`;
    const expected = range === undefined ? undefined : `${section.title}: ${spanText(range)}`;
    // Without a span: every price set at the consultation says so; a medicine's section points to its list.
    const atConsultation = sectionTreatments(section).every(
      (other) => !isMedicine(other) && other.price === undefined && variantsOf(other).length === 0,
    );
    const { inListOnly, atConsultation: consultationWords } = uiWords('sv').site.prices;
    if (expected) expect(spans).toContain(expected);
    else expect(spans).toContain(`${section.title}: ${atConsultation ? consultationWords : inListOnly}`);
    for (const price of medicine ? [] : singlePrices(t)) {
      expect(low(price)).toBeGreaterThanOrEqual(range![0]!);
      if (!open) expect(high(price)).toBeLessThanOrEqual(range![1]!);
    }
  });
}

test('the conflicts the price list settled show the list\u2019s figure everywhere', async ({ annotate }) => {
  // Literal figures from the original price lists (docs/product.md) (issue 12): the old pages' figures are gone. The
  // original figures' acceptance: each page is checked while its file is as shipped (the clinic may reprice
  // or remove it; the test above then holds it to its file).
  const shipped = shippedStatus();
  const changed: string[] = [];
  const asShipped = (path: string) => {
    const checked = shipped.isShipped(shipped.filesOf(path) ?? []);
    if (!checked) changed.push(path);
    return checked;
  };
  const shown = (path: string) => text(page(path).querySelector(FACTS_PANEL));
  for (const [path, listPrice, old] of settledConflicts) {
    if (!asShipped(path)) continue;
    expect(shown(path)).toContain(listPrice);
    expect(builtHtml(path), `${path} visar inte längre ${old} kr`).not.toContain(`${old}${NBSP}kr`);
  }
  const offers = (path: string) =>
    (jsonLdOf(page(path)).find((d) => d['@type'] === 'Service')?.['offers'] ?? undefined) as
      Array<{ price: number }> | undefined;
  for (const [path, prices] of Object.entries(settledOffers)) {
    if (asShipped(path)) expect(offers(path)?.map((o) => o.price)).toEqual(prices);
  }
  for (const path of new Set(changed)) await annotate(`${path}: ${CHANGED_BY_CLINIC}`, 'spec');
});

test('the price pages explain the Årskort column in one line', () => {
  for (const list of shownPriceLists()) {
    const notes = [...page(list.path).querySelectorAll('main p')].filter((p) => text(p).includes('Årskort'));
    expect(notes, list.path).toHaveLength(1);
  }
});
