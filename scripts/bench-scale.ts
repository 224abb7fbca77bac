/**
 * `npm run bench:scale [factor]` (10 unless told, e.g. `npm run bench:scale 100`): does the site
 * stay within its budgets as the catalogue grows? Builds two copies of the project in a temporary
 * folder, one as it is and one with `factor` times the treatments (see src/lib/build/scaled-catalogue.ts),
 * serves each through real nginx with its own rules, and prints for each: build time per page,
 * dist/ size, the median and largest page, the largest page of each listing type raw and on the
 * wire (gzipped, headers included, as tests/e2e/budgets.spec.ts counts it), the host rules' size,
 * and what the search's first query downloads. Timings live here, never in tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { multiplyCatalogue, SCALED_COPIES_SWITCH } from '../src/lib/build/scaled-catalogue.ts';
import { builtPagePaths, pageFile } from '../src/lib/build/site-pages.ts';

const factor = Number(process.argv[2] ?? 10);
if (!Number.isInteger(factor) || factor < 2)
  throw new Error(`Faktorn ska vara ett heltal från 2: ${process.argv[2]}`);
const PORT = 4191;
const COPIED = ['astro.config.ts', 'package.json', 'tsconfig.json', 'src', 'public', 'local.env'];
/** The budgets of tests/support/budgets.ts, and the goal for the search. */
const goals = { wireKB: 14, medianRawKB: 30, searchRatio: 2 };
/** A word many treatments share, as a visitor would type it. */
const SEARCH_TERM = 'fillers';

/**
 * The project's files, and its packages linked one by one, but for what a build both reads and
 * writes: Vite's cache and Astro's content store (`.astro/data-store.json`). A copy sharing the
 * checkout's store could read another build's catalogue (the other copy's, or a test build's
 * running beside it). Astro's optimised images and the share images stay shared: keyed by content.
 */
function copyProject(into: string): void {
  for (const entry of COPIED) cpSync(entry, join(into, entry), { recursive: true });
  const linkAllBut = (folder: string, own: readonly string[]) => {
    mkdirSync(join(into, folder));
    const entries = existsSync(folder) ? readdirSync(folder) : [];
    for (const entry of entries.filter((name) => !own.includes(name)))
      symlinkSync(resolve(folder, entry), join(into, folder, entry));
  };
  linkAllBut('node_modules', ['.vite', '.astro']);
  linkAllBut('node_modules/.astro', ['data-store.json']);
}

function directorySize(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => statSync(join(dir, entry)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

/** The listing types by the paths their content files give, a listing's later pages included. */
function pageTypes(project: string): Array<{ type: string; owns: (path: string) => boolean }> {
  const pathsIn = (folder: string) =>
    readdirSync(join(project, 'src/content', folder)).map(
      (file) => /^path: (\S+)$/m.exec(readFileSync(join(project, 'src/content', folder, file), 'utf8'))![1]!,
    );
  const listing = (paths: string[]) => {
    const own = new Set(paths);
    return (path: string) => own.has(path.replace(/-sida-\d+$/, ''));
  };
  return [
    { type: 'kategori', owns: listing(pathsIn('categories')) },
    { type: 'översikt', owns: listing(pathsIn('groups')) },
    { type: 'besvär', owns: listing(pathsIn('concerns')) },
    { type: 'prislista', owns: listing(pathsIn('price-lists')) },
  ];
}

/**
 * One page as nginx sends it, gzip accepted: status line, headers and body, counted off the
 * socket. Anything but 200 fails: an error page would pass any budget.
 */
function bytesOnTheWire(path: string): Promise<number> {
  return new Promise((done, fail) => {
    let bytes = 0;
    let status = '';
    const socket = connect(PORT, '127.0.0.1', () =>
      socket.write(
        `GET ${encodeURI(path)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip, br\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      if (bytes === 0) status = chunk.toString('latin1').split('\r\n')[0]!;
      bytes += chunk.length;
    });
    socket.on('end', () =>
      status === 'HTTP/1.1 200 OK' ? done(bytes) : fail(new Error(`${path}: ${status}`)),
    );
    socket.on('error', fail);
  });
}

async function serve<T>(project: string, measure: () => Promise<T>): Promise<T> {
  const server = spawn(
    process.execPath,
    [resolve('scripts/serve-nginx.ts'), '--port', String(PORT), '--root', 'dist', '--no-inbox'],
    { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    for (let attempt = 0; ; attempt += 1) {
      const up = await bytesOnTheWire('/').then(
        () => true,
        () => false,
      );
      if (up) break;
      if (attempt === 80) throw new Error(`nginx svarar inte på port ${PORT}`);
      await new Promise((wait) => setTimeout(wait, 250));
    }
    return await measure();
  } finally {
    server.kill('SIGTERM');
    await new Promise((wait) => server.once('exit', wait));
  }
}

/**
 * What the site's search downloads for a first query, in Chromium: the visitor opens the search
 * and types a word; every file of the search (its module, Pagefind's script, WebAssembly, index
 * and the shown results' fragments), as it came over the wire.
 */
async function searchFirstQueryBytes(): Promise<number> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const sizes: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (!/\/(pagefind|sok)\//.test(request.url())) return;
      sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
    });
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'load' });
    await page.locator('#sok').click();
    await page.locator('#sok-falt').fill(SEARCH_TERM);
    await page.locator('#sok-dialog li a').first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
  }
}

interface Figures {
  treatments: number;
  pages: number;
  buildSeconds: number;
  msPerPage: number;
  distMB: number;
  medianPageKB: number;
  largestPage: string;
  hostRulesKB: number;
  searchFirstQueryKB: number;
  byType: Record<string, { path: string; rawKB: number; wireKB: number; pages: number }>;
  overBudget: string[];
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** `copiesOf`: the grown build's factor, whose copies then share their originals' share images. */
async function build(project: string, treatments: number, copiesOf?: number): Promise<Figures> {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: project,
    env: {
      ...process.env,
      ALLOW_SAMPLE_DATA: '1',
      ...(copiesOf ? { [SCALED_COPIES_SWITCH]: String(copiesOf) } : {}),
    },
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0)
    throw new Error(`Bygget misslyckades i ${project}:\n${result.stdout.slice(-5000)}\n${result.stderr}`);
  const dist = join(project, 'dist');
  const paths = builtPagePaths(dist);
  const raw = new Map(paths.map((path) => [path, statSync(join(dist, pageFile(path))).size]));
  const sorted = [...raw.values()].sort((a, b) => a - b);
  const largest = [...raw].sort((a, b) => b[1] - a[1])[0]!;
  const hostRules = ['nginx-http.conf', 'nginx-site.conf']
    .map((file) => statSync(join(project, 'hosting', file)).size)
    .reduce((a, b) => a + b, 0);
  const { wire, searchBytes } = await serve(project, async () => {
    const sizes = new Map<string, number>();
    for (const path of paths) sizes.set(path, await bytesOnTheWire(path));
    return { wire: sizes, searchBytes: await searchFirstQueryBytes() };
  });
  const byType: Figures['byType'] = {};
  for (const { type, owns } of pageTypes(project)) {
    const own = paths.filter(owns);
    const heaviest = own.sort((a, b) => wire.get(b)! - wire.get(a)!)[0]!;
    byType[type] = {
      path: heaviest,
      rawKB: kb(raw.get(heaviest)!),
      wireKB: kb(wire.get(heaviest)!),
      pages: own.length,
    };
  }
  return {
    treatments,
    pages: paths.length,
    buildSeconds: Number(seconds.toFixed(1)),
    msPerPage: Math.round((seconds * 1000) / paths.length),
    distMB: Number((directorySize(dist) / 1e6).toFixed(1)),
    medianPageKB: kb(sorted[Math.floor(sorted.length / 2)]!),
    largestPage: `${largest[0]} ${kb(largest[1])} KB`,
    hostRulesKB: kb(hostRules),
    searchFirstQueryKB: kb(searchBytes),
    byType,
    overBudget: paths.filter((path) => wire.get(path)! > goals.wireKB * 1024),
  };
}

const root = mkdtempSync(join(tmpdir(), 'bench-scale-'));
chmodSync(root, 0o755); // nginx's workers run as another user: mkdtemp's 0700 would hide the files
const figures: Record<string, Figures> = {};
try {
  const asIs = join(root, 'som-idag');
  copyProject(asIs);
  const count = readdirSync('src/content/treatments', { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.md'),
  ).length;
  figures['som idag'] = await build(asIs, count);
  const grown = join(root, `${factor}x`);
  copyProject(grown);
  figures[`${factor}× behandlingar`] = await build(
    grown,
    multiplyCatalogue(join(grown, 'src/content'), factor),
    factor,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}

console.table(
  Object.fromEntries(
    Object.entries(figures).map(([name, row]) => [
      name,
      {
        ...Object.fromEntries(Object.entries(row).filter(([field]) => field !== 'byType')),
        overBudget: row.overBudget.length,
      },
    ]),
  ),
);
console.log('Den största sidan av varje slag (KB rå / KB gzip med svarshuvuden, antal sidor):');
console.table(
  Object.fromEntries(
    Object.entries(figures).map(([name, { byType }]) => [
      name,
      Object.fromEntries(
        Object.entries(byType).map(([type, { path, rawKB, wireKB, pages }]) => [
          type,
          `${path} ${rawKB}/${wireKB} (${pages})`,
        ]),
      ),
    ]),
  ),
);
const [today, grown] = Object.values(figures) as [Figures, Figures];
const searchRatio = grown.searchFirstQueryKB / today.searchFirstQueryKB;
console.log(
  `Sökningens första fråga (”${SEARCH_TERM}”): ${today.searchFirstQueryKB} KB i dag, ` +
    `${grown.searchFirstQueryKB} KB vid ${factor}× (${searchRatio.toFixed(2)}×, mål ≤ ${goals.searchRatio}×).`,
);
const misses = Object.entries(figures).flatMap(([name, row]) => [
  ...row.overBudget.map((path) => `${name}: ${path} över ${goals.wireKB} KB med svarshuvuden`),
  ...(row.medianPageKB > goals.medianRawKB
    ? [`${name}: mediansidan ${row.medianPageKB} KB > ${goals.medianRawKB} KB`]
    : []),
]);
if (searchRatio > goals.searchRatio) misses.push(`sökningens första fråga ${searchRatio.toFixed(2)}× dagens`);
console.log(
  misses.length === 0 ? 'Alla sidor inom budget.' : `Utanför målen:\n  ${misses.slice(0, 40).join('\n  ')}`,
);
process.exitCode = misses.length === 0 ? 0 : 1;
