/**
 * What a treatment costs: the one reading of a treatment's price data that every place showing
 * a price goes through (the treatment page's facts, the cards on overview and category pages,
 * the price list rows, the spans on /Priser and the JSON-LD offers). A price is typed once in
 * the treatment's content file; nothing else decides which figures a treatment has.
 *
 * The data (src/content.config.ts): either a `price` of its own (with `priceNote`, `duration`),
 * or options. Options with a duration are the treatment's variants ("60 min", "90 min") and
 * stand instead of an own price; options without one stand beside it: a course, an add-on, or a
 * single treatment sold under its own name (Crystal Peel).
 *
 * THE RANGE RULE (/Priser and every section span): a range covers single treatments only, in
 * every category. Courses, punch cards (Klippkort) and add-ons are never part of a range: they
 * are not what one visit costs, and would make "från–till" read as if one visit could cost that.
 */
import {
  durationSpan,
  formatDuration,
  formatPriceWithNote,
  priceBounds,
  type Duration,
  type Price,
} from './price';
import { langOfPath, type Lang } from '../../config/routes';
import { uiWords } from '../../i18n/ui';

/** What a price buys: one treatment, a course or punch card of several, or an add-on to another. */
type PriceKind = 'single' | 'course' | 'addon';

/** The price fields of a treatment, as the content schema gives them. */
export interface TreatmentPriceData {
  title: string;
  price?: Price | undefined;
  priceNote?: string | undefined;
  duration?: Duration | undefined;
  /** What the treatment's own price buys: a punch card is sold as a course. */
  priceKind?: PriceKind | undefined;
  options: ReadonlyArray<{
    label: string;
    price: Price;
    duration?: Duration | undefined;
    kind?: PriceKind | undefined;
    /** Sold under its own name: the price list row says only this name. */
    ownName?: boolean | undefined;
    priceListOnly?: boolean | undefined;
  }>;
  /** Prescription medicines: see pricedOnlyInLists. */
  prescriptionOnly?: boolean | undefined;
  prescriptionMedicine?: boolean | undefined;
}

/**
 * A treatment given with a prescription medicine, with or without an aesthetic aim, shows no
 * price beside its words: not on its page, its cards, the search, its share image or the spans on
 * /Priser, since a price with a call to act is advertising the medicine (läkemedelslagen 12 kap.).
 * Its rows stay in the price lists, which Läkemedelsverket's rules (LVFS 2009:6, 3 §) leave out of
 * advertising as factual lists that make no claims (decision 0027). Its cards show no time either:
 * a card with a time slot and nothing else reads as a product on offer; the page's facts still
 * give the time.
 */
export function pricedOnlyInLists(
  treatment: Pick<TreatmentPriceData, 'prescriptionOnly' | 'prescriptionMedicine'>,
) {
  return treatment.prescriptionOnly === true || treatment.prescriptionMedicine === true;
}

interface PricedOption {
  /** The row's name in a price list: "Sportmassage, 60 min", "PRX-T33: Tillägg: Profhilo". */
  listName: string;
  /** The label on the treatment page: "Pris", "Pris 60 min", "Kur om 4 behandlingar". */
  pageLabel: string;
  price: Price;
  /** What the price covers ("per område"); only the treatment's own price has one. */
  note?: string | undefined;
  duration?: Duration | undefined;
  kind: PriceKind;
  /** The treatment's own price or one of its variants, rather than something sold beside it. */
  main: boolean;
  /** Shown on the treatment page (and in its JSON-LD); false for figures only the price list has. */
  onPage: boolean;
  /** Sold under its own name, which the treatment page does not describe: listed without a link. */
  ownName: boolean;
}

interface TreatmentPrices {
  /** Every priced option in order: own price or variants first, then what is sold beside them. */
  options: PricedOption[];
  /** The options the treatment page shows, and its JSON-LD offers: none for a medicine (pricedOnlyInLists). */
  onPage: PricedOption[];
  /** The treatment's own prices (own price or variants). Empty when set after a consultation. */
  main: PricedOption[];
  /** The figures of single treatments, for ranges (see THE RANGE RULE above); none for a medicine. */
  rangePrices: Price[];
  /** One line for a card: the one price, or "från" the lowest when there are several; empty for a medicine. */
  cardPrice: string;
  /** The time a card shows: the one duration, or the span of the variants' ("60–90 min"); none for a medicine. */
  cardDuration: string | undefined;
}

/**
 * A treatment's prices, their words (labels, "från", the currency) in `lang`: by default the
 * language of the treatment's own page, so an English entry (at /en/…) reads in English wherever
 * it is listed (the search's page list, the share cards).
 */
export function treatmentPrices(
  treatment: TreatmentPriceData & { path?: string | undefined },
  lang: Lang = treatment.path === undefined ? 'sv' : langOfPath(treatment.path),
): TreatmentPrices {
  const priceLabel = uiWords(lang).site.treatment.price;
  const variants = treatment.options.filter((option) => option.duration !== undefined);
  const beside = treatment.options.filter((option) => option.duration === undefined);
  const main: PricedOption[] =
    variants.length > 0
      ? variants.map((option) => ({
          listName: `${treatment.title}, ${formatDuration(option.duration!)}`,
          pageLabel: `${priceLabel} ${option.label}`,
          price: option.price,
          duration: option.duration,
          kind: option.kind ?? 'single',
          main: true,
          onPage: !option.priceListOnly,
          ownName: false,
        }))
      : treatment.price === undefined
        ? []
        : [
            {
              listName: treatment.title,
              pageLabel: priceLabel,
              price: treatment.price,
              note: treatment.priceNote,
              duration: treatment.duration,
              kind: treatment.priceKind ?? 'single',
              main: true,
              onPage: true,
              ownName: false,
            },
          ];
  const others: PricedOption[] = beside.map((option) => ({
    listName: option.ownName ? option.label : `${treatment.title}: ${option.label}`,
    pageLabel: option.label,
    price: option.price,
    kind: option.kind ?? 'single',
    main: false,
    onPage: !option.priceListOnly,
    ownName: option.ownName ?? false,
  }));
  const options = [...main, ...others];
  const shownMain = main.filter((option) => option.onPage);
  const listOnly = pricedOnlyInLists(treatment);
  return {
    options,
    onPage: listOnly ? [] : options.filter((option) => option.onPage),
    main,
    // A span on /Priser is a price beside a medicine's name outside its list: none for a medicine.
    rangePrices: listOnly
      ? []
      : options.filter((option) => option.kind === 'single').map((option) => option.price),
    cardPrice: listOnly ? '' : cardPrice(shownMain, lang),
    cardDuration: listOnly ? undefined : cardDuration(shownMain),
  };
}

/** "1 700 kr per område" for one price; "från 695 kr" for several (the lowest of them). */
function cardPrice(main: readonly PricedOption[], lang: Lang): string {
  const [only] = main;
  if (main.length <= 1) return formatPriceWithNote(only?.price, only?.note, lang);
  const lowest = Math.min(...main.map((option) => priceBounds(option.price).min));
  return formatPriceWithNote({ kind: 'from', amount: lowest }, undefined, lang);
}

function cardDuration(main: readonly PricedOption[]): string | undefined {
  const span = durationSpan(
    main.flatMap((option) => (option.duration === undefined ? [] : [option.duration])),
  );
  return span === undefined ? undefined : formatDuration(span);
}
