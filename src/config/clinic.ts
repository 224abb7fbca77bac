/**
 * The clinic's facts that are not catalogue content: one place for each, used by the header,
 * footer, contact and booking pages and structured data. They are data in src/content/clinic.yaml
 * (edited in the CMS at /admin), checked here against src/schemas/clinic.ts when the build
 * starts: a wrong value stops it with the field named.
 *
 * The repository ships SAMPLE values (`sample: true`): the phone number is from the range PTS
 * reserves for fiction and the addresses use `.example`. The production build refuses them and
 * lists what is left (src/lib/build/publish-check.ts).
 */
import { existsSync } from 'node:fs';
import { loadContentYaml } from '../schemas/read-yaml.ts';
import { clinicSchema, EXCEPTION_LEAD_DAYS, WEEKDAYS } from '../schemas/clinic.ts';
import { englishFileSchema, englishView, wordsOf } from '../schemas/translation.ts';
import { englishFileOf } from './english-files.ts';
import type { Lang } from './routes.ts';
import { contentPath } from './folders.ts';

/** Relative to the project root, where every build and script runs. */
export const CLINIC_FILE = contentPath('clinic.yaml');

/** The English words of the clinic's facts (decision 0022): src/content/en/clinic.yaml. */
const ENGLISH_CLINIC_FILE = englishFileOf(CLINIC_FILE);

/** Where the words of the clinic's facts are: the tagline, notes, notices, titles, payment methods. */
const CLINIC_WORDS = wordsOf(clinicSchema)!;

/** Read when astro.config.ts loads: a mistake stops the build with the file, line or field named. */
const swedishFacts = loadContentYaml(CLINIC_FILE, clinicSchema);
/** The English file holds words only: a figure in it (a time, a phone number) stops the build. */
const englishWords = existsSync(ENGLISH_CLINIC_FILE)
  ? loadContentYaml(ENGLISH_CLINIC_FILE, englishFileSchema(clinicSchema))
  : undefined;

/**
 * The clinic's facts in English: the Swedish file with the English file's words laid over it,
 * every figure (hours, dates, phone, addresses, organisation number) from the Swedish file.
 * (The content report reads what is still in Swedish from the files: treatment-files.ts.)
 */
const englishClinic = englishView(CLINIC_WORDS, swedishFacts, englishWords);

const { policies: clinicPolicies, ...clinicFacts } = swedishFacts;
export const clinic = clinicFacts;

export type Clinic = typeof clinic;
type Policies = typeof clinicPolicies;

const { policies: englishPolicies, ...englishFacts } = englishClinic.data;

/** The clinic's facts and rules in a page's language: English words, the same figures. */
export function clinicIn(lang: Lang): { clinic: Clinic; policies: Policies } {
  return lang === 'en'
    ? { clinic: englishFacts, policies: englishPolicies }
    : { clinic: clinicFacts, policies: clinicPolicies };
}

/**
 * How a language writes the days and dates of the opening hours: the dictionaries' `site.hours`
 * (src/i18n), passed in by the components, since this module also runs in plain Node.
 */
interface HoursWords {
  /** The days of the week, Monday first, as at the start of a line. */
  readonly weekdays: readonly string[];
  /** "Måndag–fredag", "Monday–Friday". */
  readonly dayRange: (from: string, to: string) => string;
  /** An exception without times. */
  readonly closed: string;
}

/**
 * The phone number as shown, with no-break spaces and hyphen so it never wraps inside. A Swedish
 * page writes it as the clinic does ("08-123 456 78"); an English page for a reader who may call
 * from abroad, with the country code and without the trunk 0 ("+46 8 123 456 78").
 */
export function displayPhone(phone: Clinic['phone'], lang: Lang): string {
  const shown =
    lang === 'en' && phone.display.startsWith('0')
      ? `+46 ${phone.display.slice(1).replace(/-/g, ' ')}`
      : phone.display;
  return shown.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** "Exempelgatan 12, 111 22 Stockholm" */
export function formatAddress(address: Clinic['address'] = clinic.address): string {
  return `${address.street}, ${address.postalCode}\u00a0${address.city}`;
}

/**
 * The company's VAT number, where it is registered for VAT: a Swedish company's is its
 * organisation number's ten digits between "SE" and "01", so it is derived, never typed again.
 */
export function vatNumberOf(
  company: Pick<Clinic, 'organisationNumber' | 'vatRegistered'>,
): string | undefined {
  return company.vatRegistered ? `SE${company.organisationNumber.replace('-', '')}01` : undefined;
}

/** The withdrawal form's addressee: the company, its address and its e-mail. */
export function withdrawalAddressee(company: Pick<Clinic, 'legalName' | 'address' | 'email'>): string {
  return `${company.legalName}, ${formatAddress(company.address)}, ${company.email}`;
}

/** Days to withdraw from a booking made at a distance: the law's (lag 2005:59, 2 kap. 10 §), not the clinic's. */
export const WITHDRAWAL_DAYS = 14;

export type RegularHours = Clinic['openingHours']['regular'][number];

/** The name of a day of the file's week ("Måndag") in a language ("Monday"). */
const dayName = (day: (typeof WEEKDAYS)[number], words: HoursWords) =>
  words.weekdays[WEEKDAYS.indexOf(day)] ?? day;

/** "Måndag–fredag", "Söndag", "Monday–Friday": as the language writes a range of days. */
export function formatWeekdays(line: RegularHours, words: HoursWords): string {
  const from = dayName(line.from, words);
  return line.to === undefined ? from : words.dayRange(from, dayName(line.to, words));
}

/** The days a line covers, as places in the week (0 is Monday, as in WEEKDAYS). */
export function weekdayIndexes(line: RegularHours): number[] {
  const first = WEEKDAYS.indexOf(line.from);
  const last = line.to === undefined ? first : WEEKDAYS.indexOf(line.to);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

/**
 * "Måndag–fredag: 10:00–18:00", "Lördag–söndag: Stängt söndagar": a colon after the days, as on
 * the exceptions' lines; a note exactly as the clinic wrote it (it was lower-cased here once,
 * which turned a capitalised note into something the clinic never typed).
 */
export function formatRegularHours(line: RegularHours, words: HoursWords): string {
  const hours = line.note ?? `${line.opens}\u2013${line.closes}`;
  return `${formatWeekdays(line, words)}: ${hours}`;
}

export type OpeningException = Clinic['openingHours']['exceptions'][number];

const STOCKHOLM_DAY = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The day the site is built for, "2026-12-24": BUILD_DATE when set (the test build fixes it),
 * otherwise today in Stockholm, where the clinic's dates are meant. The pipeline builds every
 * night, so what is dated appears and disappears on its days without an edit.
 */
export function buildDay(
  env: Readonly<Record<string, string | undefined>> = process.env,
  now = new Date(),
): string {
  const fixed = env['BUILD_DATE'];
  if (fixed !== undefined && fixed !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed))
      throw new Error(`BUILD_DATE ska vara ett datum som 2026-12-24, inte "${fixed}"`);
    return fixed;
  }
  return STOCKHOLM_DAY.format(now);
}

/** The day `days` after an ISO day, as an ISO day (calendar arithmetic, no time zone). */
function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const lastDay = (exception: OpeningException) => exception.to ?? exception.from;

/**
 * What the dated content shows on `today`, the one place that decides it: the notices whose
 * dates include today, and the exceptions from EXCEPTION_LEAD_DAYS before their first day to
 * their last. ISO days compare as text.
 */
export function datedContent(
  today: string = buildDay(),
  facts: Pick<Clinic, 'openingHours' | 'notices'> = clinic,
) {
  const horizon = addDays(today, EXCEPTION_LEAD_DAYS);
  return {
    exceptions: facts.openingHours.exceptions
      .filter((exception) => exception.from <= horizon && today <= lastDay(exception))
      .toSorted((a, b) => a.from.localeCompare(b.from)),
    notices: facts.notices.filter((notice) => notice.from <= today && today <= notice.to),
  };
}

const dayMonth = (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

/** "24 december", "24–26 december", "30 juni–2 juli" ("24–26 December" in en-GB). */
export function formatDays(from: string, to: string = from, locale = 'sv-SE'): string {
  if (from === to) return dayMonth(from, locale);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}\u2013${dayMonth(to, locale)}`;
  return `${dayMonth(from, locale)}\u2013${dayMonth(to, locale)}`;
}

/**
 * "Julhelgen 24–26 december: stängt", "Midsommarafton 19 juni: 10:00–14:00"; `locale` is the
 * page's ("sv-SE", "en-GB").
 */
export function formatException(exception: OpeningException, words: HoursWords, locale = 'sv-SE'): string {
  const hours =
    exception.opens && exception.closes ? `${exception.opens}\u2013${exception.closes}` : words.closed;
  return `${exception.label} ${formatDays(exception.from, exception.to, locale)}: ${hours}`;
}

/** The clinic's rules for booking, cancelling and paying (docs/product.md, Clinic information). */
export const policies = clinicPolicies;

/** The ways to pay later that the clinic offers, invoice and instalments: credit, never for the care under the law. */
export const creditWaysOf = (clinicRules: Pick<Policies, 'invoice' | 'instalments'>): string[] =>
  [clinicRules.invoice, clinicRules.instalments].filter((way) => way !== undefined);

/**
 * The copyright line's years: the first year (copyrightYear, docs/product.md) to the year the site is
 * built, "2024–2026", so the footer never looks older than the privacy policy beside it.
 */
export function copyrightYears(firstYear: number = clinic.copyrightYear, today: string = buildDay()): string {
  // The build's day (BUILD_DATE, else today in Stockholm), as the notices use.
  const currentYear = Number(today.slice(0, 4));
  return currentYear > firstYear ? `${firstYear}\u2013${currentYear}` : String(firstYear);
}
