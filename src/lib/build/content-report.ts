/**
 * The content report: every figure the old site gave two ways (the old site's page against its price
 * list) and how it was resolved, figures that exist only in the price list, the notes content
 * editors left for the clinic, and the treatments whose booking button still leads to the booking
 * service's general page. It never changes a figure; it lists them so the clinic can confirm.
 * Plain data in, Swedish lines out; used by scripts/content-report.ts after every build.
 */
import { listSwedish } from '../../i18n/words.ts';
import { formatDuration, formatPrice, priceBounds, type Duration, type Price } from '../domain/price.ts';
import { SOURCE_FIELD } from '../../schemas/translation.ts';

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
  /** The overview page's id, for a treatment that has one. */
  group?: string | undefined;
  /** Left off the menus, price lists and guide (the editor's "Dölj"). */
  hidden?: boolean | undefined;
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
  const shown = sorted.filter((t) => !t.hidden);
  const onFallback = shown.filter((t) => t.bookingHref === undefined).map((t) => t.path);
  if (onFallback.length > 0) {
    lines.push(
      `Bokningslänk: ${onFallback.length} av ${shown.length} behandlingar leder till bokningstjänstens allmänna sida (clinic.bookingUrl) i stället för en egen tjänst (bookingHref i innehållsfilen): ${onFallback.join(', ')}.`,
    );
  }
  // A visitor plans the visit by its length; the original figures give none for these, and the
  // site does not guess one. A course card has no single visit.
  const withoutTime = sorted.filter((t) => !t.hidden && t.duration === undefined && t.priceKind !== 'course');
  if (withoutTime.length > 0) {
    lines.push(
      `Behandlingstid saknas, så sidan säger inte hur lång tid besöket tar: ${withoutTime.map((t) => t.path).join(', ')}. Fyll i Behandlingstid i redigeraren (duration i innehållsfilen).`,
    );
  }
  // A hidden page is a choice to come back to: shown again, or removed for good.
  const hidden = sorted.filter((t) => t.hidden);
  if (hidden.length > 0) {
    lines.push(
      `Dolda behandlingar, som webbplatsen inte visar: ${hidden.map((t) => `${t.title} (${t.path})`).join(', ')}. Ta bort dem om ni aldrig ska erbjuda dem, eller visa dem igen (Dölj sidan i redigeraren) när ni har bestämt att de ska finnas på webbplatsen.`,
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Figures a reader takes for typing errors, found by comparing treatments of one category. Every
// line starts with CLINIC_CONFIRMS, so other parts of the report stay apart.
// ---------------------------------------------------------------------------------------------

/** The start of every line in this part of the report. */
const CLINIC_CONFIRMS = 'Att bekräfta:';

const minutesOf = (duration: Duration) => (duration.kind === 'fixed' ? duration.minutes : duration.max);
const amountOf = (price: Price) => priceBounds(price).max;
const wordsOf = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/**
 * Whether `larger` is `smaller` and more: in the same category, its title holds every word of the
 * other's and at least one more ("Vaxning hela ben och bikini" and "Vaxning hela ben").
 */
function covers(larger: ReportTreatment, smaller: ReportTreatment): boolean {
  if (larger === smaller || larger.category !== smaller.category) return false;
  const big = wordsOf(larger.title);
  const small = wordsOf(smaller.title);
  return big.size > small.size && [...small].every((word) => big.has(word));
}

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
    [...counts]
      .map(([label, byPrice]) => {
        const sorted = [...byPrice.values()].sort((a, b) => b.count - a.count);
        // A usual price is one most of them share; with no majority there is nothing to compare to.
        const total = sorted.reduce((sum, { count }) => sum + count, 0);
        return [label, sorted[0]!.count * 2 > total ? sorted[0]!.price : undefined] as const;
      })
      .filter((pair): pair is readonly [string, Price] => pair[1] !== undefined),
  );
}

/** Figures that look like typing errors to a reader: kept as the content gives them, for the clinic. */
export function figuresToConfirm(treatments: readonly ReportTreatment[]): string[] {
  const lines: string[] = [];
  const shown = treatments.filter((t) => !t.hidden);
  const name = (t: ReportTreatment) => `${t.title} (${t.path})`;
  for (const larger of shown) {
    for (const smaller of shown.filter((t) => covers(larger, t))) {
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
  }
  const categories = [...new Set(shown.map((t) => t.category))];
  for (const category of categories) {
    const inCategory = shown.filter((t) => t.category === category);
    const usual = usualOptionPrices(inCategory);
    for (const t of inCategory) {
      const odd = (t.options ?? []).filter((option) => {
        const expected = usual.get(option.label);
        return expected !== undefined && formatPrice(expected) !== formatPrice(option.price);
      });
      if (odd.length === 0) continue;
      const figures = odd.map((option) => `${formatPrice(option.price)} för ${option.label}`);
      const others = odd.map((option) => formatPrice(usual.get(option.label)!));
      lines.push(
        `${CLINIC_CONFIRMS} ${name(t)} kostar ${listSwedish(figures)}, medan de andra i samma kategori kostar ${listSwedish(others)}. Stämmer priserna?`,
      );
    }
  }
  return lines.map((line) => line.replace(/\u00a0/g, ' '));
}

/**
 * The reviews the home page withholds because they name an injection treatment or a thread lift
 * (src/lib/testimonials.ts): a review the clinic adds never vanishes without a word.
 */
export function withheldTestimonials(withheld: ReadonlyArray<{ author: string; text: string }>): string[] {
  return withheld.map(
    (t) =>
      `Omdömet från ${t.author} visas inte på startsidan, eftersom det handlar om en injektionsbehandling eller ett trådlyft: "${t.text}"`,
  );
}

/**
 * Treatments no concern leads to: the guide by concern (/Besvar) should reach every treatment,
 * but a new treatment the clinic has not yet placed under a concern is no reason to stop a
 * publish. The report names each, so the clinic can add it to a concern in the editor.
 */
export function concernGaps(
  treatments: ReadonlyArray<{ path: string; title: string; hidden?: boolean | undefined }>,
  concerns: ReadonlyArray<{ treatments: readonly string[] }>,
): string[] {
  const named = new Set(concerns.flatMap((concern) => concern.treatments));
  // A hidden treatment has no page for a concern to lead to.
  return treatments
    .filter((treatment) => !treatment.hidden && !named.has(treatment.path))
    .map(
      (treatment) =>
        `Inget besvär leder till ${treatment.title} (${treatment.path}). Lägg till behandlingen under ett besvär (Besvär i redigeraren, src/content/concerns/) om besökare ska hitta den via guiden ${'"'}Vad vill du behandla?${'"'}.`,
    );
}

/** A price list's sections as its file writes them: a group, a category or treatments by path. */
export interface ReportPriceList {
  sections: ReadonlyArray<{ group?: string; category?: string; treatments?: readonly string[] }>;
}

/**
 * Shown treatments no price list shows: a list that names its treatments one by one does not take
 * in a new one by itself. No reason to stop a publish (the treatment's own page shows its price),
 * but the report names each, so the clinic can add it to a price list in the editor.
 */
export function priceListGaps(
  treatments: readonly ReportTreatment[],
  priceLists: readonly ReportPriceList[],
): string[] {
  const sections = priceLists.flatMap((list) => list.sections);
  const listed = (t: ReportTreatment) =>
    sections.some(
      (section) =>
        section.treatments?.includes(t.path) ||
        (t.group !== undefined && section.group === t.group) ||
        (t.category !== undefined && section.category === t.category),
    );
  return treatments
    .filter((t) => !t.hidden && !listed(t))
    .map(
      (t) =>
        `${t.title} (${t.path}) står inte i någon prislista, och inte heller på /Priser. Lägg till behandlingen i en prislista (Prislistor i redigeraren, src/content/price-lists/) om dess pris ska synas där.`,
    );
}

/** The entries of one kind ("behandlingar") and where each stands in English (decision 0022). */
export interface ReportTranslations {
  /** The kind in Swedish, plural: "behandlingar", "fasta sidor". */
  kind: string;
  entries: ReadonlyArray<{
    title: string;
    path: string;
    hasEnglish: boolean;
    untranslated: readonly string[];
    /** Lists of words the English has fewer items of than the Swedish (decision 0022). */
    shorter: readonly string[];
    /** The English file, and the fields (or people) whose Swedish words changed since it was written. */
    englishFile?: string;
    outdated?: readonly string[];
  }>;
}

/** The command that records an English file as checked against the Swedish words it translates. */
const MARK_CURRENT = 'npm run english:current --';

/**
 * What is not yet in English: per kind, the entries with no English at all, then each entry
 * whose English still lacks some words (shown in Swedish on the English page until then).
 */
export function untranslatedContent(kinds: readonly ReportTranslations[]): string[] {
  const lines: string[] = [];
  for (const { kind, entries } of kinds) {
    const missing = entries.filter((entry) => !entry.hasEnglish);
    if (missing.length > 0) {
      lines.push(
        `Engelska saknas för ${missing.length} av ${entries.length} ${kind}: ${missing.map((e) => `${e.title} (${e.path})`).join(', ')}. Deras engelska sidor säger att sidan inte är översatt och länkar till den svenska. Skriv de engelska texterna i redigeraren (språket EN).`,
      );
    }
    for (const entry of entries.filter((e) => e.hasEnglish && e.untranslated.length > 0)) {
      lines.push(
        `${entry.title} (${entry.path}): den engelska sidan visar ännu svensk text i ${entry.untranslated.length === 1 ? 'fältet' : 'fälten'} ${listSwedish(entry.untranslated)}. Fyll i fälten på engelska i redigeraren.`,
      );
    }
    for (const entry of entries.filter((e) => e.hasEnglish && (e.outdated?.length ?? 0) > 0)) {
      const fields = entry.outdated!;
      lines.push(
        `${entry.title} (${entry.path}): den svenska texten i ${fields.length === 1 ? 'fältet' : 'fälten'} ${listSwedish(fields)} har ändrats sedan den engelska skrevs, så den engelska sidan säger att den inte är översatt. Uppdatera den engelska texten i redigeraren (språket EN): när den engelska är ändrad räknas den som översatt igen. Stämmer den engelska redan, skriv ${MARK_CURRENT} ${entry.englishFile}: kommandot sparar i filens fält ${SOURCE_FIELD} vilken svensk och engelsk text som hör ihop.`,
      );
    }
    for (const entry of entries.filter((e) => e.hasEnglish && e.shorter.length > 0)) {
      lines.push(
        `${entry.title} (${entry.path}): på engelska har ${listSwedish(entry.shorter)} färre rader än på svenska. Se efter att ingen fråga, inget råd och ingen rad om vem behandlingen inte passar fattas på engelska.`,
      );
    }
  }
  return lines;
}
