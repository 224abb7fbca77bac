/**
 * The search dialog's words in English (src/search/search-ui.ts). Named exports rather than one
 * object, so the search's browser module carries the words alone (src/i18n/ui.ts gathers them).
 */

/** The header link that opens the search. */
export const link = 'Search';
export const dialog = 'Search the site';
export const field = 'Search for a treatment or concern';
export const close = 'Close';
export const results = 'Search results';
/** After "nothing found" and "could not load": the way on, to the guide by concern. */
export const toGuide = 'Find your concern in our guide.';
export const failed = 'The search could not be loaded just now.';
export const none = (term: string) => `No results for ‘${term}’.`;
export const found = (count: number, term: string) =>
  `${count === 1 ? '1 result' : `${count} results`} for ‘${term}’.`;
export const more = (left: number) => `Show more results (${left} more)`;
