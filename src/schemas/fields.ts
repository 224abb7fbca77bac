/**
 * Fields the content collections share: site paths, prices and durations as data, details and
 * FAQ items, and what every catalogue page has. Zod schemas, so unit tests parse with them too.
 * Each field carries its editor metadata (src/schemas/editor.ts): the editor at /admin is
 * generated from these schemas.
 */
import { z } from 'astro/zod';

/**
 * An entry's id, made by the editor (a uuid after `prefix`), never typed or translated. In a list
 * whose items hold figures and words (staff, price options, price-list sections, opening hours),
 * it is what the English file's item names to lay its words over the right Swedish item, so adding,
 * removing or reordering a Swedish item never moves an English text onto another (decision 0022).
 */
export const entryId = (prefix: string) =>
  z.string().meta({
    label: 'Id',
    widget: 'uuid',
    hint: 'Skapas automatiskt.',
    editor: { prefix },
    translate: false,
  });

/**
 * A list item's id: optional, since a file written by hand may lack it; such an item keeps its
 * Swedish words on the English page until the editor has given it one (the content report says so).
 */
export const itemId = (prefix: string) => entryId(prefix).optional();

/**
 * The characters a path of the site may hold: letters (Swedish and other Latin ones, composed),
 * digits, "-", "+" and "_". Nothing the host rules read as syntax ("$" is a variable in nginx's
 * rules, "*" a wildcard in Cloudflare's and Netlify's `_redirects`), nothing a browser reads as
 * another host ("//", "\\"), no "%", "?", "#", dot or space. Written as ranges, not \p{L}, so the
 * editor (src/cms/fields.ts) takes the same pattern without the `u` flag.
 */
const SEGMENT = '[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF+_-]+';
const PATH_CHARACTERS = 'bokstäver, siffror, -, + och _';
/** An address on the site, one or more names each after one slash, as a pattern's source. */
export const IN_SITE_LINK = `(?:/${SEGMENT})+`;

/** A page's path exactly as docs/product.md writes it: one name after a leading slash. */
export const sitePath = z
  .string()
  .regex(
    new RegExp(`^/${SEGMENT}$`),
    `ska vara en sökväg som "/Hudvard-Ansikte": inledande snedstreck, sedan bara ${PATH_CHARACTERS}`,
  )
  .meta({
    patternMessage: `Skriv adressen som /Sidnamn: inledande snedstreck, sedan bara ${PATH_CHARACTERS}`,
    translate: false,
    prose: false,
  });

/**
 * A link to an address on the site (a notice's link, a booking link), "/Bokatid" or
 * "/en/contact": names of the same characters as a page's, each after one slash.
 */
export const inSiteLink = z
  .string()
  .regex(
    new RegExp(`^${IN_SITE_LINK}$`),
    `ska vara en sökväg på webbplatsen som "/Bokatid": inledande snedstreck, sedan bara ${PATH_CHARACTERS}, aldrig två snedstreck i rad`,
  )
  .meta({
    patternMessage: `Skriv adressen som /Sidnamn: inledande snedstreck, sedan bara ${PATH_CHARACTERS}`,
    translate: false,
  });

/**
 * Where a button or a notice leads: a page of the site ("/Bokatid") or an https address
 * elsewhere (the booking service). One message for both, since the field takes either.
 */
export const siteOrHttpsLink = z.union([inSiteLink, z.url({ protocol: /^https$/ })], {
  error: `ska vara en sida på webbplatsen som "/Bokatid" (inledande snedstreck, sedan bara ${PATH_CHARACTERS}) eller en adress som börjar med https://`,
});

const kronor = z.number().int().positive().meta({ unit: 'kr' });
const minutes = z.number().int().positive().max(240).meta({ unit: 'min' });

/**
 * A price in whole kronor, tagged by kind so that an editor (the CMS at /admin) can offer the
 * three shapes as a choice: a fixed amount, a "från" amount, or a range.
 */
export const price = z.discriminatedUnion(
  'kind',
  [
    z
      .strictObject({ kind: z.literal('fixed'), amount: kronor.meta({ label: 'Pris' }) })
      .meta({ label: 'Fast pris' }),
    z
      .strictObject({ kind: z.literal('from'), amount: kronor.meta({ label: 'Från' }) })
      .meta({ label: 'Från-pris' }),
    z
      .strictObject({
        kind: z.literal('range'),
        min: kronor.meta({ label: 'Lägst' }),
        max: kronor.meta({ label: 'Högst' }),
      })
      .refine((p) => p.min < p.max, 'min måste vara lägre än max')
      .meta({ label: 'Prisintervall' }),
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
    z
      .strictObject({ kind: z.literal('fixed'), minutes: minutes.meta({ label: 'Tid' }) })
      .meta({ label: 'Fast tid' }),
    z
      .strictObject({
        kind: z.literal('range'),
        min: minutes.meta({ label: 'Kortast' }),
        max: minutes.meta({ label: 'Längst' }),
      })
      .refine((d) => d.min < d.max, 'min måste vara lägre än max')
      .meta({ label: 'Tidsintervall' }),
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
    )
    .meta({ label: 'Rubrik', translate: true }),
  value: z.string().min(2).meta({ label: 'Text', translate: true }),
});

const faqItem = z.strictObject({
  question: z.string().min(5).meta({ label: 'Fråga', translate: true }),
  answer: z.string().min(10).meta({ label: 'Svar', widget: 'text', translate: true }),
});

/** A page's questions and answers, shown under its texts. */
export const faqList = z
  .array(faqItem)
  .default([])
  .meta({ label: 'Vanliga frågor', group: 'Texter', labelSingular: 'fråga', summary: '{{fields.question}}' });

/**
 * What a price buys (see src/lib/domain/treatment-prices.ts): one treatment, a course or punch card of
 * several, or an add-on to another treatment. Only single treatments count in price ranges.
 */
export const priceKind = z.enum(['single', 'course', 'addon']).meta({
  hint: 'Bara enskilda behandlingar räknas in i prisintervallen på /Priser.',
  choices: {
    single: 'En behandling',
    course: 'Kur eller klippkort (flera behandlingar)',
    addon: 'Tillägg till en annan behandling',
  },
});

/**
 * The figure the old site's treatment page showed where the old site's price list gave another. The
 * price list's figure is the price everywhere; this one is read only by the content report, so
 * the clinic can confirm the change. Never shown on the site.
 */
export const formerPagePrice = price
  .optional()
  .meta({ label: 'Tidigare sidpris (bara i innehållsrapporten)' });

/**
 * A priced variant or something sold beside the treatment. With a duration it is a variant
 * ("60 min", "90 min") and stands instead of the treatment's own price; without one it is a
 * course, an add-on, or a treatment sold under its own name (Crystal Peel).
 */
export const option = z.strictObject({
  id: itemId('v-'),
  label: z.string().min(2).meta({ label: 'Namn', translate: true }),
  price: price.meta({ label: 'Pris' }),
  duration: duration.optional().meta({ label: 'Behandlingstid (bara för varianter)' }),
  kind: priceKind.default('single').meta({ label: 'Vad priset köper' }),
  /** Sold under its own name: the price list row says "Crystal Peel", not "Milk Peel: Crystal Peel". */
  ownName: z.boolean().default(false).meta({ label: 'Säljs under eget namn i prislistan' }),
  /** Shown in the price list only, not on the treatment page (the old site gave some figures only there). */
  priceListOnly: z.boolean().default(false).meta({ label: 'Visas bara i prislistan' }),
  formerPagePrice,
});

/** Where a page lives on the site. */
export const pagePath = sitePath.meta({
  label: 'Adress',
  group: 'Sidan',
  hint: 'Sidans adress på webbplatsen, med inledande snedstreck och utan mellanslag, t.ex. /Dermaplaning. Ändras den slutar gamla länkar att fungera. På engelska: sidans engelska namn, t.ex. /dermaplaning (webbplatsen sätter /en framför).',
  // The English file's path is the page's English name (decision 0022).
  translate: true,
});

/**
 * The page's second spellings (decision 0003): old addresses that lead here with one 301. Typed on
 * the entry, so deleting the entry takes them with it; an alias whose page the build does not write
 * (hidden, switched off) is dropped, and the build says so (decision 0011). Same characters as
 * `path`; the content rules refuse one that is another page's path or another page's alias.
 */
export const pageAliases = z
  .array(sitePath.meta({ label: 'Gammal adress', translate: false, prose: false }))
  .optional()
  .meta({
    label: 'Gamla adresser',
    group: 'Sidan',
    labelSingular: 'adress',
    hint: 'Adresser som sidan hade förut, t.ex. /Gammalt-namn. Den som besöker en av dem kommer hit. Försvinner med sidan; en dold sida får ingen omdirigering.',
    translate: false,
  });

/**
 * Where an entry stands in lists: lower first. Internal, so it has a default: a new entry goes
 * last until someone moves it.
 */
export const listOrder = z
  .number()
  .int()
  .nonnegative()
  .default(999)
  .meta({ label: 'Ordning i listor', group: 'Internt', hint: 'Lägre nummer visas först.' });

/** One or two sentences: the hero text and the card text. */
export const pageSummary = (where: string) =>
  z
    .string()
    .min(20)
    .max(260)
    .meta({
      label: 'Kort beskrivning',
      group: 'Sidan',
      widget: 'text',
      hint: `En eller två meningar överst på ${where} och på kortet som leder dit.`,
      translate: true,
    });

/**
 * A page taken off the site without deleting its file: every link, menu entry, price-list row,
 * search entry and sitemap line to it goes with it (src/lib/domain/catalogue.ts), and the build names it.
 */
export const hiddenFlag = z.boolean().default(false).meta({
  label: 'Dölj sidan',
  group: 'Sidan',
  hint: 'Sidan och alla länkar till den försvinner från webbplatsen vid nästa publicering. Filen finns kvar, så sidan kan visas igen.',
});

/** Fields every page of the catalogue has: where it lives, what it is called, how it is listed. */
export const pageFields = {
  path: pagePath,
  aliases: pageAliases,
  title: z.string().min(2).meta({ label: 'Rubrik', group: 'Sidan', translate: true }),
  /** Shorter name for menus and cards, where the title is long. */
  menuTitle: z.string().min(2).optional().meta({
    label: 'Kort namn i menyn',
    group: 'Sidan',
    hint: 'Används i menyer och på kort när rubriken är lång. Lämna tomt för att använda rubriken.',
    translate: true,
  }),
  order: listOrder,
};
