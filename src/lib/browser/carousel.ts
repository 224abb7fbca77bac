/**
 * The arithmetic of the carousels (docs/product.md, Behaviour). A carousel is a row that scrolls and snaps to each
 * slide; a position is the slide at its left edge. The last position is the one that brings the
 * last slide fully into view, so a row of n slides with k in view has n − k + 1 positions.
 * A looping carousel's previous/next wrap from one end to the other; one that does not loop stops.
 */

/** The rule for overview carousels (docs/product.md): loop only when there are more slides than fit (3). */
export function loopsWith(slideCount: number, maxPerView = 3): boolean {
  return slideCount > maxPerView;
}

export function positionCount(slideCount: number, perView: number): number {
  if (slideCount === 0) return 0;
  return Math.max(1, slideCount - perView + 1);
}

/** The position after moving by `delta` (+1 next, -1 previous). */
export function step(
  index: number,
  delta: number,
  slideCount: number,
  perView: number,
  loop: boolean,
): number {
  const count = positionCount(slideCount, perView);
  if (count === 0) return 0;
  if (loop) return (((index + delta) % count) + count) % count;
  return clampPosition(index + delta, slideCount, perView);
}

export function clampPosition(index: number, slideCount: number, perView: number): number {
  return Math.min(Math.max(index, 0), Math.max(positionCount(slideCount, perView) - 1, 0));
}

/** The slides in view at a position, left to right. */
export function visibleSlides(index: number, slideCount: number, perView: number): number[] {
  const first = clampPosition(index, slideCount, perView);
  return Array.from({ length: Math.min(perView, slideCount) }, (_, offset) => first + offset);
}

/**
 * "2, 3 och 4", "2, 3 and 4": the slides in view as the carousel announces them, joined by the
 * language's `and` (src/i18n/sv/carousel.ts, src/i18n/en/carousel.ts): the words Intl.ListFormat gives for Swedish and for
 * British English (the unit test compares them). Written out because building a ListFormat
 * cost a slow phone 40–60 ms (4× CPU), at load or in the first tap on an arrow (issue 17).
 */
export function spokenList(items: readonly string[], and: string): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)!}`;
}

/** The position whose resting place (`lefts`, one per position) is nearest the row's scroll offset. */
export function nearestPosition(scrollLeft: number, lefts: readonly number[]): number {
  let nearest = 0;
  lefts.forEach((left, position) => {
    if (Math.abs(left - scrollLeft) < Math.abs(lefts[nearest]! - scrollLeft)) nearest = position;
  });
  return nearest;
}
