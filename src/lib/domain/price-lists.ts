/**
 * Price lists drawn from the catalogue: each row is a treatment (or one of its priced options),
 * so a price is typed once, in the treatment's content file, and read through treatmentPrices.
 */
import type { CollectionEntry } from 'astro:content';
import type { Lang } from '../../config/routes';
import { ContentFileError } from '../../schemas/swedish-errors';
import { claimPaths, langOfWords, type Catalogue, type Treatment } from './catalogue';
import { formatPriceWithNote, priceSpan, type Price } from './price';
import { entryFile } from './site-paths';
import { pricedOnlyInLists, treatmentPrices } from './treatment-prices';

type PriceListData = CollectionEntry<'priceLists'>['data'];

/** The annual-card column (docs/product.md): a dash everywhere (priceTable.annualCardNote in src/i18n says why, under each list). */
const ANNUAL_CARD_PRICE = '\u2013';

export interface PriceRow {
  name: string;
  /** `sv` when an English list shows the treatment's Swedish title or option label (langOfWords). */
  lang: 'sv' | undefined;
  /** The treatment page the row is about; none for a row sold under its own name (Crystal Peel). */
  href: string | undefined;
  /** "Ord. pris": the formatted ordinary price. */
  ordPris: string;
  /** "Årskort": always a dash, as the old site gave it. */
  arskort: string;
}

interface PriceSection {
  title: string;
  rows: PriceRow[];
  /** From the lowest to the highest single-treatment price (the range rule in treatment-prices.ts). */
  span: Price | undefined;
  /** Every treatment's price is set at the consultation: the list has no figure to point to either. */
  onConsultation: boolean;
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
export function treatmentRows(treatment: Treatment, lang: Lang = 'sv'): PriceRow[] {
  const titleLang = langOfWords(treatment, 'title');
  const row = (name: string, ordPris: string, linked = true, labelled = false): PriceRow => ({
    name,
    lang: titleLang ?? (labelled ? langOfWords(treatment, 'options') : undefined),
    href: linked ? treatment.path : undefined,
    ordPris,
    arskort: ANNUAL_CARD_PRICE,
  });
  const { options } = treatmentPrices(treatment, lang);
  if (options.length === 0) return [row(treatment.title, formatPriceWithNote(undefined, undefined, lang))];
  return options.map((option) =>
    row(option.listName, formatPriceWithNote(option.price, option.note, lang), !option.ownName, true),
  );
}

/**
 * The treatments a section lists; a reference to an overview or category that is not there fails
 * with the list's file and field. A hidden treatment is left out, and a hidden overview or
 * category takes its treatments with it.
 */
function sectionTreatments(
  section: PriceListData['sections'][number],
  field: string,
  file: string,
  catalogue: Catalogue,
): Treatment[] {
  const unknown = (what: string) =>
    new ContentFileError(file, [
      `avsnittet "${section.title}" (fältet ${field}) hänvisar till ${what}: ta bort hänvisningen i prislistan eller rätta den.`,
    ]);
  const hiddenPaths = new Set(catalogue.hidden.map((page) => page.path));
  const isHidden = (kind: 'group' | 'category', id: string) =>
    catalogue.hidden.some((page) => page.kind === kind && page.id === id);
  if (section.kind === 'group') {
    if (isHidden('group', section.group.id)) return [];
    const group = catalogue.groups.find((item) => item.id === section.group.id);
    if (!group) throw unknown(`översiktssidan ${section.group.id}, som inte finns`);
    // The factual price list keeps a prescription medicine's price, which no listing offers (decision 0027).
    return [
      ...group.treatments,
      ...catalogue.treatments.filter((t) => t.groupId === group.id && t.prescriptionOnly),
    ];
  }
  if (section.kind === 'category') {
    if (isHidden('category', section.category.id)) return [];
    const category = catalogue.categories.find((item) => item.id === section.category.id);
    if (!category) throw unknown(`kategorin ${section.category.id}, som inte finns`);
    return [...category.treatments, ...category.information];
  }
  // A deleted treatment's row goes with it, and the build warns of the line (linesToNothing).
  return section.treatments.flatMap((path) => {
    if (hiddenPaths.has(path)) return [];
    return catalogue.treatments.filter((treatment) => treatment.path === path);
  });
}

/**
 * The price lists the build leaves out, for its "Dold sida" lines: those marked hidden and those
 * whose every treatment is hidden.
 */
export function hiddenPriceLists(
  entries: ReadonlyArray<{ id: string; data: PriceListData; filePath?: string | undefined }>,
  catalogue: Catalogue,
): Array<{ path: string; title: string }> {
  const built = new Set(buildPriceLists(entries, catalogue).map((list) => list.id));
  return entries
    .filter((entry) => !built.has(entry.id))
    .map(({ data }) => ({ path: data.path, title: data.title }));
}

export function buildPriceLists(
  entries: ReadonlyArray<{ id: string; data: PriceListData; filePath?: string | undefined }>,
  catalogue: Catalogue,
  lang: Lang = 'sv',
): PriceList[] {
  const paths = claimPaths([...catalogue.byPath.values()]);
  return (
    entries
      .map((entry) => {
        const { id, data } = entry;
        const file = entryFile(entry);
        paths.claim(data.path, file);
        return {
          id,
          path: data.path,
          title: data.title,
          label: data.menuTitle ?? data.title,
          order: data.order,
          summary: data.summary,
          sections: data.sections
            .map((section, index) => {
              const treatments = sectionTreatments(section, `sections.${index}`, file, catalogue);
              return {
                title: section.title,
                rows: treatments.flatMap((treatment) => treatmentRows(treatment, lang)),
                span: priceSpan(
                  treatments.flatMap((treatment) => treatmentPrices(treatment, lang).rangePrices),
                ),
                onConsultation: treatments.every(
                  (treatment) =>
                    !pricedOnlyInLists(treatment) && treatmentPrices(treatment, lang).main.length === 0,
                ),
              };
            })
            // A section whose treatments are all hidden says nothing.
            .filter((section) => section.rows.length > 0),
        };
      })
      // A hidden list, or one left with nothing to list, has no page and no link (hiddenPriceLists).
      .filter((list, index) => !entries[index]!.data.hidden && list.sections.length > 0)
      .sort((a, b) => a.order - b.order)
  );
}
