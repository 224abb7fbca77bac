/**
 * What the carousel's script says (src/components/Carousel/enhance.ts), in English; the labels
 * rendered at build time are in site.tsx. Named exports, so the script's module carries the words alone.
 */

/** Several numbers are joined by spaces ("2 and 3"); a single one ("12") has none. */
const severalIn = (numbers: string) => /\s/.test(numbers);

/**
 * Said once a move has come to rest: "Showing card 2 of 5", "Showing cards 2, 3 and 4 of 5".
 * The script knows only the singular name (the carousel's data-slide-name), so several slides
 * in view take the regular plural: both English slide names (card, review) form it with -s.
 */
export const showing = (slideName: string, numbers: string, count: number) =>
  `Showing ${slideName}${severalIn(numbers) ? 's' : ''} ${numbers} of ${count}`;
/** Joins the last two numbers in view: "2, 3 and 4". */
export const and = 'and';
