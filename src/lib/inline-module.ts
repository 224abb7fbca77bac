/**
 * The one inline module every page carries: the platform features' test, which imports a polyfill
 * only where a feature is missing, the search's loader, which imports the search only when the
 * Sök link is used, and the brand font's fetch into the cache once the page has painted. One
 * <script> for all three, as each byte of it is on every page; the build hashes it into the CSP
 * like any inline script (src/integrations/hosting.ts).
 */
import { brandFontWarmer } from './brand-font';
import { polyfillLoader } from './platform-polyfills';
import { searchLoader } from './site-search';

export function inlineModule(): string {
  return `${polyfillLoader()}${searchLoader()};${brandFontWarmer()}`;
}
