/**
 * The carousels' behaviour (SPEC §4), on the markup Carousel.tsx renders at build time: the
 * buttons move it, the slides in view come to the front of the row (CSS order) so a looping
 * carousel wraps around, slides out of view are inert (WAI-ARIA carousel pattern), and each move
 * is announced in a polite live region.
 */
import { positionCount, step, visibleSlides } from '../../lib/carousel';

const WIDE_QUERY = '(min-width: 768px)';
const listFormat = new Intl.ListFormat('sv', { type: 'conjunction' });

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
  const count = slides.length;
  let index = 0;

  const perView = () => (wide.matches ? perViewWide : 1);
  const positions = () => positionCount(count, perView(), loop);

  function render(): void {
    // A wide screen has fewer positions than a narrow one: keep the index inside the range.
    index = Math.min(index, Math.max(positions() - 1, 0));
    const shown = visibleSlides(index, count, perView(), loop);
    slides.forEach((slide, slideIndex) => {
      // Each slide's place in the row counts from the current position; without looping the
      // index stops before the end, so the slides in view never wrap.
      slide.style.order = String((slideIndex - index + count) % count);
      slide.dataset['visible'] = String(shown.includes(slideIndex));
      slide.inert = !shown.includes(slideIndex);
    });
    for (const dot of dots) {
      if (Number(dot.dataset['position']) === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    }
    for (const arrow of arrows) {
      const delta = Number(arrow.dataset['move']);
      arrow.disabled = !loop && (delta < 0 ? index === 0 : index === positions() - 1);
    }
    // The slides in view were reordered to the front of the row: show the row from its start.
    track!.scrollTo({ left: 0 });
  }

  function goTo(next: number, direction: 'next' | 'prev'): void {
    index = next;
    track!.dataset['direction'] = direction;
    render();
    const inView = visibleSlides(index, count, perView(), loop).map((slide) => String(slide + 1));
    live!.textContent = `Visar ${slideName} ${listFormat.format(inView)} av ${count}`;
  }

  for (const dot of dots) {
    const position = Number(dot.dataset['position']);
    dot.addEventListener('click', () => goTo(position, position < index ? 'prev' : 'next'));
    dot.disabled = false;
  }
  for (const arrow of arrows) {
    const delta = Number(arrow.dataset['move']);
    arrow.addEventListener('click', () =>
      goTo(step(index, delta, count, perView(), loop), delta > 0 ? 'next' : 'prev'),
    );
  }
  track.addEventListener('animationend', () => delete track.dataset['direction']);
  wide.addEventListener('change', render);
  render();
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
