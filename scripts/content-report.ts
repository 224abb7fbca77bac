/**
 * Prints the content report (src/lib/content-report.ts) and writes it to innehallsrapport.md.
 * Runs after every build; reads the treatments' front matter as the build does, and leaves
 * validation to the build's schema.
 *
 * Usage: node scripts/content-report.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { contentReport, type ReportTreatment } from '../src/lib/content-report.ts';

const TREATMENTS = 'src/content/treatments';
const REPORT_FILE = 'innehallsrapport.md';

export function readTreatments(dir = TREATMENTS): ReportTreatment[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
      if (!frontMatter) throw new Error(`${file}: saknar front matter`);
      return parse(frontMatter) as ReportTreatment;
    });
}

if (import.meta.main) {
  const lines = contentReport(readTreatments());
  const text = [
    '# Innehållsrapport',
    '',
    'Siffror som specifikationen anger olika på olika ställen, siffror som bara finns i prislistan,',
    'och anteckningar till kliniken. Inget av detta visas på webbplatsen; varje rad behöver ett beslut.',
    '',
    ...lines.map((line) => `- ${line}`),
    '',
  ].join('\n');
  writeFileSync(REPORT_FILE, text);
  console.log(`\nInnehållsrapport (${lines.length} punkter, även i ${REPORT_FILE}):`);
  for (const line of lines) console.log(`  - ${line}`);
}
