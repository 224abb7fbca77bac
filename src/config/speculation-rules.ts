/**
 * The next page before the click (issue 29): Speculation Rules that let Chromium-based browsers
 * fetch an in-site page when the visitor shows interest in its link, and render it ahead on
 * stronger intent. The rules travel in a file named by the `Speculation-Rules` response header
 * (src/integrations/hosting.ts), not in the page: no page carries a byte of them, and no inline
 * script needs a hash. Engines without the feature ignore the header.
 *
 * The browser decides when to act on the eagerness it is given, and skips speculation by itself
 * under Data Saver, Battery Saver or low memory; the host also leaves the header out when a
 * request says `Save-Data: on`.
 * With explicit extensions in its imports, so Node scripts can load it as is.
 */
import { EDITOR_PATH } from './cms.ts';

/** The rules file in dist/, and the type browsers require of it. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

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

/**
 * Fetch a page as soon as the visitor points at or reaches for its link ("eager": a short hover
 * on a desktop, a link settling in view on a phone); render it ahead on stronger intent
 * ("moderate": a hover of about 200 ms, or the pointer going down).
 *
 * Nothing is fetched at once ("immediate"): a page fetched while the first one loads made that
 * page's first paint one round trip later in Lighthouse (902 against 753 ms on a category page),
 * and at slow 4G a fetch begun on a 200 ms hover cannot arrive before the click (one round trip is
 * 562 ms). Measured with `npm run bench` (docs/decisions/0007).
 */
export const speculationRules = {
  prefetch: [{ where: IN_SITE_PAGE, eagerness: 'eager' }],
  prerender: [{ where: IN_SITE_PAGE, eagerness: 'moderate' }],
} as const;
