import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { Section } from '../components/Section/Section';
import { useUi } from '../i18n/ui';
import type { Category } from '../lib/domain/catalogue';
import styles from './screens.module.css';
import { localized, usePages } from '../i18n/language';

/** /Behandlingsutbud: hero, a section on health, buttons to the seven categories, consultation. */
function TreatmentOverviewScreenInLanguage({
  categories,
}: {
  categories: readonly Pick<Category, 'id' | 'title' | 'path'>[];
}) {
  const pages = usePages();
  const { site } = useUi();
  return (
    <>
      <Hero
        title={pages.treatments.title}
        text={site.treatmentOverview.heroText(categories.length)}
        actions={[
          { label: pages.findTreatment.title, href: pages.findTreatment.path },
          { label: site.actions.seePrices, href: pages.prices.path },
        ]}
      />
      <Section title={site.treatmentOverview.healthTitle} id="halsa" width="prose">
        <p>{site.treatmentOverview.health}</p>
        <p>{site.treatmentOverview.consultation}</p>
      </Section>
      <Section title={site.sections.chooseArea} id="omraden" tone="sand">
        <ul className={styles.buttonRow}>
          {categories.map((category) => (
            <li key={category.id}>
              <LinkButton href={category.path} variant="secondary">
                {category.title}
              </LinkButton>
            </li>
          ))}
        </ul>
      </Section>
      <ConsultationBanner offer="message" />
    </>
  );
}

export const TreatmentOverviewScreen = localized(TreatmentOverviewScreenInLanguage);
