import { connect } from 'node:net';
import { expect, test, type APIResponse } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aliases, englishPages } from '../../src/config/routes';
import { builtHtml, builtPaths, DIST, urlFor } from './site';

/**
 * The host's rules as nginx serves them (hosting/nginx-http.conf and nginx-site.conf, written by
 * the build from src/config/hosting.ts): what a visitor, a crawler or an attacker gets for
 * addresses that are not a page's canonical path.
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
  for (const path of ['/_headers', '/_redirects']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Sidan hittades inte');
    expect(await response.text(), path).not.toContain('Content-Security-Policy');
  }
});

test('a page\u2019s file name answers 301 to its clean address', async ({ request }) => {
  for (const [from, to] of [
    ['/index.html', '/'],
    ['/Kontakt.html', '/Kontakt'],
    ['/Omoss.html?fran=annons', '/Omoss?fran=annons'],
    ['/Tr%C3%A5dlyft.html', '/Tr%C3%A5dlyft'],
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
): Promise<{ status: number; headers: Array<[string, string]> }> {
  const { hostname, port } = new URL(baseURL);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'),
    );
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const [statusLine = '', ...lines] = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  };
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
];

test('no address leads off the site or writes a header of its own', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  let held = 0;
  for (const attack of ATTACKS) {
    const { status, headers } = await rawRequest(baseURL!, attack);
    const names = headers.map(([name]) => name);
    expect(status, attack).toBeGreaterThanOrEqual(200);
    expect(names, attack).not.toContain('set-cookie');
    expect(names, attack).not.toContain('x-injected');
    expect(
      names.filter((name) => name === 'strict-transport-security'),
      attack,
    ).toHaveLength(1);
    for (const [, value] of headers) expect(value, attack).not.toMatch(/\p{Cc}/u);
    const location = headers.find(([name]) => name === 'location')?.[1];
    if (location !== undefined) {
      // Only a path of this site: no "//host", no "/\\host", and it resolves to this origin.
      expect(location, attack).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, baseURL).origin, attack).toBe(origin);
    }
    held += 1;
  }
  expect(held).toBe(ATTACKS.length);
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
  for (const [alias, target] of Object.entries(aliases)) canonical.set(alias, target);
  canonical.set('/index', '/');
  canonical.set(`${englishPages.home.path}/index`, englishPages.home.path);
  let tried = 0;
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
    for (const variant of variants) {
      const response = await request.get(`${baseURL}${urlFor(variant)}?k=1`, { maxRedirects: 0 });
      expect(await redirect(response), variant).toEqual({ status: 301, location: `${urlFor(to)}?k=1` });
      tried += 1;
    }
  }
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
  const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
  expect(asset, 'a file under /_astro/ on /Omoss').toBeTruthy();
  expect((await request.get(asset!)).headers()['cross-origin-resource-policy']).toBe('same-origin');
  expect((await request.get('/finns/inte')).headers()['cross-origin-resource-policy']).toBe('same-origin');
  const shareImage = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
  const image = await request.get(shareImage);
  expect(image.status()).toBe(200);
  expect(image.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(image.headers()['content-security-policy']).toBeTruthy();
});

test('letter case is matched beyond ASCII: /TRÅDLYFT and a decomposed å answer 301 at the server', async ({
  request,
}) => {
  for (const from of [
    '/TR%C3%85DLYFT',
    '/tr%C3%A5dlyft',
    '/Tra%CC%8Adlyft',
    '/TRA%CC%8ADLYFT/',
    '/tradlyft',
  ]) {
    expect(await redirect(await request.get(from, { maxRedirects: 0 })), from).toEqual({
      status: 301,
      location: '/Tr%C3%A5dlyft',
    });
  }
  // A path with invalid UTF-8 is simply unknown.
  expect((await request.get('/%E0%A4', { maxRedirects: 0 })).status()).toBe(404);
});

test('no nginx version anywhere, and the security headers on every answer nginx writes itself', async ({
  request,
}) => {
  const page = await request.get('/Omoss');
  expect(page.headers()['server']).toBe('nginx');
  expectSecurityHeaders(page.headers(), '/Omoss');

  const missing = await request.get('/finns/inte');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(missing.headers(), '404');

  const redirected = await request.get('/OMOSS', { maxRedirects: 0 });
  expect(redirected.status()).toBe(301);
  expectSecurityHeaders(redirected.headers(), '301');

  const notAllowed = await request.post('/Omoss', { data: 'x' });
  expect(notAllowed.status()).toBe(405);
  expectSecurityHeaders(notAllowed.headers(), '405');
  expect(await notAllowed.text()).not.toMatch(/nginx\//);

  const tooLarge = await request.post('/Omoss', { data: 'x'.repeat(2 * 1024 * 1024) });
  expect(tooLarge.status()).toBe(413);
  expectSecurityHeaders(tooLarge.headers(), '413');
  expect(await tooLarge.text()).not.toMatch(/nginx\//);
});

test('a malformed request gets 400 with the security headers and no version', async ({ baseURL }) => {
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
  expect(await redirect(await request.get('/admin.html', { maxRedirects: 0 }))).toEqual({
    status: 301,
    location: '/admin',
  });

  const site = (await request.get('/')).headers()['content-security-policy']!;
  expect(site).not.toBe(policy);
  expect(site).not.toContain('api.github.com');
  expect(site).not.toContain('blob:');
});

test('a mistyped address under /admin/ is not found with the editor\u2019s own headers', async ({
  request,
}) => {
  const editorPolicy = (await request.get('/admin')).headers()['content-security-policy'];
  for (const path of ['/admin/finns-inte', '/admin/', '/admin/config.yml/x']) {
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
