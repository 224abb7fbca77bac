/**
 * The arithmetic of the carousels (SPEC §4): which slides show, and where previous/next lead.
 * A looping carousel has one position per slide and wraps around; one that does not loop stops
 * when its last slide is in view.
 */

/** The spec's rule for overview carousels: loop only when there are more slides than fit (3). */
export function loopsWith(slideCount: number, maxPerView = 3): boolean {
  return slideCount > maxPerView;
}

export function positionCount(slideCount: number, perView: number, loop: boolean): number {
  if (slideCount === 0) return 0;
  return loop ? slideCount : Math.max(1, slideCount - perView + 1);
}

/** The position after moving by `delta` (+1 next, -1 previous). */
export function step(
  index: number,
  delta: number,
  slideCount: number,
  perView: number,
  loop: boolean,
): number {
  const count = positionCount(slideCount, perView, loop);
  if (count === 0) return 0;
  if (loop) return (((index + delta) % count) + count) % count;
  return Math.min(Math.max(index + delta, 0), count - 1);
}

/** The slides in view at a position, in the order they show. */
export function visibleSlides(index: number, slideCount: number, perView: number, loop: boolean): number[] {
  const shown = Math.min(perView, slideCount);
  return Array.from({ length: shown }, (_, offset) =>
    loop ? (index + offset) % slideCount : Math.min(index + offset, slideCount - 1),
  );
}
