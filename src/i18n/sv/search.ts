/**
 * The search dialog's words (src/search/search-ui.ts). Named exports rather than one object, so
 * the search's browser module carries the words alone (src/i18n/ui.ts gathers them).
 */

/** The header link that opens the search. */
export const link = 'Sök';
export const dialog = 'Sök på webbplatsen';
export const field = 'Sök behandling eller besvär';
export const close = 'Stäng';
export const results = 'Sökträffar';
/** After "nothing found" and "could not load": the way on, to the guide by concern. */
export const toGuide = 'Välj det du vill ha hjälp med i guiden.';
export const failed = 'Sökningen kunde inte laddas just nu.';
export const none = (term: string) => `Inga träffar på ”${term}”.`;
export const found = (count: number, term: string) =>
  `${count === 1 ? '1 träff' : `${count} träffar`} på ”${term}”.`;
export const more = (left: number) => `Visa fler träffar (${left} till)`;
