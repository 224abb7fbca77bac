/**
 * The clinic's own words on the fixed pages (home, about, booking, contact, education) and in the
 * consultation banner: one YAML file each under src/content/pages/, edited at /admin like the rest
 * of the content. Only the clinic's copy lives here; the interface's words (button labels, the
 * pages' names in menus, form labels) stay with the components that show them.
 */
import { z } from 'astro/zod';
import { hiddenFlag, pageAliases } from './fields.ts';

const PARAGRAPHS_HINT = 'Stycken skiljs åt med en tom rad.';

/**
 * A page's texts are in the group Texter: `grouped` for a top-level field, false for a field
 * inside an object or a list (the editor shows groups on top-level fields only).
 */
const groupOf = (grouped: boolean) => (grouped ? ('Texter' as const) : undefined);

const heading = (label: string, grouped = true) =>
  z
    .string()
    .min(2)
    .max(90)
    .meta({ label, group: groupOf(grouped), translate: true });
/** A sentence or two under a heading. */
const lead = (label: string, hint?: string, grouped = true) =>
  z
    .string()
    .min(10)
    .max(300)
    .meta({ label, group: groupOf(grouped), widget: 'text', translate: true, ...(hint ? { hint } : {}) });
/** Running text: paragraphs separated by a blank line. */
const paragraphs = (label: string, grouped = true) =>
  z
    .string()
    .min(20)
    .meta({ label, group: groupOf(grouped), widget: 'text', hint: PARAGRAPHS_HINT, translate: true });

/** What search engines show under the page's name; every page has one. */
const description = z.string().min(50).max(170).meta({
  label: 'Beskrivning för sökmotorer',
  group: 'Sidan',
  widget: 'text',
  hint: 'En eller två meningar som sökmotorer visar under sidans namn (högst 170 tecken).',
  translate: true,
});
const heroText = lead('Text överst på sidan', 'En eller två meningar under sidans rubrik.');

export const homeTextsSchema = z.strictObject({
  aliases: pageAliases,
  description,
  heroTitle: z
    .string()
    .min(10)
    .max(90)
    .meta({ label: 'Stor rubrik överst', group: 'Texter', translate: true }),
  heroText,
  welcome: z
    .strictObject({ title: heading('Rubrik', false), text: paragraphs('Text', false) })
    .meta({ label: 'Välkommen', group: 'Texter' }),
  treatmentsTitle: heading('Rubrik över behandlingskategorierna'),
  values: z
    .strictObject({
      title: heading('Rubrik', false),
      items: z
        .array(
          z
            .strictObject({
              title: z.string().min(2).max(40).meta({ label: 'Ord', translate: true }),
              text: lead('Text', undefined, false),
            })
            .meta({ label: 'Värdering' }),
        )
        .min(1)
        .max(6)
        .meta({ label: 'Värderingar', labelSingular: 'värdering', summary: '{{fields.title}}' }),
    })
    .meta({ label: 'Våra värderingar', group: 'Texter' }),
  consultationText: lead('Text i rutan om konsultation', 'Rutans rubrik står under Konsultationsrutan.'),
  testimonialsTitle: heading('Rubrik över omdömena'),
  /**
   * Beside the reviews: that they are the clinic's selection and how they are collected and
   * checked, as the consumer rules on reviews ask (marknadsföringslagen). The clinic's own policy.
   */
  testimonialsPolicy: z.string().min(40).max(400).meta({
    label: 'Text under omdömena',
    group: 'Texter',
    widget: 'text',
    hint: 'Säg att omdömena är ett urval och hur ni samlar in och kontrollerar dem (konsumentreglerna om omdömen).',
    translate: true,
  }),
});

const aboutTextsSchema = z.strictObject({
  aliases: pageAliases,
  description,
  heroText,
  clinic: z
    .strictObject({ title: heading('Rubrik', false), text: paragraphs('Text', false) })
    .meta({ label: 'Kliniken', group: 'Texter' }),
  staffTitle: heading('Rubrik över personalen'),
});

const bookingTextsSchema = z.strictObject({
  aliases: pageAliases,
  description,
  heroText,
  beforeBookingTitle: heading('Rubrik över det som är bra att veta'),
  giftCardQuestion: z.string().min(5).max(120).meta({
    label: 'Fråga före presentkortslänken',
    group: 'Texter',
    hint: 'Visas bara när en presentkortslänk finns under Klinikens uppgifter.',
    translate: true,
  }),
});

const contactTextsSchema = z.strictObject({
  aliases: pageAliases,
  description,
  heroText,
  addressTitle: heading('Rubrik över adressen'),
  practicalTitle: heading('Rubrik över den praktiska informationen'),
});

const educationTextsSchema = z.strictObject({
  hidden: hiddenFlag,
  aliases: pageAliases,
  description,
  heroText,
  text: paragraphs('Text'),
  emailPrompt: z.string().min(5).max(160).meta({
    label: 'Text före e-postadressen',
    group: 'Texter',
    hint: 'Sista stycket: klinikens e-postadress står efter texten, som en länk.',
    translate: true,
  }),
});

/** /HittaBehandling: the page with the site's contact form. */
const findTreatmentTextsSchema = z.strictObject({
  aliases: pageAliases,
  description,
  heroText,
  guide: z
    .strictObject({
      beforeLink: z.string().min(5).max(200).meta({ label: 'Text före länken', translate: true }),
      afterLink: z.string().min(5).max(200).meta({ label: 'Text efter länken', translate: true }),
    })
    .meta({
      label: 'Om guiden till besvären',
      group: 'Texter',
      hint: 'Ett stycke med en länk till guiden Vad vill du behandla? mellan de två texterna.',
    }),
  formIntro: lead(
    'Text före formuläret',
    'Säg vad ni behöver veta för att svara, be besökaren att inte skriva något om sin hälsa och säg att det ni ändå får bara används för att svara och raderas med meddelandet, som integritetspolicyn säger.',
  ),
});

/**
 * The clinic's booking rules in its own words, on the booking and contact pages (ClinicInfo). The
 * figures (hours, months, payment methods) are the clinic's facts in clinic.yaml; the two rules
 * of issue 27 (the time to think before a first treatment under lag 2021:363 costs nothing to
 * use, and no instalments for such care) stay in code, where no edit can drop them, and name the
 * categories whose careKind puts them under the law. Which other care starts with a consultation,
 * and which needs none, is said from the categories' careKind too (FirstSteps), so these texts
 * name no category.
 */
const bookingRulesTextsSchema = z.strictObject({
  consultation: z
    .strictObject({
      digital: lead('Den digitala konsultationen', undefined, false),
      onSite: lead(
        'Konsultationen på kliniken',
        'Valfri. Visas bara om någon kategori omfattas av lag 2021:363 (injektioner eller ingrepp som bara läkare gör): konsultationen före en första sådan behandling.',
        false,
      ).optional(),
    })
    .meta({ label: 'Kostnadsfri konsultation', group: 'Texter' }),
  cancellation: z
    .strictObject({
      late: lead(
        'Sen avbokning och uteblivet besök',
        'Efter meningen om fri avbokning (timmarna står under Klinikens uppgifter).',
        false,
      ),
      how: lead('Hur man avbokar', undefined, false),
    })
    .meta({ label: 'Avbokning', group: 'Texter' }),
  payment: z
    .strictObject({
      note: z
        .string()
        .min(5)
        .max(200)
        .meta({ label: 'Efter betalsätten', hint: 'T.ex. Vi tar inte emot kontanter.', translate: true }),
      wellnessAllowance: z.string().min(10).max(300).optional().meta({
        label: 'Friskvårdsbidrag',
        widget: 'text',
        hint: 'Valfri: lämnas tomt visas inget stycke.',
        translate: true,
      }),
    })
    .meta({ label: 'Betalning', group: 'Texter' }),
});

/**
 * The banner at the foot of most pages (ConsultationBanner), in three kinds by what the page's
 * care needs: the consultation at the clinic, booked on the booking service; a question through
 * the form (the digital consultation); and, on pages of care that needs no consultation, an offer
 * to help choose, so that no such page offers a consultation as if it were needed.
 */
const consultationTextsSchema = z.strictObject({
  title: z.string().min(10).max(80).meta({
    label: 'Rubrik, digital konsultation',
    hint: 'Där knappen leder till formuläret: behandlingssidor som börjar med en konsultation och sidor utanför behandlingsutbudet (priser, kontakt, Boka tid). En digital konsultation är ett skriftligt svar med e-post.',
    translate: true,
  }),
  text: lead(
    'Text, digital konsultation',
    'Visas under rubriken. Sidan lägger själv till att svaret kommer med e-post inom svarstiden och är kostnadsfritt, och på sidor om behandlingar som börjar med en konsultation att svaret inte ersätter den.',
    false,
  ),
  plainTitle: z.string().min(10).max(80).meta({
    label: 'Rubrik, konsultation på kliniken',
    hint: 'Där knappen Boka konsultation leder till konsultationen i bokningstjänsten: sidorna för kategorier och översikter vars behandlingar börjar med en konsultation, startsidan och Hitta behandling.',
    translate: true,
  }),
  plainText: lead('Text, konsultation på kliniken', 'Visas när sidan inte har en egen text.', false),
  choiceTitle: z.string().min(10).max(80).meta({
    label: 'Rubrik, hjälp att välja',
    hint: 'På sidorna för behandlingar som inte kräver någon konsultation (hudvård, massage, vaxning): knappen leder till formuläret. Erbjud ingen konsultation här.',
    translate: true,
  }),
  choiceText: lead(
    'Text, hjälp att välja',
    'Visas under rubriken. Sidan lägger själv till att svaret kommer med e-post inom svarstiden, är kostnadsfritt och hjälper besökaren att välja.',
    false,
  ),
});

/** Every fixed text file's schema, by the key the files, the editor, the screens and the tests use. */
export const pageTextSchemas = {
  home: homeTextsSchema,
  about: aboutTextsSchema,
  booking: bookingTextsSchema,
  contact: contactTextsSchema,
  education: educationTextsSchema,
  findTreatment: findTreatmentTextsSchema,
  bookingRules: bookingRulesTextsSchema,
  consultation: consultationTextsSchema,
} as const;
