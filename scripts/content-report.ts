/**
 * Prints the content report (src/lib/build/content-report.ts) and writes it to innehallsrapport.md.
 * Runs after every build; reads the treatments' front matter as the build does, and leaves
 * validation to the build's schema. In the publish run, a treatment no price list shows also goes
 * to the run's summary, which the owner reads.
 *
 * Usage: node scripts/content-report.ts
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { questionsFromContent } from '../src/lib/build/content-questions.ts';
import { treatmentsOf } from '../src/lib/build/content-rules/catalogue.ts';
import { readContent } from '../src/lib/build/content-rules/content.ts';
import { problemLine } from '../src/lib/build/content-rules/index.ts';
import { linesToNothing } from '../src/lib/build/content-rules/lines-to-nothing.ts';
import { hiddenCataloguePaths, proseNamingUnbuilt } from '../src/lib/build/content-rules/unoffered.ts';
import {
  concernGaps,
  contentReport,
  figuresToConfirm,
  priceListGaps,
  untranslatedContent,
  withheldTestimonials,
  type ReportTreatment,
} from '../src/lib/build/content-report.ts';
import { regulatedNamesOf, sortTestimonials } from '../src/lib/domain/regulated-care.ts';
import {
  readConcerns,
  readPriceLists,
  readRegulatedPages,
  readTestimonials,
  readTranslations,
  readTreatments,
} from '../src/lib/build/treatment-files.ts';

export { readTreatments };
const REPORT_FILE = 'innehallsrapport.md';

/**
 * The treatments as the build shows them: one the content rules do not publish (hidden itself, or
 * inside a hidden category or overview, though its own file does not say so) counts as hidden, so
 * the report asks nothing about a page nobody sees.
 */
export function readTreatmentsAsBuilt(): ReportTreatment[] {
  const published = new Set(treatmentsOf(readContent()).map((treatment) => treatment.path));
  return readTreatments().map((treatment) =>
    published.has(treatment.path) ? treatment : { ...treatment, hidden: true },
  );
}

/** The run summary's note on what the clinic has still to place: published all the same. */
export function placesToAddSummary(gaps: readonly string[]): string {
  if (gaps.length === 0) return '';
  return ['### Publicerat, men att göra i innehållet', '', ...gaps.map((gap) => `- ${gap}`), ''].join('\n');
}

if (import.meta.main) {
  const treatments = readTreatmentsAsBuilt();
  // Only the price-list gaps go to the run's summary: a treatment may stay out of the guide on
  // purpose (a prescription-only information page), and a note in every run would soon go unread.
  const unlisted = priceListGaps(treatments, readPriceLists());
  const content = readContent();
  const lines = [
    ...contentReport(treatments),
    ...figuresToConfirm(treatments),
    ...withheldTestimonials(
      sortTestimonials(readTestimonials(), regulatedNamesOf(readRegulatedPages())).withheld,
    ),
    ...concernGaps(treatments, readConcerns()),
    ...unlisted,
    ...untranslatedContent(readTranslations()),
    // What the build leaves out of a page, and warns of: a line to a deleted treatment, a paragraph
    // that names a hidden page.
    ...[...linesToNothing(content), ...proseNamingUnbuilt(content, hiddenCataloguePaths(content))].map(
      (problem) => `Visas inte: ${problemLine(problem)}`,
    ),
  ];
  const questions = questionsFromContent(content);
  const summaryFile = process.env['GITHUB_STEP_SUMMARY'];
  if (summaryFile && unlisted.length > 0) appendFileSync(summaryFile, `${placesToAddSummary(unlisted)}\n`);
  const text = [
    '# Innehållsrapport',
    '',
    'Priser där den gamla sidan och prislistan var oeniga (prislistans siffra gäller nu överallt),',
    'siffror som bara finns i prislistan, anteckningar till kliniken, behandlingar utan egen',
    'bokningslänk, siffror som ser ut som skrivfel ("Att bekräfta"), behandlingar som guiden efter',
    'besvär inte leder till och behandlingar som ingen prislista visar, och det som ännu saknas på',
    'engelska. Inget av detta visas på webbplatsen; kliniken bekräftar varje rad.',
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    '## Frågor till kliniken',
    '',
    'Det som saknas eller är osäkert i innehållet, och det lagen kräver av de behandlingar ni',
    'erbjuder. Frågorna följer innehållet: en fråga försvinner när innehållet svarar på den.',
    '',
    ...questions.map((question) => `- ${question}`),
    '',
  ].join('\n');
  writeFileSync(REPORT_FILE, text);
  console.log(`\nInnehållsrapport (${lines.length} punkter, även i ${REPORT_FILE}):`);
  for (const line of lines) console.log(`  - ${line}`);
  console.log(`\nFrågor till kliniken (${questions.length}):`);
  for (const question of questions) console.log(`  - ${question}`);
}
