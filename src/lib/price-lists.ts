/**
 * Price lists drawn from the catalogue: each row is a treatment (or one of its priced options),
 * so a price is typed once, in the treatment's content file. Where the spec gives the price list
 * its own figure (listPrice), the list shows that figure; the content report lists every such case.
 */
import type { CollectionEntry } from 'astro:content';
import type { Catalogue, Treatment } from './catalogue';
import { formatDuration, formatPriceWithNote, priceSpan, type Price } from './price';

type PriceListData = CollectionEntry<'priceLists'>['data'];

/** The spec's annual-card column: a dash everywhere. */
const ANNUAL_CARD_PRICE = '\u2013';

export interface PriceRow {
  name: string;
  /** The treatment page the row is about. */
  href: string;
  /** "Ord. pris": the formatted ordinary price. */
  ordPris: string;
  /** "Årskort": always a dash, as the spec gives it. */
  arskort: string;
}

interface PriceSection {
  title: string;
  rows: PriceRow[];
  /** From the lowest to the highest price in the section, as the list shows them. */
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

/** The figures a treatment's rows show, in the same order as treatmentRows. */
function listedPrices(treatment: Treatment): Price[] {
  const variants = treatment.options.filter((option) => option.duration !== undefined);
  const main =
    variants.length > 0
      ? variants.map((o) => o.listPrice ?? o.price)
      : [treatment.listPrice ?? treatment.price];
  return main.filter((price): price is Price => price !== undefined);
}

/**
 * The rows for one treatment. Options with a duration are variants (60 or 90 min) and replace
 * the treatment's own row; other options (courses, add-ons) follow it.
 */
export function treatmentRows(treatment: Treatment): PriceRow[] {
  const row = (name: string, ordPris: string): PriceRow => ({
    name,
    href: treatment.path,
    ordPris,
    arskort: ANNUAL_CARD_PRICE,
  });
  const variants = treatment.options.filter((option) => option.duration !== undefined);
  const extras = treatment.options.filter((option) => option.duration === undefined);
  const main =
    variants.length > 0
      ? variants.map((option) =>
          row(
            `${treatment.title}, ${option.duration === undefined ? option.label : formatDuration(option.duration)}`,
            formatPriceWithNote(option.listPrice ?? option.price),
          ),
        )
      : [
          row(
            treatment.title,
            formatPriceWithNote(treatment.listPrice ?? treatment.price, treatment.priceNote),
          ),
        ];
  return [
    ...main,
    ...extras.map((option) =>
      row(`${treatment.title}: ${option.label}`, formatPriceWithNote(option.listPrice ?? option.price)),
    ),
  ];
}

function sectionTreatments(section: PriceListData['sections'][number], catalogue: Catalogue): Treatment[] {
  const find = <T extends { id: string }>(list: readonly T[], id: string, what: string): T => {
    const found = list.find((item) => item.id === id);
    if (!found) throw new Error(`Prislistan hänvisar till en okänd ${what}: ${id}`);
    return found;
  };
  if ('group' in section) return find(catalogue.groups, section.group.id, 'grupp').treatments;
  if ('category' in section) return find(catalogue.categories, section.category.id, 'kategori').treatments;
  return section.treatments.map((ref) => find(catalogue.treatments, ref.id, 'behandling'));
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
      sections: data.sections.map((section) => {
        const treatments = sectionTreatments(section, catalogue);
        return {
          title: section.title,
          rows: treatments.flatMap(treatmentRows),
          span: priceSpan(treatments.flatMap(listedPrices)),
        };
      }),
    }))
    .sort((a, b) => a.order - b.order);
}
