/**
 * Serves the built site (dist/) on localhost the way the host does (docs/host-rules.md): every
 * page at its path without ".html", one 301 from any alias, other letter case, file name
 * ("/Kontakt.html") or doubled slash of a known page to its canonical path, the host's rule files
 * hidden, and the 404 page with status 404 for anything else.
 *
 * Every answer carries the headers the hosts send, as the build wrote them for them
 * (LOCAL_HEADERS_FILE, src/config/hosting.ts); a Range header is read as nginx reads it
 * (scripts/serve/byte-range.ts).
 *
 * The local inbox the contact form sends to when no EmailJS account is set runs beside it in a
 * process of its own (scripts/inbox.ts), so that neither can take the other down; --no-inbox
 * leaves it out. A request that throws gets a 500, and the server goes on answering.
 *
 * Usage: node scripts/serve.ts [--port 4321] [--host 127.0.0.1] [--dir dist] [--no-inbox]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { EDITOR_PATH } from '../src/config/cms.ts';
import {
  ASSETS_PREFIX,
  cacheControl,
  HOST_RULE_FILES,
  LOCAL_HEADERS_FILE,
  localHeadersFor,
  type LocalHeaders,
} from '../src/config/hosting.ts';
import { KNOWN_PATHS_FILE, type KnownPaths } from '../src/config/known-paths.ts';
import { localInboxPort } from '../src/config/local-inbox.ts';
import { HOSTING_DIR, OUT_DIR } from '../src/config/folders.ts';
import { createRedirectResolver, ENGLISH_ROOT } from '../src/config/routes.ts';
import { builtPagePaths, NOT_FOUND_FILE } from '../src/lib/build/site-pages.ts';
import { byteRange } from './serve/byte-range.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: OUT_DIR },
    'no-inbox': { type: 'boolean', default: false },
  },
});

const root = values.dir;

/** The content's old addresses of built pages, as the build listed them for the 404 page. */
const knownPaths = join(root, KNOWN_PATHS_FILE.slice(1));
const { aliases } = existsSync(knownPaths)
  ? (JSON.parse(readFileSync(knownPaths, 'utf8')) as KnownPaths)
  : { aliases: {} };
const resolveRedirect = createRedirectResolver(builtPagePaths(root), aliases);
const notFoundPage = readFileSync(join(root, NOT_FOUND_FILE));
// As nginx does: an unknown address under /en/, in any letter case, is not found in English.
const englishNotFoundPage = readFileSync(join(root, ENGLISH_ROOT.slice(1), NOT_FOUND_FILE));
/** Each language's not-found page is no page of its own: "/404", "/en/404.html" answer 404. */
const notFoundPaths = new Set(
  ['', ENGLISH_ROOT].flatMap((root) => [`${root}/${NOT_FOUND_FILE}`, `${root}/404`]),
);
const isEnglish = (rawPath: string) => rawPath.toLowerCase().startsWith(`${ENGLISH_ROOT}/`);
/**
 * The host's rule files, and the folder the build writes nginx's rules to, in any letter case and
 * with or without a trailing slash: for the host to read, never to serve.
 */
const HIDDEN = new Set<string>([...HOST_RULE_FILES.map((file) => `/${file}`), `/${HOSTING_DIR}`]);
const isHidden = (pathname: string) => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return HIDDEN.has(path) || path.startsWith(`/${HOSTING_DIR}/`);
};
if (!existsSync(LOCAL_HEADERS_FILE)) {
  console.error(`${LOCAL_HEADERS_FILE} saknas: kör npm run build:local först (npm start gör det).`);
  process.exit(1);
}
const headerSets = JSON.parse(readFileSync(LOCAL_HEADERS_FILE, 'utf8')) as LocalHeaders;

/**
 * Hands sirv a Range header it answers as nginx would: its own reading takes "bytes=-5" for the
 * first six bytes, "bytes=0-0" for the whole file, and throws on a range that ends before it
 * starts. A range it cannot send right (several, or one that ends at byte 0) gets the whole
 * file, which HTTP allows; nginx sends those as 206.
 */
function rangeForSirv(req: IncomingMessage, size: number) {
  const answer = byteRange(req.headers.range, size);
  const [only] = answer.kind === 'ranges' && answer.ranges.length === 1 ? answer.ranges : [];
  if (answer.kind === 'unsatisfiable')
    req.headers.range = `bytes=${size}-`; // sirv's 416
  else if (only && only.end > 0) req.headers.range = `bytes=${only.start}-${only.end}`;
  else delete req.headers.range;
}
const assets = sirv(root, {
  extensions: ['html'],
  dev: false,
  etag: true,
  setHeaders(res, pathname, stats) {
    res.setHeader(
      'Cache-Control',
      pathname.startsWith(ASSETS_PREFIX) ? cacheControl.immutable : cacheControl.revalidate,
    );
    rangeForSirv(res.req, stats.size);
  },
});

function answer(req: IncomingMessage, res: ServerResponse) {
  const [rawPath = '/', ...query] = (req.url ?? '/').split('?');
  const notFound = () => {
    res
      .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
      .end(isEnglish(rawPath) ? englishNotFoundPage : notFoundPage);
  };
  // The query goes back as it came, percent-encoded; anything else is dropped, never echoed.
  const rawSearch = query.length > 0 ? `?${query.join('?')}` : '';
  const search = /^[\x21-\x7e]*$/.test(rawSearch) ? rawSearch : '';
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    setHeaders(res, rawPath);
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Ogiltig adress');
    return;
  }
  // On every answer, redirects and errors too, as nginx's "always" puts them.
  setHeaders(res, pathname);
  // The rule files are for hosts that read them, and the 404 page is no page of its own.
  if (isHidden(pathname) || notFoundPaths.has(pathname)) {
    notFound();
    return;
  }
  // As the nginx rules do: any other spelling of a page (doubled slashes, ".html", letter case,
  // an alias) leads to it in one hop. The target is always a page the build wrote.
  const target = resolveRedirect(pathname);
  if (target !== undefined) {
    res.writeHead(301, { Location: encodeURI(target) + search }).end();
    return;
  }
  if (rawPath.includes('//')) {
    notFound();
    return;
  }
  assets(req, res, notFound);
}

function setHeaders(res: ServerResponse, pathname: string) {
  for (const [name, value] of Object.entries(localHeadersFor(pathname, headerSets, EDITOR_PATH))) {
    res.setHeader(name, value);
  }
}

const server = createServer((req, res) => {
  try {
    answer(req, res);
  } catch (error) {
    // One request's fault stays that request's: logged, answered 500, the server goes on.
    console.error(`Fel vid ${req.method} ${JSON.stringify(req.url)}:`, error);
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Serverfel');
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Webbplatsen körs på http://${values.host}:${values.port}/`);
});

if (!values['no-inbox']) {
  // The port the build baked into the form (PUBLIC_LOCAL_INBOX_PORT, default 4322).
  const inbox = spawn(
    process.execPath,
    [fileURLToPath(new URL('inbox.ts', import.meta.url)), '--port', String(localInboxPort(process.env))],
    { stdio: 'inherit' },
  );
  inbox.on('exit', (code, signal) => {
    if (code !== 0)
      console.error(`Den lokala inkorgen stannade (${signal ?? code}); webbplatsen körs vidare.`);
  });
  // Ctrl-C reaches both; a stop sent to this process alone stops the inbox too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      inbox.kill(signal);
      process.exit(0);
    });
  }
}
