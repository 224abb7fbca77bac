/**
 * Before a production build: is anything left that must not be published? The sample clinic
 * facts, sample registration facts, invented testimonials and staff, generated sample photos, the
 * local inbox instead of EmailJS (or keys that cannot be EmailJS's).
 * Plain data in, a Swedish list out; src/integrations/publish-check.ts gathers the data and stops
 * `npm run build` with the list. `npm start`, `npm run dev` and the tests build with sample data
 * on purpose (ALLOW_SAMPLE_DATA, see SAMPLE_DATA_SWITCH).
 */
import { CLINIC_FILE } from '../../config/clinic';
import { CMS_REPO_VARIABLE } from '../../config/cms';
import { STAFF_FILE } from './sample-photos';

/** The environment variable with which a build may contain sample data (local and test builds). */
export const SAMPLE_DATA_SWITCH = 'ALLOW_SAMPLE_DATA';

export interface PublishInput {
  /** The site's address (astro.config.ts `site`, read from siteUrl in src/content/clinic.yaml). */
  site: string | undefined;
  clinic: {
    sample: boolean;
    email: string;
    phone: { display: string; e164: string };
    address: { street: string };
    social: ReadonlyArray<{ href: string }>;
    giftCardUrl?: string | undefined;
    bookingUrl: string;
    consultationUrl?: string | undefined;
    careProvider: { sample: boolean };
    bookingService?: { sample: boolean; name: string } | undefined;
    contactForm?: { sample: boolean; transferSafeguard: string } | undefined;
  };
  testimonials: ReadonlyArray<{ author: string; sample?: boolean | undefined }>;
  staff: ReadonlyArray<{ name: string; sample?: boolean | undefined }>;
  /** Photos still marked `sample: true`, each named with where it is set (src/lib/build/sample-photos.ts). */
  samplePhotos: readonly string[];
  /** Treatments that set their own booking link (bookingHref). */
  bookingLinks: ReadonlyArray<{ path: string; href: string }>;
  env: Readonly<Record<string, string | undefined>>;
  /** Content files the guard could not read as YAML: what they mark as sample is unknown. */
  unreadable?: readonly string[] | undefined;
}

/** Number blocks the Swedish regulator (PTS) reserves for fiction, as E.164 prefixes. */
const FICTION_PHONE_PREFIXES = ['+468465004', '+463139006', '+464062804', '+469803192', '+467017406'];

const EMAILJS_KEYS = ['PUBLIC_EMAILJS_PUBLIC_KEY', 'PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID'];

/**
 * What an EmailJS key or id can be: one word of letters, digits, "_" and "-" (EmailJS writes
 * them so: a public key of some 15–25 characters, "service_…", "template_…"). A placeholder
 * ("din_nyckel", "YOUR_PUBLIC_KEY", "xxx") or a key pasted into the wrong variable is refused
 * here; the build cannot send a test message, so a well-formed wrong key still passes.
 */
function emailJsKeyProblem(key: string, value: string): string | undefined {
  const where = `(${key} i .env eller i byggmiljön)`;
  if (!/^[A-Za-z0-9_-]+$/.test(value)) {
    return `EmailJS-nyckeln ${where} innehåller tecken som ingen EmailJS-nyckel har (mellanslag, citattecken eller en adress?): klistra in den exakt som EmailJS visar den.`;
  }
  // Whole words between underscores only: a real key is random letters that may spell anything.
  if (/(^|_)(your|din|ditt|x{3,}|nyckel|key|id|example|exempel|changeme|todo|test)(_|$)/i.test(value)) {
    return `EmailJS-nyckeln ${value} ${where} ser ut som en platshållare: hämta den riktiga i EmailJS (Account för public key, Email Services och Email Templates för id:n).`;
  }
  const prefix = /^(service|template)_/.exec(value)?.[1];
  const expected = { PUBLIC_EMAILJS_SERVICE_ID: 'service', PUBLIC_EMAILJS_TEMPLATE_ID: 'template' }[key];
  if (prefix !== undefined && prefix !== expected) {
    return `${key} är ${value}, ett ${prefix === 'service' ? 'service-id' : 'mall-id'}: nycklarna har bytt plats.`;
  }
  if (key === 'PUBLIC_EMAILJS_PUBLIC_KEY' && value.length < 10) {
    return `EmailJS-nyckeln ${value} ${where} är för kort för en public key: hämta den under Account i EmailJS.`;
  }
  return undefined;
}

/** A host under a reserved example domain (RFC 2606: example, .example, .test, .invalid, .localhost). */
function onExampleDomain(address: string): boolean {
  const host = /@(.+)$/.exec(address)?.[1] ?? (URL.canParse(address) ? new URL(address).hostname : address);
  return /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i.test(host);
}

/** Every reason this build may not be published, in Swedish; empty when it may. */
export function sampleDataLeft(input: PublishInput): string[] {
  const { clinic } = input;
  const problems: string[] = [];
  const config = CLINIC_FILE;
  if (clinic.sample) {
    problems.push(`Klinikens kontaktuppgifter är markerade som exempel (sample: true i ${config}).`);
  }
  if (onExampleDomain(clinic.email)) {
    problems.push(`E-postadressen ${clinic.email} är en exempeladress (email i ${config}).`);
  }
  if (FICTION_PHONE_PREFIXES.some((prefix) => clinic.phone.e164.startsWith(prefix))) {
    problems.push(
      `Telefonnumret ${clinic.phone.display} hör till PTS nummerserie för fiktiv användning (phone i ${config}).`,
    );
  }
  if (/exempel/i.test(clinic.address.street)) {
    problems.push(`Adressen ${clinic.address.street} är en platshållare (address i ${config}).`);
  }
  for (const [what, field, href] of [
    ...clinic.social.map((link) => ['Länken till sociala medier', 'social', link.href] as const),
    ['Bokningstjänstens adress', 'bookingUrl', clinic.bookingUrl],
    ...(clinic.giftCardUrl ? [['Presentkortens adress', 'giftCardUrl', clinic.giftCardUrl] as const] : []),
    ...(clinic.consultationUrl
      ? [['Adressen för att boka konsultation', 'consultationUrl', clinic.consultationUrl] as const]
      : []),
  ] as const) {
    if (onExampleDomain(href)) problems.push(`${what} ${href} är en exempeladress (${field} i ${config}).`);
  }
  if (input.site === undefined || onExampleDomain(input.site)) {
    problems.push(
      `Webbplatsens adress ${input.site ?? '(saknas)'} är inte klinikens riktiga domän (siteUrl i ${config}).`,
    );
  }
  if (clinic.careProvider.sample) {
    problems.push(
      `Vårdgivarens uppgifter (bolaget som är registrerat hos IVO, org.nr, patientförsäkring, medicinskt ansvarig) är exempel (careProvider i ${config}).`,
    );
  }
  // The privacy policy names both: an example there would tell visitors of a processor or a
  // safeguard the clinic has not got.
  if (clinic.bookingService?.sample) {
    problems.push(
      `Bokningstjänstens namn ${clinic.bookingService.name} är ett exempel (bookingService i ${config}): skriv företaget bakom er bokningstjänst och välj Nej vid Exempeluppgift.`,
    );
  }
  if (clinic.contactForm?.sample) {
    problems.push(
      `Skyddet vid överföringen till EmailJS i USA ("${clinic.contactForm.transferSafeguard}") är inte bekräftat (contactForm i ${config}): skriv det som står i ert avtal med EmailJS och välj Nej vid Exempeluppgift.`,
    );
  }
  const sampleTestimonials = input.testimonials.filter((t) => t.sample);
  if (sampleTestimonials.length > 0) {
    problems.push(
      `${sampleTestimonials.length === 1 ? 'Ett omdöme är en påhittad exempeltext' : `${sampleTestimonials.length} omdömen är påhittade exempeltexter`} (sample: true i src/content/testimonials.yaml): ersätt med riktiga kunders omdömen, med deras samtycke, eller ta bort.`,
    );
  }
  const sampleStaff = input.staff.filter((person) => person.sample);
  if (sampleStaff.length > 0) {
    problems.push(
      `${sampleStaff.length === 1 ? 'En person i personallistan är ett påhittat exempel' : `${sampleStaff.length} personer i personallistan är påhittade exempel`} (sample: true i ${STAFF_FILE}: ${sampleStaff.map((person) => person.name).join(', ')}): ersätt med klinikens personal, eller ta bort.`,
    );
  }
  for (const file of input.unreadable ?? []) {
    problems.push(
      `${file} kan inte läsas, så den kunde inte kontrolleras för exempeldata: rätta raden som bygget visar för filen.`,
    );
  }
  for (const photo of input.samplePhotos) {
    problems.push(`${photo} är en genererad exempelbild (sample: true): ersätt den med klinikens egen bild.`);
  }
  for (const link of input.bookingLinks.filter((l) => onExampleDomain(l.href))) {
    problems.push(`Bokningslänken för ${link.path} (${link.href}) är en exempeladress (bookingHref).`);
  }
  const missingKeys = EMAILJS_KEYS.filter((key) => !input.env[key]?.trim());
  if (missingKeys.length > 0) {
    problems.push(
      `EmailJS-nycklar saknas (${missingKeys.join(', ')}): utan dem skickar kontaktformuläret till den lokala inkorgen. Sätt dem i .env eller i byggmiljön.`,
    );
  }
  for (const key of EMAILJS_KEYS) {
    const value = input.env[key]?.trim();
    const problem = value ? emailJsKeyProblem(key, value) : undefined;
    if (problem) problems.push(problem);
  }
  if (!input.env[CMS_REPO_VARIABLE]?.trim()) {
    problems.push(
      `${CMS_REPO_VARIABLE} saknas: redigeringen på /admin vet inte vilket GitHub-repo den ska spara i. Sätt det (ägare/namn) i .env eller i byggmiljön.`,
    );
  }
  return problems;
}

/** The message a stopped production build prints: one numbered list, and what to do. */
export function publishReport(problems: readonly string[]): string {
  return [
    'Produktionsbygget stoppades: webbplatsen innehåller fortfarande exempeldata eller saknar inställningar.',
    'Åtgärda det här innan webbplatsen publiceras:',
    ...problems.map((problem, index) => `  ${index + 1}. ${problem}`),
    'Se README, avsnittet Deployment. För att bara titta på webbplatsen lokalt med exempeldata: npm start.',
  ].join('\n');
}
