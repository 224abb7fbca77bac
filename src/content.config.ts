/**
 * The content model. Every page of the catalogue, every price and every duration comes from
 * entries validated here; a malformed entry fails the build with the file and field named.
 * The schemas live in src/schemas/ (one module per concern), where unit tests parse with them.
 *
 * - categories: the seven treatment categories (/Injektionsbehandlingar ...)
 * - groups: overview pages inside a category (/Rynkreducerande, /NordlysIpl ...)
 * - treatments: one Markdown file per detail page; the body is the long description
 * - testimonials, staff: small lists shown on the home and about pages
 * - concerns: the guide "Vad vill du behandla?" (/Besvar): each concern lists its treatments
 *
 * Photos are fields of the entries they show (treatment.photo, staff portrait), typed with Astro's
 * image() through src/schemas/photo.ts: a missing file or alt text fails the build.
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { categorySchema, groupSchema, priceListSchema, treatmentSchema } from './schemas/catalogue';
import { concernSchema } from './schemas/concerns';
import { staffSchema, testimonialSchema } from './schemas/people';

const categories = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/categories' }),
  schema: categorySchema,
});

const groups = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/groups' }),
  schema: groupSchema({ categories: reference('categories') }),
});

const treatments = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/treatments' }),
  schema: ({ image }) =>
    treatmentSchema({ categories: reference('categories'), groups: reference('groups'), image: image() }),
});

const testimonials = defineCollection({
  loader: file('src/content/testimonials.yaml'),
  schema: testimonialSchema,
});

const staff = defineCollection({
  loader: file('src/content/staff.yaml'),
  schema: ({ image }) => staffSchema(image()),
});

const priceLists = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/price-lists' }),
  schema: priceListSchema({
    categories: reference('categories'),
    groups: reference('groups'),
  }),
});

const concerns = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/concerns' }),
  schema: concernSchema,
});

export const collections = { categories, groups, treatments, priceLists, testimonials, staff, concerns };
