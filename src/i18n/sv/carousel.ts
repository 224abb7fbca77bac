/**
 * What the carousel's script says (src/components/Carousel/enhance.ts); the labels rendered at
 * build time are in site.tsx. Named exports, so the script's module carries the words alone.
 */

/** Said once a move has come to rest: "Visar kort 2, 3 och 4 av 5". */
export const showing = (slideName: string, numbers: string, count: number) =>
  `Visar ${slideName} ${numbers} av ${count}`;
/** Joins the last two numbers in view: "2, 3 och 4". */
export const and = 'och';
