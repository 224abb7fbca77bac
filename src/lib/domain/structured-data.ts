/**
 * Structured data (JSON-LD, schema.org) for search engines: the clinic as a local business,
 * each treatment as a service with its price in SEK, and breadcrumbs (no FAQ pages: decision 0023). Built from the
 * same data as the pages, so it can never quote another price than the page shows.
 */
import {
  clinic,
  clinicIn,
  datedContent,
  type OpeningException,
  type RegularHours,
  weekdayIndexes,
} from '../../config/clinic';
import type { Lang } from '../../config/routes';
import type { Treatment } from './catalogue';
import type { Price } from './price';
import { treatmentPrices } from './treatment-prices';

export type JsonLd = Record<string, unknown>;

function clinicId(site: URL): string {
  return new URL('/#klinik', site).href;
}

/**
 * An exception as schema.org has it: its days and hours, or, when closed, 00:00–00:00 (the form
 * search engines read as "closed all day").
 */
function specialHours(exception: OpeningException): JsonLd {
  return {
    '@type': 'OpeningHoursSpecification',
    validFrom: exception.from,
    validThrough: exception.to ?? exception.from,
    opens: exception.opens ?? '00:00',
    closes: exception.closes ?? '00:00',
  };
}

/** schema.org's days, in the order of WEEKDAYS (src/schemas/clinic.ts): Monday first. */
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The regular hours as schema.org has them: one specification per line with times. A line with a
 * note ("Stängt", "Varierande öppettider") says nothing a search engine can use, so it gives none.
 */
export function regularHoursSpecification(lines: readonly RegularHours[]): JsonLd[] {
  return lines.flatMap((line) =>
    line.opens && line.closes
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: weekdayIndexes(line).map((index) => SCHEMA_DAYS[index]),
            opens: line.opens,
            closes: line.closes,
          },
        ]
      : [],
  );
}

/**
 * The clinic as a local business, its words in the page's language (decision 0022); its
 * exceptions are those the pages show on `today` (src/config/clinic.ts decides).
 */
export function clinicJsonLd(site: URL, today?: string, lang: Lang = 'sv'): JsonLd {
  const { clinic, policies } = clinicIn(lang);
  const { exceptions } = datedContent(today, clinic);
  return {
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    '@id': clinicId(site),
    name: clinic.name,
    description: clinic.tagline,
    url: new URL('/', site).href,
    telephone: clinic.phone.e164,
    email: clinic.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      postalCode: clinic.address.postalCode,
      addressLocality: clinic.address.city,
      addressCountry: 'SE',
    },
    openingHoursSpecification: regularHoursSpecification(clinic.openingHours.regular),
    ...(exceptions.length > 0 ? { specialOpeningHoursSpecification: exceptions.map(specialHours) } : {}),
    ...(clinic.social.length > 0 ? { sameAs: clinic.social.map((link) => link.href) } : {}),
    // The clinic's own list: no instalments, which are never offered for injections (issue 27).
    paymentAccepted: [...policies.paymentMethods, ...(policies.invoice ? [policies.invoice] : [])].join(', '),
  };
}

function offer(price: Price): JsonLd {
  if (price.kind === 'fixed') return { '@type': 'Offer', price: price.amount, priceCurrency: 'SEK' };
  const [minPrice, maxPrice] = price.kind === 'from' ? [price.amount, undefined] : [price.min, price.max];
  return {
    '@type': 'Offer',
    priceCurrency: 'SEK',
    priceSpecification: {
      '@type': 'PriceSpecification',
      priceCurrency: 'SEK',
      minPrice,
      ...(maxPrice ? { maxPrice } : {}),
    },
  };
}

/**
 * A treatment as a service with its prices. No description: the page's meta description says the
 * same words, and this is the heaviest kind of page at scale (docs/scale.md).
 */
export function treatmentJsonLd(treatment: Treatment, site: URL, categoryTitle: string): JsonLd {
  // The prices the page shows, each once: what the treatment costs, read as the page reads it.
  // A prescription medicine's page shows no price, and its data offers none (decision 0027).
  const prices = treatmentPrices(treatment).onPage.map((option) => option.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: treatment.title,
    serviceType: categoryTitle,
    url: new URL(encodeURI(treatment.path), site).href,
    provider: { '@id': clinicId(site) },
    areaServed: clinic.address.city,
    ...(prices.length > 0 ? { offers: prices.map(offer) } : {}),
  };
}

/** The trail; its last crumb, the page itself, names no address (search engines take the page's). */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ label: string; href: string }>, site: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(index < trail.length - 1 ? { item: new URL(encodeURI(crumb.href), site).href } : {}),
    })),
  };
}

/**
 * A page's structured data as the JSON of its one <script type="application/ld+json">, "<"
 * escaped so content can never close the tag. Several items go in one @graph under one @context,
 * the same data to a search engine as a script each: a treatment page's three (breadcrumbs, FAQ,
 * service) cost about 150 bytes more as three scripts, each with its tag and context.
 */
export function serializeJsonLd(items: readonly JsonLd[]): string {
  const withoutContext = (item: JsonLd) =>
    Object.fromEntries(Object.entries(item).filter(([key]) => key !== '@context'));
  const data =
    items.length === 1 ? items[0] : { '@context': 'https://schema.org', '@graph': items.map(withoutContext) };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A concern page: the treatments it leads to, as an ordered list of the site's own service pages
 * (each page carries its own Service data with the price, so the price is stated once).
 */
export function concernJsonLd(
  concern: {
    title: string;
    summary: string;
    path: string;
    treatments: ReadonlyArray<{ title: string; path: string }>;
  },
  site: URL,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: concern.title,
    description: concern.summary,
    url: new URL(encodeURI(concern.path), site).href,
    itemListElement: concern.treatments.map((treatment, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: treatment.title,
      url: new URL(encodeURI(treatment.path), site).href,
    })),
  };
}
