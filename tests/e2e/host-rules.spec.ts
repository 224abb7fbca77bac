import { connect } from 'node:net';
import { expect, test, type APIResponse } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_RULE_FILES } from '../../src/config/hosting';
import { englishPages } from '../../src/config/routes';
import { builtAliases, contentAliases } from '../../src/lib/build/page-aliases';
import { hostOf } from './hosts';
import { builtHtml, builtPaths, DIST, urlFor } from './site';

/**
 * The host's rules as each host serves them, from the one source (src/config/hosting.ts): nginx
 * with hosting/nginx-http.conf and nginx-site.conf, and Cloudflare's own Pages runtime with
 * dist/_worker.js, _routes.json, _headers and _redirects (the "cloudflare" project,
 * playwright.config.ts). What a visitor, a crawler or an attacker gets for addresses that are
 * not a page's canonical path, the same on both.
 */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
] as const;

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${what}`).toBeTruthy();
}

async function redirect(response: APIResponse) {
  return { status: response.status(), location: response.headers()['location'] };
}

test('the host rule files are not served', async ({ request }) => {
  for (const path of HOST_RULE_FILES.map((file) => `/${file}`)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Sidan hittades inte');
    const text = await response.text();
    expect(text, path).not.toContain('Content-Security-Policy');
    expect(text, path).not.toContain('export default');
  }
});

/** The first built page whose path has a letter beyond ASCII ("/Hårvård"), if the clinic has one. */
const nonAsciiPage = () => builtPaths().find((path) => /[^\p{ASCII}]/u.test(path));

test('a page\u2019s file name answers 301 to its clean address', async ({ request }) => {
  const beyondAscii = nonAsciiPage();
  for (const [from, to] of [
    ['/index.html', '/'],
    ['/Kontakt.html', '/Kontakt'],
    ['/Omoss.html?fran=annons', '/Omoss?fran=annons'],
    ...(beyondAscii ? [[`${encodeURI(beyondAscii)}.html`, encodeURI(beyondAscii)] as const] : []),
  ] as const) {
    expect(await redirect(await request.get(from, { maxRedirects: 0 })), from).toEqual({
      status: 301,
      location: to,
    });
  }
  expect((await request.get('/404.html')).status()).toBe(404);
});

/** One request written byte for byte, as an attacker would: no client tidies the path first. */
async function rawRequest(
  baseURL: string,
  target: string,
  { method = 'GET', headers = 'Host: localhost\r\n' }: { method?: string; headers?: string } = {},
): Promise<{ status: number; headers: Array<[string, string]>; body: string }> {
  const { hostname, port } = new URL(baseURL);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`, 'latin1'),
    );
    let received = '';
    // No answer at all would otherwise end the test only at its own timeout, saying nothing.
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no whole answer to ${method} ${target.slice(0, 80)}`));
    });
    const done = () => {
      socket.destroy();
      resolve(received);
    };
    socket.on('data', (data) => {
      received += data.toString('latin1');
      // Not every server closes at "Connection: close" (Cloudflare's local proxy keeps it open):
      // the answer is whole once its length, its last chunk or its head without a body is in.
      if (responseComplete(received, method)) done();
    });
    socket.on('end', done);
    socket.on('error', reject);
  });
  const [statusLine = '', ...lines] = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
  return {
    body: raw.slice(raw.indexOf('\r\n\r\n') + 4),
    status: Number(statusLine.split(' ')[1]),
    headers: lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  };
}

/** Whether `raw` holds a whole HTTP/1.1 answer: its head, then its Content-Length or last chunk. */
function responseComplete(raw: string, method: string): boolean {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = raw.slice(0, end);
  const status = Number(head.split(' ')[1]);
  if (method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200)) return true;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  if (length !== undefined) return Buffer.byteLength(raw.slice(end + 4), 'latin1') >= Number(length);
  return /\r\ntransfer-encoding:\s*chunked/i.test(head) && raw.endsWith('\r\n0\r\n\r\n');
}

/**
 * Addresses that tried to make the host's redirects leave the site or write a header of their
 * own (issue 24): a backslash or a tab after a doubled slash (browsers read "/\\host" and
 * "/<tab>/host" as "//host"), encoded CR/LF, and the same through the ".html" and trailing-slash rules.
 */
const ATTACKS = [
  '//%5Cevil.example',
  '//%5cevil.example/',
  '/%5C%5Cevil.example',
  '//%09/evil.example',
  '/%09/evil.example',
  '//%2F/evil.example',
  '///evil.example',
  '//evil.example/',
  '//evil.example/x.html',
  '/%5Cevil.example/x.html',
  '/\\evil.example/',
  '/\\evil.example/x.html',
  '//\\evil.example',
  '/.%2e/%5Cevil.example',
  '//Kontakt/%5Cevil.example',
  '//x%0d%0aSet-Cookie:%20pwn=1;%20Path=/',
  '//x%0D%0AStrict-Transport-Security:%20max-age=0',
  '/x%0d%0aSet-Cookie:%20pwn=1.html',
  '//x%0aX-Injected:%201',
  '//x%0dX-Injected:%201',
  '/Kontakt%0d%0aSet-Cookie:%20pwn=1/',
  '//Kontakt?%0d%0aSet-Cookie:%20pwn=1',
  '/Kontakt.html?x=%0d%0aSet-Cookie:%20pwn=1',
  '//%E2%80%A8evil.example',
  // Raw control characters, as no browser would send them.
  '/Kontakt.html?x=\rSet-Cookie:%20pwn=1',
  '//Kontakt?x\rX-Injected:%201',
  '//\tevil.example',
  // The same under the English site, whose not-found page is its own.
  '/en//%5Cevil.example',
  '//en/%5C%5Cevil.example/',
  '/EN/%09/evil.example.html',
  '/en/x%0d%0aSet-Cookie:%20pwn=1/',
  '/en/%0d%0aX-Injected:%201.html',
  // Encoded slashes and backslashes, NUL, traversal, and a path longer than any page's.
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example/',
  '/%5Cevil.example',
  '/%5C%5Cevil.example.html',
  '/%2F%5Cevil.example',
  '/Kontakt%00.html',
  '/%00//evil.example',
  '/../../etc/passwd',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/_astro/..%2f_headers',
  `/${'a'.repeat(3000)}`,
  `//${'evil.example/'.repeat(200)}`,
];

/** What an attack string must never leave in an answer: a header of its own, or a way off the site. */
function expectHeld(
  answer: { status: number; headers: Array<[string, string]> },
  baseURL: string,
  attack: string,
) {
  const { status, headers } = answer;
  const names = headers.map(([name]) => name);
  expect(status, attack).toBeGreaterThanOrEqual(200);
  expect(names, attack).not.toContain('set-cookie');
  expect(names, attack).not.toContain('x-injected');
  // The site's own HSTS on every answer the site writes, and never a second, other one. (nginx
  // repeats its own on a 416; Cloudflare's local proxy writes a bare 400 or 500 for a request line
  // or Host it cannot parse, which the edge refuses before it reaches the site; nginx's own 400
  // carries the headers, see below.)
  const hsts = headers.filter(([name]) => name === 'strict-transport-security').map(([, value]) => value);
  expect(new Set(hsts).size, attack).toBe(status === 400 || status >= 500 ? hsts.length && 1 : 1);
  for (const [name, value] of headers) {
    expect(value, attack).not.toMatch(/\p{Cc}/u);
    // Nothing of the request comes back in a header (no host, no payload) but the query of a
    // redirect, passed on still percent-encoded.
    const own = name === 'location' ? value.split('?')[0]! : value;
    expect(`${name}: ${own}`, attack).not.toMatch(/evil|pwn|injected|passwd/i);
  }
  const location = headers.find(([name]) => name === 'location')?.[1];
  if (location !== undefined) {
    // Only a path of this site: no "//host", no "/\\host", and it resolves to this origin.
    expect(location, attack).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, baseURL).origin, attack).toBe(new URL(baseURL).origin);
  }
}

test('no address leads off the site or writes a header of its own', async ({ baseURL }) => {
  let held = 0;
  for (const attack of ATTACKS) {
    expectHeld(await rawRequest(baseURL!, attack), baseURL!, attack);
    held += 1;
  }
  expect(held).toBe(ATTACKS.length);
});

/** A page with capitals, so one of its spellings is redirected: the requests below hit both paths. */
const firstPageWithCapitals = () => builtPaths().find((path) => /^\/[A-Z][A-Za-z]+$/.test(path))!;

test('no Host or forwarded header, method or Range request moves a redirect or echoes input', async ({
  baseURL,
}, testInfo) => {
  // Cloudflare's local proxy (miniflare) cannot forward TRACE and never answers it; nginx refuses it.
  const methods = ['HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'FOO'].filter(
    (method) => method !== 'TRACE' || hostOf(testInfo) === 'nginx',
  );
  const page = firstPageWithCapitals();
  const targets = [page, page.toUpperCase(), `${page}.html`, '/finns-inte'];
  const tricks = [
    'Host: evil.example\r\n',
    'Host: localhost\r\nX-Forwarded-Host: evil.example\r\n',
    'Host: localhost\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\nForwarded: host=evil.example\r\n',
    'Host: localhost\r\nX-Original-URL: //evil.example\r\nX-Rewrite-URL: //evil.example\r\n',
    'Host: localhost\r\nX-Forwarded-Prefix: //evil.example\r\nX-Forwarded-Port: 1\r\n',
    'Host: localhost:80@evil.example\r\n',
  ];
  const ranges = ['bytes=10-5', 'bytes=5-1', 'bytes=0-18446744073709551616', 'bytes=-5', 'bytes=0-0,2-1,-1'];
  let held = 0;
  for (const target of targets) {
    for (const headers of tricks) {
      expectHeld(await rawRequest(baseURL!, target, { headers }), baseURL!, `${target} ${headers}`);
      held += 1;
    }
    for (const method of methods) {
      const answer = await rawRequest(baseURL!, target, {
        method,
        headers: 'Host: localhost\r\nX-Probe: evil.example\r\nContent-Length: 0\r\n',
      });
      expectHeld(answer, baseURL!, `${method} ${target}`);
      // TRACE must not send the request back, headers and all.
      expect(answer.body, `${method} ${target}`).not.toContain('evil.example');
      held += 1;
    }
    for (const range of ranges) {
      const answer = await rawRequest(baseURL!, target, {
        headers: `Host: localhost\r\nRange: ${range}\r\n`,
      });
      expectHeld(answer, baseURL!, `${target} Range: ${range}`);
      expect([200, 206, 301, 404, 416], `${target} Range: ${range}`).toContain(answer.status);
      held += 1;
    }
  }
  expect(held).toBe(targets.length * (tricks.length + methods.length + ranges.length));
  // And the host still answers.
  expect((await rawRequest(baseURL!, page)).status).toBe(200);
});

test('doubled slashes answer 301 to the page in one hop; unknown ones are not found', async ({
  request,
  baseURL,
}) => {
  for (const [from, to] of [
    ['//Kontakt', '/Kontakt'],
    ['/Priser//', '/Priser'],
    ['///', '/'],
    ['//kontakt.html?fran=annons', '/Kontakt?fran=annons'],
  ] as const) {
    // Spelled out with the origin: "//Kontakt" alone is a protocol-relative address of the host "kontakt".
    expect(await redirect(await request.get(`${baseURL}${from}`, { maxRedirects: 0 })), from).toEqual({
      status: 301,
      location: to,
    });
  }
  for (const from of ['//angripare.example/', '//_headers', '//404']) {
    expect((await request.get(`${baseURL}${from}`, { maxRedirects: 0 })).status(), from).toBe(404);
  }
});

test('every other spelling of every page and alias answers in one hop, to the page itself', async ({
  request,
  baseURL,
}) => {
  const canonical = new Map<string, string>(builtPaths().map((path) => [path, path]));
  // The content's old addresses of built pages (an alias of a page not built has no rule).
  for (const [alias, target] of Object.entries(builtAliases(contentAliases(), builtPaths()).kept))
    canonical.set(alias, target);
  canonical.set('/index', '/');
  canonical.set(`${englishPages.home.path}/index`, englishPages.home.path);
  const cases: Array<[string, string]> = [];
  for (const [from, to] of canonical) {
    const base = from === '/' ? '/index' : from;
    const variants = new Set([
      base.toLowerCase(),
      base.toUpperCase(),
      `${base}.html`,
      `${base.toLowerCase()}.html`,
      `${base.toUpperCase()}.HTML`,
      `${base}/`,
      `/${base}`,
      `/${base.toLowerCase()}.html`,
    ]);
    variants.delete(to);
    for (const variant of variants) cases.push([variant, to]);
  }
  // A few requests at a time: Cloudflare's local runtime takes some 20 ms for each, one by one.
  // The time allowed grows with the catalogue (a loaded machine answers slower, not wrongly).
  test.setTimeout(60_000 + cases.length * 60);
  let tried = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let next = cases.shift(); next; next = cases.shift()) {
        const [variant, to] = next;
        const response = await request.get(`${baseURL}${urlFor(variant)}?k=1`, { maxRedirects: 0 });
        expect(await redirect(response), variant).toEqual({ status: 301, location: `${urlFor(to)}?k=1` });
        tried += 1;
      }
    }),
  );
  for (const path of new Set(canonical.values())) {
    expect((await request.get(urlFor(path), { maxRedirects: 0 })).status(), path).toBe(200);
  }
  // Every page, with eight spellings at least for most: the count shows nothing was skipped.
  expect(tried).toBeGreaterThan(canonical.size * 5);
});

test('an encoded dot in ".html" leads to the page, not the home page', async ({ request }) => {
  const page = builtPaths().find((path) => /^\/[A-Za-z]+$/.test(path))!;
  expect(await redirect(await request.get(`${page}%2ehtml`, { maxRedirects: 0 }))).toEqual({
    status: 301,
    location: page,
  });
});

test('the not-found page is found nowhere: /404 answers 404, /index leads home', async ({ request }) => {
  for (const path of ['/404', '/404/', '/404.html']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Sidan hittades inte');
  }
  expect(await redirect(await request.get('/index', { maxRedirects: 0 }))).toEqual({
    status: 301,
    location: '/',
  });
});

test('no other site may embed the site\u2019s files, except the share images', async ({ request }) => {
  const page = await request.get('/Omoss');
  expect(page.headers()['cross-origin-resource-policy']).toBe('same-origin');
  const html = await page.text();
  // A file the build wrote under /_astro/: the page itself may name none (a clinic without photos).
  const asset = firstFileIn('_astro');
  expect(asset, 'a file under /_astro/ in the build').toBeTruthy();
  expect((await request.get(asset!)).headers()['cross-origin-resource-policy']).toBe('same-origin');
  expect((await request.get('/finns/inte')).headers()['cross-origin-resource-policy']).toBe('same-origin');
  const shareImage = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
  const image = await request.get(shareImage);
  expect(image.status()).toBe(200);
  expect(image.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(image.headers()['content-security-policy']).toBeTruthy();
});

/** The first file the build wrote in a folder of dist/, as a path; undefined when there is none. */
function firstFileIn(folder: string): string | undefined {
  const file = readdirSync(join(DIST, folder), { withFileTypes: true }).find((entry) => entry.isFile());
  return file && `/${folder}/${file.name}`;
}

test('each kind of path has its headers, and no host adds a wildcard CORS header', async ({ request }) => {
  const site = (await request.get('/')).headers()['content-security-policy']!;
  const editor = (await request.get('/admin')).headers()['content-security-policy']!;
  const html = builtHtml(builtPaths()[0]!);
  const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1] ?? firstFileIn('_astro');
  const shareImage = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
  const cases: Array<{
    path: string | undefined;
    status: number;
    csp: string;
    corp?: string;
    editor?: boolean;
    immutable?: boolean;
  }> = [
    { path: '/', status: 200, csp: site },
    { path: englishPages.home.path, status: 200, csp: site },
    { path: asset, status: 200, csp: site, immutable: true },
    { path: '/admin', status: 200, csp: editor, editor: true },
    { path: firstFileIn('admin'), status: 200, csp: editor, editor: true },
    { path: firstFileIn('pagefind'), status: 200, csp: 'wasm-unsafe-eval' },
    { path: firstFileIn('sok'), status: 200, csp: site },
    { path: shareImage, status: 200, csp: site, corp: 'cross-origin' },
    { path: '/finns-inte', status: 404, csp: site },
    { path: `${englishPages.home.path}/finns-inte`, status: 404, csp: site },
    { path: '/_astro/finns-inte.js', status: 404, csp: site },
  ];
  for (const {
    path,
    status,
    csp,
    corp = 'same-origin',
    editor: isEditor = false,
    immutable = false,
  } of cases) {
    expect(path, 'a file of this kind in dist/').toBeTruthy();
    const response = await request.get(path!, { maxRedirects: 0 });
    const headers = response.headers();
    expect(response.status(), path).toBe(status);
    expectSecurityHeaders(headers, path!);
    expect(headers['access-control-allow-origin'], path).toBeUndefined();
    if (csp === 'wasm-unsafe-eval') expect(headers['content-security-policy'], path).toContain(csp);
    else expect(headers['content-security-policy'], path).toBe(csp);
    expect(headers['cross-origin-resource-policy'], path).toBe(corp);
    expect(headers['x-robots-tag'], path).toBe(isEditor ? 'noindex, nofollow' : undefined);
    if (immutable) expect(headers['cache-control'], path).toContain('immutable');
    else expect(headers['cache-control'] ?? '', path).not.toContain('immutable');
  }
});

test('letter case is matched beyond ASCII: the upper case and a decomposed letter answer 301 at the server', async ({
  request,
}) => {
  const path = nonAsciiPage();
  test.skip(path === undefined, 'no page path has a letter beyond ASCII');
  const location = encodeURI(path!);
  for (const from of [
    path!.toUpperCase(),
    path!.toLowerCase(),
    path!.normalize('NFD'),
    `${path!.toUpperCase().normalize('NFD')}/`,
  ]
    .filter((spelling) => spelling !== path)
    .map(encodeURI)) {
    expect(await redirect(await request.get(from, { maxRedirects: 0 })), from).toEqual({
      status: 301,
      location,
    });
  }
  // A path with invalid UTF-8 is simply unknown.
  expect((await request.get('/%E0%A4', { maxRedirects: 0 })).status()).toBe(404);
});

test('the security headers on every answer: a page, a 404, a 301', async ({ request }) => {
  const page = await request.get('/Omoss');
  expectSecurityHeaders(page.headers(), '/Omoss');

  const missing = await request.get('/finns/inte');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(missing.headers(), '404');

  const redirected = await request.get('/OMOSS', { maxRedirects: 0 });
  expect(redirected.status()).toBe(301);
  expectSecurityHeaders(redirected.headers(), '301');
});

/** Answers nginx writes itself; Cloudflare's edge writes its own, which its local runtime does not reproduce. */
const NGINX_ONLY =
  'nginx\u2019s own answers (its version, 405, 413, 400); on Cloudflare the edge writes those';

test('no nginx version anywhere, and the security headers on the answers nginx writes itself', async ({
  request,
}, testInfo) => {
  test.skip(hostOf(testInfo) !== 'nginx', NGINX_ONLY);
  const page = await request.get('/Omoss');
  expect(page.headers()['server']).toBe('nginx');

  const notAllowed = await request.post('/Omoss', { data: 'x' });
  expect(notAllowed.status()).toBe(405);
  expectSecurityHeaders(notAllowed.headers(), '405');
  expect(await notAllowed.text()).not.toMatch(/nginx\//);

  const tooLarge = await request.post('/Omoss', { data: 'x'.repeat(2 * 1024 * 1024) });
  expect(tooLarge.status()).toBe(413);
  expectSecurityHeaders(tooLarge.headers(), '413');
  expect(await tooLarge.text()).not.toMatch(/nginx\//);
});

test('a malformed request gets 400 with the security headers and no version', async ({
  baseURL,
}, testInfo) => {
  test.skip(hostOf(testInfo) !== 'nginx', NGINX_ONLY);
  const { hostname, port } = new URL(baseURL!);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write('GET /Omoss HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'),
    );
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
  expectSecurityHeaders(headers, '400');
  expect(headers['server']).toBe('nginx');
  expect(body).not.toMatch(/nginx\//);
});

test('the 404 page\u2019s script survives an address that is not UTF-8', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/%E0%A4');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte');
  expect(errors).toEqual([]);
});

test('the editor at /admin has its own policy and is never indexed; the site keeps its own', async ({
  request,
}) => {
  const editor = await request.get('/admin');
  expect(editor.status()).toBe(200);
  const headers = editor.headers();
  expectSecurityHeaders(headers, '/admin');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  // Only our own scripts, and only GitHub's API besides our origin: no CDN.
  const policy = headers['content-security-policy']!;
  // Our own files, and the site's hashed scripts (the not-found page), never 'unsafe-inline'.
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  expect(policy).toMatch(/connect-src 'self' data: blob: https:\/\/api\.github\.com(;|$)/);
  expect(policy).not.toMatch(/unsafe-eval|unpkg|jsdelivr/);
  for (const asset of ['/admin/sveltia-cms.js', '/admin/config.yml', '/admin/locales/sv.json']) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['content-security-policy'], asset).toBe(policy);
  }
  for (const spelling of ['/admin.html', '/ADMIN', '/admin/', '/Admin/']) {
    expect(await redirect(await request.get(spelling, { maxRedirects: 0 })), spelling).toEqual({
      status: 301,
      location: '/admin',
    });
  }

  const site = (await request.get('/')).headers()['content-security-policy']!;
  expect(site).not.toBe(policy);
  expect(site).not.toContain('api.github.com');
  expect(site).not.toContain('blob:');
});

test('a mistyped address under /admin/ is not found with the editor\u2019s own headers', async ({
  request,
}) => {
  const editorPolicy = (await request.get('/admin')).headers()['content-security-policy'];
  for (const path of ['/admin/finns-inte', '/admin/config.yml/x', '/admin//x']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(response.headers()['content-security-policy'], path).toBe(editorPolicy);
    expect(await response.text(), path).toContain('Sidan hittades inte');
  }
});

/** Each language's not-found page as the build wrote it: what a 404 answer must carry, byte for byte. */
const notFoundPage = {
  sv: readFileSync(join(DIST, '404.html'), 'utf8'),
  en: readFileSync(join(DIST, englishPages.home.path.slice(1), '404.html'), 'utf8'),
};

test('an unknown address under /en/ is not found in English; anywhere else in Swedish', async ({
  request,
  baseURL,
}) => {
  expect(notFoundPage.en).not.toBe(notFoundPage.sv);
  const cases = {
    en: [
      '/en/finns-inte',
      '/EN/finns-inte',
      '/En/finns/inte',
      '/en/404',
      '/en/404/',
      '/en/404.html',
      '//en/x.html',
    ],
    sv: ['/finns-inte', '/english', '/en-finns-inte', '/enx/y', '/404', '/sv/x'],
  };
  for (const [lang, paths] of Object.entries(cases) as Array<['sv' | 'en', string[]]>) {
    for (const path of paths) {
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), `${path}: the ${lang} not-found page`).toBe(notFoundPage[lang]);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expectSecurityHeaders(response.headers(), path);
    }
  }
});

test('the English home page answers at /en; "/en/", "/EN", "/en/index" and "/en.html" lead there in one hop', async ({
  request,
}) => {
  const home = englishPages.home.path;
  expect((await request.get(home, { maxRedirects: 0 })).status()).toBe(200);
  for (const from of ['/en/', '/EN', '/EN/', '/en.html', '/en/index', '/en/index.html', '/En/Index/']) {
    expect(await redirect(await request.get(`${from}?k=1`, { maxRedirects: 0 })), from).toEqual({
      status: 301,
      location: `${home}?k=1`,
    });
  }
});

test('no redirect by the browser\u2019s language: each page answers in its own, whatever the visitor prefers', async ({
  request,
}) => {
  for (const [path, preferred] of [
    ['/', 'en-GB,en;q=0.9'],
    ['/Omoss', 'en'],
    [englishPages.home.path, 'sv-SE,sv;q=0.9'],
    [englishPages.about.path, 'sv'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': preferred } });
    expect(response.status(), `${path} (${preferred})`).toBe(200);
    expect(response.headers()['location'], path).toBeUndefined();
    expect(response.headers()['vary'] ?? '', path).not.toMatch(/accept-language/i);
    expect(await response.text(), path).toBe(builtHtml(path));
  }
});
