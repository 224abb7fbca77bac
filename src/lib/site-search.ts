/**
 * The site search (Pagefind), build side: the search field's id, the module that runs the search
 * in the browser (src/search/search-ui.ts, served under /sok/ with its version in its name) and
 * the few bytes every page carries to load it on the field's first focus. Until then a page loads
 * no search code and no index: a visitor who never searches pays only for the field.
 * Where the index is written and what the host allows it: src/integrations/search-index.ts and
 * src/config/hosting.ts (docs/concerns-and-search.md).
 */
import { compileBrowserModule, contentVersion } from './browser-modules';

/** The header's search field. */
export const SEARCH_FIELD_ID = 'sok';
/** Where Pagefind writes its index and its own script, under dist/. */
export const SEARCH_INDEX_DIR = 'pagefind';
/** Where the search module is served. */
export const SEARCH_MODULE_DIR = 'sok';

const SEARCH_UI_ENTRY = 'src/search/search-ui.ts';

export function searchModuleSource(): string {
  return compileBrowserModule(SEARCH_UI_ENTRY);
}

/** "sok-1a2b3c4d.js". */
export function searchModuleFileName(): string {
  return `sok-${contentVersion(searchModuleSource())}.js`;
}

/** The inline module on every page: the field's first focus imports the search, once. */
export function searchLoader(): string {
  return `document.getElementById('${SEARCH_FIELD_ID}')?.addEventListener('focus',()=>import('/${SEARCH_MODULE_DIR}/${searchModuleFileName()}'),{once:true});`;
}
