/**
 * The clinic's facts that are not catalogue content (src/content/clinic.yaml): name, contact,
 * opening hours, booking link, registration under lag (2021:363) and the booking rules. Data, so
 * the clinic edits them in the CMS (/admin) like the rest of the content.
 */
import { z } from 'astro/zod';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'en tid som "10:00"');
const hours = z.number().int().positive();

export const clinicSchema = z.strictObject({
  /** SAMPLE: placeholder facts; the production build refuses them (src/lib/publish-check.ts). */
  sample: z.boolean().default(false),
  name: z.string().min(2),
  shortName: z.string().min(2),
  /**
   * The site's own address (https://): canonical links, the sitemap, share
   * images. astro.config.ts reads it as `site`, so launching means editing content, not code.
   */
  siteUrl: z.url({ protocol: /^https$/ }),
  /** What the clinic is, in one line (used in the footer and descriptions). */
  tagline: z.string().min(5),
  phone: z.strictObject({
    display: z.string().min(5),
    /** E.164, for tel: and sms: links. */
    e164: z.string().regex(/^\+46\d{6,12}$/, 'numret i formatet +46 följt av siffror, t.ex. +46812345678'),
  }),
  email: z.email('en e-postadress som "kontakt@klinik.se"'),
  address: z.strictObject({
    street: z.string().min(3),
    postalCode: z.string().regex(/^\d{3} \d{2}$/, 'postnummer som "111 22"'),
    city: z.string().min(2),
  }),
  /** Opening hours; weekends vary, so they are described rather than given as times. */
  openingHours: z.strictObject({
    weekdays: z.strictObject({ days: z.string().min(3), opens: time, closes: time }),
    weekend: z.strictObject({ days: z.string().min(3), note: z.string().min(3) }),
  }),
  social: z.strictObject({ label: z.string().min(2), href: z.url({ protocol: /^https$/ }) }),
  /** The external booking service's general page; treatments may link to their own service page. */
  bookingUrl: z.url({ protocol: /^https$/ }),
  copyrightYear: z.number().int().min(2000).max(2100),
  /**
   * The clinic as a vårdgivare under lag (2021:363) om estetiska kirurgiska ingrepp och estetiska
   * injektionsbehandlingar: who is registered with IVO, the patient insurance, and the licensed
   * person medically responsible. Shown by the RegulatedCare block on every injection page,
   * /Bokatid and /Omoss.
   */
  careProvider: z.strictObject({
    sample: z.boolean().default(false),
    /** The company registered as vårdgivare. */
    legalName: z.string().min(2),
    organisationNumber: z.string().regex(/^\d{6}-\d{4}$/, 'organisationsnummer som "556677-8899"'),
    /** The insurer of the patient insurance (patientförsäkring) the law requires. */
    patientInsurer: z.string().min(2),
    /** Medically responsible for the injection treatments; the same person as in staff.yaml. */
    medicallyResponsible: z.strictObject({ name: z.string().min(2), title: z.string().min(2) }),
    /**
     * Who performs the thread lifts ("legitimerad läkare"). Whether they count as surgical
     * procedures under the law, which only doctors may perform, is the clinic's to confirm: the
     * content report asks.
     */
    threadLiftsBy: z.string().min(2),
  }),
  /** The clinic's rules for booking, cancelling and paying (SPEC §1). */
  policies: z.strictObject({
    /** Cancelling is free until this many hours before the booked time. */
    freeCancellationHours: hours,
    /** Injection treatments: book a consultation this many hours before ... */
    injectionConsultationHours: hours,
    /** ... if it is the first time, or more than this many months since the last one. */
    injectionConsultationAfterMonths: hours,
    paymentMethods: z.array(z.string().min(2)).min(1),
    /**
     * Instalments, offered beside the payment methods but never for injections or thread lifts:
     * Konsumentverket finds credit for beauty procedures contrary to good marketing practice.
     */
    instalments: z.string().min(2).optional(),
  }),
});
