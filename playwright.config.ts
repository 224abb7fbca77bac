import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { testPorts } from './scripts/test-ports';
import { CHROMIUM } from './tests/support/chromium';
import { CLOUDFLARE_PROJECT } from './tests/e2e/hosts';

/**
 * Browser tests drive Chromium (tests/support/chromium.ts) against the production build (dist/),
 * served by the same server as `npm start`.
 */
// `npm test` picks free ports (scripts/test-e2e.ts); run by hand, the defaults 4173 and 4322 apply.
const ports = testPorts(process.env);
const reuseExistingServer = !process.env['CI'] && process.env['E2E_REUSE_SERVER'] === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // One worker per core: more only makes the browsers wait for each other.
  workers: availableParallelism(),
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL: ports.siteOrigin,
    locale: 'sv-SE',
    // A failed test keeps a trace of its steps, console and network: which step failed and why.
    // Every step's DOM snapshot and screenshot, recorded for every test and thrown away when it
    // passes, cost a third of the specs' CPU time (314 against 234 s for the specs but the
    // accessibility one); for them, run the one spec again with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      ...(CHROMIUM ? { executablePath: CHROMIUM } : {}),
      // This machine has no network beyond localhost: keep Chromium from trying.
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // The host the site deploys to by default: the host rules again, through Cloudflare's own
    // Pages runtime (scripts/serve-cloudflare.ts), so both hosts answer every spelling alike.
    {
      name: CLOUDFLARE_PROJECT,
      testMatch: 'host-rules.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: ports.cloudflareOrigin },
    },
  ],
  // Whatever else listens on a port is not this build: reuse a server only when asked to
  // (E2E_REUSE_SERVER=1, e.g. with serve-nginx.ts already running), never in CI.
  webServer: [
    {
      // Real nginx with the build's own rules: what the tests pass is what a server would serve.
      command: `node scripts/serve-nginx.ts --port ${ports.site} --inbox-port ${ports.inbox}`,
      url: `${ports.siteOrigin}/`,
      reuseExistingServer,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve-cloudflare.ts --port ${ports.cloudflare}`,
      url: `${ports.cloudflareOrigin}/`,
      reuseExistingServer,
      stdout: 'ignore',
    },
  ],
});
