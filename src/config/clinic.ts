/**
 * The clinic's facts that are not catalogue content: one place for each, used by the header,
 * footer, contact and booking pages and structured data.
 *
 * SAMPLE VALUES: the name, address, phone numbers, e-mail and links below are placeholders.
 * The phone number is from the range the Swedish regulator (PTS) reserves for fiction, and the
 * e-mail and web addresses use the reserved `.example` domain. Replace them with the clinic's own,
 * then set `sample: false` (here and in careProvider). `npm start` and the tests build with these
 * values; the production build (`npm run build`) refuses to publish them and lists what is left
 * (src/lib/publish-check.ts).
 */
export const clinic = {
  /** SAMPLE: the contact facts below (address, phone, e-mail, links) are placeholders. */
  sample: true,
  name: 'Linnea Hud & Hälsa',
  shortName: 'Linnea',
  /** What the clinic is, in one line (used in the footer and descriptions). */
  tagline: 'Estetik, hudvård och välmående',
  phone: {
    display: '08-465 004 21',
    /** E.164, for tel: and sms: links. */
    e164: '+46846500421',
  },
  email: 'kontakt@linneahud.example',
  address: {
    street: 'Exempelgatan 12',
    postalCode: '111 22',
    city: 'Stockholm',
  },
  /** Opening hours; weekends vary, so they are described rather than given as times. */
  openingHours: {
    weekdays: { days: 'Måndag–fredag', opens: '10:00', closes: '18:00' },
    weekend: { days: 'Lördag–söndag', note: 'Varierande öppettider' },
  },
  social: {
    label: 'Instagram',
    href: 'https://instagram.example/linneahud',
  },
  /** The external booking service's general page; treatments may link to their own service page. */
  bookingUrl: 'https://bokning.example/linneahud',
  copyrightYear: 2024,
  /**
   * The clinic as a vårdgivare under lag (2021:363) om estetiska kirurgiska ingrepp och estetiska
   * injektionsbehandlingar: who is registered with IVO (Inspektionen för vård och omsorg), the
   * patient insurance, and the licensed person medically responsible. Shown by the RegulatedCare
   * block on every injection page, /Bokatid and /Omoss.
   *
   * SAMPLE VALUES: the company, organisation number, insurer and responsible person are invented.
   * Replace them with the clinic's registration facts and set `sample: false`.
   */
  careProvider: {
    sample: true,
    /** The company registered as vårdgivare. */
    legalName: 'Linnea Hud & Hälsa AB',
    organisationNumber: '559000-0000',
    /** The insurer of the patient insurance (patientförsäkring) the law requires. */
    patientInsurer: 'Exempelförsäkringar AB',
    /** Medically responsible for the injection treatments; the same person as in staff.yaml. */
    medicallyResponsible: { name: 'Magnus Nyberg', title: 'legitimerad läkare' },
  },
} as const;

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

/** The clinic's rules for booking, cancelling and paying (SPEC §1, §9). */
export const policies = {
  /** Cancelling is free until this many hours before the booked time. */
  freeCancellationHours: 48,
  /** Injection treatments: book a consultation this many hours before ... */
  injectionConsultationHours: 48,
  /** ... if it is the first time, or more than this many months since the last one. */
  injectionConsultationAfterMonths: 6,
  paymentMethods: ['bankkort', 'mobil betalapp', 'faktura', 'delbetalning via vår betalpartner'],
} as const;
