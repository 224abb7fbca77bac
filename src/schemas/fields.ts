/**
 * Fields the content collections share: site paths, prices and durations as data, details and
 * FAQ items, and what every catalogue page has. Zod schemas, so unit tests parse with them too.
 */
import { z } from 'astro/zod';

/** A site path exactly as the spec writes it: leading slash, no trailing slash, no spaces. */
export const sitePath = z
  .string()
  .regex(
    /^\/[^\s/?#]+$/,
    'ska vara en sökväg som "/Rynkbehandling-Panna" (inledande snedstreck, inga mellanslag)',
  );

const kronor = z.number().int().positive();
const minutes = z.number().int().positive().max(240);

/**
 * A price in whole kronor, tagged by kind so that an editor (the CMS at /admin) can offer the
 * three shapes as a choice: a fixed amount, a "från" amount, or a range.
 */
export const price = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('fixed'), amount: kronor }),
    z.strictObject({ kind: z.literal('from'), amount: kronor }),
    z
      .strictObject({ kind: z.literal('range'), min: kronor, max: kronor })
      .refine((p) => p.min < p.max, 'min måste vara lägre än max'),
  ],
  {
    error:
      'Priset ska vara ett fast pris, ett från-pris eller ett intervall, t.ex. { kind: fixed, amount: 1700 }',
  },
);

/** A duration in whole minutes, tagged like the price: a fixed length or a range. */
export const duration = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('fixed'), minutes }),
    z
      .strictObject({ kind: z.literal('range'), min: minutes, max: minutes })
      .refine((d) => d.min < d.max, 'min måste vara lägre än max'),
  ],
  { error: 'Tiden ska vara fast eller ett intervall i minuter, t.ex. { kind: fixed, minutes: 30 }' },
);

/** Labels that are derived from price and duration data and so may not be typed as details. */
const DERIVED_LABELS = ['pris', 'tid', 'behandlingstid'];

export const detail = z.strictObject({
  label: z
    .string()
    .min(2)
    .refine(
      (label) => !DERIVED_LABELS.includes(label.trim().toLowerCase()),
      'Pris och tid skrivs som data (price, duration), inte som en detalj',
    ),
  value: z.string().min(2),
});

export const faqItem = z.strictObject({ question: z.string().min(5), answer: z.string().min(10) });

/** A priced variant or extra: "90 min", "Kur om 4 behandlingar", "Tillägg: microneedling". */
/**
 * What a price buys (see src/lib/treatment-prices.ts): one treatment, a course or punch card of
 * several, or an add-on to another treatment. Only single treatments count in price ranges.
 */
export const priceKind = z.enum(['single', 'course', 'addon']);

/**
 * The figure the old site's treatment page showed where the spec's price list gave another. The
 * price list's figure is the price everywhere; this one is read only by the content report, so
 * the clinic can confirm the change. Never shown on the site.
 */
export const formerPagePrice = price.optional();

/**
 * A priced variant or something sold beside the treatment. With a duration it is a variant
 * ("60 min", "90 min") and stands instead of the treatment's own price; without one it is a
 * course, an add-on, or a treatment sold under its own name (Crystal Peel).
 */
export const option = z.strictObject({
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
export const pageFields = {
  path: sitePath,
  title: z.string().min(2),
  /** Shorter name for menus and cards, where the title is long. */
  menuTitle: z.string().min(2).optional(),
  order: z.number().int().nonnegative(),
  /** One or two sentences: the hero text and the card text. */
  summary: z.string().min(20).max(260),
};
