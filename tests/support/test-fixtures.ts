/**
 * Content entries for unit tests, made the way the build makes them: each mock parses its data
 * with the real schema (src/schemas/), so a fixture the content model would refuse fails here
 * too, and defaults (options, details, booking label ...) are the schema's own. Each mock fills
 * in the smallest valid entry; pass only what a test is about.
 */
import type { CollectionEntry } from 'astro:content';
import { z } from 'astro/zod';
import { categorySchema, groupSchema, priceListSchema, treatmentSchema } from '../../src/schemas/catalogue';
import { clinicSchema } from '../../src/schemas/clinic';
import { concernSchema } from '../../src/schemas/concerns';
import { staffSchema } from '../../src/schemas/people';

type Collection = 'categories' | 'groups' | 'treatments';

/** What Astro's `reference(collection)` gives: an entry id in, `{ collection, id }` out. */
const reference = <C extends Collection>(collection: C) => z.string().transform((id) => ({ collection, id }));

/** What Astro's `image()` gives for a file that exists: its metadata (a sample photo's size). */
const image = z.string().transform((src) => ({ src, width: 1600, height: 1067, format: 'jpg' as const }));

const references = {
  categories: reference('categories'),
  groups: reference('groups'),
  treatments: reference('treatments'),
  image,
};

export const schemas = {
  category: categorySchema,
  group: groupSchema(references),
  treatment: treatmentSchema(references),
  priceList: priceListSchema(references),
  staff: staffSchema(image),
  concern: concernSchema,
};

interface Entry<C extends Collection | 'priceLists'> {
  id: string;
  data: CollectionEntry<C>['data'];
}

/** The fields every catalogue page needs, valid by the schema: the path comes from the id. */
const page = (id: string, order: number) => ({
  path: `/${id}`,
  title: id,
  order,
  summary: `Sammanfattning av ${id} i enhetstestet.`,
});
const INTRO = 'En inledning lång nog för schemat: den står överst på sidan.';

export function mockCategory(
  id: string,
  order: number,
  data: Partial<z.input<typeof schemas.category>> = {},
): Entry<'categories'> {
  return { id, data: schemas.category.parse({ ...page(id, order), intro: INTRO, ...data }) };
}

/** `category` and `group` are entry ids, as in a content file. */
export function mockGroup(
  id: string,
  category: string,
  order = 1,
  data: Partial<z.input<typeof schemas.group>> = {},
): Entry<'groups'> {
  return { id, data: schemas.group.parse({ ...page(id, order), intro: INTRO, category, ...data }) };
}

export function mockTreatment(
  id: string,
  order: number,
  data: Partial<z.input<typeof schemas.treatment>> = {},
): Entry<'treatments'> & { rendered: { html: string } } {
  return {
    id,
    data: schemas.treatment.parse({
      ...page(id, order),
      category: 'inj',
      before: ['Kom utan smink den dagen.'],
      after: ['Undvik sol ett par dagar.'],
      ...data,
    }),
    rendered: { html: '<p>text</p>' },
  };
}

export function mockPriceList(
  id: string,
  order: number,
  data: Pick<z.input<typeof schemas.priceList>, 'sections'> & Partial<z.input<typeof schemas.priceList>>,
): Entry<'priceLists'> {
  // At "/laser-priser", as the site's lists are: not at its category's path.
  return { id, data: schemas.priceList.parse({ ...page(id, order), path: `/${id}-priser`, ...data }) };
}

/** A concern (the guide /Besvar) at "/Besvar-<id>", listing `treatments` by page path. */
export function mockConcern(id: string, order: number, treatments: string[]) {
  return {
    id,
    data: schemas.concern.parse({
      path: `/Besvar-${id}`,
      title: id,
      order,
      summary: `Sammanfattning av ${id} i enhetstestet.`,
      about:
        'Vad besväret är och varför det uppstår, i så många ord att schemat godtar det som en förklaring.',
      choosing:
        'Hur man väljer mellan behandlingarna, i så många ord att schemat godtar det som en vägledning.',
      treatments,
    }),
  };
}

/** Prices and durations in the content's tagged shapes (src/schemas/fields.ts), short for tests. */
export const kr = (amount: number) => ({ kind: 'fixed' as const, amount });
export const fromKr = (amount: number) => ({ kind: 'from' as const, amount });
export const rangeKr = (min: number, max: number) => ({ kind: 'range' as const, min, max });
export const minutes = (length: number) => ({ kind: 'fixed' as const, minutes: length });
export const rangeMinutes = (min: number, max: number) => ({ kind: 'range' as const, min, max });

/** A clinic's week line by line: a range with times, single days, a closed day as a note. */
export const perDayHours = clinicSchema.shape.openingHours.shape.regular.parse([
  { from: 'Måndag', to: 'Torsdag', opens: '10:00', closes: '18:00' },
  { from: 'Fredag', opens: '10:00', closes: '16:00' },
  { from: 'Lördag', opens: '10:00', closes: '14:00' },
  { from: 'Söndag', note: 'Stängt' },
]);
