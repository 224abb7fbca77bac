/**
 * The one inline script every page carries: the platform features' test, which imports a polyfill
 * only where a feature is missing, then the search's loader, which imports the search only when
 * the Sök link is used. One <script> for both, as each byte of it is on every page; the build
 * hashes it into the CSP like any inline script (src/integrations/hosting.ts).
 */
import { polyfillLoader } from './platform-polyfills';
import { searchLoader } from './site-search';

export function inlineModule(): string {
  return polyfillLoader() + searchLoader();
}
