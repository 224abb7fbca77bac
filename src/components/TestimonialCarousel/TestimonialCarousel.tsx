import { useUi } from '../../i18n/ui';
import { Carousel } from '../Carousel/Carousel';
import styles from './TestimonialCarousel.module.css';

export interface Testimonial {
  id: string;
  text: string;
  author: string;
}

/**
 * What clients say (docs/product.md, Behaviour): three in view, previous/next move by one and wrap
 * around. Under them the clinic's policy (src/content/pages/hem.yaml): that they are a selection,
 * and how they are collected and checked, as the consumer rules on reviews ask.
 */
export function TestimonialCarousel({
  testimonials,
  policy,
}: {
  testimonials: readonly Testimonial[];
  policy: string;
}) {
  const { site } = useUi();
  return (
    <>
      <Carousel
        label={site.carousel.testimonials}
        slideName={site.carousel.testimonial}
        slideNamePlural={site.carousel.testimonialPlural}
        loop
        controls="arrows"
        slides={testimonials.map((testimonial) => (
          <figure key={testimonial.id} className={styles.quote}>
            <blockquote className={styles.text}>
              <p>{testimonial.text}</p>
            </blockquote>
            <figcaption className={styles.author}>{testimonial.author}</figcaption>
          </figure>
        ))}
      />
      <p className={styles.policy}>{policy}</p>
    </>
  );
}
