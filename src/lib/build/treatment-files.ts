/**
 * The treatments' front matter, and the concerns' and price lists' references to them, read straight from their files, for Node scripts and build steps
 * that run outside Astro's content layer (the content report, the publish check). Validation is
 * left to the build's schema. Plain Node: imports carry their extensions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportPriceList, ReportTreatment } from './content-report.ts';
import { frontMatterOf, readContentYaml } from '../../schemas/read-yaml.ts';

const TREATMENTS_DIR = 'src/content/treatments';
const CONCERNS_DIR = 'src/content/concerns';
const PRICE_LISTS_DIR = 'src/content/price-lists';
const CATEGORIES_DIR = 'src/content/categories';
const GROUPS_DIR = 'src/content/groups';
const TESTIMONIALS_FILE = 'src/content/testimonials.yaml';

export function readTreatments(dir = TREATMENTS_DIR): ReportTreatment[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const path = join(dir, file);
      return frontMatterOf(readFileSync(path, 'utf8'), path) as ReportTreatment;
    });
}

/** The concern files' treatment references, as the content report reads them. */
export function readConcerns(dir = CONCERNS_DIR): Array<{ file: string; treatments: string[] }> {
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => {
      const path = join(dir, file);
      const { treatments } = readContentYaml(path) as { treatments?: string[] };
      return { file: path, treatments: treatments ?? [] };
    });
}

/** The price lists' sections, as the content report reads them. */
export function readPriceLists(dir = PRICE_LISTS_DIR): ReportPriceList[] {
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => readContentYaml(join(dir, file)) as ReportPriceList);
}

const yamlFilesIn = (dir: string) =>
  readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => ({ id: file.replace(/\.ya?ml$/, ''), data: readContentYaml(join(dir, file)) }));

/**
 * The pages under the regulated categories (injections, thread lifts) as the catalogue marks them:
 * the categories marked regulatedCare, their groups and their treatments, by title.
 */
export function readRegulatedPages(): Array<{ title: string; regulatedCare: boolean }> {
  const categories = yamlFilesIn(CATEGORIES_DIR) as Array<{
    id: string;
    data: { title: string; regulatedCare?: boolean };
  }>;
  const regulated = new Set(categories.filter((c) => c.data.regulatedCare).map((c) => c.id));
  const groups = yamlFilesIn(GROUPS_DIR) as Array<{ data: { title: string; category: string } }>;
  return [
    ...categories.map((c) => ({ title: c.data.title, regulatedCare: regulated.has(c.id) })),
    ...groups.map((g) => ({ title: g.data.title, regulatedCare: regulated.has(g.data.category) })),
    ...readTreatments().map((t) => ({ title: t.title, regulatedCare: regulated.has(t.category ?? '') })),
  ];
}

/** The client reviews (src/content/testimonials.yaml). */
export function readTestimonials(): Array<{ author: string; text: string }> {
  return readContentYaml(TESTIMONIALS_FILE) as Array<{ author: string; text: string }>;
}
