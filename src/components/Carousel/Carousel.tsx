import { useId, type CSSProperties, type ReactNode } from 'react';
import { useUi } from '../../i18n/ui';
import { positionCount } from '../../lib/browser/carousel';
import { cx } from '../../lib/domain/class-names';
import styles from './Carousel.module.css';
import utilities from '../../styles/utilities.module.css';

interface CarouselProps {
  /** The slides, already rendered. */
  slides: readonly ReactNode[];
  /** Names the carousel for assistive technology, e.g. "Omdömen från våra kunder". */
  label: string;
  /** What one slide is called in control labels: "kort", "omdöme". */
  slideName: string;
  /** The same word in the plural, for the row's count: "omdömen"; the same word if not given ("kort"). */
  slideNamePlural?: string | undefined;
  /** Slides in view from 768 px up; one slide below. */
  perViewWide?: number;
  loop: boolean;
  /** Dots (one per position) and/or previous/next arrows. */
  controls: 'dots' | 'arrows' | 'both';
}

/**
 * A row of slides, rendered at build time. Without JavaScript it is a swipeable scroll-snap row
 * in which the next slide peeks in at the edge, so a visitor sees there is more. On a page that
 * includes <CarouselScript /> a small script (enhance.ts) adds the dots, previous/next and keys,
 * all of which scroll the same row a finger does.
 *
 * It is not a React island on purpose: an island brings Astro's inline hydration runtime and the
 * card data into the HTML, and React's 66 KB runtime onto the page, for what a 2 KB script does.
 *
 * Dots are rendered for the narrow layout (one slide in view: the most positions); those beyond
 * the wide layout's positions are hidden by CSS from 768 px, so nothing moves when the script
 * starts or the window is resized.
 */
export function Carousel({
  slides,
  label,
  slideName,
  slideNamePlural = slideName,
  perViewWide = 3,
  loop,
  controls,
}: CarouselProps) {
  // useId's ids start with an underscore; HTML ids should start with a letter.
  const words = useUi().site.carousel;
  const trackId = `id${useId().replace(/[^a-zA-Z0-9-]/g, '')}-spar`;
  const count = slides.length;
  const wide = positionCount(count, perViewWide);
  const narrow = positionCount(count, 1);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={words.roleDescription}
      aria-label={label}
      data-carousel=""
      data-slide-name={slideName}
      data-loop={loop}
      data-per-view={perViewWide}
      data-enhanced="false"
      style={{ '--per-view': perViewWide } as CSSProperties}
    >
      <ul
        id={trackId}
        className={cx(styles.track, count <= perViewWide && styles.fitsWide)}
        // The row scrolls sideways: keyboard users must be able to focus it to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={`${label}: ${count} ${count === 1 ? slideName : slideNamePlural}`}
      >
        {slides.map((slide, slideIndex) => (
          <li
            // Slides are a fixed list from content: their index is a stable key.
            key={slideIndex}
            className={styles.slide}
            aria-roledescription={slideName}
            aria-label={words.position(slideIndex + 1, count)}
          >
            {slide}
          </li>
        ))}
      </ul>
      {narrow > 1 && (
        <div className={cx(styles.controls, wide <= 1 && styles.narrowOnly)}>
          {controls !== 'dots' && (
            <button type="button" className={styles.arrow} data-move="-1" aria-controls={trackId} disabled>
              <span aria-hidden="true">←</span>
              <span className={utilities.visuallyHidden}>{words.previous(slideName)}</span>
            </button>
          )}
          {controls !== 'arrows' && (
            <div className={styles.dots}>
              {Array.from({ length: narrow }, (_, position) => (
                <button
                  key={position}
                  type="button"
                  className={cx(styles.dot, position >= wide && styles.narrowOnly)}
                  data-position={position}
                  aria-current={position === 0 ? 'true' : undefined}
                  aria-controls={trackId}
                  disabled
                >
                  {/* One text node: React would put <!-- --> between each part of the page's HTML. */}
                  <span className={utilities.visuallyHidden}>
                    {words.show(slideName, position + 1, count)}
                  </span>
                </button>
              ))}
            </div>
          )}
          {controls !== 'dots' && (
            <button type="button" className={styles.arrow} data-move="1" aria-controls={trackId} disabled>
              <span aria-hidden="true">→</span>
              <span className={utilities.visuallyHidden}>{words.next(slideName)}</span>
            </button>
          )}
        </div>
      )}
      <p className={utilities.visuallyHidden} aria-live="polite" />
    </section>
  );
}
