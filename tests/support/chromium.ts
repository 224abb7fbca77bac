import { existsSync } from 'node:fs';

/**
 * The Chromium Playwright's specs drive: CHROME_PATH, else Debian's headless Chromium
 * (chromium-headless-shell: the same engine without the desktop browser around it, Playwright's
 * own headless default; the specs take a fifth less time than in /usr/bin/chromium), else
 * Debian's /usr/bin/chromium; undefined when neither is installed
 * (Playwright then looks for its own download, which this project's CI machines cannot fetch).
 * The engine behaviours (tests/engines/drivers.ts) and the bench run the full /usr/bin/chromium,
 * the browser a visitor has.
 */
export const CHROMIUM: string | undefined =
  process.env['CHROME_PATH'] ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
