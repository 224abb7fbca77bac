/**
 * Prints the content report (src/lib/content-report.ts) and writes it to innehallsrapport.md.
 * Runs after every build; reads the treatments' front matter as the build does, and leaves
 * validation to the build's schema.
 *
 * Usage: node scripts/content-report.ts
 */
import { writeFileSync } from 'node:fs';
import {
  careCopyToConfirm,
  clinicQuestions,
  concernGaps,
  contentReport,
  figuresToConfirm,
  withheldTestimonials,
} from '../src/lib/content-report.ts';
import { regulatedNamesOf, sortTestimonials } from '../src/lib/regulated-care.ts';
import {
  readConcerns,
  readRegulatedPages,
  readTestimonials,
  readTreatments,
} from '../src/lib/treatment-files.ts';

export { readTreatments };
const REPORT_FILE = 'innehallsrapport.md';

if (import.meta.main) {
  const treatments = readTreatments();
  const lines = [
    ...contentReport(treatments),
    ...figuresToConfirm(treatments),
    ...careCopyToConfirm,
    ...withheldTestimonials(
      sortTestimonials(readTestimonials(), regulatedNamesOf(readRegulatedPages())).withheld,
    ),
    ...concernGaps(treatments, readConcerns()),
  ];
  const text = [
    '# Innehållsrapport',
    '',
    'Priser där den gamla sidan och prislistan var oeniga (prislistans siffra gäller nu överallt),',
    'siffror som bara finns i prislistan, anteckningar till kliniken, behandlingar utan egen',
    'bokningslänk, siffror som ser ut som skrivfel, det som texterna lovar för klinikens räkning',
    '("Att bekräfta") och behandlingar som guiden efter besvär inte leder till. Inget av detta visas',
    'på webbplatsen; kliniken bekräftar varje rad.',
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    '## Frågor till kliniken',
    '',
    'Lagkrav och siffror som webbplatsen har fått anta något om. Svara på varje punkt.',
    '',
    ...clinicQuestions.map((question) => `- ${question}`),
    '',
  ].join('\n');
  writeFileSync(REPORT_FILE, text);
  console.log(`\nInnehållsrapport (${lines.length} punkter, även i ${REPORT_FILE}):`);
  for (const line of lines) console.log(`  - ${line}`);
  console.log(`\nFrågor till kliniken (${clinicQuestions.length}):`);
  for (const question of clinicQuestions) console.log(`  - ${question}`);
}
