import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { Section } from '../components/Section/Section';
import { useUi } from '../i18n/ui';
import { countWord } from '../i18n/words';
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
        text={`Från avkopplande massage till medicinska injektionsbehandlingar: här hittar du allt vi erbjuder, samlat i ${countWord(categories.length)} områden.`}
        actions={[
          { label: pages.findTreatment.title, href: pages.findTreatment.path },
          { label: site.actions.seePrices, href: pages.prices.path },
        ]}
      />
      <Section title="Hälsa inifrån och utifrån" id="halsa" width="prose">
        <p>
          Hur huden mår hänger ihop med hur vi mår i stort: sömn, stress, kost, sol och rörelse spelar alla
          roll. Därför ser vi en behandling som en del av en helhet, inte som en snabb lösning.
        </p>
        <p>
          Vid en konsultation frågar vi om din hälsa, dina läkemedel och dina förväntningar. Det gör att vi
          kan ge dig ett ärligt råd om vad som är rimligt att förvänta sig, och om en annan behandling – eller
          ingen alls – passar bättre.
        </p>
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
      <ConsultationBanner target="booking" variant="digital" />
    </>
  );
}

export const TreatmentOverviewScreen = localized(TreatmentOverviewScreenInLanguage);
