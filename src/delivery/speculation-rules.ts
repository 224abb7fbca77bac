/**
 * The next page before the click (issue 29): Speculation Rules that let Chromium-based browsers
 * fetch an in-site page ahead and render it ahead on strong intent. The rules travel in a file
 * named by the `Speculation-Rules` response header (src/integrations/hosting.ts), not in the
 * page: no page carries a byte of them, and no inline script needs a hash. Engines without the
 * feature ignore the header.
 *
 * The browser decides when to act on the eagerness it is given, and skips speculation by itself
 * under Data Saver, Battery Saver or low memory; the host also leaves the header out when a
 * request says `Save-Data: on`.
 * With explicit extensions in its imports, so Node scripts can load it as is.
 */
import { EDITOR_PATH } from '../config/cms.ts';
import { LISTING_SECTION_ID } from '../lib/domain/listing-pages.ts';

/** The rules file in dist/, and the type browsers require of it. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/**
 * On <html> once the page has settled: a moment (AFTER_LOAD_MS) after its load event, set by the
 * inline script every page ends with (./loaders/settled.ts). Browsers re-read a rule's selector as
 * the page changes, so the rule below waits for it. With a hyphen, as no short class name has one.
 */
export const SETTLED_CLASS = 'is-settled';

/**
 * A link to a page of this site: a path on this origin that is not the editor (it signs in and
 * saves), not a file the build writes beside the pages, and not a link meant to leave, download
 * or be left alone. No page of the site sends anything on load: the contact form sends only on
 * its button, so rendering its page ahead sends nothing.
 */
const IN_SITE_PAGE = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: `${EDITOR_PATH}{/*}?` } },
    // Files (assets, the search index, share images, the sitemap) have a dot; pages do not.
    { not: { href_matches: '/*.*' } },
    { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
  ],
};

/** A card of a listing page (category, overview, concern): the page a visitor comparing goes on to. */
const LISTING_CARD = `#${LISTING_SECTION_ID} article a`;

/**
 * - Once a listing page has settled, fetch its cards' pages (at most one page of a listing,
 *   src/lib/domain/listing-pages.ts): a visitor reads a while before choosing, and at slow 4G a
 *   fetch begun on a hover cannot arrive before the click (one round trip is 562 ms). Not at
 *   once: a page fetched while the first one loads made that page's first paint one round trip
 *   later in Lighthouse (902 against 753 ms on a category page).
 * - Any other page when the visitor points at or reaches for its link ("eager": a short hover on
 *   a desktop, a link settling in view on a phone).
 * - Render a page ahead on stronger intent ("moderate": a hover of about 200 ms, or the pointer
 *   going down); a page fetched already renders from that copy.
 * Measured with `npm run bench` (docs/decisions/0007).
 */
export const speculationRules = {
  prefetch: [
    {
      where: { and: [IN_SITE_PAGE, { selector_matches: `.${SETTLED_CLASS} ${LISTING_CARD}` }] },
      eagerness: 'immediate',
    },
    { where: IN_SITE_PAGE, eagerness: 'eager' },
  ],
  prerender: [{ where: IN_SITE_PAGE, eagerness: 'moderate' }],
} as const;
