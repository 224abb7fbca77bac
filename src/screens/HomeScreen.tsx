import { Card, CardGrid } from '../components/Card/Card';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { FirstSteps } from '../components/FirstSteps/FirstSteps';
import { Hero } from '../components/Hero/Hero';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { Section } from '../components/Section/Section';
import { TestimonialCarousel, type Testimonial } from '../components/TestimonialCarousel/TestimonialCarousel';
import { useUi } from '../i18n/ui';
import { paragraphsOf } from '../config/page-texts';
import { usePageTexts } from '../i18n/page-texts';
import { langOfWords, type Category } from '../lib/domain/catalogue';
import { firstStepsOf, lawScopeOf } from '../lib/domain/care';
import { namesInSentence } from '../i18n/words';
import styles from './screens.module.css';
import { localized, useLang, usePages } from '../i18n/language';

interface HomeScreenProps {
  categories: readonly Pick<
    Category,
    'id' | 'title' | 'summary' | 'path' | 'motif' | 'swedishWords' | 'careKind'
  >[];
  testimonials: readonly Testimonial[];
}

/** The home page; its texts are the clinic's (src/content/pages/hem.yaml). */
function HomeScreenInLanguage({ categories, testimonials }: HomeScreenProps) {
  const pages = usePages();
  const { site } = useUi();
  const texts = usePageTexts().home;
  const lang = useLang();
  // Reviews of care under the law are withheld (läkemedelslagen): the note says which, by title.
  const law = lawScopeOf(categories);
  const reviewsNote = law
    ? `${texts.testimonialsPolicy} ${site.home.noReviewsOf(namesInSentence(lang, law.titles, 'disjunction'))}`
    : texts.testimonialsPolicy;
  return (
    <>
      <Hero
        title={texts.heroTitle}
        text={texts.heroText}
        actions={[
          { label: pages.booking.title, href: pages.booking.path },
          { label: pages.findTreatment.title, href: pages.findTreatment.path },
        ]}
      />
      <Section title={texts.welcome.title} id="om-kliniken" width="prose">
        {paragraphsOf(texts.welcome.text).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <FirstSteps steps={firstStepsOf(categories)} />
        <a href={pages.about.path}>{site.home.aboutUs}</a>
      </Section>
      <Section title={texts.treatmentsTitle} id="behandlingar" tone="sand">
        <CardGrid label={site.listLabels.categories}>
          {categories.map((category) => (
            <li key={category.id}>
              <Card
                title={category.title}
                text={category.summary}
                titleLang={langOfWords(category, 'title')}
                textLang={langOfWords(category, 'summary')}
                href={category.path}
                motif={category.motif}
              />
            </li>
          ))}
        </CardGrid>
        <p className={styles.centered}>
          {`${site.home.concernPrompt} `}
          <a href={pages.concerns.path}>{site.home.toGuide(pages.concerns.title)}</a>
        </p>
      </Section>
      <Section title={texts.values.title} id="vardering">
        <ul className={styles.values}>
          {texts.values.items.map((value) => (
            <li key={value.title} className={styles.value}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ConsultationBanner offer="consultation" text={texts.consultationText} />
      {/* No reviews yet: no heading over nothing, and no policy about reviews the page does not show. */}
      {testimonials.length > 0 && (
        <Section title={texts.testimonialsTitle} id="omdomen">
          <TestimonialCarousel testimonials={testimonials} policy={reviewsNote} />
          <p className={styles.centered}>
            <LinkButton href={pages.booking.path} variant="secondary">
              {site.actions.bookYourTime}
            </LinkButton>
          </p>
        </Section>
      )}
    </>
  );
}

export const HomeScreen = localized(HomeScreenInLanguage);
