/**
 * One small driver interface over three browser engines, so each behaviour is described once
 * (behaviours.ts) and run in all of them:
 * - Chromium through Playwright, the full browser a visitor has (the specs use its headless build:
 *   tests/support/chromium.ts);
 * - Firefox ESR through WebDriver BiDi (puppeteer-core);
 * - WebKitGTK (Safari's engine) through WebKitWebDriver (the `webdriver` client) under Xvfb.
 * The engines come from Debian's packages; none is downloaded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium, type Browser as PlaywrightBrowser, type Page as PlaywrightPage } from '@playwright/test';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import WebDriver from 'webdriver';

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End' | 'Space';
export interface Viewport {
  width: number;
  height: number;
}

/** What may be handed into the page and come back: JSON. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Code that runs in the page: it travels as its source text, so it sees its arguments (JSON) and
 * the page's globals, never this module's names. Its types are checked like the rest.
 */
export type InPage<A extends Json[], R> = (...args: A) => R;

/** What a behaviour may do in a page. Selectors are CSS. */
export interface Driver {
  readonly engine: EngineName;
  readonly javaScript: boolean;
  /** Loads a site path and waits for the load event. */
  goto(path: string, viewport: Viewport): Promise<void>;
  /** A real pointer click on the middle of the element (scrolled into view). */
  click(selector: string): Promise<void>;
  /** Moves the mouse onto the element. */
  hover(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** Runs a function in the page and returns its (awaited) value; also with the page's own JavaScript off. */
  evaluate<A extends Json[], R>(code: InPage<A, R>, ...args: A): Promise<Awaited<R>>;
  /** The page's path, decoded. */
  path(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The full Chromium: in its headless build (tests/support/chromium.ts) the desktop menu's panel
 * once failed to close as Tab moved focus past it, in one of five CI runs.
 */
export const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
export const FIREFOX = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';
export const WEBKIT_BROWSER =
  process.env['WEBKIT_BROWSER_PATH'] ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Which engines this machine can run (CI installs all three; see .ci/run). */
export function availableEngines(): Record<EngineName, boolean> {
  return {
    chromium: existsSync(CHROMIUM),
    firefox: existsSync(FIREFOX),
    webkit: existsSync(WEBKIT_BROWSER) && existsSync('/usr/bin/WebKitWebDriver'),
  };
}

/** How long a browser (or its driver) may take to start. */
const ENGINE_START_MS = 90_000;

const decodedPath = (url: string) => decodeURIComponent(new URL(url).pathname);

/** What each engine's client provides: the Driver, with in-page code as an expression's text. */
type Session = Omit<Driver, 'evaluate'> & { run(expression: string): Promise<unknown> };

/** The call of in-page code on its arguments, as the text of an expression. */
const callText = (code: (...args: never[]) => unknown, args: Json[]) =>
  `(${String(code)})(...${JSON.stringify(args)})`;

// --- Chromium (Playwright) ---------------------------------------------------------------------

async function chromiumDriver(baseUrl: string, javaScript: boolean): Promise<Session> {
  const browser: PlaywrightBrowser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const context = await browser.newContext({ javaScriptEnabled: javaScript, locale: 'sv-SE' });
  const page: PlaywrightPage = await context.newPage();
  return {
    engine: 'chromium',
    javaScript,
    async goto(path, viewport) {
      await page.setViewportSize(viewport);
      await page.goto(baseUrl + encodeURI(path));
    },
    click: (selector) => page.locator(selector).first().click(),
    hover: (selector) => page.locator(selector).first().hover(),
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    type: (selector, text) => page.locator(selector).first().pressSequentially(text),
    run: (expression) => page.evaluate(expression),
    path: async () => decodedPath(page.url()),
    close: () => browser.close(),
  };
}

// --- Firefox ESR (WebDriver BiDi through puppeteer-core) ----------------------------------------

interface Point {
  x: number;
  y: number;
}

/**
 * In the page: the element's centre once it is scrolled to the middle of the view and, where the
 * page runs scripts that could move it, has kept its place for a frame; null while it is missing,
 * moving or under something else. What Playwright checks before a click in Chromium.
 */
async function settledCentre(selector: string, pageScripts: boolean): Promise<Point | null> {
  const element = document.querySelector(selector);
  if (!element) return null;
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const before = element.getBoundingClientRect();
  // Without the page's JavaScript no frame callback runs, and nothing but the load moves.
  if (pageScripts) await new Promise((resolve) => requestAnimationFrame(resolve));
  const box = element.getBoundingClientRect();
  if (box.top !== before.top || box.left !== before.left) return null;
  const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const hit = document.elementFromPoint(point.x, point.y);
  return hit && element.contains(hit) ? point : null;
}

async function firefoxDriver(baseUrl: string, javaScript: boolean): Promise<Session> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // A first start on a busy machine (a new profile, the font cache) has taken over the default 30 s.
    timeout: ENGINE_START_MS,
    extraPrefsFirefox: { 'javascript.enabled': javaScript, 'intl.accept_languages': 'sv-SE' },
  });
  const page: PuppeteerPage = await browser.newPage();
  // The element's settled centre, found by polling with plain DOM calls: with the page's
  // JavaScript off, Firefox refuses puppeteer's element-handle helpers.
  const centre = async (selector: string) => {
    const until = Date.now() + 5000;
    for (;;) {
      const point = (await page.evaluate(callText(settledCentre, [selector, javaScript]))) as Point | null;
      if (point) return point;
      if (Date.now() > until) throw new Error(`${selector} finns inte, rör sig eller är täckt`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    engine: 'firefox',
    javaScript,
    async goto(path, viewport) {
      await page.setViewport(viewport);
      await page.goto(baseUrl + encodeURI(path), { waitUntil: 'load' });
    },
    async click(selector) {
      const { x, y } = await centre(selector);
      await page.mouse.click(x, y);
    },
    async hover(selector) {
      const { x, y } = await centre(selector);
      await page.mouse.move(x, y);
    },
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    async type(selector, text) {
      const { x, y } = await centre(selector);
      await page.mouse.click(x, y);
      await page.keyboard.type(text);
    },
    run: (expression) => page.evaluate(expression),
    path: async () => decodedPath(page.url()),
    close: () => browser.close(),
  };
}

// --- WebKitGTK (WebKitWebDriver) ----------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number, exited: () => boolean): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && !exited()) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver svarade inte på port ${port}${exited() ? ' (processen avslutades)' : ''}`);
}

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** WebDriver's codes for the keys the behaviours press. */
const webDriverKeys: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  ArrowRight: '\uE014',
  ArrowLeft: '\uE012',
  Home: '\uE011',
  End: '\uE010',
  Space: '\uE00D',
};

async function webkitDriver(baseUrl: string, javaScript: boolean): Promise<Session> {
  const port = await freePort();
  // MiniBrowser needs a display: xvfb-run gives WebKitWebDriver (and the browsers it starts) one.
  // Xvfb has no GPU, so WebKit's accelerated compositing would draw through Mesa's software GL:
  // nothing a visitor's GPU does, and almost half of WebKit's CPU time (72 s against 41 s for the
  // behaviours alone). Without it WebKit paints the same layout with its own software path.
  const driverProcess: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1920x1200x24', 'WebKitWebDriver', `--port=${port}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    },
  );
  // The driver's last words, for the error when it does not start.
  let stderr = '';
  driverProcess.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  let failedToSpawn = false;
  driverProcess.once('error', (error) => {
    failedToSpawn = true;
    stderr += String(error);
  });
  const stopDriver = () => {
    driverProcess.stderr?.destroy();
    if (driverProcess.exitCode === null && driverProcess.pid) {
      try {
        process.kill(-driverProcess.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  let client: Awaited<ReturnType<typeof WebDriver.newSession>>;
  try {
    await waitForPort(port, ENGINE_START_MS, () => failedToSpawn || driverProcess.exitCode !== null);
    client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: {
        'webkitgtk:browserOptions': {
          binary: WEBKIT_BROWSER,
          // Full screen: the window has no toolbar, so its size is the viewport's.
          args: ['--automation', '--full-screen', ...(javaScript ? [] : ['--enable-javascript=false'])],
        },
      } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    // A driver left running would keep this test process alive after its last test.
    stopDriver();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}${stderr ? `\n${stderr}` : ''}`,
    );
  }
  const find = async (selector: string): Promise<string> => {
    const until = Date.now() + 5000;
    for (;;) {
      try {
        const found = await client.findElement('css selector', selector);
        return Object.values(found)[0] as string;
      } catch (error) {
        if (Date.now() > until) throw new Error(`${selector} finns inte: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  // WebDriver scrolls an element to the top edge, under the sticky header: centre it first.
  const centreInView = (id: string) =>
    client.executeScript(
      "arguments[0].scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })",
      [{ [ELEMENT_KEY]: id }],
    );
  const keyActions = (value: string) => [
    {
      type: 'key',
      id: 'tangentbord',
      actions: [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ],
    },
  ];
  return {
    engine: 'webkit',
    javaScript,
    async goto(path, viewport) {
      await client.setWindowRect(null, null, viewport.width, viewport.height);
      await client.navigateTo(baseUrl + encodeURI(path));
    },
    async click(selector) {
      const id = await find(selector);
      await centreInView(id);
      await client.elementClick(id);
    },
    async hover(selector) {
      const id = await find(selector);
      await centreInView(id);
      const element = { [ELEMENT_KEY]: id };
      await client.performActions([
        {
          type: 'pointer',
          id: 'mus',
          parameters: { pointerType: 'mouse' },
          actions: [{ type: 'pointerMove', duration: 0, origin: element, x: 0, y: 0 }],
        },
      ]);
    },
    async press(key) {
      await client.performActions(keyActions(webDriverKeys[key]));
      await client.releaseActions();
    },
    async type(selector, text) {
      await client.elementSendKeys(await find(selector), text);
    },
    run: (expression) => client.executeScript(`return (${expression});`, []) as Promise<unknown>,
    path: async () => decodedPath(await client.getUrl()),
    async close() {
      await client.deleteSession().catch(() => undefined);
      stopDriver();
    },
  };
}

/**
 * True once the page has every platform feature the menus use, native or polyfilled. The desktop
 * dropdowns' script loads on their first use: a behaviour waits for what it does.
 */
const platformReady = () =>
  'commandForElement' in HTMLButtonElement.prototype && 'closedBy' in HTMLDialogElement.prototype;

export async function launch(engine: EngineName, baseUrl: string, javaScript: boolean): Promise<Driver> {
  const launchers = { chromium: chromiumDriver, firefox: firefoxDriver, webkit: webkitDriver };
  const start = () => launchers[engine](baseUrl, javaScript);
  // A browser that fails its first start on a loaded machine is given one more.
  const { run, ...session } = await start().catch((error: unknown) => {
    console.error(`${engine} startade inte, ett försök till: ${String(error)}`);
    return start();
  });
  const driver: Driver = {
    ...session,
    evaluate: (code, ...args) => run(callText(code, args)) as never,
  };
  if (!javaScript) return driver;
  // Where polyfills are needed they load just after the page: a behaviour starts once they have.
  return {
    ...driver,
    async goto(path, viewport) {
      await driver.goto(path, viewport);
      const until = Date.now() + 5000;
      while (!(await driver.evaluate(platformReady))) {
        if (Date.now() > until) throw new Error(`${engine}: polyfillerna laddades inte på ${path}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
