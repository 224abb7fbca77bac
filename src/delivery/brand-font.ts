/**
 * The brand font on headings, kept off a first visit's critical path (issue 17, decision 0007 in
 * docs/decisions: "nothing on the LCP path").
 *
 * Measured with `npm run bench`: the font's request, made as soon as a heading is laid out, was
 * about 150 ms of Lighthouse's LCP on every page type, since Lighthouse counts every request that
 * ends before the largest paint. So:
 *  - a page reached from outside the site (a first visit, a search result, a shared link) draws
 *    its headings in the stand-in faces, scaled to Fraunces' widths (src/styles/fallback-fonts.css),
 *    and requests no font before it has painted;
 *  - a moment after its load event (./after-load/timing.ts), it fetches the font into the
 *    browser's cache, unused on that page so nothing changes under the reader's eyes
 *    (./loaders/settled.ts);
 *  - a page reached from another page of the site marks <html> with BRAND_FONT_CLASS and draws its
 *    headings in Fraunces from the cache (./loaders/brand-font-chooser.ts; font-display: optional
 *    still keeps the stand-in if the cache is slow, so the text never moves).
 * The same-site referrer is the signal, not a cookie or localStorage: nothing is stored on the
 * visitor's device for it.
 */

/** On <html>: headings use Fraunces (src/styles/tokens.css). */
export const BRAND_FONT_CLASS = 'brand-font';
