/**
 * The inline scripts, compiled from the loaders under ./loaders/ (TypeScript, type-checked and
 * linted like the rest) and minified by esbuild when the build asks for them. The build hashes
 * each, as the built page has it, into the CSP (src/integrations/hosting.ts).
 *
 * The one script every page carries at the end of <body> joins three loaders (./loaders/end-of-body.ts):
 * the platform features' test, which imports a polyfill only where a feature is missing, the
 * search's loader, which imports the search only when the Sök link is used, and the brand font's
 * fetch into the cache once the page has loaded. One script for all three, as each byte of it is
 * on every page.
 *
 * Classic scripts, not modules: at the end of <body> the elements they use are parsed already,
 * and import() works in both, so type="module" was 14 bytes on every page for nothing.
 */
import { SEARCH_FIELD_ID } from '../lib/domain/site-search';
import { AFTER_LOAD_MS } from './after-load/timing';
import { BRAND_FONT_CLASS } from './brand-font';
import { compileInlineScript, compileOnce } from './browser-modules';
import { carouselModule } from './carousel-module';
import { polyfillUrls } from './platform-polyfills';
import { searchModule } from './search-module';

/** The build's facts the loaders declare, by their names there. */
async function loaderConstants(): Promise<Record<string, string | number>> {
  return {
    AFTER_LOAD_MS,
    BRAND_FONT_CLASS,
    SEARCH_FIELD_ID,
    SEARCH_MODULE_URL: (await searchModule()).url,
    CAROUSEL_MODULE_URL: (await carouselModule()).url,
    ...(await polyfillUrls()),
  };
}

const compiled = new Map<string, Promise<string>>();
function loader(name: string): Promise<string> {
  let script = compileOnce ? compiled.get(name) : undefined;
  if (script === undefined) {
    script = loaderConstants().then((constants) =>
      compileInlineScript(`src/delivery/loaders/${name}.ts`, constants),
    );
    compiled.set(name, script);
  }
  return script;
}

/** The one script in <head>: picks the heading font before the first paint (./brand-font.ts). */
export const brandFontChooser = () => loader('brand-font-chooser');
/** The one script at the end of <body> on every page. */
export const endOfBodyScript = () => loader('end-of-body');
/** The script on a carousel page: after the load event and a second, import and start. */
export const carouselLoader = () => loader('carousel');
/** Parts of endOfBodyScript, for their budgets. */
export const polyfillLoader = () => loader('platform-polyfills');
export const searchLoader = () => loader('search');
