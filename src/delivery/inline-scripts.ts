/**
 * The inline scripts, compiled from the loaders under ./loaders/ (TypeScript, type-checked and
 * linted like the rest) and minified by esbuild when the build asks for them. The CSP hashes
 * each from here, for every language (`ownInlineScripts`, src/integrations/hosting.ts), never
 * from the built pages: a script that came in with content is not the build's, and stays blocked.
 *
 * The one script every page carries at the end of <body> joins three loaders (./loaders/end-of-body.ts):
 * the platform features' test, which imports a polyfill only where a feature is missing, the
 * search's loader, which imports the search only when the Sök link is used, and the work a moment
 * after load (the brand font's fetch into the cache, the mark that lets a listing's cards be
 * fetched ahead). One script for all three, as each byte of it is
 * on every page.
 *
 * Classic scripts, not modules: at the end of <body> the elements they use are parsed already,
 * and import() works in both, so type="module" was 14 bytes on every page for nothing.
 */
import type { Lang } from '../config/routes';
import { SEARCH_FIELD_ID } from '../lib/domain/site-search';
import { islandScripts } from './after-load';
import { AFTER_LOAD_MS } from './after-load/timing';
import { BRAND_FONT_CLASS } from './brand-font';
import { compileInlineScript, compileOnce } from './browser-modules';
import { carouselModule } from './carousel-module';
import { polyfillUrls } from './platform-polyfills';
import { searchModule } from './search-module';
import { SETTLED_CLASS } from './speculation-rules';

/**
 * The build's facts the loaders declare, by their names there; the modules of the page's
 * language, so the two languages' pages carry loaders of the same size that differ in an address.
 */
async function loaderConstants(lang: Lang): Promise<Record<string, string | number>> {
  return {
    AFTER_LOAD_MS,
    BRAND_FONT_CLASS,
    SETTLED_CLASS,
    SEARCH_FIELD_ID,
    SEARCH_MODULE_URL: (await searchModule(lang)).url,
    CAROUSEL_MODULE_URL: (await carouselModule(lang)).url,
    ...(await polyfillUrls()),
  };
}

const compiled = new Map<string, Promise<string>>();
function loader(name: string, lang: Lang = 'sv'): Promise<string> {
  const key = `${name}:${lang}`;
  let script = compileOnce ? compiled.get(key) : undefined;
  if (script === undefined) {
    script = loaderConstants(lang).then((constants) =>
      compileInlineScript(`src/delivery/loaders/${name}.ts`, constants),
    );
    compiled.set(key, script);
  }
  return script;
}

/** The one script in <head>: picks the heading font before the first paint (./brand-font.ts). */
export const brandFontChooser = () => loader('brand-font-chooser');
/** The one script at the end of <body> on every page of `lang`. */
export const endOfBodyScript = (lang: Lang = 'sv') => loader('end-of-body', lang);
/** The script on a carousel page: after the load event and a second, import and start. */
export const carouselLoader = (lang: Lang = 'sv') => loader('carousel', lang);
/** Parts of endOfBodyScript, for their budgets. */
export const polyfillLoader = () => loader('platform-polyfills');
export const searchLoader = (lang: Lang = 'sv') => loader('search', lang);

/** Every language, typed so that a new one joins the list below (src/config/routes.ts, Lang). */
const LANGUAGES = Object.keys({ sv: true, en: true } satisfies Record<Lang, true>) as Lang[];

/**
 * Every inline script the build writes into a page, in every language: the loaders above and
 * Astro's scripts before an island. What the CSP allows, and nothing else.
 */
export async function ownInlineScripts(): Promise<string[]> {
  const perLanguage = LANGUAGES.flatMap((lang) => [endOfBodyScript(lang), carouselLoader(lang)]);
  return [...(await Promise.all([brandFontChooser(), ...perLanguage])), ...(await islandScripts())];
}
