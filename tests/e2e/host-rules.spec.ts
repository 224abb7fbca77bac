import { connect } from 'node:net';
import { expect, test, type APIResponse } from '@playwright/test';

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

test('doubled slashes answer 301 to the clean address, never to another host', async ({
  request,
  baseURL,
}) => {
  for (const [from, to] of [
    ['//Kontakt', '/Kontakt'],
    ['/Priser//', '/Priser/'],
    ['///', '/'],
    ['//angripare.example/', '/angripare.example/'],
  ] as const) {
    // Spelled out with the origin: "//Kontakt" alone is a protocol-relative address of the host "kontakt".
    expect(await redirect(await request.get(`${baseURL}${from}`, { maxRedirects: 0 })), from).toEqual({
      status: 301,
      location: to,
    });
  }
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
  expect(policy).toContain("script-src 'self';");
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
