/**
 * What the tests know about the built site: every page in dist/, read from the files the
 * build wrote, so a page added as content is tested without editing a test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPagePaths, pageFile } from '../../src/lib/site-pages';

export const DIST = 'dist';

/** "/Omoss" for dist/Omoss.html, "/" for index.html; the 404 page is not a route. */
export function builtPaths(): string[] {
  return builtPagePaths(DIST);
}

export function builtHtml(path: string): string {
  return readFileSync(join(DIST, pageFile(path)), 'utf8');
}

/** A path as a browser requests it: å and + survive, percent-encoded as the host sees them. */
export function urlFor(path: string): string {
  return encodeURI(path);
}

export const widths = { mobile: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } } as const;

/**
 * The structured data items in a JSON-LD script's text: one item or, when the page has several,
 * a @graph of them (src/lib/structured-data.ts).
 */
export function jsonLdData(json: string): Array<Record<string, unknown>> {
  const data = JSON.parse(json) as Record<string, unknown>;
  return Array.isArray(data['@graph']) ? (data['@graph'] as Array<Record<string, unknown>>) : [data];
}

/** The structured data items of a built page. */
export function jsonLdItems(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) =>
    jsonLdData(m[1]!),
  );
}
