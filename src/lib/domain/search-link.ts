/**
 * The header's search link, which opens the search field: its id, in a module of its own with no
 * imports, so the search's browser module (src/search/search-ui.ts) can find the link without
 * bundling what the rest of src/lib/domain/site-search.ts imports (the hyphenation dictionary).
 */
export const SEARCH_FIELD_ID = 'sok';
