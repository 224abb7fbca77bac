/**
 * What the tests know about the built site: every page in dist/, read from the files the
 * build wrote, so a page added as content is tested without editing a test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { buildDay } from '../../src/config/clinic';
import { uiWords } from '../../src/i18n/ui';

/** The notice banner's name, in either language (the English pages name it in English). */
const NOTICE_LABEL = `(?:${(['sv', 'en'] as const).map((lang) => uiWords(lang).site.clinicFacts.noticeLabel).join('|')})`;
import { langOfPath, type Lang } from '../../src/config/routes';
import { builtPagePaths, pageFile } from '../../src/lib/build/site-pages';
import { OUT_DIR } from '../../src/config/folders';

/** The test build's folder: dist/, or the fixture clinic's (OUT_DIR, src/config/folders.ts). */
export const DIST = OUT_DIR;

/** "/Omoss" for dist/Omoss.html, "/" for index.html; the 404 page is not a route. */
export function builtPaths(): string[] {
  return builtPagePaths(DIST);
}

/** The built pages of one language: Swedish at the root, English under /en (as the site decides it). */
export function builtPathsIn(lang: Lang): string[] {
  return builtPaths().filter((path) => langOfPath(path) === lang);
}

export function builtHtml(path: string): string {
  return readFileSync(join(DIST, pageFile(path)), 'utf8');
}

/**
 * The path of the page's counterpart in the other language, as the built page names it in its
 * hreflang alternate; undefined when it names none.
 */
export function counterpartOf(path: string): string | undefined {
  const other: Lang = langOfPath(path) === 'sv' ? 'en' : 'sv';
  const link = new RegExp(`<link rel="alternate" hreflang="${other}" href="https?://[^/"]+([^"]*)"`).exec(
    builtHtml(path),
  );
  return link ? decodeURI(link[1]!) : undefined;
}

/** The day the test build stands on: BUILD_DATE in tests/e2e/build.env, which the build reads. */
export function testBuildDay(): string {
  return buildDay(parseEnv(readFileSync('tests/e2e/build.env', 'utf8')));
}

/**
 * A page's HTML without the dated notice and its CSS rules: what the page weighs on the days no
 * notice shows, which are most days (the notice is content the clinic sets for a week or two).
 */
export function withoutNotice(html: string): string {
  const banner = new RegExp(
    `<section class="([^"]+)" aria-label="${NOTICE_LABEL}">[\\s\\S]*?</section>`,
  ).exec(html);
  if (!banner) return html;
  const rules = new RegExp(`[^{}<>]*\\.${banner[1]}\\b[^{}]*\\{[^{}]*\\}`, 'g');
  return html.replace(banner[0], '').replace(rules, '');
}

/** A path as a browser requests it: å and + survive, percent-encoded as the host sees them. */
export function urlFor(path: string): string {
  return encodeURI(path);
}

export const widths = { mobile: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } } as const;

/**
 * The structured data items in a JSON-LD script's text: one item or, when the page has several,
 * a @graph of them (src/lib/domain/structured-data.ts).
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
