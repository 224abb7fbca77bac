/**
 * The site search's browser module (src/search/search-ui.ts), served under /sok/ with its version
 * in its name and loaded by the few bytes every page carries (./loaders/search.ts) on the header
 * link's first focus. Until then a page loads no search code and no index: a visitor who never
 * searches pays only for the link and loader. The rest of the search (the index, what it reads of
 * each page): src/lib/domain/site-search.ts and src/integrations/search-index.ts.
 */
import { SEARCH_MODULE_DIR } from '../lib/domain/site-search';
import { shipBrowserModule, type BrowserModule } from './browser-modules';

export function searchModule(): Promise<BrowserModule> {
  return shipBrowserModule(SEARCH_MODULE_DIR, 'sok', 'src/search/search-ui.ts');
}
