/**
 * The site search's browser module (src/search/search-ui.ts), one per language (src/search/sv.ts,
 * en.ts), served under /sok/ with its version in its name and loaded by the few bytes every page
 * carries (./loaders/search.ts) on the header link's first focus: a page's loader names its own
 * language's module, so a page loads the search's words in its language only. Until then a page
 * loads no search code and no index: a visitor who never searches pays only for the link and
 * loader. The rest of the search (the index, what it reads of each page):
 * src/lib/domain/site-search.ts and src/integrations/search-index.ts.
 */
import type { Lang } from '../config/routes';
import { SEARCH_MODULE_DIR } from '../lib/domain/site-search';
import { shipBrowserModule, type BrowserModule } from './browser-modules';

/**
 * The module's file name before its version: the Swedish one's as it always was, the English one's
 * its language, so an English page's loader is no longer than a Swedish page's.
 */
const NAMES: Record<Lang, string> = { sv: 'sok', en: 'en' };

export function searchModule(lang: Lang = 'sv'): Promise<BrowserModule> {
  return shipBrowserModule(SEARCH_MODULE_DIR, NAMES[lang], `src/search/${lang}.ts`);
}

/** Every language's module, for the route that serves them (src/pages/sok/[file].ts). */
export function searchModules(): Promise<BrowserModule[]> {
  return Promise.all((['sv', 'en'] as const).map(searchModule));
}
