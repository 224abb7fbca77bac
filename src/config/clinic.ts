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
import * as englishWords from '../i18n/en/clinic.ts';
import * as swedishWords from '../i18n/sv/clinic.ts';
import { loadContentYaml } from '../schemas/read-yaml.ts';
import { clinicSchema, EXCEPTION_LEAD_DAYS, WEEKDAYS } from '../schemas/clinic.ts';
import type { Lang } from './routes.ts';

/** The words the formats below add to the clinic's facts, per language (src/i18n/sv|en/clinic.ts). */
const CLINIC_WORDS: Record<Lang, { readonly closed: string }> = { sv: swedishWords, en: englishWords };

/** Relative to the project root, where every build and script runs. */
export const CLINIC_FILE = 'src/content/clinic.yaml';

/** Read when astro.config.ts loads: a mistake stops the build with the file, line or field named. */
const { policies: clinicPolicies, ...clinicFacts } = loadContentYaml(CLINIC_FILE, clinicSchema);
export const clinic = clinicFacts;

export type Clinic = typeof clinic;

/** The name of the notice banner's region in Swedish, for a screen reader's list of landmarks. */
export const NOTICE_LABEL = swedishWords.noticeLabel;

/** The gift-card link's words in Swedish, in the footer and on /Bokatid (shown when giftCardUrl is set). */
export const GIFT_CARD_LINK_TEXT = swedishWords.giftCard;

/** The phone number as shown: no-break spaces and hyphen, so it never wraps inside. */
export function displayPhone(phone: Clinic['phone'] = clinic.phone): string {
  return phone.display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** "Exempelgatan 12, 111 22 Stockholm" */
export function formatAddress(address: Clinic['address'] = clinic.address): string {
  return `${address.street}, ${address.postalCode}\u00a0${address.city}`;
}

export type RegularHours = Clinic['openingHours']['regular'][number];

// 1 January 2024 was a Monday, the first of WEEKDAYS.
const ENGLISH_WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const englishDay = (day: RegularHours['from']) =>
  ENGLISH_WEEKDAY.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));

/**
 * "Måndag–fredag", "Söndag": a range's last day in lower case, as inside a Swedish sentence; in
 * English the days' English names, each capitalised as English writes them ("Monday–Friday").
 */
export function formatWeekdays(line: RegularHours, lang: Lang = 'sv'): string {
  if (lang === 'en') {
    const first = englishDay(line.from);
    return line.to === undefined ? first : `${first}\u2013${englishDay(line.to)}`;
  }
  return line.to === undefined ? line.from : `${line.from}\u2013${line.to.toLowerCase()}`;
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
export function formatRegularHours(line: RegularHours, lang: Lang = 'sv'): string {
  const hours = line.note ?? `${line.opens}\u2013${line.closes}`;
  return `${formatWeekdays(line, lang)}: ${hours}`;
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

const DAY_MONTH: Record<Lang, Intl.DateTimeFormat> = {
  sv: new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
};
const dayMonth = (isoDay: string, lang: Lang) => DAY_MONTH[lang].format(new Date(`${isoDay}T00:00:00Z`));

/** "24 december", "24–26 december", "30 juni–2 juli"; in English "24–26 December". */
export function formatDays(from: string, to: string = from, lang: Lang = 'sv'): string {
  if (from === to) return dayMonth(from, lang);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}\u2013${dayMonth(to, lang)}`;
  return `${dayMonth(from, lang)}\u2013${dayMonth(to, lang)}`;
}

/** "Julhelgen 24–26 december: stängt", "Midsommarafton 19 juni: 10:00–14:00" */
export function formatException(exception: OpeningException, lang: Lang = 'sv'): string {
  const hours =
    exception.opens && exception.closes
      ? `${exception.opens}\u2013${exception.closes}`
      : CLINIC_WORDS[lang].closed;
  return `${exception.label} ${formatDays(exception.from, exception.to, lang)}: ${hours}`;
}

/** The clinic's rules for booking, cancelling and paying (docs/product.md, Clinic information). */
export const policies = clinicPolicies;

/**
 * The copyright line's years: the first year (copyrightYear, docs/product.md) to the year the site is
 * built, "2024–2026", so the footer never looks older than the privacy policy beside it.
 */
export function copyrightYears(firstYear: number = clinic.copyrightYear, today: string = buildDay()): string {
  // The build's day (BUILD_DATE, else today in Stockholm), as the notices use.
  const currentYear = Number(today.slice(0, 4));
  return currentYear > firstYear ? `${firstYear}\u2013${currentYear}` : String(firstYear);
}
