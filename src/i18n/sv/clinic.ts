/**
 * The site's words around the clinic's facts (src/config/clinic.ts formats them): the opening
 * hours, the gift-card link, the notice's region. Plain TypeScript without imports, so the
 * build's configuration and the Node scripts load it as is. The days are the clinic's own words
 * (clinic.yaml) in Swedish; in English they are the days' English names.
 */

/** An exception's hours when the clinic is shut: "Julhelgen 24–26 december: stängt". */
export const closed = 'stängt';
/** The gift-card link's words, in the footer and on the booking page (shown when giftCardUrl is set). */
export const giftCard = 'Köp presentkort';
/** The name of the notice banner's region, for a screen reader's list of landmarks. */
export const noticeLabel = 'Meddelande från kliniken';
