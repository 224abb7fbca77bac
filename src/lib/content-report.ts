/**
 * The content report: every figure the spec gave two ways (the old site's page against its price
 * list) and how it was resolved, figures that exist only in the price list, the notes content
 * editors left for the clinic, and the treatments whose booking button still leads to the booking
 * service's general page. It never changes a figure; it lists them so the clinic can confirm.
 * Plain data in, Swedish lines out; used by scripts/content-report.ts after every build.
 */
import { listSwedish } from './words.ts';
import { formatDuration, formatPrice, priceBounds, type Duration, type Price } from './price.ts';

interface ReportOption {
  label: string;
  price: Price;
  duration?: Duration | undefined;
  formerPagePrice?: Price | undefined;
  priceListOnly?: boolean | undefined;
}

export interface ReportTreatment {
  path: string;
  title: string;
  price?: Price | undefined;
  duration?: Duration | undefined;
  category?: string | undefined;
  /** "course" for a card of several visits (no single treatment time). */
  priceKind?: string | undefined;
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

// ---------------------------------------------------------------------------------------------
// Care pages (issue 27): figures a reader takes for typing errors, and the facts and policies
// the copy of the skin-care, laser, massage and waxing pages states that only the clinic can
// confirm. Every line starts with CLINIC_CONFIRMS, so other parts of the report stay apart.
// ---------------------------------------------------------------------------------------------

/** The start of every line in this part of the report. */
export const CLINIC_CONFIRMS = 'Att bekräfta:';

/**
 * Waxing pairs where the second covers the first and more: it should not cost less, nor take
 * less time. Paths are the spec's routes; a pair whose figures are in order gives no line.
 */
const LARGER_WAXING: ReadonlyArray<readonly [smaller: string, larger: string]> = [
  ['/Halvaben', '/Helaben'],
  ['/Halvaben+bikini', '/Helaben+bikini'],
  ['/Bikini', '/Brasiliansk'],
];

const minutesOf = (duration: Duration) => (duration.kind === 'fixed' ? duration.minutes : duration.max);
const amountOf = (price: Price) => priceBounds(price).max;

/** The most common price for each option label ("60 min") among treatments of one category. */
function usualOptionPrices(treatments: readonly ReportTreatment[]): Map<string, Price> {
  const counts = new Map<string, Map<string, { price: Price; count: number }>>();
  for (const option of treatments.flatMap((t) => t.options ?? [])) {
    const byPrice = counts.get(option.label) ?? new Map<string, { price: Price; count: number }>();
    const key = formatPrice(option.price);
    const entry = byPrice.get(key) ?? { price: option.price, count: 0 };
    byPrice.set(key, { ...entry, count: entry.count + 1 });
    counts.set(option.label, byPrice);
  }
  return new Map(
    [...counts].map(([label, byPrice]) => [
      label,
      [...byPrice.values()].sort((a, b) => b.count - a.count)[0]!.price,
    ]),
  );
}

/** Figures that look like typing errors to a reader: kept as the spec gives them, for the clinic. */
export function figuresToConfirm(treatments: readonly ReportTreatment[]): string[] {
  const lines: string[] = [];
  const byPath = new Map(treatments.map((t) => [t.path, t]));
  const name = (t: ReportTreatment) => `${t.title} (${t.path})`;
  for (const [smallerPath, largerPath] of LARGER_WAXING) {
    const smaller = byPath.get(smallerPath);
    const larger = byPath.get(largerPath);
    if (!smaller || !larger) continue;
    if (smaller.price && larger.price && amountOf(larger.price) <= amountOf(smaller.price)) {
      lines.push(
        `${CLINIC_CONFIRMS} ${name(larger)} kostar ${formatPrice(larger.price)}, inte mer än ${name(smaller)} (${formatPrice(smaller.price)}), fast den omfattar mer. Stämmer priserna?`,
      );
    }
    if (smaller.duration && larger.duration && minutesOf(larger.duration) <= minutesOf(smaller.duration)) {
      lines.push(
        `${CLINIC_CONFIRMS} ${name(larger)} tar ${formatDuration(larger.duration)}, inte längre än ${name(smaller)} (${formatDuration(smaller.duration)}), fast den omfattar mer. Stämmer tiderna?`,
      );
    }
  }
  const massages = treatments.filter((t) => t.category === 'massage');
  const usual = usualOptionPrices(massages);
  for (const t of massages) {
    const odd = (t.options ?? []).filter((option) => {
      const expected = usual.get(option.label);
      return expected !== undefined && formatPrice(expected) !== formatPrice(option.price);
    });
    if (odd.length === 0) continue;
    const figures = odd.map((option) => `${formatPrice(option.price)} för ${option.label}`);
    const others = odd.map((option) => formatPrice(usual.get(option.label)!));
    lines.push(
      `${CLINIC_CONFIRMS} ${name(t)} kostar ${listSwedish(figures)}, medan de andra massagerna kostar ${listSwedish(others)}. Stämmer priserna?`,
    );
  }
  const untimed = treatments.filter(
    (t) =>
      CARE_CATEGORIES.includes(t.category ?? '') &&
      t.priceKind !== 'course' &&
      !t.duration &&
      !t.options?.some((o) => o.duration),
  );
  if (untimed.length > 0) {
    lines.push(
      `${CLINIC_CONFIRMS} behandlingstiden saknas för ${listSwedish(untimed.map(name))}. Specen anger ingen tid, så sidorna visar ingen; hur lång är behandlingen?`,
    );
  }
  return lines.map((line) => line.replace(/\u00a0/g, ' '));
}

/** The categories whose copy this part of the report covers. */
const CARE_CATEGORIES = ['ansiktsbehandlingar', 'hydrafacial', 'laserbehandlingar', 'massage', 'vaxning'];

/**
 * What the copy of the care pages says on the clinic's behalf, which only the clinic can confirm.
 * Each says where the words stand, so a change is made in one place.
 */
export const careCopyToConfirm: readonly string[] = [
  `${CLINIC_CONFIRMS} omdömena på startsidan. Texten under dem (src/components/TestimonialCarousel) säger att kunderna ombeds om ett omdöme efter en behandling, att vi kontrollerar mot bokningen att skribenten har varit här, att inga omdömen är påhittade och att ingen får betalt eller rabatt för ett omdöme. Följer kliniken det? Exempelomdömena i src/content/testimonials.yaml ska bytas mot riktiga innan sidan publiceras.`,
  `${CLINIC_CONFIRMS} laserbehandlingarna (IPL, Frax 1550, Light & Bright). Sidorna säger att behandlingen görs av klinikens personal och att du får veta vid konsultationen vem som behandlar dig, att båda bär skyddsglasögon, att behandling närmare än två centimeter från ögat bara görs under ansvar av en legitimerad läkare (Strålsäkerhetsmyndighetens föreskrifter om laser och IPL, SSMFS 2014:4) och att vi aldrig behandlar innanför ögonhålan. Vem utför behandlingarna och vilken utbildning har de i Nordlys? Vilken läkare har ansvaret nära ögonen – är det den medicinskt ansvariga? Stämmer det att ni aldrig behandlar innanför ögonhålan?`,
  `${CLINIC_CONFIRMS} att varje laserbehandling börjar med en konsultation. Regeln om konsultation 48 timmar före gäller injektionsbehandlingar; sidorna säger nu att laserbehandlingar också kräver en konsultation först, men inte hur långt i förväg. Ska den bokas som ett eget besök, och är den kostnadsfri?`,
];
