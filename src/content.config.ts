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
 *
 * The folder is src/content, or the one CONTENT_DIR names (src/config/folders.ts): the tests'
 * fixture clinic is built from tests/fixtures/clinic.
 *
 * Every error is in Swedish and names the file: the schemas parse with a Swedish error map
 * (inSwedish, src/schemas/swedish-errors.ts) and the loaders add the file and a YAML mistake's
 * line (withSwedishErrors, src/lib/build/content-loaders.ts).
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { categorySchema, groupSchema, priceListSchema, treatmentSchema } from './schemas/catalogue';
import { concernSchema } from './schemas/concerns';
import { staffSchema, testimonialSchema } from './schemas/people';
import { inSwedish } from './schemas/swedish-errors';
import { englishFileSchema } from './schemas/translation';
import { withSwedishErrors } from './lib/build/content-loaders';
import { contentPath } from './config/folders';
import { englishFileOf } from './config/english-files';

/** A folder of entries, one file each; errors in Swedish with the file (content-loaders.ts). */
const folder = (pattern: string, base: string) => withSwedishErrors(glob({ pattern, base }));
/** A YAML file holding a list of entries. */
const list = (path: string) => withSwedishErrors(file(path), path);
/**
 * The English words of a folder's entries (decision 0022), in src/content/en/ at the Swedish
 * files' paths, so an English entry's id is its Swedish entry's.
 */
const englishFolder = (pattern: string, base: string) => folder(pattern, englishFileOf(base));

const categories = defineCollection({
  loader: folder('*.yaml', contentPath('categories')),
  schema: inSwedish(categorySchema),
});

const groups = defineCollection({
  loader: folder('*.yaml', contentPath('groups')),
  schema: inSwedish(groupSchema({ categories: reference('categories') })),
});

const treatments = defineCollection({
  loader: folder('**/*.md', contentPath('treatments')),
  schema: ({ image }) =>
    inSwedish(
      treatmentSchema({ categories: reference('categories'), groups: reference('groups'), image: image() }),
    ),
});

const testimonials = defineCollection({
  loader: list(contentPath('testimonials.yaml')),
  schema: inSwedish(testimonialSchema),
});

const staff = defineCollection({
  loader: list(contentPath('staff.yaml')),
  schema: ({ image }) => inSwedish(staffSchema(image())),
});

const priceLists = defineCollection({
  loader: folder('*.yaml', contentPath('price-lists')),
  schema: inSwedish(priceListSchema({ categories: reference('categories'), groups: reference('groups') })),
});

const concerns = defineCollection({
  loader: folder('*.yaml', contentPath('concerns')),
  schema: inSwedish(concernSchema),
});

/*
 * English (decision 0022): each holds only the words of its Swedish collection's entries, under
 * the same ids; `englishEntries` (src/lib/domain/english.ts) lays them over the Swedish entries.
 */
const categoriesEn = defineCollection({
  loader: englishFolder('*.yaml', contentPath('categories')),
  schema: inSwedish(englishFileSchema(categorySchema)),
});

const groupsEn = defineCollection({
  loader: englishFolder('*.yaml', contentPath('groups')),
  schema: inSwedish(englishFileSchema(groupSchema({ categories: reference('categories') }))),
});

const treatmentsEn = defineCollection({
  loader: englishFolder('**/*.md', contentPath('treatments')),
  schema: ({ image }) =>
    inSwedish(
      englishFileSchema(
        treatmentSchema({ categories: reference('categories'), groups: reference('groups'), image: image() }),
      ),
    ),
});

const priceListsEn = defineCollection({
  loader: englishFolder('*.yaml', contentPath('price-lists')),
  schema: inSwedish(
    englishFileSchema(priceListSchema({ categories: reference('categories'), groups: reference('groups') })),
  ),
});

const concernsEn = defineCollection({
  loader: englishFolder('*.yaml', contentPath('concerns')),
  schema: inSwedish(englishFileSchema(concernSchema)),
});

export const collections = {
  categories,
  groups,
  treatments,
  priceLists,
  testimonials,
  staff,
  concerns,
  categoriesEn,
  groupsEn,
  treatmentsEn,
  priceListsEn,
  concernsEn,
};
