/**
 * How long after the load event the work a first paint does not need begins: the brand font's
 * fetch (../brand-font.ts), the carousels' module (../carousel-module.ts) and the
 * contact form's hydration (./directive.ts). Lighthouse counts every request that
 * ends before the largest paint, and the largest paint is timed when its frame reaches the
 * screen, which in Chromium came up to about 80 ms after the load event's frame; a second leaves
 * room on a slow phone too, and a visitor rarely acts sooner (issue 17, docs/decisions/0007-nothing-but-the-page-on-first-paint.md).
 */
export const AFTER_LOAD_MS = 1000;

/**
 * How long keys must rest inside an island before `client:afterload` hydrates it: longer than
 * the gap between two keys of someone typing, shorter than a pause to think.
 */
export const TYPING_PAUSE_MS = 400;
