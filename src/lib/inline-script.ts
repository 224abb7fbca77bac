/**
 * The one inline script every page carries at the end of <body>: the platform features' test,
 * which imports a polyfill only where a feature is missing, the search's loader, which imports the
 * search only when the Sök link is used, and the brand font's fetch into the cache once the page
 * has loaded. One script for all three, as each byte of it is on every page; the build hashes it
 * into the CSP like any inline script (src/integrations/hosting.ts).
 *
 * A classic script, not a module: at the end of <body> the elements it uses are parsed already,
 * and import() works in both, so type="module" was 14 bytes on every page for nothing. Its body
 * is a block, so its constants stay out of the global scope as a module's would.
 */
import { brandFontWarmer } from './brand-font';
import { polyfillLoader } from './platform-polyfills';
import { searchLoader } from './site-search';

export function inlineScript(): string {
  return `{${polyfillLoader()}${searchLoader()};${brandFontWarmer()}}`;
}
