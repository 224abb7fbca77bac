/**
 * `npm run bench`: Lighthouse (mobile, default simulated throttling) on one page of each type of
 * the production build, served by nginx with the build's rules. Prints a table, writes
 * reports/lighthouse.json, and compares with DESIGN.md's budgets. Timings live here, never in tests.
 * Needs a build (npm run build, or npm run build:local with the sample data) and Chromium (CHROME_PATH or /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 4190;
const pageTypes: Record<string, string> = {
  'startsida (karusell)': '/',
  'översikt (karusell)': '/Rynkreducerande',
  kategori: '/Injektionsbehandlingar',
  // With the sample hero photo (issue 15): LCP must stay within budget with an image above the fold.
  'behandling (foto)': '/Rynkbehandling-Panna',
  'massage/vaxning': '/Brost+Mage',
  prislista: '/massage-priser',
  huvudsida: '/Bokatid',
  kontaktformulär: '/HittaBehandling',
};
const budget = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1000 };

const server = spawn(process.execPath, ['scripts/serve-nginx.ts', '--port', String(PORT)], {
  stdio: 'ignore',
});
await new Promise((resolve) => setTimeout(resolve, 1500));

const chromePath =
  process.env['CHROME_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chrome = await chromeLauncher.launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ],
});

interface Row {
  type: string;
  path: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kilobytes: number;
}

const rows: Row[] = [];
try {
  for (const [type, path] of Object.entries(pageTypes)) {
    const result = await lighthouse(`http://127.0.0.1:${PORT}${encodeURI(path)}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      type,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      kilobytes: Math.round(audit('total-byte-weight') / 1024),
    });
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}

console.table(rows);
const misses = rows.flatMap((row) =>
  (['performance', 'accessibility', 'best-practices', 'seo'] as const)
    .filter((category) => row[category] < budget[category])
    .map((category) => `${row.path}: ${category} ${row[category]} < ${budget[category]}`)
    .concat(row.lcpMs > budget.lcpMs ? [`${row.path}: LCP ${row.lcpMs} ms > ${budget.lcpMs} ms`] : []),
);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/lighthouse.json', `${JSON.stringify({ budget, rows, misses }, null, 2)}\n`);
console.log(
  misses.length === 0 ? 'Alla sidtyper håller budgeten.' : `Utanför budget:\n  ${misses.join('\n  ')}`,
);
process.exitCode = misses.length === 0 ? 0 : 1;
