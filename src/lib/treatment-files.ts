/**
 * The treatments' front matter, and the concerns' and price lists' references to them, read straight from their files, for Node scripts and build steps
 * that run outside Astro's content layer (the content report, the publish check). Validation is
 * left to the build's schema. Plain Node: imports carry their extensions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportPriceList, ReportTreatment } from './content-report.ts';
import { frontMatterOf, readContentYaml } from './read-yaml.ts';

const TREATMENTS_DIR = 'src/content/treatments';
const CONCERNS_DIR = 'src/content/concerns';
const PRICE_LISTS_DIR = 'src/content/price-lists';

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
