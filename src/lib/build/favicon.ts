/**
 * The site's icon (public/favicon.svg) as a data: address in each page's <head>, not a file.
 * Why: Chromium fetches a page's icon at about its load event, which on these small pages comes
 * just before the first paint, and Lighthouse counts every request that ends before the largest
 * paint: in about half the runs the icon's request added a round trip (some 120 ms) to the
 * simulated LCP (issue 17, docs/decisions/0007-nothing-but-the-page-on-first-paint.md). Written in, it costs no request at all.
 */
import { readFileSync } from 'node:fs';

/** The icon as `data:image/svg+xml,…`, escaped only where a URL must be (about 230 bytes). */
export function faviconDataUri(): string {
  const svg = readFileSync('public/favicon.svg', 'utf8').trim().replace(/"/g, "'");
  return `data:image/svg+xml,${svg.replace(/[%#<> ]/g, encodeURIComponent)}`;
}
