/**
 * The clinic's facts that are not catalogue content: one place for each, used by the header,
 * footer, contact and booking pages and structured data. They are data in src/content/clinic.yaml
 * (edited in the CMS at /admin), checked here against src/schemas/clinic.ts when the build
 * starts: a wrong value stops it with the field named.
 *
 * The repository ships SAMPLE values (`sample: true`): the phone number is from the range PTS
 * reserves for fiction and the addresses use `.example`. The production build refuses them and
 * lists what is left (src/lib/publish-check.ts).
 */
import { readContentYaml } from '../lib/read-yaml.ts';
import { clinicSchema } from '../schemas/clinic.ts';
import { ContentFieldsError, fieldsErrorInFile, parseInSwedishSync } from '../schemas/swedish-errors.ts';

/** Relative to the project root, where every build and script runs. */
export const CLINIC_FILE = 'src/content/clinic.yaml';

/** Read when astro.config.ts loads: a mistake stops the build with the file, line or field named. */
function loadClinic() {
  try {
    return parseInSwedishSync(clinicSchema, readContentYaml(CLINIC_FILE));
  } catch (error) {
    throw error instanceof ContentFieldsError ? fieldsErrorInFile(CLINIC_FILE, error) : error;
  }
}

const { policies: clinicPolicies, ...clinicFacts } = loadClinic();
export const clinic = clinicFacts;

export type Clinic = typeof clinic;

/** The phone number as shown: no-break spaces and hyphen, so it never wraps inside. */
export function displayPhone(phone: Clinic['phone'] = clinic.phone): string {
  return phone.display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** "Exempelgatan 12, 111 22 Stockholm" */
export function formatAddress(address: Clinic['address'] = clinic.address): string {
  return `${address.street}, ${address.postalCode}\u00a0${address.city}`;
}

/** "Måndag–fredag 10:00–18:00" */
export function formatWeekdayHours(hours: Clinic['openingHours'] = clinic.openingHours): string {
  const { days, opens, closes } = hours.weekdays;
  return `${days} ${opens}\u2013${closes}`;
}

/**
 * "Lördag–söndag: Stängt söndagar": the note as the clinic wrote it. It was lower-cased here
 * once, which turned a name or a capitalised note into something the clinic never typed.
 */
export function formatWeekendHours(hours: Clinic['openingHours'] = clinic.openingHours): string {
  return `${hours.weekend.days}: ${hours.weekend.note}`;
}

/** The clinic's rules for booking, cancelling and paying (SPEC §1, §9). */
export const policies = clinicPolicies;

/**
 * The copyright line's years: the spec's first year (copyrightYear) to the year the site is
 * built, "2024–2026", so the footer never looks older than the privacy policy beside it.
 */
export function copyrightYears(firstYear: number = clinic.copyrightYear, now: Date = new Date()): string {
  const currentYear = now.getFullYear();
  return currentYear > firstYear ? `${firstYear}\u2013${currentYear}` : String(firstYear);
}
