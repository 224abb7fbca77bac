import { useLang } from '../../i18n/language';
import { useUi } from '../../i18n/ui';
import { Carousel } from '../Carousel/Carousel';
import styles from './TestimonialCarousel.module.css';

export interface Testimonial {
  id: string;
  text: string;
  author: string;
  /** An invented text that comes with the template (the publish check refuses it). */
  sample?: boolean | undefined;
}

/**
 * What clients say (docs/product.md, Behaviour): three in view, previous/next move by one and wrap
 * around. Under them the clinic's policy (src/content/pages/hem.yaml): that they are a selection,
 * and how they are collected and checked, as the consumer rules on reviews ask. The reviews are
 * the clients' own words in Swedish: on English pages they stay so, marked `lang="sv"` for
 * screen readers and search, with a sentence saying so (decision 0022).
 */
export function TestimonialCarousel({
  testimonials,
  policy,
}: {
  testimonials: readonly Testimonial[];
  policy: string;
}) {
  const { site } = useUi();
  const quoteLang = useLang() === 'sv' ? undefined : 'sv';
  return (
    <>
      <Carousel
        label={site.carousel.testimonials}
        slideName={site.carousel.testimonial}
        slideNamePlural={site.carousel.testimonialPlural}
        loop
        controls="arrows"
        slides={testimonials.map((testimonial) => (
          <figure key={testimonial.id} className={styles.quote} lang={quoteLang}>
            <blockquote className={styles.text}>
              <p>{testimonial.text}</p>
            </blockquote>
            <figcaption className={styles.author}>{testimonial.author}</figcaption>
          </figure>
        ))}
      />
      {testimonials.some(({ sample }) => sample) && (
        <p className={styles.policy}>{site.clinicFacts.sampleReviews}</p>
      )}
      {quoteLang && <p className={styles.policy}>{site.clinicFacts.reviewsInSwedish}</p>}
      <p className={styles.policy}>{policy}</p>
    </>
  );
}
