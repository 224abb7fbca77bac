/**
 * The content report: every place where the spec gives the same thing two figures (page and
 * price list), figures that exist only in the price list, and the notes content editors left
 * for the clinic. It never changes a figure; it lists them so the clinic can settle them.
 * Plain data in, Swedish lines out; used by scripts/content-report.ts after every build.
 */
import { formatPrice, type Price } from './price.ts';

interface ReportOption {
  label: string;
  price: Price;
  listPrice?: Price | undefined;
  priceListOnly?: boolean | undefined;
}

export interface ReportTreatment {
  path: string;
  title: string;
  price?: Price | undefined;
  listPrice?: Price | undefined;
  options?: readonly ReportOption[] | undefined;
  dataNotes?: readonly string[] | undefined;
}

const describePrice = (price: Price | undefined) => (price === undefined ? 'inget pris' : formatPrice(price));

export function contentReport(treatments: readonly ReportTreatment[]): string[] {
  const lines: string[] = [];
  for (const t of [...treatments].sort((a, b) => a.path.localeCompare(b.path, 'sv'))) {
    const name = `${t.title} (${t.path})`;
    if (t.listPrice !== undefined) {
      lines.push(`${name}: sidan visar ${describePrice(t.price)}, prislistan ${formatPrice(t.listPrice)}.`);
    }
    for (const option of t.options ?? []) {
      if (option.listPrice !== undefined) {
        lines.push(
          `${name}, ${option.label}: sidan visar ${formatPrice(option.price)}, prislistan ${formatPrice(option.listPrice)}.`,
        );
      }
      if (option.priceListOnly) {
        lines.push(`${name}: ${option.label} (${formatPrice(option.price)}) finns bara i prislistan.`);
      }
    }
    for (const note of t.dataNotes ?? []) lines.push(`${name}: ${note}`);
  }
  return lines;
}
