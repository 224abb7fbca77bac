/**
 * Click to paint, for `npm run bench`: a visitor on a listing page hovers its first card's link for
 * 200 ms, then clicks it; how long from the click until the next page is painted, against the
 * floor: the same walk between two bare HTML pages of the same sizes (`floorPair`), one linking
 * the other, served beside our pages by the same host with the same speculation rules. The same
 * build is also served with the `Speculation-Rules` header left out, to show what the rules win.
 * Each origin sits behind a proxy that gives every request DevTools' "Slow 4G" (562.5 ms round
 * trip, 1.47 Mbit/s down, 675 kbit/s up), so the pages fetched ahead are slowed like any other; the
 * page the visitor is on runs at 4× CPU.
 *
 * Puppeteer, not Playwright: Playwright attaches DevTools to every page the browser makes, and
 * Chromium then refuses to prerender (PrerenderingDisabledByDevTools). The next page reports
 * whether it was prerendered (its navigation entry's activationStart), so the table shows that
 * the rules really acted. Times are on the next page's own clock, counted from the click: its
 * first contentful paint, which Chromium reports for a prerendered page as its first frame after
 * the activation, and the activation itself.
 */
import { writeFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import puppeteer, { type Browser } from 'puppeteer-core';
import { LISTING_SECTION_ID } from '../src/lib/domain/listing-pages.ts';
import { SETTLED_CLASS } from '../src/delivery/speculation-rules.ts';
import { builtHtml } from './bench-pages.ts';

/** DevTools' "Slow 4G", as bench.ts gives it to Lighthouse's pages. */
export const SLOW_4G = {
  rttMs: 562.5,
  downBytesPerMs: (1474.56 * 1024) / 8 / 1000,
  upBytesPerMs: (675 * 1024) / 8 / 1000,
};
const HOVER_MS = 200;
const READING_MS = 5000;
const CPU_SLOWDOWN = 4;

/**
 * A TCP proxy in front of a host that delays every chunk by half the round trip each way and
 * shares each direction's bandwidth among all connections, in order.
 *
 * Each connection's direction delivers its chunks from one queue, in the order they came. With
 * a timer per chunk, two chunks due a fraction of a millisecond apart could fire in the wrong
 * order on a busy event loop; Cloudflare's runtime writes a response's headers and its first
 * body chunk separately, and Chromium's net log showed the 10-byte gzip chunk arriving before
 * the status line (ERR_INVALID_HTTP_RESPONSE, now and then on the Cloudflare walk).
 */
export function slowProxy(listenPort: number, targetPort: number): Promise<Server> {
  const nextFree = { down: 0, up: 0 };
  const relay = (from: Socket, to: Socket, direction: 'down' | 'up') => {
    const bytesPerMs = direction === 'down' ? SLOW_4G.downBytesPerMs : SLOW_4G.upBytesPerMs;
    // What is due when, oldest first; `null` is the end of the stream.
    const queue: Array<{ due: number; chunk: Buffer | null }> = [];
    let timer: NodeJS.Timeout | undefined;
    const deliver = () => {
      timer = undefined;
      while (queue.length > 0 && queue[0]!.due <= performance.now()) {
        const { chunk } = queue.shift()!;
        if (chunk === null) to.end();
        else if (to.writable) to.write(chunk);
      }
      if (queue.length > 0) timer = setTimeout(deliver, Math.max(0, queue[0]!.due - performance.now()));
    };
    const enqueue = (chunk: Buffer | null, due: number) => {
      queue.push({ due, chunk });
      timer ??= setTimeout(deliver, Math.max(0, queue[0]!.due - performance.now()));
    };
    from.on('data', (chunk: Buffer) => {
      const sent = Math.max(performance.now(), nextFree[direction]) + chunk.length / bytesPerMs;
      nextFree[direction] = sent;
      enqueue(chunk, sent + SLOW_4G.rttMs / 2);
    });
    from.on('end', () => enqueue(null, Math.max(performance.now(), nextFree[direction]) + SLOW_4G.rttMs / 2));
    from.on('error', () => {
      clearTimeout(timer);
      to.destroy();
    });
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    relay(client, upstream, 'up');
    relay(upstream, client, 'down');
  });
  return new Promise((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve(server)));
}

interface Visit {
  /** The page the visitor went on to. */
  to: string;
  clickToPaintMs: number;
  /** From the click until a prerendered page became the tab's page. */
  activationMs: number;
  prerendered: boolean;
  /** The first page's own LCP, a first visit: fetching ahead must not slow it. */
  firstVisitLcpMs: number;
}

/** The first card of a listing page: the link a visitor comparing treatments follows. */
const NEXT_LINK = `#${LISTING_SECTION_ID} a[href^="/"]`;

/** A walk from a listing page to its first card's page, and the floor's walk of the same sizes. */
interface Walk {
  from: string;
  to: string;
  floorFrom: string;
  floorTo: string;
}

/** The page a listing's first card leads to, as the built page links it. */
function firstCardOf(path: string): string | undefined {
  const href = parseHTML(builtHtml(path)).document.querySelector(NEXT_LINK)?.getAttribute('href');
  return href ? decodeURI(href) : undefined;
}

/**
 * A bare page of about `bytes` bytes: a heading, paragraphs of text, no image, font or script; with
 * `next`, a card linking it in the listing section, the page marked settled from the start (the
 * class our pages' one script sets after load), so the same rules fetch and render it ahead. Its
 * empty icon keeps Chromium from asking for /favicon.ico, a request that, when it ended before the
 * first paint, Lighthouse counted as one more round trip of the floor's LCP (one run in three).
 */
export function floorPage(bytes: number, next?: string): string {
  const card = next
    ? `<section id="${LISTING_SECTION_ID}"><article><h2><a href="${next}">Nästa sida</a></h2></article></section>\n`
    : '';
  const head = `<!doctype html>
<html lang="sv"${next ? ` class="${SETTLED_CLASS}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Golv för mätning</title>
<link rel="icon" href="data:,">
<style>body{font:1rem/1.5 Georgia,serif;margin:2rem;max-width:40rem}</style>
</head>
<body>
<h1>Estetik, hudvård och välmående</h1>
${card}`;
  const paragraphs: string[] = [];
  let size = Buffer.byteLength(head) + 20;
  for (let n = 1; size < bytes; n += 1) {
    const paragraph = `<p>Stycke ${n}: den här sidan är mätningens golv, bara text i samma storlek som sidan den står för.</p>\n`;
    paragraphs.push(paragraph);
    size += Buffer.byteLength(paragraph);
  }
  return `${head}${paragraphs.join('')}</body>\n</html>\n`;
}

/**
 * For each listing page, the walk to its first card and a floor pair of the same raw sizes,
 * written into `root` (a copy of dist/ the host serves) as /golv-fran-N and /golv-till-N.
 */
export function floorWalks(root: string, listings: readonly string[]): Walk[] {
  return listings.flatMap((from, index) => {
    const to = firstCardOf(from);
    if (to === undefined) return [];
    const walk = { from, to, floorFrom: `/golv-fran-${index + 1}`, floorTo: `/golv-till-${index + 1}` };
    writeFileSync(join(root, `${walk.floorTo.slice(1)}.html`), floorPage(Buffer.byteLength(builtHtml(to))));
    writeFileSync(
      join(root, `${walk.floorFrom.slice(1)}.html`),
      floorPage(Buffer.byteLength(builtHtml(from)), walk.floorTo),
    );
    return [walk];
  });
}

/** One visit in a fresh browser profile: load `from`, hover its first card's link 200 ms, click, wait for the paint. */
async function visit(browser: Browser, origin: string, from: string): Promise<Visit> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.goto(`${origin}${encodeURI(from)}`, { waitUntil: 'load' });
    // The visitor reads the page a few seconds before reaching for a card.
    await new Promise((settle) => setTimeout(settle, READING_MS));
    const firstVisitLcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(Math.round(list.getEntries().at(-1)!.startTime))).observe(
            {
              type: 'largest-contentful-paint',
              buffered: true,
            },
          ),
        ),
    );
    const link = NEXT_LINK;
    // At once, not smoothly: our pages ask for smooth scrolling and the floor does not, and a
    // pointer placed while a page still glides lands beside the link, so the hover that renders
    // the next page ahead never began and only the click started it.
    const to = await page.$eval(link, (element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      return decodeURI(element.getAttribute('href')!);
    });
    // The click's moment on the page's clock, kept where the next page of the origin can read it.
    await page.evaluate(() =>
      addEventListener(
        'mousedown',
        (event) => localStorage.setItem('klick', String(performance.timeOrigin + event.timeStamp)),
        { capture: true, once: true },
      ),
    );
    await page.hover(link);
    // The hover counts from the moment the link is under the pointer, on both walks alike.
    await page.waitForFunction((selector) => document.querySelector(selector)?.matches(':hover'), {}, link);
    await new Promise((wait) => setTimeout(wait, HOVER_MS));
    await page.click(link);
    // An activated prerender fires no load event in the tab: ask the page until it is the next one
    // and has painted (a navigation in between makes an evaluation fail: ask again).
    for (let attempt = 0; ; attempt += 1) {
      const painted = await page
        .evaluate(
          (path) =>
            decodeURI(location.pathname) === path &&
            performance.getEntriesByName('first-contentful-paint').length > 0,
          to,
        )
        .catch(() => false);
      if (painted) break;
      if (attempt === 300) throw new Error(`${from} → ${to}: ingen målning inom 30 s`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
    // Each moment on the next page's clock, as milliseconds after the click.
    const next = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart: number;
      };
      const sinceClick = (time: number) =>
        Math.round(performance.timeOrigin + time - Number(localStorage.getItem('klick')));
      return {
        activation: sinceClick(navigation.activationStart),
        paint: sinceClick(performance.getEntriesByName('first-contentful-paint')[0]!.startTime),
        responseEnd: sinceClick(navigation.responseEnd),
        prerendered: navigation.activationStart > 0,
      };
    });
    // Chromium reports a prerendered page's first paint as the first frame after its activation.
    const timing = {
      clickToPaintMs: Math.max(next.paint, next.prerendered ? next.activation : 0),
      activationMs: next.prerendered ? next.activation : Number.NaN,
      prerendered: next.prerendered,
    };
    return { ...timing, to, firstVisitLcpMs };
  } finally {
    await context.close();
  }
}

export interface NextPageRow {
  /** The host that served both walks: nginx or Cloudflare's runtime. */
  host: string;
  from: string;
  to: string;
  withRulesMs: number;
  floorMs: number;
  /** Ours with the rules against the floor with the same rules. */
  ratio: number;
  activationMs: number;
  prerendered: string;
  withoutRulesMs: number;
  firstVisitLcpWithRulesMs: number;
  firstVisitLcpWithoutRulesMs: number;
}

/** The median of the runs that measured something (a page not prerendered has no activation). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
};

/**
 * Click to paint for each walk on one host: ours and the floor's with the rules (`withRules`
 * origin), ours without when the host has such a copy, runs taking turns so that load on the
 * machine hits all alike; medians of `runs`.
 */
export async function clickToPaint(
  chromePath: string,
  host: string,
  origins: { withRules: string; withoutRules?: string },
  walks: readonly Walk[],
  runs: number,
): Promise<NextPageRow[]> {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const rows: NextPageRow[] = [];
    for (const { from, floorFrom } of walks) {
      const withRules: Visit[] = [];
      const floor: Visit[] = [];
      const withoutRules: Visit[] = [];
      // A visit that never painted (a click lost on a busy machine) counts as no measurement.
      const measured = (origin: string, start = from) =>
        visit(browser, origin, start).catch((error: Error) => {
          console.warn(error.message);
          return {
            to: '',
            clickToPaintMs: Number.NaN,
            activationMs: Number.NaN,
            prerendered: false,
            firstVisitLcpMs: Number.NaN,
          };
        });
      for (let run = 0; run < runs; run += 1) {
        withRules.push(await measured(origins.withRules));
        floor.push(await measured(origins.withRules, floorFrom));
        if (origins.withoutRules) withoutRules.push(await measured(origins.withoutRules));
      }
      const to = [...withRules, ...withoutRules].find((v) => v.to !== '')?.to ?? '';
      const withRulesMs = median(withRules.map((v) => v.clickToPaintMs));
      const floorMs = median(floor.map((v) => v.clickToPaintMs));
      rows.push({
        host,
        from,
        to,
        withRulesMs,
        floorMs,
        ratio: Number((withRulesMs / floorMs).toFixed(2)),
        activationMs: median(withRules.map((v) => v.activationMs)),
        prerendered: `${withRules.filter((v) => v.prerendered).length}/${runs}`,
        withoutRulesMs: median(withoutRules.map((v) => v.clickToPaintMs)),
        firstVisitLcpWithRulesMs: median(withRules.map((v) => v.firstVisitLcpMs)),
        firstVisitLcpWithoutRulesMs: median(withoutRules.map((v) => v.firstVisitLcpMs)),
      });
      if (withoutRules.some((v) => v.prerendered)) throw new Error(`${to}: förrenderad utan reglerna`);
      console.log(
        `${host}, ${from} → ${to}: ${withRules.map((v) => v.clickToPaintMs).join('/')} ms med reglerna ` +
          `(förrenderad ${rows.at(-1)!.prerendered}), golvet ${floor.map((v) => v.clickToPaintMs).join('/')} ms ` +
          `(förrenderat ${floor.filter((v) => v.prerendered).length}/${runs}), ` +
          `${withoutRules.map((v) => v.clickToPaintMs).join('/') || '–'} ms utan regler`,
      );
    }
    return rows;
  } finally {
    await browser.close();
  }
}
