/**
 * `npm run bench:scale`: does the site stay flat as the catalogue grows? Builds two copies of the
 * project in a temporary folder, one as it is and one with ten times the treatments (each real
 * treatment file copied nine times under a new path and title, into its own category and group),
 * and prints for each: build time per page, dist/ size, median and largest page, and the size of
 * the host rules. The goals: at 10× the median page is at most 1.1× today's, and the host
 * rules grow at most linearly with the number of pages. Timings live here, never in tests.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const FACTOR = 10;
const COPIED = ['astro.config.ts', 'package.json', 'tsconfig.json', 'src', 'public', 'local.env'];
/** The medians may differ by this much at 10×; the host rules by this much per page. */
const goals = { medianRatio: 1.1, hostRulesPerPageRatio: 1.1 };

function copyProject(into: string): void {
  for (const entry of COPIED) cpSync(entry, join(into, entry), { recursive: true });
  symlinkSync(resolve('node_modules'), join(into, 'node_modules'), 'dir');
}

/** Nine more of every treatment: same text and category, a new file, path and title. */
function multiplyTreatments(project: string): number {
  const dir = join(project, 'src/content/treatments');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (let copy = 2; copy <= FACTOR; copy += 1) {
      const renamed = text
        .replace(/^path: (\S+)$/m, `path: $1-${copy}`)
        .replace(/^title: (.+)$/m, (_, title: string) => `title: ${title.replace(/^"|"$/g, '')} ${copy}`)
        .replace(
          /^menuTitle: (.+)$/m,
          (_, title: string) => `menuTitle: ${title.replace(/^"|"$/g, '')} ${copy}`,
        );
      writeFileSync(join(dir, file.replace(/\.md$/, `-${copy}.md`)), renamed);
    }
  }
  return files.length * FACTOR;
}

function directorySize(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => statSync(join(dir, entry)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

interface Figures {
  treatments: number;
  pages: number;
  buildSeconds: number;
  msPerPage: number;
  distMB: number;
  medianPageKB: number;
  largestPageKB: number;
  hostRulesKB: number;
  hostRulesBytesPerPage: number;
}

function build(project: string, treatments: number): Figures {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: project,
    env: { ...process.env, ALLOW_SAMPLE_DATA: '1' },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0)
    throw new Error(`Bygget misslyckades i ${project}:\n${result.stdout}\n${result.stderr}`);
  const dist = join(project, 'dist');
  const pages = readdirSync(dist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => statSync(join(dist, file)).size)
    .sort((a, b) => a - b);
  const hostRules = ['nginx-http.conf', 'nginx-site.conf']
    .map((file) => statSync(join(project, 'hosting', file)).size)
    .reduce((a, b) => a + b, 0);
  return {
    treatments,
    pages: pages.length,
    buildSeconds: Number(seconds.toFixed(1)),
    msPerPage: Math.round((seconds * 1000) / pages.length),
    distMB: Number((directorySize(dist) / 1e6).toFixed(1)),
    medianPageKB: Number((pages[Math.floor(pages.length / 2)]! / 1024).toFixed(1)),
    largestPageKB: Number((pages.at(-1)! / 1024).toFixed(1)),
    hostRulesKB: Number((hostRules / 1024).toFixed(1)),
    hostRulesBytesPerPage: Math.round(hostRules / pages.length),
  };
}

const root = mkdtempSync(join(tmpdir(), 'bench-scale-'));
let today: Figures;
let grown: Figures;
try {
  const asIs = join(root, 'som-idag');
  copyProject(asIs);
  const count = readdirSync('src/content/treatments', { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.md'),
  ).length;
  today = build(asIs, count);
  const tenfold = join(root, `${FACTOR}x`);
  copyProject(tenfold);
  grown = build(tenfold, multiplyTreatments(tenfold));
} finally {
  rmSync(root, { recursive: true, force: true });
}

console.table({ 'som idag': today, [`${FACTOR}× behandlingar`]: grown });
const medianRatio = grown.medianPageKB / today.medianPageKB;
const perPageRatio = grown.hostRulesBytesPerPage / today.hostRulesBytesPerPage;
console.log(
  `Mediansidan vid ${FACTOR}×: ${medianRatio.toFixed(2)}× dagens (mål ≤ ${goals.medianRatio}×); ` +
    `värdreglerna per sida: ${perPageRatio.toFixed(2)}× dagens (linjärt eller bättre: ≤ ${goals.hostRulesPerPageRatio}×).`,
);
const misses = [
  ...(medianRatio > goals.medianRatio ? ['mediansidan växer med katalogen'] : []),
  ...(perPageRatio > goals.hostRulesPerPageRatio ? ['värdreglerna växer snabbare än antalet sidor'] : []),
];
console.log(misses.length === 0 ? 'Platt under tillväxt.' : `Utanför målen: ${misses.join('; ')}`);
process.exitCode = misses.length === 0 ? 0 : 1;
