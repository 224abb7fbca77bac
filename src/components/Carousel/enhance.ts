/**
 * The carousels' behaviour (SPEC §4), on the markup Carousel.tsx renders at build time. The row
 * stays a native scroll-snap row, so a finger, a trackpad and the script move the same thing:
 * - whatever is scrolled fully into view is usable, the rest is inert (WAI-ARIA carousel pattern);
 * - the active dot follows the scroll position, whoever moved it;
 * - dots, previous/next and the arrow, Home and End keys scroll it with a 500 ms slide.
 */
import { clampPosition, positionCount, spokenList, step, visibleSlides } from '../../lib/carousel';

const WIDE_QUERY = '(min-width: 768px)';
const SLIDE_MS = 500;
/** A slide counts as in view when this much of it shows (sub-pixel layouts never reach exactly 1). */
const IN_VIEW = 0.9;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function enhanceCarousel(root: HTMLElement): void {
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
  let animation = 0;

  const perView = () => (wide.matches ? perViewWide : 1);

  /** Reads the row's scroll position: which slides are in view, and so which position is active. */
  function sync(): void {
    const box = track!.getBoundingClientRect();
    const inView = slides.map((slide) => {
      const r = slide.getBoundingClientRect();
      const shown = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      return r.width > 0 && shown / r.width >= IN_VIEW;
    });
    const first = inView.indexOf(true);
    if (first >= 0) position = clampPosition(first, count, perView());
    slides.forEach((slide, index) => {
      slide.inert = !inView[index];
    });
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

  /** Scrolls to a position. Snapping is paused while the slide runs, then the row snaps again. */
  function goTo(next: number, announce: boolean): void {
    cancelAnimationFrame(animation);
    const target = clampPosition(next, count, perView());
    const to = Math.min(
      slides[target]!.offsetLeft - slides[0]!.offsetLeft,
      track!.scrollWidth - track!.clientWidth,
    );
    if (announce) {
      const shown = visibleSlides(target, count, perView()).map((index) => String(index + 1));
      live!.textContent = `Visar ${slideName} ${spokenList(shown)} av ${count}`;
    }
    if (reducedMotion.matches) {
      track!.scrollTo({ left: to, behavior: 'instant' });
      return;
    }
    const from = track!.scrollLeft;
    const start = performance.now();
    track!.style.scrollSnapType = 'none';
    const frameStep = (now: number) => {
      const progress = Math.min((now - start) / SLIDE_MS, 1);
      track!.scrollLeft = from + (to - from) * easeInOut(progress);
      if (progress < 1) animation = requestAnimationFrame(frameStep);
      else track!.style.scrollSnapType = '';
    };
    animation = requestAnimationFrame(frameStep);
  }

  // A finger or wheel takes over from a slide that is still running.
  const stopSlide = () => {
    cancelAnimationFrame(animation);
    track.style.scrollSnapType = '';
  };
  track.addEventListener('pointerdown', stopSlide, { passive: true });
  track.addEventListener('wheel', stopSlide, { passive: true });
  track.addEventListener('scroll', scheduleSync, { passive: true });
  wide.addEventListener('change', scheduleSync);
  window.addEventListener('resize', scheduleSync, { passive: true });

  track.addEventListener('keydown', (event) => {
    const last = positionCount(count, perView()) - 1;
    const targets: Record<string, number> = {
      ArrowRight: position + 1,
      ArrowLeft: position - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined || event.target !== track) return;
    event.preventDefault();
    goTo(target, true);
  });
  for (const dot of dots) {
    dot.addEventListener('click', () => goTo(Number(dot.dataset['position']), true));
    dot.disabled = false;
  }
  for (const arrow of arrows) {
    const delta = Number(arrow.dataset['move']);
    arrow.addEventListener('click', () => goTo(step(position, delta, count, perView(), loop), true));
  }
  sync();
  root.dataset['enhanced'] = 'true';
}

/**
 * Every carousel on the page, each as it comes near the screen: the work (and the layout it
 * causes) happens after the first paint, not before it, and not at all for a carousel nobody
 * scrolls to.
 */
export function enhanceCarousels(scope: ParentNode = document): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter((e) => e.isIntersecting)) {
        observer.unobserve(entry.target);
        enhanceCarousel(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  scope.querySelectorAll<HTMLElement>('[data-carousel]').forEach((carousel) => observer.observe(carousel));
}
