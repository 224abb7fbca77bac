/**
 * The catalogue's schemas: categories, the overview groups inside them, treatments and price
 * lists. Entries point at each other with Astro's `reference()`, which exists only inside the
 * content config: each schema takes the reference schemas as an argument, so
 * src/content.config.ts passes Astro's and the unit tests a stand-in that gives the same shape
 * (src/lib/test-fixtures.ts), and both parse with the same rules.
 */
import { z } from 'astro/zod';
import { ART_MOTIFS, DEFAULT_MOTIF } from '../lib/art-motifs';
import {
  detail,
  duration,
  faqItem,
  formerPagePrice,
  option,
  pageFields,
  price,
  priceKind,
  sitePath,
} from './fields';
import { photoSchema } from './photo';

export const categorySchema = z.strictObject({
  ...pageFields,
  /** Paragraphs separated by a blank line. */
  intro: z.string().min(40),
  /** Which detail screen the category's treatments use (SPEC §2 screen types 2 and 3). */
  detailScreen: z.enum(['treatment', 'simple']).default('treatment'),
  /**
   * Aesthetic injections and thread lifts under lag (2021:363): the category's pages, its groups'
   * and its treatments' show the RegulatedCare block (age limit, licensed staff, consultation and
   * time to think, IVO, insurance, complications out of hours).
   */
  regulatedCare: z.boolean().default(false),
  /** Show the category's prices on its page as a list that opens one treatment at a time. */
  showPriceList: z.boolean().default(false),
  faq: z.array(faqItem).default([]),
  /** The art on the category's card where there is no photo; its groups' and treatments' cards step on from it. */
  motif: z.enum(ART_MOTIFS).default(DEFAULT_MOTIF),
});

export const groupSchema = <Category extends z.ZodType>(references: { categories: Category }) =>
  z.strictObject({
    ...pageFields,
    category: references.categories,
    intro: z.string().min(40),
    faq: z.array(faqItem).default([]),
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
      ...pageFields,
      category: references.categories,
      group: references.groups.optional(),
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
      /** The treatment's own photo: its page's hero (instead of the motif) and its share image. */
      photo: photoSchema(references.image).optional(),
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
    .superRefine(refuseTwicePrices);

/**
 * A price list page: sections whose rows are drawn from the catalogue, so a price is typed once.
 * Each section lists one group, one category, or named treatments (its kind).
 */
export const priceListSchema = <Category extends z.ZodType, Group extends z.ZodType>(references: {
  categories: Category;
  groups: Group;
}) =>
  z.strictObject({
    ...pageFields,
    sections: z
      .array(
        // Tagged by kind, so that an editor can offer the three as a choice.
        z.discriminatedUnion('kind', [
          z.strictObject({ kind: z.literal('group'), title: z.string().min(2), group: references.groups }),
          z.strictObject({
            kind: z.literal('category'),
            title: z.string().min(2),
            category: references.categories,
          }),
          z.strictObject({
            kind: z.literal('treatments'),
            title: z.string().min(2),
            /** The treatments' page paths ("/Dermaplaning"), in the list's order. */
            treatments: z.array(sitePath).min(1),
          }),
        ]),
      )
      .min(1),
  });
