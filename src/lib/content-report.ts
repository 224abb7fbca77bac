/**
 * The content report: every figure the spec gave two ways (the old site's page against its price
 * list) and how it was resolved, figures that exist only in the price list, the notes content
 * editors left for the clinic, and the treatments whose booking button still leads to the booking
 * service's general page. It never changes a figure; it lists them so the clinic can confirm.
 * Plain data in, Swedish lines out; used by scripts/content-report.ts after every build.
 */
import { formatPrice, type Price } from './price.ts';

interface ReportOption {
  label: string;
  price: Price;
  formerPagePrice?: Price | undefined;
  priceListOnly?: boolean | undefined;
}

export interface ReportTreatment {
  path: string;
  title: string;
  price?: Price | undefined;
  formerPagePrice?: Price | undefined;
  options?: readonly ReportOption[] | undefined;
  dataNotes?: readonly string[] | undefined;
  bookingHref?: string | undefined;
}

/** The line for a figure the price list settled; the report test and the clinic read it. */
const resolved = (name: string, price: Price, former: Price) =>
  `${name}: prislistans ${formatPrice(price)} gäller överallt (den gamla sidan visade ${formatPrice(former)}).`;

export function contentReport(treatments: readonly ReportTreatment[]): string[] {
  const lines: string[] = [];
  const sorted = [...treatments].sort((a, b) => a.path.localeCompare(b.path, 'sv'));
  for (const t of sorted) {
    const name = `${t.title} (${t.path})`;
    if (t.formerPagePrice !== undefined && t.price !== undefined) {
      lines.push(resolved(name, t.price, t.formerPagePrice));
    }
    for (const option of t.options ?? []) {
      if (option.formerPagePrice !== undefined) {
        lines.push(resolved(`${name}, ${option.label}`, option.price, option.formerPagePrice));
      }
      if (option.priceListOnly) {
        lines.push(`${name}: ${option.label} (${formatPrice(option.price)}) finns bara i prislistan.`);
      }
    }
    for (const note of t.dataNotes ?? []) lines.push(`${name}: ${note}`);
  }
  const onFallback = sorted.filter((t) => t.bookingHref === undefined).map((t) => t.path);
  if (onFallback.length > 0) {
    lines.push(
      `Bokningslänk: ${onFallback.length} av ${sorted.length} behandlingar leder till bokningstjänstens allmänna sida (clinic.bookingUrl) i stället för en egen tjänst (bookingHref i innehållsfilen): ${onFallback.join(', ')}.`,
    );
  }
  return lines;
}
