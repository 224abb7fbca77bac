import { Carousel } from '../Carousel/Carousel';
import styles from './TestimonialCarousel.module.css';

export interface Testimonial {
  id: string;
  text: string;
  author: string;
}

/** What clients say (SPEC §4): three in view, previous/next move by one and wrap around. */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
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
  );
}
