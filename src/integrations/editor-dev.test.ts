import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { editorPageMiddleware } from './editor-dev';

// What Astro's development server writes for a page: Vite's client and the toolbar in the head.
const devPage = (body: string) =>
  '<!DOCTYPE html><html lang="sv"><head><title>Sida</title>' +
  '<script type="module" src="/@vite/client"></script>' +
  '<script type="module" src="/@id/astro/runtime/client/dev-toolbar/entrypoint.js"></script>' +
  '<script>window.__astro_dev_toolbar__ = {"root":"/"}</script>' +
  `</head><body>${body}</body></html>`;
const EDITOR_SCRIPT = '<script src="/admin/sveltia-cms.js"></script>';

let server: Server;
let origin: string;

beforeAll(async () => {
  // The middleware, then a stand-in for Astro that writes the page in two pieces.
  server = createServer((req, res) =>
    editorPageMiddleware(req, res, () => {
      const page = devPage(req.url?.startsWith('/admin') ? EDITOR_SCRIPT : '<p>Sidan</p>');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(page.slice(0, 40));
      res.end(page.slice(40));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the editor page has no development client, so a saved content file does not reload it', async () => {
  for (const path of ['/admin', '/admin/', '/admin?x=1']) {
    const html = await (await fetch(origin + path)).text();
    expect(html).not.toContain('/@vite/client');
    expect(html).not.toContain('__astro_dev_toolbar__');
    expect(html).toContain(`<body>${EDITOR_SCRIPT}</body>`);
  }
});

test("the site's own pages keep the development client and reload on a saved change", async () => {
  const html = await (await fetch(`${origin}/Hudvard-Ansikte`)).text();
  expect(html).toBe(devPage('<p>Sidan</p>'));
});
