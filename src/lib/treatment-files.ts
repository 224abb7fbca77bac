/**
 * The treatments' front matter read straight from their files, for Node scripts and build steps
 * that run outside Astro's content layer (the content report, the publish check). Validation is
 * left to the build's schema. Plain Node: imports carry their extensions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ReportTreatment } from './content-report.ts';

const TREATMENTS_DIR = 'src/content/treatments';

export function readTreatments(dir = TREATMENTS_DIR): ReportTreatment[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
      if (!frontMatter) throw new Error(`${file}: saknar front matter`);
      return parse(frontMatter) as ReportTreatment;
    });
}
