/**
 * The sitemap and the 404 page's list of known paths, read from dist/: both languages, and the
 * sitemap's alternates the same as each page's own hreflang links (search engines read either).
 * Served through nginx, with robots.txt: tests/e2e/whole-site.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { KNOWN_PATHS_FILE, type KnownPaths } from '../../src/config/known-paths';
import { SITE } from '../e2e/content';
import { builtPaths, DIST } from '../e2e/site';
import { DOMParser } from 'linkedom';
import { builtDocument, metaContent } from './dom';
import { builtPathsIn } from './languages';

const XHTML = 'http://www.w3.org/1999/xhtml';
const pathOf = (href: string) => decodeURI(new URL(href).pathname);
const isIndexable = (path: string) => metaContent(builtDocument(path), 'robots') !== 'noindex';

/** Each <url> of the sitemap: its page and its alternates as "hreflang href". */
function sitemapEntries(): Array<{ path: string; alternates: string[] }> {
  // As XML: the alternates are empty elements (<xhtml:link …/>), which an HTML parser would nest.
  const document = new DOMParser().parseFromString(
    readFileSync(join(DIST, 'sitemap.xml'), 'utf8'),
    'text/xml',
  );
  return [...document.getElementsByTagName('url')].map((url) => ({
    path: pathOf(url.getElementsByTagName('loc')[0]!.textContent!),
    alternates: [...url.getElementsByTagName('xhtml:link')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
  }));
}

test('the sitemap lists every indexable page of both languages once', () => {
  const listed = sitemapEntries().map(({ path }) => path);
  expect(builtPathsIn('en').filter((path) => listed.includes(path)).length).toBeGreaterThan(0);
  expect([...listed].sort()).toEqual(builtPaths().filter(isIndexable));
  expect(new Set(listed).size).toBe(listed.length);
});

test('each sitemap entry names both languages and x-default, as the page itself does in its <head>', () => {
  const xml = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
  expect(xml).toContain(`xmlns:xhtml="${XHTML}"`);
  const problems: string[] = [];
  for (const { path, alternates } of sitemapEntries()) {
    const inHead = [...builtDocument(path).querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
    if (alternates.length !== 3 || JSON.stringify(alternates) !== JSON.stringify(inHead))
      problems.push(`${path}: ${alternates.join(', ')} / <head>: ${inHead.join(', ')}`);
    if (alternates.some((alternate) => !alternate.split(' ')[1]!.startsWith(`${SITE}/`)))
      problems.push(`${path}: an alternate off the site`);
  }
  expect(problems).toEqual([]);
});

test('the 404 page’s list of known paths holds every page of both languages', () => {
  const known = JSON.parse(readFileSync(join(DIST, KNOWN_PATHS_FILE), 'utf8')) as KnownPaths;
  expect([...new Set(known.pages)].sort()).toEqual(builtPaths());
});
