/**
 * The site's words around the clinic's facts in English (src/config/clinic.ts formats them); key
 * for key the Swedish sv/clinic.ts.
 */

/** An exception's hours when the clinic is shut: "Christmas 24–26 December: closed". */
export const closed = 'closed';
/** The gift-card link's words, in the footer and on the booking page (shown when giftCardUrl is set). */
export const giftCard = 'Buy a gift card';
/** The name of the notice banner's region, for a screen reader's list of landmarks. */
export const noticeLabel = 'Message from the clinic';
