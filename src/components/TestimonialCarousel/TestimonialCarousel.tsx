import type { Lang } from '../../config/routes';
import { useLang } from '../../i18n/language';
import { useUi } from '../../i18n/ui';
import { Carousel } from '../Carousel/Carousel';
import styles from './TestimonialCarousel.module.css';

export interface Testimonial {
  id: string;
  text: string;
  author: string;
  /**
   * The language the client wrote in: Swedish unless said otherwise (testimonials.yaml). A review
   * shown on a page of another language is marked with its own, so a screen reader reads it in
   * Swedish and a translation tool leaves the client's words alone.
   */
  lang?: Lang | undefined;
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
  const pageLang = useLang();
  const ownLang = (testimonial: Testimonial) => {
    const lang = testimonial.lang ?? 'sv';
    return lang === pageLang ? undefined : lang;
  };
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
            <blockquote className={styles.text} lang={ownLang(testimonial)}>
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
