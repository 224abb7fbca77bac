/**
 * The content as the clinic left it, read straight from its folder (src/content, or CONTENT_DIR's:
 * src/config/folders.ts), for browser and site tests
 * that compare a built page with its own files (a relation) rather than with figures typed into
 * the test: a price, a treatment or a testimonial the clinic adds, changes or deletes in the
 * editor changes the expectation with it. Prices are formatted by the site's one formatter
 * (src/lib/domain/price.ts, through src/lib/domain/treatment-prices.ts);
 * tests/site/price-consistency.test.ts checks that formatter independently. Validation is the build's (the schemas); this only reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  formatNumber,
  formatPriceWithNote,
  PRICE_VALUE_ON_CONSULTATION,
  type Price,
} from '../../src/lib/domain/price';
import type { Lang } from '../../src/config/routes';
import { frontMatterOf, readContentYaml } from '../../src/schemas/read-yaml';
import { regulatedNamesOf, sortTestimonials } from '../../src/lib/domain/regulated-care';
import { readRegulatedPages } from '../../src/lib/build/treatment-files';
import { treatmentPrices, type TreatmentPriceData } from '../../src/lib/domain/treatment-prices';
import { CONTENT_DIR } from '../../src/config/folders';
import { escapeRegExp } from '../../src/schemas/regexp';

const CONTENT = CONTENT_DIR;

interface Ordered {
  id: string;
  path: string;
  title: string;
  menuTitle?: string;
  order: number;
}

export interface ContentTreatment extends Ordered, Omit<TreatmentPriceData, 'options'> {
  /** Its content file, from the project root. */
  file: string;
  category: string;
  hidden?: boolean;
  photo?: { file: string; alt: string };
  faq?: unknown[];
  group?: string;
  options?: TreatmentPriceData['options'];
  /** Its own booking page, or undefined for the clinic's (bookingUrl). */
  bookingHref?: string;
  /** Its own consultation on the booking service, or undefined for the clinic's (consultationUrl). */
  consultationHref?: string;
  /** The booking button's own words, or undefined for "Boka nu". */
  bookingLabel?: string;
  /** A prescription medicine without an aesthetic aim: a page of information, no booking button (decision 0027). */
  prescriptionOnly?: boolean;
  /** Given with a prescription medicine: its page and cards show no price (decision 0027). */
  prescriptionMedicine?: boolean;
}
export interface ContentGroup extends Ordered {
  category: string;
  faq?: unknown[];
  hidden?: boolean;
}
export interface ContentCategory extends Ordered {
  showPriceList?: boolean;
  hidden?: boolean;
  careKind?: 'injection' | 'physician' | 'device' | 'beauty';
  /** Offered without invoice or instalments. */
  noCredit?: boolean;
  detailScreen?: 'treatment' | 'simple';
}
export type ContentPriceSection = { title: string } & (
  | { kind: 'group'; group: string }
  | { kind: 'category'; category: string }
  | { kind: 'treatments'; treatments: string[] }
);
export interface ContentPriceList extends Ordered {
  sections: ContentPriceSection[];
  hidden?: boolean;
}

const filesIn = (folder: string, extension: string) =>
  readdirSync(join(CONTENT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => ({
      id: file.replace(/^.*\/|\.[a-z]+$/g, '').toLowerCase(),
      file: join(CONTENT, folder, file),
    }));

const yamlEntries = <T>(folder: string): T[] =>
  filesIn(folder, '.yaml').map(({ id, file }) => ({ id, ...(readContentYaml(file) as object) }) as T);

/** The catalogue's order: by `order`, then by title as Swedish sorts it (src/lib/domain/catalogue.ts). */
const byOrder = (a: Ordered, b: Ordered) => a.order - b.order || a.title.localeCompare(b.title, 'sv');

export const treatments: ContentTreatment[] = filesIn('treatments', '.md')
  .map(
    ({ id, file }) =>
      ({ id, file, ...(frontMatterOf(readFileSync(file, 'utf8'), file) as object) }) as ContentTreatment,
  )
  .sort(byOrder);
export const groups: ContentGroup[] = yamlEntries<ContentGroup>('groups').sort(byOrder);
export const categories: ContentCategory[] = yamlEntries<ContentCategory>('categories').sort(byOrder);
export const priceLists: ContentPriceList[] = yamlEntries<ContentPriceList>('price-lists').sort(byOrder);
export const concerns = yamlEntries<Ordered & { treatments: string[] }>('concerns').sort(byOrder);
export const testimonials = readContentYaml(join(CONTENT, 'testimonials.yaml')) as Array<{
  author: string;
  text: string;
}>;
/**
 * The names of the injection and thread-lift pages, and the reviews the home page may show: those
 * that name neither (src/lib/domain/regulated-care.ts).
 */
export const regulatedNames = regulatedNamesOf(readRegulatedPages());
export const shownTestimonials = sortTestimonials(testimonials, regulatedNames).shown;
const clinicFile = readContentYaml(join(CONTENT, 'clinic.yaml')) as {
  name: string;
  siteUrl: string;
  email: string;
  phone: { display: string; e164: string };
  address: { street: string; postalCode: string };
  social?: Array<{ label: string; href: string }>;
  copyrightYear: number;
  bookingUrl: string;
  giftCardUrl?: string;
  openingHours: {
    regular: Array<{ from: string; to?: string; opens?: string; closes?: string; note?: string }>;
  };
};

/** The clinic's facts as its file gives them, an empty list where the file has none (social media). */
export const clinic = { ...clinicFile, social: clinicFile.social ?? [] };

/** The phone number as a link's name reads it, whatever spaces or hyphens the page writes between its digits. */
export const PHONE_NAME = new RegExp(
  clinic.phone.display
    .split(/[\s-]+/)
    .map((part) => escapeRegExp(part))
    .join('.'),
);

/** The site's origin, as the clinic wrote it (siteUrl): "https://www.klinik.se". */
export const SITE = new URL(clinic.siteUrl).origin;

/** The site's URL of one of its paths, as canonical links, alternates and the sitemap write it. */
export const siteUrlOf = (path: string) => new URL(path, SITE).href;

/**
 * Whether an entry has a page: not hidden itself, nor its group or category (the hide switch,
 * src/schemas/fields.ts). A hidden entry is in the content and nowhere on the site.
 */
export function isShown(entry: { hidden?: boolean; group?: string; category?: string }): boolean {
  if (entry.hidden) return false;
  if (entry.group !== undefined && groups.find((g) => g.id === entry.group)?.hidden) return false;
  return !(entry.category !== undefined && categories.find((c) => c.id === entry.category)?.hidden);
}
export const shownTreatments = treatments.filter(isShown);
export const shownGroups = groups.filter(isShown);
export const shownCategories = categories.filter(isShown);

/** The consultation banner's titles and text (src/content/pages/konsultation.yaml), as far as tests read them. */
export const consultation = readContentYaml(join(CONTENT, 'pages/konsultation.yaml')) as {
  title: string;
  plainTitle: string;
  text: string;
  choiceTitle: string;
};

/** The home page's texts (src/content/pages/hem.yaml), as far as tests read them. */
export const homeTexts = readContentYaml(join(CONTENT, 'pages/hem.yaml')) as {
  testimonialsTitle: string;
  testimonialsPolicy: string;
};

/** A group's treatments, in the order its carousel shows them. */
export const groupTreatments = (groupId: string) => treatments.filter((t) => t.group === groupId);

/** A category's treatments as its page lists them: its groups and its own treatments, in order. */
export function categoryTreatments(categoryId: string): ContentTreatment[] {
  const listed = [
    ...groups
      .filter((g) => g.category === categoryId)
      .map((g) => ({ entry: g, treatments: groupTreatments(g.id) })),
    ...treatments
      .filter((t) => t.category === categoryId && t.group === undefined)
      .map((t) => ({ entry: t, treatments: [t] })),
  ];
  return listed.sort((a, b) => byOrder(a.entry, b.entry)).flatMap((item) => item.treatments);
}

/** The treatments a price list section lists, in its order. */
export function sectionTreatments(section: ContentPriceSection): ContentTreatment[] {
  if (section.kind === 'group') return groupTreatments(section.group);
  if (section.kind === 'category') return categoryTreatments(section.category);
  // A line to a deleted treatment is left out of the list, as the build leaves it out (decision 0034).
  return section.treatments.flatMap((path) => treatments.filter((t) => t.path === path));
}

/** The price lists with a page: not hidden, and with a shown treatment in a section (an empty list is left out). */
export const shownPriceLists = priceLists.filter(
  (list) => !list.hidden && list.sections.some((section) => sectionTreatments(section).some(isShown)),
);

/** What a treatment costs, as the site reads its file. */
export const pricesOf = (t: ContentTreatment) => treatmentPrices({ ...t, options: t.options ?? [] });

/** A treatment's rows in a price list: [name, ordinary price], formatted as the site formats them. */
export function priceRows(t: ContentTreatment): Array<[name: string, price: string]> {
  const { options } = pricesOf(t);
  if (options.length === 0) return [[t.title, formatPriceWithNote(undefined)]];
  return options.map((option) => [option.listName, formatPriceWithNote(option.price, option.note)]);
}

/**
 * Whether a treatment's page shows its prices: not a prescription-only treatment's (a page of
 * information rather than an offer) nor one given with a prescription medicine (decision 0027);
 * their prices are in the price list only.
 */
export const showsItsPrices = (t: ContentTreatment) => !t.prescriptionOnly && !t.prescriptionMedicine;

/** The facts with a price a treatment page shows: [label, figure with its note]. */
export function pagePrices(t: ContentTreatment): Array<[label: string, price: string]> {
  if (!showsItsPrices(t)) return [];
  const { onPage, main } = pricesOf(t);
  const own: Array<[string, string]> = main.length === 0 ? [['Pris', PRICE_VALUE_ON_CONSULTATION]] : [];
  return [
    ...own,
    ...onPage.map((o): [string, string] => [o.pageLabel, formatPriceWithNote(o.price, o.note)]),
  ];
}

/** A price's figures as every page writes them, whatever the language's words around them: ["1 700"], ["2 500", "8 800"]. */
export function priceFigures(price: Price, lang: Lang = 'sv'): string[] {
  return (price.kind === 'range' ? [price.min, price.max] : [price.amount]).map((amount) =>
    formatNumber(amount, lang).replace(/\u00a0/g, ' '),
  );
}
