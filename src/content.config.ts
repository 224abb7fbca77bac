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
import { ART_MOTIFS, DEFAULT_MOTIF } from './lib/art-motifs';

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

/** A priced variant or extra: "90 min", "Kur om 4 behandlingar", "Tillägg: microneedling". */
const option = z.strictObject({
  label: z.string().min(2),
  price,
  duration: duration.optional(),
  /** Shown in the price list only, not on the treatment page (SPEC gives some figures only there). */
  priceListOnly: z.boolean().default(false),
  /** The price list's own figure where it differs from this one (reported, never silently fixed). */
  listPrice: price.optional(),
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
    /** Show the category's prices on its page as a list that opens one treatment at a time. */
    showPriceList: z.boolean().default(false),
    /** The decorative art on the category's pages, its groups' and its treatments'. */
    motif: z.enum(ART_MOTIFS).default(DEFAULT_MOTIF),
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

const treatments = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/treatments' }),
  schema: z.strictObject({
    ...pageFields,
    category: reference('categories'),
    group: reference('groups').optional(),
    /** Absent when the price is set after a consultation; the page says so. */
    price: price.optional(),
    /** What the price covers, e.g. "per område" or "för 3 ml". */
    priceNote: z.string().min(2).optional(),
    duration: duration.optional(),
    options: z.array(option).default([]),
    details: z.array(detail).default([]),
    before: z.array(z.string().min(10)).min(1),
    after: z.array(z.string().min(10)).min(1),
    faq: z.array(faqItem).default([]),
    /** An external booking page (https://...) or an in-site path; default: the booking service. */
    bookingHref: z.union([z.url({ protocol: /^https$/ }), sitePath]).optional(),
    bookingLabel: z.string().min(2).default('Boka nu'),
    /** The price list's own figure where it differs from the page (reported, never silently fixed). */
    listPrice: price.optional(),
    /** Notes for the clinic on figures the spec gives inconsistently: in the content report, never on the page. */
    dataNotes: z.array(z.string().min(10)).default([]),
  }),
});

const testimonials = defineCollection({
  loader: file('src/content/testimonials.yaml'),
  schema: z.strictObject({
    id: z.string(),
    text: z.string().min(20),
    author: z.string().regex(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u, 'förnamn och initial, t.ex. "Anna K."'),
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
