/**
 * Price lists drawn from the catalogue: each row is a treatment (or one of its priced options),
 * so a price is typed once, in the treatment's content file, and read through treatmentPrices.
 */
import type { CollectionEntry } from 'astro:content';
import type { Catalogue, Treatment } from './catalogue';
import { formatPriceWithNote, priceSpan, type Price } from './price';
import { treatmentPrices } from './treatment-prices';

type PriceListData = CollectionEntry<'priceLists'>['data'];

/** The spec's annual-card column: a dash everywhere (ANNUAL_CARD_NOTE says why, under each list). */
const ANNUAL_CARD_PRICE = '\u2013';

/** The one line under every price table that explains the Årskort column. */
export const ANNUAL_CARD_NOTE =
  'Ett streck i kolumnen Årskort betyder att behandlingen inte har något särskilt pris med årskort.';

export interface PriceRow {
  name: string;
  /** The treatment page the row is about; none for a row sold under its own name (Crystal Peel). */
  href: string | undefined;
  /** "Ord. pris": the formatted ordinary price. */
  ordPris: string;
  /** "Årskort": always a dash, as the spec gives it. */
  arskort: string;
}

interface PriceSection {
  title: string;
  rows: PriceRow[];
  /** From the lowest to the highest single-treatment price (the range rule in treatment-prices.ts). */
  span: Price | undefined;
}

export interface PriceList {
  id: string;
  path: string;
  title: string;
  label: string;
  order: number;
  summary: string;
  sections: PriceSection[];
}

/**
 * The rows for one treatment, from what the treatment costs (treatment-prices.ts): its own price
 * or its variants (60 or 90 min), then courses and add-ons. Without a price: one row saying so.
 */
export function treatmentRows(treatment: Treatment): PriceRow[] {
  const row = (name: string, ordPris: string, linked = true): PriceRow => ({
    name,
    href: linked ? treatment.path : undefined,
    ordPris,
    arskort: ANNUAL_CARD_PRICE,
  });
  const { options } = treatmentPrices(treatment);
  if (options.length === 0) return [row(treatment.title, formatPriceWithNote(undefined))];
  return options.map((option) =>
    row(option.listName, formatPriceWithNote(option.price, option.note), !option.ownName),
  );
}

function sectionTreatments(section: PriceListData['sections'][number], catalogue: Catalogue): Treatment[] {
  const find = <T extends { id: string }>(list: readonly T[], id: string, what: string): T => {
    const found = list.find((item) => item.id === id);
    if (!found) throw new Error(`Prislistan hänvisar till en okänd ${what}: ${id}`);
    return found;
  };
  const hiddenPaths = new Set(catalogue.hidden.map((page) => page.path));
  // A hidden overview takes its treatments with it: its section is left out.
  if (section.kind === 'group' && catalogue.hidden.some((page) => page.id === section.group.id)) return [];
  if (section.kind === 'group') return find(catalogue.groups, section.group.id, 'grupp').treatments;
  if (section.kind === 'category')
    return find(catalogue.categories, section.category.id, 'kategori').treatments;
  return section.treatments
    .filter((path) => !hiddenPaths.has(path))
    .map((path) => {
      const found = catalogue.treatments.find((treatment) => treatment.path === path);
      if (!found) throw new Error(`Prislistan hänvisar till en okänd behandling: ${path}`);
      return found;
    });
}

export function buildPriceLists(
  entries: ReadonlyArray<{ id: string; data: PriceListData }>,
  catalogue: Catalogue,
): PriceList[] {
  return entries
    .map(({ id, data }) => ({
      id,
      path: data.path,
      title: data.title,
      label: data.menuTitle ?? data.title,
      order: data.order,
      summary: data.summary,
      sections: data.sections
        .map((section) => {
          const treatments = sectionTreatments(section, catalogue);
          return {
            title: section.title,
            rows: treatments.flatMap(treatmentRows),
            span: priceSpan(treatments.flatMap((treatment) => treatmentPrices(treatment).rangePrices)),
          };
        })
        // A section whose treatments are all hidden says nothing.
        .filter((section) => section.rows.length > 0),
    }))
    .sort((a, b) => a.order - b.order);
}
