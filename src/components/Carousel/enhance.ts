/**
 * The carousels' behaviour (docs/product.md, Behaviour), on the markup Carousel.tsx renders at build time. The row
 * stays a native scroll-snap row, so a finger, a trackpad and the script move the same thing:
 * - whatever is scrolled fully into view is usable, the rest is inert (WAI-ARIA carousel pattern);
 * - the active dot follows the scroll position, whoever moved it;
 * - dots, previous/next and the arrow, Home and End keys scroll it with a 500 ms slide;
 * - once the row comes to rest it rests on a slide (a slide cut short by a tap, a wheel or
 *   another scroll is snapped to the nearest), and only then is the move announced: the live
 *   region names what shows, not where the move was meant to end.
 * What it says comes in as `words`, the page's language's (src/i18n/sv/carousel.ts, src/i18n/en/carousel.ts): the module is
 * built once per language from ./sv.ts and ./en.ts (src/delivery/carousel-module.ts).
 */
import type { UiWords } from '../../i18n/ui';
import {
  clampPosition,
  nearestPosition,
  positionCount,
  spokenList,
  step,
  visibleSlides,
} from '../../lib/browser/carousel';

const WIDE_QUERY = '(min-width: 768px)';
const SLIDE_MS = 500;
/** A slide counts as in view when this much of it shows (sub-pixel layouts never reach exactly 1). */
const IN_VIEW = 0.9;
/** Without `scrollend` (WebKit), the row has stopped when no scroll event came for this long. */
const QUIET_MS = 150;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** What the script says when a move ends, in one language. */
type CarouselWords = UiWords['carousel'];

export function enhanceCarousel(root: HTMLElement, words: CarouselWords): void {
  const track = root.querySelector('ul');
  const live = root.querySelector('[aria-live]');
  if (!track || !live || root.dataset['enhanced'] === 'true') return;
  const slides = [...track.children].filter((child) => child instanceof HTMLElement);
  const dots = [...root.querySelectorAll<HTMLButtonElement>('button[data-position]')];
  const arrows = [...root.querySelectorAll<HTMLButtonElement>('button[data-move]')];
  const slideName = root.dataset['slideName'] ?? '';
  const loop = root.dataset['loop'] === 'true';
  const perViewWide = Number(root.dataset['perView'] ?? 1);
  const wide = window.matchMedia(WIDE_QUERY);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const count = slides.length;
  let position = 0;
  /** The running slide's frame, 0 when none runs. */
  let animation = 0;
  /** The position the running slide heads for: the keys and arrows step on from there. */
  let goal = 0;
  /** A control moved the row: say what shows once it rests. */
  let announce = false;
  let touching = false;

  const perView = () => (wide.matches ? perViewWide : 1);
  /** Where the row rests at each position: the slide's start, or the end of the row. */
  const scrollLeftOf = (target: number) =>
    Math.min(slides[target]!.offsetLeft - slides[0]!.offsetLeft, track.scrollWidth - track.clientWidth);
  const snapLefts = () => Array.from({ length: positionCount(count, perView()) }, (_, p) => scrollLeftOf(p));

  /** Reads the row's scroll position: which slides are in view, and which position is active. */
  function sync(): void {
    const box = track!.getBoundingClientRect();
    slides.forEach((slide) => {
      const r = slide.getBoundingClientRect();
      const shown = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      slide.inert = !(r.width > 0 && shown / r.width >= IN_VIEW);
    });
    position = nearestPosition(track!.scrollLeft, snapLefts());
    for (const dot of dots) {
      if (Number(dot.dataset['position']) === position) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    }
    for (const arrow of arrows) {
      const last = positionCount(count, perView()) - 1;
      arrow.disabled = !loop && (Number(arrow.dataset['move']) < 0 ? position === 0 : position === last);
    }
  }

  let frame = 0;
  const scheduleSync = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(sync);
  };

  /**
   * The row has stopped (scrollend, or a quiet spell where that event is missing). Confirmed still
   * over two frames, it must rest on a slide: where an engine left it between two (a slide cut
   * short, a re-snap that never came), it is moved to the nearest; then the state and the live
   * region follow where it rests.
   */
  async function settled(): Promise<void> {
    if (animation || touching) return;
    const left = track!.scrollLeft;
    await nextFrame();
    await nextFrame();
    if (animation || touching || track!.scrollLeft !== left) return;
    sync();
    const rest = scrollLeftOf(position);
    if (Math.abs(left - rest) > 1) {
      track!.scrollTo({ left: rest, behavior: reducedMotion.matches ? 'instant' : 'smooth' });
      return;
    }
    if (announce) {
      const shown = visibleSlides(position, count, perView()).map((index) => String(index + 1));
      live!.textContent = words.showing(slideName, spokenList(shown, words.and), count);
      announce = false;
    }
  }

  let quiet = 0;
  const settleSoon = () => {
    clearTimeout(quiet);
    quiet = window.setTimeout(settled, QUIET_MS);
  };
  const hasScrollEnd = 'onscrollend' in window;
  const onScroll = () => {
    scheduleSync();
    if (!hasScrollEnd) settleSoon();
  };

  /** Scrolls to a position. Snapping is paused while the slide runs, then the row snaps again. */
  function goTo(next: number): void {
    stopSlide();
    announce = true;
    goal = clampPosition(next, count, perView());
    const to = scrollLeftOf(goal);
    if (reducedMotion.matches) {
      track!.scrollTo({ left: to, behavior: 'instant' });
      return;
    }
    const from = track!.scrollLeft;
    const start = performance.now();
    let expected = from;
    track!.style.scrollSnapType = 'none';
    const frameStep = (now: number) => {
      // Someone else scrolled the row meanwhile (a finger, a wheel, a script): theirs wins.
      if (Math.abs(track!.scrollLeft - expected) > 1) {
        stopSlide();
        return;
      }
      const progress = Math.min(Math.max((now - start) / SLIDE_MS, 0), 1);
      track!.scrollLeft = from + (to - from) * easeInOut(progress);
      expected = track!.scrollLeft;
      if (progress < 1) animation = requestAnimationFrame(frameStep);
      else stopSlide();
    };
    animation = requestAnimationFrame(frameStep);
  }

  /** Ends a running slide (if any) and snaps again; `settled` then checks where the row rests. */
  function stopSlide(): void {
    cancelAnimationFrame(animation);
    animation = 0;
    track!.style.scrollSnapType = '';
    settleSoon();
  }

  // A finger or wheel takes over from a slide that is still running.
  const takeOver = () => {
    if (animation) stopSlide();
  };
  track.addEventListener('pointerdown', takeOver, { passive: true });
  track.addEventListener('wheel', takeOver, { passive: true });
  track.addEventListener('touchstart', () => (touching = true), { passive: true });
  track.addEventListener('touchend', () => {
    touching = false;
    settleSoon();
  });
  track.addEventListener('scroll', onScroll, { passive: true });
  track.addEventListener('scrollend', settled);
  wide.addEventListener('change', scheduleSync);
  window.addEventListener('resize', scheduleSync, { passive: true });

  const stepFrom = () => (animation ? goal : position);
  track.addEventListener('keydown', (event) => {
    const last = positionCount(count, perView()) - 1;
    const targets: Record<string, number> = {
      ArrowRight: stepFrom() + 1,
      ArrowLeft: stepFrom() - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined || event.target !== track) return;
    event.preventDefault();
    goTo(target);
  });
  for (const dot of dots) {
    dot.addEventListener('click', () => goTo(Number(dot.dataset['position'])));
    dot.disabled = false;
  }
  for (const arrow of arrows) {
    const delta = Number(arrow.dataset['move']);
    arrow.addEventListener('click', () => goTo(step(stepFrom(), delta, count, perView(), loop)));
  }
  sync();
  root.dataset['enhanced'] = 'true';
}

/**
 * Every carousel on the page, each as it comes near the screen: the work (and the layout it
 * causes) happens after the first paint, not before it, and not at all for a carousel nobody
 * scrolls to.
 */
export function enhanceCarousels(words: CarouselWords, scope: ParentNode = document): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter((e) => e.isIntersecting)) {
        observer.unobserve(entry.target);
        enhanceCarousel(entry.target as HTMLElement, words);
      }
    },
    { rootMargin: '200px' },
  );
  scope.querySelectorAll<HTMLElement>('[data-carousel]').forEach((carousel) => observer.observe(carousel));
}
