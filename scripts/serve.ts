/**
 * Serves the built site (dist/) on localhost the way the host does (docs/host-rules.md): every
 * page at its path without ".html", one 301 from any alias, other letter case, file name
 * ("/Kontakt.html") or doubled slash of a known page to its canonical path, the host's rule files
 * hidden, and the 404 page with status 404 for anything else.
 *
 * Beside it runs the local inbox the contact form sends to when no EmailJS account is set
 * (scripts/inbox/server.ts); --no-inbox leaves it out.
 *
 * Usage: node scripts/serve.ts [--port 4321] [--host 127.0.0.1] [--no-inbox]
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { ASSETS_PREFIX, cacheControl, HOST_RULE_FILES } from '../src/config/hosting.ts';
import { LOCAL_INBOX, localInboxPort } from '../src/config/local-inbox.ts';
import { OUT_DIR } from '../src/config/folders.ts';
import { createRedirectResolver, ENGLISH_ROOT } from '../src/config/routes.ts';
import { builtPagePaths, NOT_FOUND_FILE } from '../src/lib/build/site-pages.ts';
import { createInboxServer } from './inbox/server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: OUT_DIR },
    'no-inbox': { type: 'boolean', default: false },
  },
});

const root = values.dir;

const resolveRedirect = createRedirectResolver(builtPagePaths(root));
const notFoundPage = readFileSync(join(root, NOT_FOUND_FILE));
// As nginx does: an unknown address under /en/, in any letter case, is not found in English.
const englishNotFoundPage = readFileSync(join(root, ENGLISH_ROOT.slice(1), NOT_FOUND_FILE));
/** Each language's not-found page is no page of its own: "/404", "/en/404.html" answer 404. */
const notFoundPaths = new Set(
  ['', ENGLISH_ROOT].flatMap((root) => [`${root}/${NOT_FOUND_FILE}`, `${root}/404`]),
);
const isEnglish = (rawPath: string) => rawPath.toLowerCase().startsWith(`${ENGLISH_ROOT}/`);
const hidden = new Set<string>(HOST_RULE_FILES.map((file) => `/${file}`));
const assets = sirv(root, {
  extensions: ['html'],
  dev: false,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      pathname.startsWith(ASSETS_PREFIX) ? cacheControl.immutable : cacheControl.revalidate,
    );
  },
});

const server = createServer((req, res) => {
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
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Ogiltig adress');
    return;
  }
  // The rule files are for hosts that read them, and the 404 page is no page of its own.
  if (hidden.has(pathname) || notFoundPaths.has(pathname)) {
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
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Webbplatsen körs på http://${values.host}:${values.port}/`);
});

if (!values['no-inbox']) {
  // The port the build baked into the form (PUBLIC_LOCAL_INBOX_PORT, default 4322).
  const inboxPort = localInboxPort(process.env);
  const inbox = createInboxServer({ file: LOCAL_INBOX.file });
  inbox.on('error', (error: NodeJS.ErrnoException) => {
    // Another copy of the site (or `npm run dev`) already runs the inbox: use that one.
    if (error.code === 'EADDRINUSE') console.log(`Lokal inkorg körs redan på port ${inboxPort}.`);
    else throw error;
  });
  inbox.listen(inboxPort, LOCAL_INBOX.host, () => {
    console.log(
      `Kontaktformulärets lokala inkorg: http://${LOCAL_INBOX.host}:${inboxPort}/ (sparar i ${LOCAL_INBOX.file})`,
    );
  });
}
