/**
 * Serves the built site (dist/) on localhost the way the host does: every page at its path
 * without ".html", a 301 from any alias or other letter case of a known path to its canonical
 * path, and the 404 page with status 404 for anything else.
 *
 * Beside it runs the local inbox the contact form sends to when no EmailJS account is set
 * (scripts/inbox/server.ts); --no-inbox leaves it out.
 *
 * Usage: node scripts/serve.ts [--port 4321] [--host 127.0.0.1] [--no-inbox]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { ASSETS_PREFIX, cacheControl } from '../src/config/hosting.ts';
import { LOCAL_INBOX, localInboxPort } from '../src/config/local-inbox.ts';
import { createRedirectResolver } from '../src/config/routes.ts';
import { createInboxServer } from './inbox/server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
    'no-inbox': { type: 'boolean', default: false },
  },
});

const root = values.dir;

/** "Omoss.html" -> "/Omoss", "index.html" -> "/": the canonical path of every built page. */
function builtPagePaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('_') && file !== '404.html')
    .map((file) => `/${relative(dir, join(dir, file)).split(sep).join('/')}`)
    .map((path) => (path === '/index.html' ? '/' : path.replace(/\.html$/, '')));
}

const resolveRedirect = createRedirectResolver(builtPagePaths(root));
const notFoundPage = readFileSync(join(root, '404.html'));
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
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Ogiltig adress');
    return;
  }
  const target = resolveRedirect(pathname);
  if (target !== undefined) {
    res.writeHead(301, { Location: encodeURI(target) + url.search }).end();
    return;
  }
  assets(req, res, () => {
    res
      .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
      .end(notFoundPage);
  });
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
