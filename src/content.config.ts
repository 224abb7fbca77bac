/**
 * The content model. Every page of the catalogue, every price and every duration comes from
 * entries validated here; a malformed entry fails the build with the file and field named.
 *
 * - categories: the seven treatment categories (/Injektionsbehandlingar ...)
 * - groups: overview pages inside a category (/Rynkreducerande, /NordlysIpl ...)
 * - treatments: one Markdown file per detail page; the body is the long description
 * - testimonials, staff: small lists shown on the home and about pages
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** A site path exactly as the spec writes it: leading slash, no trailing slash, no spaces. */
const sitePath = z
  .string()
  .regex(
    /^\/[^\s/?#]+$/,
    'ska vara en sökväg som "/Rynkbehandling-Panna" (inledande snedstreck, inga mellanslag)',
  );

const kronor = z.number().int().positive();
const minutes = z.number().int().positive().max(240);

const price = z.union([
  kronor,
  z.strictObject({ from: kronor }),
  z.strictObject({ min: kronor, max: kronor }).refine((p) => p.min < p.max, 'min måste vara lägre än max'),
]);

const duration = z.union([
  minutes,
  z.strictObject({ min: minutes, max: minutes }).refine((d) => d.min < d.max, 'min måste vara lägre än max'),
]);

/** Labels that are derived from price and duration data and so may not be typed as details. */
const DERIVED_LABELS = ['pris', 'tid', 'behandlingstid'];

const detail = z.strictObject({
  label: z
    .string()
    .min(2)
    .refine(
      (label) => !DERIVED_LABELS.includes(label.trim().toLowerCase()),
      'Pris och tid skrivs som data (price, duration), inte som en detalj',
    ),
  value: z.string().min(2),
});

const faqItem = z.strictObject({ question: z.string().min(5), answer: z.string().min(10) });

/**
 * What a price buys (see src/lib/treatment-prices.ts): one treatment, a course or punch card of
 * several, or an add-on to another treatment. Only single treatments count in price ranges.
 */
const priceKind = z.enum(['single', 'course', 'addon']);

/**
 * The figure the old site's treatment page showed where the spec's price list gave another. The
 * price list's figure is the price everywhere; this one is read only by the content report, so
 * the clinic can confirm the change. Never shown on the site.
 */
const formerPagePrice = price.optional();

/**
 * A priced variant or something sold beside the treatment. With a duration it is a variant
 * ("60 min", "90 min") and stands instead of the treatment's own price; without one it is a
 * course, an add-on, or a treatment sold under its own name (Crystal Peel).
 */
const option = z.strictObject({
  label: z.string().min(2),
  price,
  duration: duration.optional(),
  kind: priceKind.default('single'),
  /** Sold under its own name: the price list row says "Crystal Peel", not "Milk Peel: Crystal Peel". */
  ownName: z.boolean().default(false),
  /** Shown in the price list only, not on the treatment page (SPEC gives some figures only there). */
  priceListOnly: z.boolean().default(false),
  formerPagePrice,
});

/** Fields every page of the catalogue has: where it lives, what it is called, how it is listed. */
const pageFields = {
  path: sitePath,
  title: z.string().min(2),
  /** Shorter name for menus and cards, where the title is long. */
  menuTitle: z.string().min(2).optional(),
  order: z.number().int().nonnegative(),
  /** One or two sentences: the hero text and the card text. */
  summary: z.string().min(20).max(260),
};

const categories = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/categories' }),
  schema: z.strictObject({
    ...pageFields,
    /** Paragraphs separated by a blank line. */
    intro: z.string().min(40),
    /** Which detail screen the category's treatments use (SPEC §2 screen types 2 and 3). */
    detailScreen: z.enum(['treatment', 'simple']).default('treatment'),
    /**
     * Aesthetic injections under lag (2021:363): the category's pages, its groups' and its
     * treatments' show the RegulatedCare block (age limit, licensed staff, IVO, insurance).
     */
    regulatedCare: z.boolean().default(false),
    /** Show the category's prices on its page as a list that opens one treatment at a time. */
    showPriceList: z.boolean().default(false),
    faq: z.array(faqItem).default([]),
  }),
});

const groups = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/groups' }),
  schema: z.strictObject({
    ...pageFields,
    category: reference('categories'),
    intro: z.string().min(40),
    faq: z.array(faqItem).default([]),
  }),
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

const treatments = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/treatments' }),
  schema: z
    .strictObject({
      ...pageFields,
      category: reference('categories'),
      group: reference('groups').optional(),
      /** Absent when the price is set after a consultation, or given as variants in options. */
      price: price.optional(),
      /** What the own price buys; a punch card (Klippkort) is a course and stays out of ranges. */
      priceKind: priceKind.default('single'),
      /** What the price covers, e.g. "per område" or "för 3 ml". */
      priceNote: z.string().min(2).optional(),
      duration: duration.optional(),
      options: z.array(option).default([]),
      details: z.array(detail).default([]),
      before: z.array(z.string().min(10)).min(1),
      after: z.array(z.string().min(10)).min(1),
      faq: z.array(faqItem).default([]),
      /**
       * This treatment's own service page on the booking service (https://...), or an in-site path.
       * Without it, the button leads to the booking service's general page (clinic.bookingUrl);
       * the content report lists the treatments still on that fallback.
       */
      bookingHref: z.union([z.url({ protocol: /^https$/ }), sitePath]).optional(),
      bookingLabel: z.string().min(2).default('Boka nu'),
      formerPagePrice,
      /** Notes for the clinic on figures the spec gives inconsistently: in the content report, never on the page. */
      dataNotes: z.array(z.string().min(10)).default([]),
    })
    .superRefine(refuseTwicePrices),
});

const testimonials = defineCollection({
  loader: file('src/content/testimonials.yaml'),
  schema: z.strictObject({
    id: z.string(),
    text: z.string().min(20),
    author: z.string().regex(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u, 'förnamn och initial, t.ex. "Anna K."'),
    /**
     * An invented sample text, not a client's review. Shown by local and test builds only: the
     * production build refuses to publish while any testimonial is marked sample (publish-check).
     */
    sample: z.boolean().default(false),
  }),
});

const staff = defineCollection({
  loader: file('src/content/staff.yaml'),
  schema: z.strictObject({
    id: z.string(),
    name: z.string().min(2),
    title: z.string().min(2),
    order: z.number().int().nonnegative(),
  }),
});

/**
 * A price list page: sections whose rows are drawn from the catalogue, so a price is typed once.
 * Each section lists one group, one category, or named treatments.
 */
const priceLists = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/price-lists' }),
  schema: z.strictObject({
    ...pageFields,
    sections: z
      .array(
        z.union([
          z.strictObject({ title: z.string().min(2), group: reference('groups') }),
          z.strictObject({ title: z.string().min(2), category: reference('categories') }),
          z.strictObject({ title: z.string().min(2), treatments: z.array(reference('treatments')).min(1) }),
        ]),
      )
      .min(1),
  }),
});

export const collections = { categories, groups, treatments, priceLists, testimonials, staff };
