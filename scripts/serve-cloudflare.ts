/**
 * Serves the built site (dist/, or OUT_DIR: src/config/folders.ts) through Cloudflare's own Pages
 * runtime (`wrangler pages dev`, whose workerd engine ships inside the `wrangler` devDependency and
 * runs offline): its _worker.js, _routes.json, _headers and _redirects as Cloudflare Pages reads them. The host-rule tests run against it
 * beside nginx (playwright.config.ts). No login, no telemetry, no update check, no network.
 * Usage: node scripts/serve-cloudflare.ts [--port 4174] [--root dist]; without --root it serves
 * the folder the build wrote, as nginx does, so both hosts answer with the same build.
 * The default port comes from E2E_CLOUDFLARE_PORT (scripts/test-ports.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { OUT_DIR } from '../src/config/folders.ts';
import { freePorts, testPorts } from './test-ports.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(testPorts(process.env).cloudflare) },
    root: { type: 'string', default: OUT_DIR },
  },
});

const require = createRequire(import.meta.url);
/** A package's folder in node_modules; a node_modules older than the lockfile is told so in words. */
function installed(name: string): string {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    console.error(`${name} saknas i node_modules, som är äldre än package-lock.json: kör npm ci.`);
    process.exit(1);
  }
}
const wrangler = join(installed('wrangler'), 'bin', 'wrangler.js');
/**
 * The newest compatibility date the installed runtime knows, from workerd's version
 * ("1.20260426.1" is 2026-04-26): a later one makes wrangler look online for a newer version.
 */
const workerdVersion = (
  JSON.parse(readFileSync(join(installed('workerd'), 'package.json'), 'utf8')) as { version: string }
).version;
const compatibilityDate = workerdVersion.replace(/^\d+\.(\d{4})(\d{2})(\d{2})\..*$/, '$1-$2-$3');

// Its state (caches, logs) in a folder of its own, removed when it stops: nothing in the project.
const state = mkdtempSync(join(tmpdir(), 'wrangler-'));
const [inspectorPort] = await freePorts(1);
const server = spawn(
  process.execPath,
  [
    wrangler,
    'pages',
    'dev',
    resolve(values.root),
    '--ip',
    '127.0.0.1',
    '--port',
    values.port,
    '--inspector-port',
    String(inspectorPort),
    '--compatibility-date',
    compatibilityDate,
    '--persist-to',
    join(state, 'state'),
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ],
  {
    stdio: 'inherit',
    cwd: state,
    env: {
      ...process.env,
      // Offline and quiet: no usage data, no error reports, no banner (whose update check goes
      // online), and the placeholder Request.cf instead of fetching Cloudflare's.
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_LOG_PATH: join(state, 'logs'),
      WRANGLER_CACHE_DIR: join(state, 'cache'),
      CI: process.env['CI'] ?? 'true',
    },
  },
);
console.log(`Cloudflares lokala Pages-miljö serverar ${values.root}/ på http://127.0.0.1:${values.port}/`);

const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? 0);
});
