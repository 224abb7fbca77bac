/**
 * In-site links and assets of the built pages that lead nowhere: a link the clinic typed into a
 * text (a treatment since removed or renamed) is published as written, since no schema sees it.
 * The site checks (tests/site/links.test.ts) and the publish run (scripts/site-check.ts) both
 * read the build through this one function.
 * Plain Node: imports carry their extensions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPagePaths, pageFile } from './site-pages.ts';

export interface BrokenLink {
  /** The page the link is on. */
  page: string;
  /** The link as the page writes it. */
  href: string;
}

/** Every in-site href and src of every page in `dist` that is neither a page nor a file there. */
export function brokenLinks(dist: string): BrokenLink[] {
  const pages = new Set(builtPagePaths(dist));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    const html = readFileSync(join(dist, pageFile(page)), 'utf8');
    for (const [, attr, raw] of html.matchAll(/\s(href|src)="([^"]+)"/g)) {
      if (!raw || /^(https?:|mailto:|tel:|#|data:)/.test(raw)) continue;
      const target = decodeURI(raw.replace(/&amp;/g, '&').split('#')[0]!.split('?')[0]!);
      const found = attr === 'href' && pages.has(target) ? true : existsSync(join(dist, target));
      if (!found) broken.push({ page, href: raw });
    }
  }
  return broken;
}
