/**
 * The catalogue's schemas: categories, the overview groups inside them, treatments and price
 * lists. Entries point at each other with Astro's `reference()`, which exists only inside the
 * content config: each schema takes the reference schemas as an argument, so
 * src/content.config.ts passes Astro's and the unit tests a stand-in that gives the same shape
 * (tests/support/test-fixtures.ts), and both parse with the same rules.
 */
import { z } from 'astro/zod';
import { ART_MOTIFS, DEFAULT_MOTIF } from './art-motifs.ts';
import {
  detail,
  duration,
  faqList,
  formerPagePrice,
  hiddenFlag,
  itemId,
  option,
  pageFields,
  pageSummary,
  price,
  priceKind,
  siteOrHttpsLink,
  sitePath,
} from './fields.ts';
import { photoSchema } from './photo.ts';

/**
 * The kinds of care a category declares: an aesthetic injection treatment (lag 2021:363: a licensed
 * doctor, dentist or nurse, 18 years, a consultation and time to think), an aesthetic surgical
 * procedure only a licensed physician performs (the same law), a device treatment such as laser or
 * IPL (a consultation first, not the law's rules), and care that needs no licence.
 */
const CARE_KINDS = ['injection', 'physician', 'device', 'beauty'] as const;
export type CareKind = (typeof CARE_KINDS)[number];

/** The text at the top of a category's or an overview's page. */
const intro = z.string().min(40).meta({
  label: 'Inledning',
  group: 'Texter',
  widget: 'text',
  hint: 'Texten överst på sidan. Skriv stycken med en tom rad emellan.',
  translate: true,
});

const categoryField = <Category extends z.ZodType>(categories: Category) =>
  categories.meta({ label: 'Kategori', group: 'Sidan' });

export const categorySchema = z.strictObject({
  path: pageFields.path,
  aliases: pageFields.aliases,
  title: pageFields.title,
  menuTitle: pageFields.menuTitle,
  /** Hides the category's page, its overviews and treatments, and the price lists left empty. */
  hidden: hiddenFlag.meta({
    label: 'Dölj kategorin',
    group: 'Sidan',
    hint: 'Kategorisidan, dess översiktssidor och behandlingar och alla länkar dit försvinner vid nästa publicering, liksom en prislista som då blir tom. Filerna finns kvar, så allt kan visas igen.',
  }),
  order: pageFields.order,
  /** The art on the category's card where there is no photo; its groups' and treatments' cards step on from it. */
  motif: z
    .enum(ART_MOTIFS)
    .default(DEFAULT_MOTIF)
    .meta({
      label: 'Motiv när foto saknas',
      group: 'Bild',
      choices: {
        drop: 'Droppe',
        leaf: 'Blad',
        wave: 'Våg',
        light: 'Ljus',
        thread: 'Tråd',
        stone: 'Sten',
        petal: 'Kronblad',
        sun: 'Sol',
      } satisfies Record<(typeof ART_MOTIFS)[number], string>,
    }),
  /** Which detail screen the category's treatments use (docs/product.md, page types 2 and 3). */
  detailScreen: z
    .enum(['treatment', 'simple'])
    .default('treatment')
    .meta({
      label: 'Sidtyp för behandlingarna',
      group: 'Internt',
      choices: { treatment: 'Behandlingssida', simple: 'Enkel sida (massage, vaxning)' },
    }),
  /**
   * What kind of care the category's treatments are (docs/product.md, Legal statements): what the
   * law's box (RegulatedCare) and the booking rules say follows from it, never from the
   * category's name. `injection` and `physician` fall under lag (2021:363) and show the box on the
   * category's pages, its groups' and its treatments'.
   */
  careKind: z
    .enum(CARE_KINDS)
    .default('beauty')
    .meta({
      label: 'Slags behandlingar',
      group: 'Internt',
      hint: 'Avgör vad sidorna säger om lagen, legitimation och konsultation. Estetiska injektioner och ingrepp som bara läkare får göra visar lagens ruta (lag 2021:363) på kategorins sidor, på Boka tid och Om oss.',
      choices: {
        injection: 'Estetiska injektionsbehandlingar (lag 2021:363): läkare, tandläkare eller sjuksköterska',
        physician: 'Estetiska kirurgiska ingrepp (lag 2021:363): bara legitimerad läkare',
        device: 'Laser och IPL: konsultation först',
        beauty: 'Hudvård, massage och annan skönhetsvård utan krav på legitimation',
      } satisfies Record<CareKind, string>,
    }),
  /**
   * Hair removal with wax: the build asks each of its treatments to ask beforehand about
   * retinoids and acne tablets, which let the wax lift the skin (content-rules/care.ts). A trait
   * the category declares, so no rule finds waxing by a title.
   */
  waxing: z.boolean().default(false).meta({
    label: 'Vaxning',
    group: 'Internt',
    hint: 'Kryssa i om behandlingarna tar bort hår med vax. Bygget kontrollerar då att varje sida frågar om retinol och aknebehandling i tablettform före behandlingen.',
  }),
  /**
   * Treatments done for the sake of appearance outside the law (peels, for instance): offered
   * without invoice or instalments, as the strict reading of Konsumentverket's line on credit for
   * beauty procedures asks (decision 0027). Care under the law and laser never offer credit.
   */
  noCredit: z.boolean().default(false).meta({
    label: 'Ingen faktura eller delbetalning',
    group: 'Internt',
    hint: 'Kryssa i för behandlingar som görs för utseendets skull, till exempel peelingar. Boka tid säger då att de betalas utan kredit. Injektioner, trådlyft och laser erbjuds aldrig med kredit.',
  }),
  /** Show the category's prices on its page as a list that opens one treatment at a time. */
  showPriceList: z
    .boolean()
    .default(false)
    .meta({ label: 'Visa prislistan på kategorisidan', group: 'Pris och tid' }),
  summary: pageSummary('kategorisidan'),
  /** Paragraphs separated by a blank line. */
  intro: intro,
  faq: faqList,
});

export const groupSchema = <Category extends z.ZodType>(references: { categories: Category }) =>
  z.strictObject({
    path: pageFields.path,
    aliases: pageFields.aliases,
    title: pageFields.title,
    menuTitle: pageFields.menuTitle,
    /** Hides the overview page and the treatments in it. */
    hidden: hiddenFlag,
    category: categoryField(references.categories),
    order: pageFields.order,
    summary: pageSummary('översiktssidan'),
    intro,
    faq: faqList,
  });

const samePrice = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A price is typed once: variants (options with a duration) stand instead of the treatment's own
 * price and time, so both together are refused, and so is an option that repeats the own price.
 */
function refuseTwicePrices(
  data: {
    price?: unknown;
    duration?: unknown;
    options: ReadonlyArray<{ price: unknown; duration?: unknown }>;
  },
  ctx: z.RefinementCtx,
) {
  const hasVariants = data.options.some((option) => option.duration !== undefined);
  if (hasVariants && data.price !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['price'],
      message: 'Priset skrivs en gång: ta bort price när varianterna (options med duration) har egna priser',
    });
  }
  if (hasVariants && data.duration !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['duration'],
      message: 'Tiden skrivs en gång: ta bort duration när varianterna (options med duration) har egna tider',
    });
  }
  data.options.forEach((option, index) => {
    if (data.price !== undefined && samePrice(option.price, data.price)) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', index, 'price'],
        message: 'Priset skrivs en gång: alternativet upprepar behandlingens eget pris',
      });
    }
  });
}

/** Short texts one after another: advice before and after a visit, notes. */
const adviceList = z
  .array(z.string().min(10).meta({ label: 'Text', widget: 'text', translate: true }))
  .meta({ labelSingular: 'punkt' });

export const treatmentSchema = <
  Category extends z.ZodType,
  Group extends z.ZodType,
  Image extends z.ZodType,
>(references: {
  categories: Category;
  groups: Group;
  /** Astro's image() in the content config (see photoSchema). */
  image: Image;
}) =>
  z
    .strictObject({
      path: pageFields.path,
      aliases: pageFields.aliases,
      title: pageFields.title,
      menuTitle: pageFields.menuTitle,
      hidden: hiddenFlag,
      category: categoryField(references.categories),
      group: references.groups.optional().meta({ label: 'Översiktssida (om den har en)', group: 'Sidan' }),
      order: pageFields.order,
      summary: pageSummary('behandlingssidan'),
      /** Absent when the price is set after a consultation, or given as variants in options. */
      price: price.optional().meta({
        label: 'Pris',
        group: 'Pris och tid',
        hint: 'Lämna tomt om priset sätts vid konsultationen, eller när behandlingen har varianter med egna priser nedan.',
      }),
      /** What the price covers, e.g. "per område" or "för 3 ml". */
      priceNote: z.string().min(2).optional().meta({
        translate: true,
        label: 'Vad priset gäller',
        group: 'Pris och tid',
        hint: 'T.ex. "per område" eller "för 3 ml".',
      }),
      /** What the own price buys; a punch card (Klippkort) is a course and stays out of ranges. */
      priceKind: priceKind.default('single').meta({ label: 'Vad priset köper', group: 'Pris och tid' }),
      duration: duration.optional().meta({ label: 'Behandlingstid', group: 'Pris och tid' }),
      options: z.array(option).default([]).meta({
        label: 'Varianter, kurer och tillägg',
        group: 'Pris och tid',
        labelSingular: 'alternativ',
        summary: '{{fields.label}}',
        hint: 'Med behandlingstid är det en variant ("60 min", "90 min") som ersätter priset ovan; utan tid är det en kur, ett tillägg eller en behandling som säljs under eget namn.',
      }),
      details: z.array(detail).default([]).meta({
        label: 'Fakta om behandlingen',
        group: 'Texter',
        labelSingular: 'fakta',
        summary: '{{fields.label}}: {{fields.value}}',
        hint: 'T.ex. Område, Effekt, Passar dig som. Pris och tid skrivs ovan, inte här.',
      }),
      before: adviceList.min(1).meta({
        label: 'Före behandlingen',
        group: 'Före/efter',
        hint: 'Råd inför besöket, en punkt i taget.',
      }),
      after: adviceList.min(1).meta({
        label: 'Efter behandlingen',
        group: 'Före/efter',
        hint: 'Råd efter besöket, en punkt i taget.',
      }),
      faq: faqList,
      /** The treatment's own photo: its page's hero (instead of the motif) and its share image. */
      photo: photoSchema(references.image).optional().meta({
        label: 'Foto',
        group: 'Bild',
        hint: 'Visas bredvid rubriken på en dator, efter beskrivningen i en mobil och på kortet i stället för motivet.',
      }),
      /**
       * A prescription medicine given without an aesthetic aim (a vitamin drip): outside lag
       * (2021:363), and läkemedelslagen forbids advertising it to the public, so its page informs
       * and offers a question to the clinic, with no booking button and no law box (decision 0027).
       */
      prescriptionOnly: z.boolean().default(false).meta({
        label: 'Receptbelagt läkemedel utan estetiskt syfte',
        group: 'Bokning',
        hint: 'Sidan visar då ingen bokningsknapp och ingen ruta om lagen (2021:363), bara information och en länk för frågor. Läkemedelslagen förbjuder reklam för receptbelagda läkemedel till allmänheten.',
      }),
      /**
       * Given with a prescription medicine for an aesthetic aim (a botulinum toxin): under lag
       * (2021:363), but läkemedelslagen forbids advertising the medicine, so its page and its cards
       * show no price, and its page offers the consultation and a question, not the treatment's own
       * booking; the factual price lists keep its rows (LVFS 2009:6, 3 §; decision 0027).
       */
      prescriptionMedicine: z.boolean().default(false).meta({
        label: 'Ges med ett receptbelagt läkemedel',
        group: 'Bokning',
        hint: 'T.ex. muskelinjektioner med ett receptbelagt läkemedel. Sidan och korten visar då inget pris och ingen bokningsknapp för behandlingen, bara konsultationen och en länk för frågor; priset står kvar i prislistan.',
      }),
      // No default here: without a text of its own the button says the page language's "Boka nu"
      // (actions.bookNow in src/i18n), so an English page never inherits the Swedish words.
      bookingLabel: z.string().min(2).optional().meta({
        label: 'Text på bokningsknappen',
        group: 'Bokning',
        hint: 'Tomt: knappen säger Boka nu (Book now på engelska).',
        translate: true,
      }),
      /**
       * This treatment's own service page on the booking service (https://...), or an in-site path.
       * Without it, the button leads to the booking service's general page (clinic.bookingUrl);
       * the content report lists the treatments still on that fallback.
       */
      bookingHref: siteOrHttpsLink.optional().meta({
        label: 'Egen bokningslänk',
        group: 'Bokning',
        hint: 'Behandlingens egen sida hos bokningstjänsten (https://...) eller en sida på webbplatsen (/Bokatid). Tomt: bokningstjänstens startsida.',
        patternMessage: 'En https-adress eller en sökväg som /Bokatid',
        translate: false,
      }),
      /** This treatment's own consultation on the booking service; without it, clinic.consultationUrl. */
      consultationHref: siteOrHttpsLink.optional().meta({
        label: 'Egen länk till konsultation',
        group: 'Bokning',
        hint: 'Bokningstjänstens sida för en konsultation inför just den här behandlingen (https://...). Tomt: klinikens konsultationslänk.',
        patternMessage: 'En https-adress eller en sökväg som /Bokatid',
        translate: false,
      }),
      formerPagePrice: formerPagePrice.meta({ group: 'Internt' }),
      /** Notes for the clinic on figures the old site gave inconsistently: in the content report, never on the page. */
      dataNotes: adviceList.default([]).meta({
        label: 'Anteckningar till innehållsrapporten',
        group: 'Internt',
        hint: 'Visas aldrig på webbplatsen.',
        // Notes for the clinic, in Swedish: never on a page, so never in English.
        translate: false,
      }),
    })
    .superRefine(refuseTwicePrices);

const sectionId = itemId('a-');
const sectionTitle = z.string().min(2).meta({ label: 'Rubrik', translate: true });

/** Treatments picked by title and saved by page path ("/Dermaplaning"), as price lists and concerns name them. */
export const treatmentPicker = z
  .array(sitePath)
  .meta({ relation: { collection: 'treatments', valueField: 'path' } });

/**
 * A price list page: sections whose rows are drawn from the catalogue, so a price is typed once.
 * Each section lists one group, one category, or named treatments (its kind).
 */
export const priceListSchema = <Category extends z.ZodType, Group extends z.ZodType>(references: {
  categories: Category;
  groups: Group;
}) =>
  z.strictObject({
    path: pageFields.path,
    aliases: pageFields.aliases,
    title: pageFields.title,
    menuTitle: pageFields.menuTitle,
    /** Hides the price list's page and its links; a list whose treatments are all hidden goes too. */
    hidden: hiddenFlag,
    order: pageFields.order,
    summary: pageSummary('prissidan'),
    sections: z
      .array(
        // Tagged by kind, so that an editor can offer the three as a choice.
        z.discriminatedUnion('kind', [
          z
            .strictObject({
              kind: z.literal('group'),
              id: sectionId,
              title: sectionTitle,
              group: references.groups.meta({ label: 'Översiktssida' }),
            })
            .meta({ label: 'En översiktssidas behandlingar' }),
          z
            .strictObject({
              kind: z.literal('category'),
              id: sectionId,
              title: sectionTitle,
              category: references.categories.meta({ label: 'Kategori' }),
            })
            .meta({ label: 'En kategoris behandlingar' }),
          z
            .strictObject({
              kind: z.literal('treatments'),
              id: sectionId,
              title: sectionTitle,
              /** The treatments' page paths ("/Dermaplaning"), in the list's order. */
              treatments: treatmentPicker.min(1).meta({ label: 'Behandlingar' }),
            })
            .meta({ label: 'Utvalda behandlingar' }),
        ]),
      )
      .min(1)
      .meta({
        label: 'Avsnitt',
        group: 'Pris och tid',
        labelSingular: 'avsnitt',
        summary: '{{fields.title}}',
        hint: 'Varje avsnitt listar en översiktssida, en kategori eller utvalda behandlingar. Priserna hämtas från behandlingarna.',
      }),
  });
