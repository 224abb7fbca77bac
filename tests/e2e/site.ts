/**
 * What the tests know about the built site: every page in dist/, read from the files the
 * build wrote, so a page added as content is tested without editing a test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DIST = 'dist';

/** "/Omoss" for dist/Omoss.html, "/" for index.html; the 404 page is not a route. */
export function builtPaths(): string[] {
  return readdirSync(DIST)
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`))
    .sort();
}

export function builtHtml(path: string): string {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  return readFileSync(join(DIST, file), 'utf8');
}

/** A path as a browser requests it: å and + survive, percent-encoded as the host sees them. */
export function urlFor(path: string): string {
  return encodeURI(path);
}

export const widths = { mobile: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } } as const;
