import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { positionCount, step, visibleSlides } from '../../lib/carousel';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './Carousel.module.css';

export interface CarouselProps {
  /** The slides, already rendered. */
  slides: readonly ReactNode[];
  /** Names the carousel for assistive technology, e.g. "Omdömen från våra kunder". */
  label: string;
  /** What one slide is called in control labels: "kort", "omdöme". */
  slideName: string;
  /** Slides in view from 768 px up; one slide below. */
  perViewWide?: number;
  loop: boolean;
  /** Dots (one per position) and/or previous/next arrows. */
  controls: 'dots' | 'arrows' | 'both';
}

const WIDE_QUERY = '(min-width: 768px)';
const listFormat = new Intl.ListFormat('sv', { type: 'conjunction' });

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Slides in view: the wide count from 768 px, else one. The server renders the wide layout's data. */
function usePerView(perViewWide: number): number {
  const wide = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
  return wide ? perViewWide : 1;
}

/**
 * A row of slides. Before (or without) JavaScript it is a swipeable scroll-snap row that shows
 * every slide; once hydrated, previous/next and dots move it with a 500 ms slide. The slides in
 * view are brought to the front of the row (CSS order), so a looping carousel wraps around and
 * the slides that show are always consecutive.
 */
export function Carousel({ slides, label, slideName, perViewWide = 3, loop, controls }: CarouselProps) {
  // useId's ids start with an underscore; HTML ids should start with a letter.
  const id = `id${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const perView = usePerView(perViewWide);
  const hydrated = useHydrated();
  const [requestedIndex, setIndex] = useState(0);
  const [direction, setDirection] = useState<'next' | 'prev' | null>(null);
  // Said by screen readers after each move (a polite live region), empty until the first one.
  const [announcement, setAnnouncement] = useState('');
  const trackRef = useRef<HTMLUListElement>(null);
  const count = slides.length;
  const positions = positionCount(count, perView, loop);
  // A wide screen has fewer positions than a narrow one: keep the index inside the range.
  const index = Math.min(requestedIndex, Math.max(positions - 1, 0));
  const shown = visibleSlides(index, count, perView, loop);

  // The slides in view are reordered to the front of the row: keep the row scrolled to its start.
  useLayoutEffect(() => {
    trackRef.current?.scrollTo({ left: 0 });
  }, [index]);

  const goTo = (next: number, dir: 'next' | 'prev') => {
    setDirection(dir);
    setIndex(next);
    const inView = visibleSlides(next, count, perView, loop).map((slide) => String(slide + 1));
    setAnnouncement(`Visar ${slideName} ${listFormat.format(inView)} av ${count}`);
  };
  const move = (delta: 1 | -1) => goTo(step(index, delta, count, perView, loop), delta > 0 ? 'next' : 'prev');
  const canMove = positions > 1;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="karusell"
      aria-label={label}
      data-hydrated={hydrated}
      style={{ '--per-view': perViewWide } as CSSProperties}
    >
      <ul
        ref={trackRef}
        id={`${id}-spar`}
        className={[styles.track, direction ? styles[direction] : ''].join(' ')}
        onAnimationEnd={() => setDirection(null)}
        // The row scrolls sideways: keyboard users must be able to focus it to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={`${label}: ${count} ${slideName}`}
      >
        {slides.map((slide, slideIndex) => {
          // Each slide's place in the row counts from the current position; without looping the
          // index stops before the end, so the slides in view never wrap.
          const order = (slideIndex - index + count) % count;
          return (
            <li
              // Slides are a fixed list from content: their index is a stable key.
              key={slideIndex}
              className={styles.slide}
              style={hydrated ? { order } : undefined}
              aria-roledescription={slideName}
              aria-label={`${slideIndex + 1} av ${count}`}
              data-visible={hydrated ? shown.includes(slideIndex) : undefined}
              // Out of view once the buttons drive the carousel: out of the focus order and the
              // reading order too, as in the WAI-ARIA carousel pattern.
              inert={hydrated && !shown.includes(slideIndex)}
            >
              {slide}
            </li>
          );
        })}
      </ul>
      {canMove && (
        <div className={styles.controls}>
          {controls !== 'dots' && (
            <button
              type="button"
              className={styles.arrow}
              onClick={() => move(-1)}
              disabled={!hydrated || (!loop && index === 0)}
              aria-controls={`${id}-spar`}
            >
              <span aria-hidden="true">←</span>
              <span className="visually-hidden">Föregående {slideName}</span>
            </button>
          )}
          {controls !== 'arrows' && (
            <div className={styles.dots}>
              {Array.from({ length: positions }, (_, position) => (
                <button
                  key={position}
                  type="button"
                  className={styles.dot}
                  aria-current={position === index ? 'true' : undefined}
                  aria-controls={`${id}-spar`}
                  disabled={!hydrated}
                  onClick={() => goTo(position, position < index ? 'prev' : 'next')}
                >
                  <span className="visually-hidden">
                    Visa {slideName} {position + 1} av {count}
                  </span>
                </button>
              ))}
            </div>
          )}
          {controls !== 'dots' && (
            <button
              type="button"
              className={styles.arrow}
              onClick={() => move(1)}
              disabled={!hydrated || (!loop && index === positions - 1)}
              aria-controls={`${id}-spar`}
            >
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">Nästa {slideName}</span>
            </button>
          )}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
