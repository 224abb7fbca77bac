/**
 * The publish pipeline's steps, in one script that the workflow (.github/workflows/publish.yml),
 * `npm run build`, the editor's browser test (tests/e2e/cms-editor.spec.ts) and a developer all
 * run (docs/deploy.md):
 *
 *   node scripts/publish.ts check                         the content rules (src/lib/build/content-rules/)
 *   node scripts/publish.ts build                         the production build, its links, the content report
 *   node scripts/publish.ts deployed <success|failure>    what the host's upload did
 *
 * Each step tells the clinic what happened, in Swedish: in the run's job summary on GitHub
 * ($GITHUB_STEP_SUMMARY) when that is set, and in the terminal. A failed step names the files to
 * fix and quotes the build's Swedish sentences, without the warnings and stack frames around
 * them. Only Node's own modules are imported, so the deploy job runs `deployed` without
 * installing anything; npm's scripts run it with the project's Node (`npm run check:content`).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { contentPath } from '../src/config/folders.ts';

type Step = 'check' | 'build';

const STEP_NAMES: Record<Step, string> = {
  check: 'Innehållskontrollen',
  build: 'Bygget',
};

const NOT_PUBLISHED = '## Webbplatsen publicerades inte';
const STILL_THE_LAST_VERSION = 'Webbplatsen visar fortfarande den förra versionen, hel och oförändrad.';

/**
 * Lines that say nothing about what to fix: progress (a timestamp, then an image or a page
 * written, or the content read: the production guard's list comes before it), warnings (they do
 * not stop the build, so they are not what to fix), and the location and stack frames under an
 * error, which name the code and not the content.
 */
const isNoise = (line: string) =>
  /^\d\d:\d\d:\d\d\s+(▶|├─|└─|\[(build|vite|content|types)\]\s+(✓|[^\s]+ built|Completed|Sync(ing|ed) content|Generated))/.test(
    line,
  ) ||
  /^(\d\d:\d\d:\d\d\s+)?\[WARN\]/.test(line) ||
  /^\s*(Location:$|Stack trace:|\/\S+:\d+:\d+$|at\s+\S.*[(:]\S*\d+\)?$|at async\s|Node\.js v\d)/.test(line);

/** The first line that says what went wrong: the build's Swedish sentence, or else an error's name. */
const ERROR_START =
  /behöver rättas|Innehållskontrollen hittade|stoppade|stoppades|kan inte läsas|\berror\b|\bfel\b|failed|FAIL|does not match/i;

/**
 * Astro's words before an error thrown while a page is written ("[ERROR] [build] Caught error
 * rendering /en/about-us: ContentFileError: …"): the page stays, in Swedish; the class name goes.
 */
const RENDER_ERROR =
  /^(?:\d\d:\d\d:\d\d\s+)?\[ERROR\]\s+\[build\]\s+Caught error rendering (\S+):\s*(?:\w*Error:\s*)?/;

/** The part of a step's output that says what went wrong: from the first error line on, at most 60 lines. */
export function errorText(output: string): string {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .map((line) =>
      line.replace(RENDER_ERROR, (_, page: string) => `Sidan ${page} kunde inte byggas: `).trimEnd(),
    )
    .filter((line) => line && !isNoise(line));
  const first = lines.findIndex((line) => ERROR_START.test(line));
  return lines.slice(first === -1 ? -30 : first, (first === -1 ? lines.length : first) + 60).join('\n');
}

/** The content and photo files the error names, each once, in the order they appear. */
export function filesToFix(output: string): string[] {
  const found = errorText(output).match(/\bsrc\/(?:content|assets)\/[^\s:'"`()<>,]+/g) ?? [];
  return [...new Set(found.map((path) => path.replace(/[.]+$/, '')))];
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

/** Where the owner reads how to set the keys: a section that exists (publish.test.ts reads it). */
export const KEYS_SECTION = {
  file: 'docs/gor-webbplatsen-till-er.md',
  heading: '2. Nycklar och variabler på GitHub',
} as const;

/** GitHub's anchor of a Markdown heading: lower case, spaces to hyphens, other punctuation dropped. */
export const headingAnchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

/**
 * The keys' section as the summary names it: a link to it in the repository on GitHub, where the
 * run knows its repository (GITHUB_SERVER_URL, GITHUB_REPOSITORY), else its file and heading.
 */
function keysSection(repositoryUrl: string | undefined): string {
  const named = `${KEYS_SECTION.file}, avsnittet "${KEYS_SECTION.heading}"`;
  if (!repositoryUrl) return named;
  return `[${named}](${repositoryUrl}/blob/HEAD/${KEYS_SECTION.file}#${headingAnchor(KEYS_SECTION.heading)})`;
}

/** The summary once the host's upload has finished, or failed. */
export function deploySummary(
  outcome: string,
  address: string | undefined,
  commit: string | undefined,
  repositoryUrl?: string,
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
    `Felet står i jobbet "Ladda upp" ovan. Är det tillfälligt: Actions, körningen, **Re-run jobs**. Står det att en nyckel saknas eller inte gäller: se ${keysSection(repositoryUrl)}.`,
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
  // The content rules every build runs, without building (scripts/check-content.ts).
  check: [['scripts/check-content.ts']],
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
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository } = process.env;
    const repositoryUrl = server && repository ? `${server}/${repository}` : undefined;
    report(deploySummary(rest[0], address, process.env['GITHUB_SHA'], repositoryUrl));
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
}
