/**
 * The publish pipeline's steps, in one script that the workflow (.github/workflows/publish.yml),
 * `npm run build`, the editor's browser test (tests/e2e/cms-editor.spec.ts) and a developer all
 * run (docs/deploy.md):
 *
 *   node scripts/publish.ts check                         the content checks an edit can break
 *   node scripts/publish.ts build                         the production build, its links, the content report
 *   node scripts/publish.ts deployed <success|failure>    what the host's upload did
 *
 * Each step tells the clinic what happened, in Swedish: in the run's job summary on GitHub
 * ($GITHUB_STEP_SUMMARY) when that is set, and in the terminal. A failed step names the files to
 * fix and quotes the error as the build wrote it. Only Node's own modules are imported, so the
 * deploy job runs `deployed` without installing anything.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { contentPath } from '../src/config/folders.ts';

/**
 * The checks a content edit can break and the build itself does not make (the schemas, the sample
 * data and the keys are the build's own check): every treatment in the guide by concern, the risks
 * on every injection, thread-lift and laser page, the glossary's banned terms and spellings.
 */
const CONTENT_CHECKS = [
  'tests/content/concerns.test.ts',
  'tests/content/risks.test.ts',
  'tests/content/glossary.test.ts',
];

type Step = 'check' | 'build';

const STEP_NAMES: Record<Step, string> = {
  check: 'Innehållskontrollen',
  build: 'Bygget',
};

const NOT_PUBLISHED = '## Webbplatsen publicerades inte';
const STILL_THE_LAST_VERSION = 'Webbplatsen visar fortfarande den förra versionen, hel och oförändrad.';

/** The content and photo files an error text names, each once, in the order they appear. */
export function filesToFix(output: string): string[] {
  const found = stripVTControlCharacters(output).match(/\bsrc\/(?:content|assets)\/[^\s:'"`()<>,]+/g) ?? [];
  return [...new Set(found.map((path) => path.replace(/[.]+$/, '')))];
}

/** Progress lines of a build (a timestamp, then an image or a page written) say nothing about an error. */
const isProgress = (line: string) =>
  /^\d\d:\d\d:\d\d\s+(▶|├─|└─|\[(build|vite|content|types)\]\s+(✓|[^\s]+ built|Completed))/.test(line);

/** The part of a step's output that says what went wrong: from the first error line on, at most 60 lines. */
export function errorText(output: string): string {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line && !isProgress(line));
  const first = lines.findIndex((line) =>
    /stoppades|error|fel\b|failed|FAIL|AssertionError|stämmer inte|does not match/i.test(line),
  );
  return lines.slice(first === -1 ? -30 : first, (first === -1 ? lines.length : first) + 60).join('\n');
}

/** The summary of a step that stopped the publish: what, which files, and the error itself. */
export function failureSummary(step: Step, output: string): string {
  const files = filesToFix(output);
  return [
    NOT_PUBLISHED,
    '',
    `${STEP_NAMES[step]} stoppade publiceringen, så inget laddades upp. ${STILL_THE_LAST_VERSION}`,
    '',
    files.length > 0
      ? `**Rätta:** ${files.map((file) => `\`${file}\``).join(', ')}`
      : '**Rätta:** det som felet nedan beskriver.',
    '',
    'Rätta i redigeringen (/admin) eller direkt på GitHub och spara: varje sparad ändring publiceras på nytt.',
    '',
    '<details open><summary>Felet, som det skrevs</summary>',
    '',
    '```text',
    errorText(output).replaceAll('```', "'''"),
    '```',
    '',
    '</details>',
    '',
  ].join('\n');
}

/** The summary once the host's upload has finished, or failed. */
export function deploySummary(
  outcome: string,
  address: string | undefined,
  commit: string | undefined,
): string {
  const version = commit ? ` (version \`${commit.slice(0, 7)}\`)` : '';
  if (outcome === 'success') {
    return [
      '## Webbplatsen är publicerad',
      '',
      `${address ? `${address} visar` : 'Webbplatsen visar'} nu den senaste sparade ändringen${version}.`,
      '',
    ].join('\n');
  }
  return [
    NOT_PUBLISHED,
    '',
    `Bygget lyckades${version}, men uppladdningen till webbhotellet gjorde det inte. ${STILL_THE_LAST_VERSION}`,
    '',
    'Felet står i jobbet "Ladda upp" ovan. Är det tillfälligt: Actions, körningen, **Re-run jobs**. Står det att en nyckel saknas eller inte gäller: se docs/deploy.md, "Hemligheter och variabler".',
    '',
  ].join('\n');
}

/**
 * The site's address, read as text from the clinic's file (siteUrl, src/content/clinic.yaml): the
 * deploy job has no node_modules to parse YAML with, and the build has already checked the file.
 */
export function siteAddress(clinicYaml: string): string | undefined {
  return /^siteUrl:\s*['"]?(https:\/\/[^\s'"#]+)/m.exec(clinicYaml)?.[1];
}

const CLINIC_FILE = contentPath('clinic.yaml');

/** The job summary on GitHub, and the terminal everywhere. */
function report(markdown: string): void {
  console.log(`\n${markdown}`);
  const summaryFile = process.env['GITHUB_STEP_SUMMARY'];
  if (summaryFile) appendFileSync(summaryFile, `${markdown}\n`);
}

/** Runs a Node script, showing its output as it comes and keeping it for the summary. */
function runNode(args: readonly string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs the step's commands in order; the first that fails stops the step and is reported. */
async function runStep(step: Step, commands: ReadonlyArray<readonly string[]>): Promise<number> {
  let output = '';
  for (const command of commands) {
    const result = await runNode(command);
    output += result.output;
    if (result.code !== 0) {
      report(failureSummary(step, output));
      return result.code;
    }
  }
  if (step === 'build') report('Bygget är klart och kontrollerat; det laddas upp i nästa steg.');
  return 0;
}

const STEPS: Record<Step, ReadonlyArray<readonly string[]>> = {
  // Content checks measure nothing in time: vitest's 5 s default only makes a busy runner refuse
  // a good edit (seen once: the glossary check at 5 s on a loaded machine, 3 s alone).
  check: [['node_modules/vitest/vitest.mjs', 'run', '--testTimeout=120000', ...CONTENT_CHECKS]],
  // The build checks the content's own fields and references; site-check the links in its texts.
  build: [
    ['node_modules/astro/bin/astro.mjs', 'build'],
    ['scripts/site-check.ts'],
    ['scripts/content-report.ts'],
  ],
};

const USAGE = 'Användning: node scripts/publish.ts check | build | deployed <success|failure>';

if (import.meta.main) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'check' || command === 'build') {
    process.exitCode = await runStep(command, STEPS[command]);
  } else if (command === 'deployed' && rest[0]) {
    const address = existsSync(CLINIC_FILE) ? siteAddress(readFileSync(CLINIC_FILE, 'utf8')) : undefined;
    report(deploySummary(rest[0], address, process.env['GITHUB_SHA']));
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
}
