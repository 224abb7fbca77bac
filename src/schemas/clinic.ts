/**
 * The clinic's facts that are not catalogue content (src/content/clinic.yaml): name, contact,
 * opening hours, booking link, registration under lag (2021:363) and the booking rules. Data, so
 * the clinic edits them in the CMS (/admin) like the rest of the content.
 */
import { z } from 'astro/zod';
import { itemId, siteOrHttpsLink } from './fields.ts';

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'en tid som "10:00"')
  .meta({ patternMessage: 'En tid som 10:00', translate: false });
const hours = z.number().int().positive();
/** A text of the clinic's facts: `translate` says whether it is words (decision 0022). */
const text = (label: string, translate: boolean, hint?: string) =>
  z
    .string()
    .min(2)
    .meta({ label, translate, ...(hint ? { hint } : {}) });

/** A calendar day, "2026-12-24": kept as text (YAML 1.2 reads it so), compared as text. */
const day = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'ett datum som "2026-12-24"')
  .meta({
    widget: 'datetime',
    editor: { type: 'date', format: 'YYYY-MM-DD' },
    patternMessage: 'Ett datum som 2026-12-24',
    translate: false,
  });
const https = z.url({ protocol: /^https$/ });

/** How many days before its first day an exception shows on the site (and in search engines). */
export const EXCEPTION_LEAD_DAYS = 14;

/**
 * A day or days with other hours than the regular ones (Christmas, Midsummer, a closed week in
 * July): closed unless both times are given. Shown from a while before until its last day.
 */
const openingException = z
  .strictObject({
    id: itemId('u-'),
    label: text('Vad det gäller', true, 'T.ex. Julhelgen, Midsommarafton, Sommarstängt'),
    from: day.meta({ label: 'Första dagen' }),
    to: day.optional().meta({ label: 'Sista dagen', hint: 'Lämnas tomt för en enda dag.' }),
    opens: time.optional().meta({ label: 'Öppnar', hint: 'Lämnas båda tiderna tomma är kliniken stängd.' }),
    closes: time.optional().meta({ label: 'Stänger' }),
  })
  .refine(({ opens, closes }) => (opens === undefined) === (closes === undefined), {
    message: 'ange både öppnar och stänger, eller ingen av dem (stängt)',
  })
  .refine(({ from, to }) => to === undefined || to >= from, {
    message: 'sista dagen kan inte vara före första dagen',
  })
  .meta({ label: 'Avvikande öppettider' });

/** The days of the week as the site writes them, Monday first; a line of regular hours picks from them. */
export const WEEKDAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'] as const;
const weekday = z.enum(WEEKDAYS);

/**
 * One line of the regular hours: a day, or the days from one to another, with its times or, where
 * times do not fit ("Stängt", "Varierande öppettider"), a note as the clinic writes it.
 */
const regularHours = z
  .strictObject({
    id: itemId('h-'),
    from: weekday.meta({ label: 'Dag', hint: 'Den enda dagen, eller den första i en följd av dagar.' }),
    to: weekday.optional().meta({ label: 'Till och med', hint: 'Lämnas tomt för en enda dag.' }),
    opens: time.optional().meta({ label: 'Öppnar', hint: 'Ange tider eller en text, inte båda.' }),
    closes: time.optional().meta({ label: 'Stänger' }),
    note: z.string().min(3).optional().meta({
      label: 'Text i stället för tider',
      hint: 'T.ex. Stängt eller Varierande öppettider.',
      translate: true,
    }),
  })
  .refine(
    ({ opens, closes, note }) =>
      note === undefined
        ? opens !== undefined && closes !== undefined
        : opens === undefined && closes === undefined,
    { message: 'ange både öppnar och stänger, eller en text i stället för tiderna' },
  )
  .refine(({ from, to }) => to === undefined || WEEKDAYS.indexOf(to) > WEEKDAYS.indexOf(from), {
    message: 'sista dagen ska komma efter den första i veckan (måndag först)',
  })
  .meta({ label: 'Öppettider för dagar' });

/** A short message at the top of every page between two dates ("Stängt 24–26 december"). */
const notice = z
  .strictObject({
    id: itemId('m-'),
    text: z.string().min(5).max(140).meta({
      label: 'Meddelande',
      hint: 'En kort mening, t.ex. Nyhet: Nu erbjuder vi laser.',
      translate: true,
    }),
    from: day.meta({ label: 'Visas från' }),
    to: day.meta({ label: 'Visas till och med' }),
    href: siteOrHttpsLink.optional().meta({
      label: 'Länk',
      translate: false,
      hint: 'Valfri: en sida på webbplatsen (/Bokatid) eller en adress med https://.',
    }),
    linkText: z.string().min(2).default('Läs mer').meta({ label: 'Länkens text', translate: true }),
  })
  .refine(({ from, to }) => to >= from, { message: 'sista dagen kan inte vara före första dagen' })
  .meta({ label: 'Meddelande' });

/** A Swedish phone number, as shown and for tel: and sms: links. */
const phoneNumber = z.strictObject({
  display: z.string().min(5).meta({ label: 'Som det visas', hint: 'T.ex. 08-123 456 78', translate: false }),
  /** E.164, for tel: and sms: links. */
  e164: z
    .string()
    .regex(/^\+46\d{6,12}$/, 'numret i formatet +46 följt av siffror, t.ex. +46812345678')
    .meta({
      label: 'För ring- och sms-länkar',
      hint: 'Med landsnummer, utan mellanslag: +46812345678',
      patternMessage: '+46 följt av siffror, t.ex. +46812345678',
      translate: false,
    }),
});

export const clinicSchema = z.strictObject({
  /** SAMPLE: placeholder facts; the production build refuses them (src/lib/build/publish-check.ts). */
  sample: z.boolean().default(false).meta({
    label: 'Exempeluppgifter (publiceras inte)',
    hint: 'Ja så länge namn, adresser, telefon, e-post och länkar är mallens platshållare. Produktionsbygget publicerar inte exempeluppgifter: skriv in klinikens egna och välj Nej, här och under Vårdgivare.',
  }),
  // The clinic's name is a name: the same in English.
  name: text('Klinikens namn', false),
  shortName: text('Kort namn', false),
  /**
   * The site's own address (https://): canonical links, the sitemap, share
   * images. astro.config.ts reads it as `site`, so launching means editing content, not code.
   */
  siteUrl: z.url({ protocol: /^https$/ }).meta({
    label: 'Webbplatsens adress',
    translate: false,
    hint: 'Klinikens egen domän med https://, t.ex. https://www.klinik.se. Används i länkar som delas och i sökmotorernas index.',
  }),
  /** What the clinic is, in one line (used in the footer and descriptions). */
  tagline: z.string().min(5).meta({ label: 'Vad kliniken är, på en rad', translate: true }),
  phone: phoneNumber.meta({ label: 'Telefon' }),
  email: z
    .email('en e-postadress som "kontakt@klinik.se"')
    .meta({ label: 'E-post', patternMessage: 'T.ex. kontakt@klinik.se', translate: false }),
  /**
   * The company behind the clinic: the controller (personuppgiftsansvarig) that the contact
   * form's consent and the privacy policy name (GDPR art. 13), from here, not from their texts.
   */
  legalName: text(
    'Bolagets namn (personuppgiftsansvarig)',
    false,
    'T.ex. Klinik AB. Står i formulärets samtycke och i integritetspolicyn.',
  ),
  organisationNumber: z
    .string()
    .regex(/^\d{6}-\d{4}$/, 'organisationsnummer som "556677-8899"')
    .meta({ label: 'Bolagets organisationsnummer', patternMessage: 'T.ex. 556677-8899', translate: false }),
  /**
   * Registered for VAT: the contact page then gives the VAT number, derived from the organisation
   * number (vatNumberOf), as lagen om elektronisk handel (8 §) asks.
   */
  vatRegistered: z.boolean().optional().meta({
    label: 'Momsregistrerat',
    hint: 'Kryssa i om bolaget är momsregistrerat: Kontakt visar då momsregistreringsnumret (SE, organisationsnumret och 01).',
  }),
  /** How soon the clinic answers a message from the form, by e-mail or on the phone. */
  replyWorkingDays: z.number().int().min(1).max(10).meta({
    label: 'Vi svarar på meddelanden inom (arbetsdagar)',
    hint: 'Står vid formuläret, på Kontakt och i integritetspolicyn.',
  }),
  address: z
    .strictObject({
      street: z.string().min(3).meta({ label: 'Gatuadress', translate: false }),
      postalCode: z
        .string()
        .regex(/^\d{3} \d{2}$/, 'postnummer som "111 22"')
        .meta({ label: 'Postnummer', patternMessage: 'T.ex. 111 22', translate: false }),
      // A place's name, as the post addresses it.
      city: text('Ort', false),
    })
    .meta({ label: 'Adress' }),
  /** Opening hours: regular lines by day or range of days, then dated exceptions. */
  openingHours: z
    .strictObject({
      regular: z.array(regularHours).min(1).meta({
        label: 'Ordinarie öppettider',
        labelSingular: 'rad',
        summary: '{{from}} {{to}}',
        hint: 'En rad per dag eller följd av dagar, i veckans ordning. Den första raden visas även överst på varje sida.',
      }),
      exceptions: z
        .array(openingException)
        .default([])
        .meta({
          label: 'Avvikande öppettider',
          labelSingular: 'avvikelse',
          summary: '{{label}} {{from}}',
          hint: `Helgdagar och stängda veckor. Visas på webbplatsen från ${EXCEPTION_LEAD_DAYS} dagar före till och med sista dagen.`,
        }),
    })
    .meta({ label: 'Öppettider' }),
  notices: z.array(notice).default([]).meta({
    label: 'Meddelanden med datum',
    labelSingular: 'meddelande',
    summary: '{{from}}–{{to}} {{text}}',
    hint: 'Visas överst på varje sida, bara mellan datumen: webbplatsen byggs om varje natt.',
  }),
  social: z
    .array(
      z
        .strictObject({
          label: text('Namn', false, 'T.ex. Instagram'),
          href: https.meta({ label: 'Länk (https://...)', translate: false }),
        })
        .meta({ label: 'Socialt medium' }),
    )
    // A clinic without a profile leaves the list empty: no page then names or links one.
    .default([])
    .meta({
      label: 'Sociala medier',
      labelSingular: 'socialt medium',
      summary: '{{label}}',
      hint: 'Valfri: utan någon länk nämner webbplatsen inga sociala medier.',
    }),
  // In the file's order: the editor writes the fields in this order.
  /** The external booking service's general page; treatments may link to their own service page. */
  bookingUrl: z
    .url({ protocol: /^https$/ })
    .meta({ label: 'Bokningstjänstens startsida (https://...)', translate: false }),
  /**
   * The booking service's page for a first consultation, where the consultation buttons lead;
   * a treatment may name its own (consultationHref). Without it they lead to bookingUrl.
   */
  consultationUrl: https.optional().meta({
    label: 'Bokning av konsultation (https://...)',
    translate: false,
    hint: 'Valfri: bokningstjänstens sida för en första konsultation. Tomt: knappen Boka konsultation leder till bokningstjänstens startsida.',
  }),
  /**
   * The booking service as the clinic's processor (personuppgiftsbiträde): the privacy policy
   * names it, since the clinic is the controller of its clients' bookings (GDPR art. 13).
   */
  bookingService: z
    .strictObject({
      sample: z.boolean().default(false).meta({
        label: 'Exempeluppgift (publiceras inte)',
        hint: 'Ja så länge namnet är ett påhittat exempel.',
      }),
      name: text(
        'Bokningstjänstens namn',
        false,
        'Företaget bakom bokningstjänsten. Står i integritetspolicyn.',
      ),
    })
    .optional()
    .meta({ label: 'Bokningstjänst (personuppgiftsbiträde)' }),
  /**
   * What the contact form's processor (EmailJS, run from the United States) transfers the data
   * out of the EU/EEA under (GDPR art. 13.1 f): the privacy policy says it.
   */
  contactForm: z
    .strictObject({
      sample: z.boolean().default(false).meta({
        label: 'Exempeluppgift (publiceras inte)',
        hint: 'Ja tills ni har bekräftat skyddet i ert avtal med EmailJS.',
      }),
      transferSafeguard: text(
        'Skydd vid överföring till USA',
        true,
        'T.ex. EU:s standardavtalsklausuler, eller EU–US Data Privacy Framework. Står i integritetspolicyn.',
      ),
    })
    .optional()
    .meta({ label: 'Kontaktformuläret (EmailJS)' }),
  /** The booking service's page for gift cards; shown on /Bokatid and in the footer when set. */
  giftCardUrl: https.optional().meta({
    label: 'Presentkort (https://...)',
    translate: false,
    hint: 'Valfri: sidan där presentkort köps. Visas på bokningssidan och i sidfoten.',
  }),
  copyrightYear: z.number().int().min(2000).max(2100).meta({ label: 'År i copyrightraden' }),
  /**
   * Words the Swedish pages use in English ("tear trough"): marked lang="en" wherever they appear
   * on a Swedish page (src/lib/build/words-in-english.ts), so a screen reader says them in English
   * (WCAG 3.1.2).
   */
  wordsInEnglish: z
    .array(z.string().trim().min(2).max(60).meta({ label: 'Ord eller uttryck', translate: false }))
    .default([])
    .meta({
      label: 'Engelska ord i svensk text',
      labelSingular: 'engelskt ord',
      translate: false,
      hint: 'Ord och uttryck som de svenska sidorna skriver på engelska, t.ex. tear trough. En skärmläsare läser dem då med engelskt uttal.',
    }),
  /**
   * The names the clinic's treatments start with that keep their capital inside a sentence,
   * though nothing else in them is capitalised ("Läs mer om Profhilo"): the clinic's brands and
   * devices, which only the clinic knows. A name with a capital inside (HydraFacial) keeps it anyway.
   */
  brandNames: z
    .array(z.string().min(2).meta({ label: 'Namn' }))
    .default([])
    .meta({
      label: 'Namn med stor bokstav',
      labelSingular: 'namn',
      translate: false,
      hint: 'Märken och apparater som behåller stor bokstav mitt i en mening, som i "Läs mer om Profhilo". Skriv namnet som det stavas.',
    }),
  /**
   * The clinic as a vårdgivare under lag (2021:363) om estetiska kirurgiska ingrepp och estetiska
   * injektionsbehandlingar: who is registered with IVO, the patient insurance, and the licensed
   * person medically responsible. Shown by the RegulatedCare block on the pages of every category
   * under the law (careKind injection or physician), /Bokatid and /Omoss.
   */
  careProvider: z
    .strictObject({
      sample: z.boolean().default(false).meta({
        label: 'Exempeluppgifter (publiceras inte)',
        hint: 'Ja så länge bolag, organisationsnummer, försäkringsbolag och medicinskt ansvarig är påhittade exempel.',
      }),
      /** The company registered as vårdgivare. */
      legalName: text('Bolaget som är registrerat som vårdgivare', false),
      organisationNumber: z
        .string()
        .regex(/^\d{6}-\d{4}$/, 'organisationsnummer som "556677-8899"')
        .meta({ label: 'Organisationsnummer', patternMessage: 'T.ex. 556677-8899', translate: false }),
      /** The insurer of the patient insurance (patientförsäkring) the law requires. */
      patientInsurer: text('Patientförsäkring hos', false),
      /** Medically responsible for the injection treatments; the same person as in staff.yaml. */
      medicallyResponsible: z
        .strictObject({
          name: text('Namn', false),
          title: text('Legitimation', true, 'T.ex. legitimerad läkare'),
        })
        .meta({ label: 'Medicinskt ansvarig' }),
      /**
       * Where a client treated with an injection or a thread lift calls about a complication when
       * the clinic is closed (the law asks for a contact for complications, and a filler in a
       * blood vessel needs the injector, not only 1177): the law's box gives it when it is set.
       */
      afterHoursPhone: phoneNumber.optional().meta({
        label: 'Jourtelefon vid komplikationer',
        hint: 'Numret som den som har fått en injektion eller ett trådlyft ringer vid besvär när kliniken har stängt. Står i lagens ruta. Tomt: rutan hänvisar till 1177 när ni har stängt.',
      }),
    })
    .meta({
      label: 'Vårdgivare (lag 2021:363)',
      hint: 'Visas i lagens ruta på sidorna i de kategorier som omfattas av lagen, på /Bokatid och /Omoss.',
    }),
  /** The clinic's rules for booking, cancelling and paying (docs/product.md, Clinic information). */
  policies: z
    .strictObject({
      /** Cancelling is free until this many hours before the booked time. */
      freeCancellationHours: hours.meta({ label: 'Fri avbokning fram till (timmar före)' }),
      /**
       * Injection treatments: book a consultation this many hours before ... förordning (2021:367)
       * sets two days as the least, so a clinic may ask more, never less.
       */
      injectionConsultationHours: hours
        .min(48, 'minst 48 timmar: förordning (2021:367) kräver två dagars betänketid')
        .meta({
          label: 'Konsultation före injektion (timmar före)',
          hint: 'Minst 48 timmar. Står i lagens ruta, i bokningsreglerna och på Boka tid.',
        }),
      /**
       * ... unless the same kind of treatment was given within this many months: the law's
       * exception ends at six months, so a clinic may shorten it, never lengthen it.
       */
      injectionConsultationAfterMonths: hours
        .max(6, 'högst 6 månader: lagens undantag gäller bara inom sex månader')
        .meta({
          label: 'Ingen betänketid inom (månader)',
          hint: 'Högst 6: har kunden fått samma slags injektion inom så här många månader gäller inte betänketiden.',
        }),
      /**
       * The categories only a physician performs (careKind physician: thread lifts, read as
       * aesthetic surgery, decision 0027): a consultation at least this many days before every
       * one, with no exception; förordning (2021:367) sets seven days for aesthetic surgery.
       */
      surgicalConsultationDays: hours.default(7).meta({
        label: 'Konsultation före kirurgiska ingrepp, t.ex. trådlyft (dagar före)',
        hint: 'Minst 7 dagar före varje ingrepp, utan undantag: trådlyft räknas som estetiska kirurgiska ingrepp (lag 2021:363). Står i lagens ruta, i bokningsreglerna och på Boka tid.',
      }),
      paymentMethods: z
        .array(text('Betalsätt', true))
        .min(1)
        .meta({ label: 'Betalsätt', labelSingular: 'betalsätt' }),
      /**
       * Invoice, offered beside the payment methods but, being credit, never for the care under lag
       * (2021:363): Konsumentverket finds credit for beauty procedures contrary to good marketing
       * practice. Kept apart from paymentMethods so that the booking rules can say which is credit.
       */
      invoice: z.string().min(2).optional().meta({
        label: 'Faktura',
        translate: true,
        hint: 'T.ex. faktura. En faktura är en kredit: sidan säger att den inte gäller behandlingar som omfattas av lag 2021:363. Skriv den här, inte under Betalsätt.',
      }),
      /**
       * Instalments, offered beside the payment methods but never for injections or thread lifts:
       * Konsumentverket finds credit for beauty procedures contrary to good marketing practice.
       */
      instalments: z.string().min(2).optional().meta({
        label: 'Delbetalning',
        translate: true,
        hint: 'T.ex. delbetalning via vår betalpartner. Sidan säger att den inte gäller behandlingar som omfattas av lag 2021:363.',
      }),
    })
    .meta({ label: 'Regler för bokning och betalning' }),
});
