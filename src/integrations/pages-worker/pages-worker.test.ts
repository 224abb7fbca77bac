import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesRoutes } from './index';
import { createPagesWorker, type PagesWorkerRules } from './worker';

/** A dist/ with the given folders and files (all empty). */
function distWith(folders: string[], files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'pages-routes-'));
  for (const folder of folders) mkdirSync(join(dir, folder));
  for (const file of files) writeFileSync(join(dir, file), '');
  return dir;
}

describe('_routes.json', () => {
  it('keeps the worker off folders and files no page is named like, never off pages or rule files', () => {
    const dir = distWith(
      ['_astro', 'delning', 'admin', 'en', 'Sok'],
      ['favicon.svg', '_headers', 'Omoss.html'],
    );
    const routes = pagesRoutes(dir, ['/Omoss', '/en', '/en/about', '/admin', '/sok']);
    expect(routes).toEqual({
      version: 1,
      include: ['/*'],
      exclude: ['/_astro/*', '/delning/*', '/favicon.svg'],
    });
  });

  it('stays within Cloudflare\u2019s 100 rules: what does not fit runs through the worker', () => {
    const folders = Array.from({ length: 150 }, (_, i) => `f${i}`);
    const routes = pagesRoutes(distWith(folders, []), ['/']);
    expect(routes.include.length + routes.exclude.length).toBe(100);
  });
});

const rules: PagesWorkerRules = {
  known: ['/', '/Omoss', '/Ljusbåge', '/en', '/admin'],
  aliases: { '/Ljusbage': '/Ljusbåge' },
  locations: {
    '/': '/',
    '/Omoss': '/Omoss',
    '/Ljusbåge': '/Ljusb%C3%A5ge',
    '/en': '/en',
    '/admin': '/admin',
  },
  notFound: ['/404', '/404.html', '/en/404', '/en/404.html', '/_headers'],
  notFoundPages: { sv: '/404', en: '/en/404' },
  englishRoot: '/en',
  headers: { 'X-Frame-Options': 'DENY' },
};

/** The asset server: a page for each known file, the nearest not-found page otherwise. */
function assets() {
  const asked: string[] = [];
  const files: Record<string, string> = {
    '/Omoss': 'om oss',
    '/404': 'hittades inte',
    '/en/404': 'not found',
  };
  return {
    asked,
    ASSETS: {
      fetch: async (request: Request | string) => {
        const { pathname } = new URL(typeof request === 'string' ? request : request.url);
        asked.push(pathname);
        const body = files[pathname];
        if (body !== undefined) return new Response(body, { headers: { 'X-Frame-Options': 'DENY' } });
        return new Response(files[pathname.startsWith('/en/') ? '/en/404' : '/404'], { status: 404 });
      },
    },
  };
}

const worker = createPagesWorker(rules);
const get = (path: string, env = assets()) => worker.fetch(new Request(`https://klinik.example${path}`), env);

describe('the Pages worker', () => {
  it('sends every spelling of a page to it in one 301, the query kept, with the site\u2019s headers', async () => {
    for (const spelling of [
      '/OMOSS',
      '/omoss.HTML',
      '/Omoss/',
      '//Omoss',
      '/Omoss%2ehtml',
      '/ljusb%C3%A5ge',
      '/Ljusba%CC%8Age',
      '/ljusbage',
    ]) {
      const answer = await get(`${spelling}?fran=annons`);
      expect(answer.status, spelling).toBe(301);
      const target = spelling.toLowerCase().includes('ljusb') ? '/Ljusb%C3%A5ge' : '/Omoss';
      expect(answer.headers.get('Location'), spelling).toBe(`${target}?fran=annons`);
      expect(answer.headers.get('X-Frame-Options'), spelling).toBe('DENY');
    }
    expect((await get('/ADMIN')).headers.get('Location')).toBe('/admin');
    expect((await get('/en/index')).headers.get('Location')).toBe('/en');
  });

  it('passes the canonical address and unknown ones to the asset server', async () => {
    const env = assets();
    expect(await (await get('/Omoss', env)).text()).toBe('om oss');
    expect(env.asked).toEqual(['/Omoss']);
  });

  it('answers 404 for the not-found page\u2019s own address and the rule files, however spelled', async () => {
    for (const path of ['/404', '/404/', '//404.html', '/_headers', '/en/404/']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(await answer.text(), path).toBe(path.startsWith('/en') ? 'not found' : 'hittades inte');
    }
  });

  it('answers an unknown English address in English in any letter case', async () => {
    const answer = await get('/EN/finns-inte');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('not found');
  });

  it('never builds a Location from the request', async () => {
    for (const attack of [
      '//evil.example',
      '/%5Cevil.example',
      '/Omoss?%0d%0aSet-Cookie:x',
      '/%2F%2Fevil.example',
    ]) {
      const location = (await get(attack)).headers.get('Location');
      if (location !== null) expect(location, attack).toMatch(/^\/Omoss\?/);
    }
  });
});
