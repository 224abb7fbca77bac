/**
 * The byte budgets (docs/product.md, Budgets), measured on the build: HTML that fits the first round trip, and no
 * JavaScript at all on pages without a carousel or form. Timings belong to `npm run bench`. Checked
 * through nginx and in a browser (tests/e2e/budgets.spec.ts) and on the files (tests/site/budgets.test.ts).
 */
export const HTML_GZIP_BUDGET = 14 * 1024;
/**
 * The median page's raw HTML, its CSS inlined: the goal, 30 KB. A cached CSS file would
 * get there too but costs a first visit's LCP a round trip, so the CSS stays inline and is made
 * small instead: short class names, design tokens as values, each page's unused module rules
 * dropped (src/delivery/css/compact-css.ts), lighter markup: 38 881 bytes before, 30 288 after,
 * over all pages (docs/decisions/0006-css-inline-on-every-page.md). Measured with each kind of
 * page counted once, by its own median page, so that a clinic's mix of pages (fewer small
 * treatment pages, say) does not move it: the sample's median that way is about 28 KB.
 */
export const MEDIAN_RAW_HTML_BUDGET = 30 * 1024;
/**
 * The header with both menus, gzipped: categories and overview groups, never the treatments, so
 * it weighs the same however many treatments the catalogue holds (docs/decisions/0005-menus-stop-at-groups.md).
 */
export const HEADER_GZIP_BUDGET = 2 * 1024;
/** React's runtime plus the largest island, gzipped, as the browser receives it. */
export const ISLAND_JS_BUDGET = 80 * 1024;
/** The carousels' script, one cached module file on the pages that show one. */
export const CAROUSEL_JS_BUDGET = 2 * 1024;
/** The feature test every page carries, which loads a polyfill only where a feature is missing. */
export const FEATURE_TEST_BUDGET = 300;
/** The search's loader every page carries beside it, which loads the search only when it is used. */
export const SEARCH_LOADER_BUDGET = 200;
/** The one script in <head>, raw: it picks the heading font before the first paint. */
export const BRAND_FONT_CHOOSER_BUDGET = 150;
