import { Carousel } from '../Carousel/Carousel';
import styles from './TestimonialCarousel.module.css';

export interface Testimonial {
  id: string;
  text: string;
  author: string;
}

/**
 * How the reviews are collected and checked, beside them, as the consumer rules on reviews ask
 * (marknadsföringslagen). The clinic's policy, in the only place it is written: the content report
 * asks the clinic to confirm it. The sample reviews never reach production (publish-check).
 */
export const REVIEW_POLICY =
  'Om omdömena: vi ber våra kunder om ett omdöme efter en behandling och kontrollerar mot bokningen att den som skriver har varit hos oss. Vi hittar aldrig på omdömen, och ingen får betalt eller rabatt för att skriva ett.';

/** What clients say (docs/product.md, Behaviour): three in view, previous/next move by one and wrap around. */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <>
      <Carousel
        label="Omdömen från våra kunder"
        slideName="omdöme"
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
      <p className={styles.policy}>{REVIEW_POLICY}</p>
    </>
  );
}
