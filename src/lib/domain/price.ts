/**
 * Prices and durations are data, never strings in copy. These are the shapes the content
 * schema accepts (see src/content.config.ts) and the one formatter that turns them into
 * Swedish text: `1 700 kr`, `från 3 300 kr`, `2 500–8 800 kr`, `15 min`, `30–75 min`.
 */

/** A price in whole kronor: a fixed amount, a "from" amount or a range. */
export type Price =
  | { kind: 'fixed'; amount: number }
  | { kind: 'from'; amount: number }
  | { kind: 'range'; min: number; max: number };

/** A duration in whole minutes: a fixed length or a range. */
export type Duration = { kind: 'fixed'; minutes: number } | { kind: 'range'; min: number; max: number };

// sv-SE groups thousands with a no-break space (U+00A0); Intl gives U+00A0 or the narrow
// U+202F depending on the ICU version, so the separator is normalised to keep output stable.
const kronorFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
const NBSP = '\u00a0';
const EN_DASH = '\u2013';

/** "1 500", thousands grouped as every figure on the site. */
export function formatNumber(value: number): string {
  return kronorFormat.format(value).replace(/[\u202f\u00a0 ]/g, NBSP);
}

export function formatPrice(price: Price): string {
  if (price.kind === 'fixed') return `${formatNumber(price.amount)}${NBSP}kr`;
  if (price.kind === 'from') return `från ${formatNumber(price.amount)}${NBSP}kr`;
  return `${formatNumber(price.min)}${EN_DASH}${formatNumber(price.max)}${NBSP}kr`;
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

/** The span of a list of prices, e.g. every waxing price as `50–1 800 kr`. */
export function priceSpan(prices: readonly Price[]): Price | undefined {
  if (prices.length === 0) return undefined;
  const bounds = prices.map(priceBounds);
  const min = Math.min(...bounds.map((b) => b.min));
  const max = Math.max(...bounds.map((b) => b.max));
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

/** What a page or price list says where the content gives no price. */
const PRICE_ON_CONSULTATION = 'Pris efter konsultation';

/** The same beside the label "Pris" in a treatment's facts, which should not read "Pris: Pris …". */
export const PRICE_VALUE_ON_CONSULTATION = 'Efter konsultation';

/** A price with what it covers ("1 700 kr per område"), or the consultation wording when absent. */
export function formatPriceWithNote(price: Price | undefined, note?: string): string {
  if (price === undefined) return PRICE_ON_CONSULTATION;
  return note ? `${formatPrice(price)} ${note}` : formatPrice(price);
}
