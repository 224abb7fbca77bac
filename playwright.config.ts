import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Chromium against the production build (dist/), served by the same
 * server as `npm start`. The browser: CHROME_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download (which this project's CI machines cannot fetch).
 */
const chromePath =
  process.env['CHROME_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env['E2E_PORT'] ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // The machines here have two cores; axe over every page is the long pole.
  workers: 2,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromePath ? { executablePath: chromePath } : {}),
      // This machine has no network beyond localhost: keep Chromium from trying.
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // Real nginx with the build's own rules: what the tests pass is what a server would serve.
    command: `node scripts/serve-nginx.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env['CI'],
    stdout: 'ignore',
  },
});
