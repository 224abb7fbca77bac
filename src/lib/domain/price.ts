/**
 * Prices and durations are data, never strings in copy. These are the shapes the content
 * schema accepts (see src/content.config.ts) and the one formatter that turns them into text in
 * a page's language: `1 700 kr`, `från 3 300 kr`, `2 500–8 800 kr` in Swedish, `SEK 1,700`,
 * `from SEK 3,300`, `SEK 2,500–8,800` in English (decision 0022); `15 min`, `30–75 min` in both.
 * Imports with extensions only: the Node scripts (the content report) load it as is.
 */
import type { Lang } from '../../config/routes.ts';
import * as englishWords from '../../i18n/en/price.ts';
import * as swedishWords from '../../i18n/sv/price.ts';

/** A words module's shape, any text in place of the Swedish one. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/** The words of a price in each language (src/i18n/sv/price.ts, src/i18n/en/price.ts). */
const PRICE_WORDS: Record<Lang, Words<typeof swedishWords>> = { sv: swedishWords, en: englishWords };

/** A price in whole kronor: a fixed amount, a "from" amount or a range. */
export type Price =
  | { kind: 'fixed'; amount: number }
  | { kind: 'from'; amount: number }
  | { kind: 'range'; min: number; max: number };

/** A duration in whole minutes: a fixed length or a range. */
export type Duration = { kind: 'fixed'; minutes: number } | { kind: 'range'; min: number; max: number };

// sv-SE groups thousands with a no-break space (U+00A0); Intl gives U+00A0 or the narrow
// U+202F depending on the ICU version, so the separator is normalised to keep output stable.
// en-GB groups them with a comma ("1,700").
const NUMBER_FORMATS: Record<Lang, Intl.NumberFormat> = {
  sv: new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }),
};
const NBSP = '\u00a0';
const EN_DASH = '\u2013';

/** "1 500" ("1,500" in English), thousands grouped as every figure on the site. */
export function formatNumber(value: number, lang: Lang = 'sv'): string {
  return NUMBER_FORMATS[lang].format(value).replace(/[\u202f\u00a0 ]/g, NBSP);
}

export function formatPrice(price: Price, lang: Lang = 'sv'): string {
  const words = PRICE_WORDS[lang];
  const figure = (amount: number) => formatNumber(amount, lang);
  if (price.kind === 'fixed') return words.inCurrency(figure(price.amount));
  if (price.kind === 'from') return words.from(words.inCurrency(figure(price.amount)));
  return words.inCurrency(`${figure(price.min)}${EN_DASH}${figure(price.max)}`);
}

export function formatDuration(duration: Duration): string {
  if (duration.kind === 'fixed') return `${duration.minutes}${NBSP}min`;
  return `${duration.min}${EN_DASH}${duration.max}${NBSP}min`;
}

/** The lowest and highest amount a price can mean, for ranges across many treatments. */
export function priceBounds(price: Price): { min: number; max: number } {
  if (price.kind !== 'range') return { min: price.amount, max: price.amount };
  return { min: price.min, max: price.max };
}

/**
 * The span of a list of prices, e.g. every waxing price as `50–1 800 kr`. A "from" price has no
 * ceiling, so a list that holds one spans "från" its lowest figure: a range would promise a
 * highest price that the "from" treatment may pass.
 */
export function priceSpan(prices: readonly Price[]): Price | undefined {
  if (prices.length === 0) return undefined;
  const bounds = prices.map(priceBounds);
  const min = Math.min(...bounds.map((b) => b.min));
  const max = Math.max(...bounds.map((b) => b.max));
  if (prices.some((price) => price.kind === 'from')) return { kind: 'from', amount: min };
  return min === max ? { kind: 'fixed', amount: min } : { kind: 'range', min, max };
}

/** The span of a list of durations, e.g. a massage's variants as `60–90 min`. */
export function durationSpan(durations: readonly Duration[]): Duration | undefined {
  if (durations.length === 0) return undefined;
  const bounds = durations.map((d) => (d.kind === 'fixed' ? { min: d.minutes, max: d.minutes } : d));
  const min = Math.min(...bounds.map((b) => b.min));
  const max = Math.max(...bounds.map((b) => b.max));
  return min === max ? { kind: 'fixed', minutes: min } : { kind: 'range', min, max };
}

/** What a treatment's facts say beside the label "Pris" where the content gives no price. */
export function priceValueOnConsultation(lang: Lang = 'sv'): string {
  return PRICE_WORDS[lang].valueOnConsultation;
}

/** The Swedish one, as the tests of the Swedish pages read it. */
export const PRICE_VALUE_ON_CONSULTATION = priceValueOnConsultation('sv');

/** A price with what it covers ("1 700 kr per område"), or the consultation wording when absent. */
export function formatPriceWithNote(price: Price | undefined, note?: string, lang: Lang = 'sv'): string {
  if (price === undefined) return PRICE_WORDS[lang].onConsultation;
  return note ? `${formatPrice(price, lang)} ${note}` : formatPrice(price, lang);
}
