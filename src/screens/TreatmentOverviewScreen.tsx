import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { Section } from '../components/Section/Section';
import { mainPages } from '../config/routes';
import { useUi } from '../i18n/ui';
import { countWord } from '../lib/domain/words';
import type { Category } from '../lib/domain/catalogue';
import styles from './screens.module.css';

/** /Behandlingsutbud: hero, a section on health, buttons to the seven categories, consultation. */
export function TreatmentOverviewScreen({
  categories,
}: {
  categories: readonly Pick<Category, 'id' | 'title' | 'path'>[];
}) {
  const { site } = useUi();
  return (
    <>
      <Hero
        title={mainPages.treatments.title}
        text={`Från avkopplande massage till medicinska injektionsbehandlingar: här hittar du allt vi erbjuder, samlat i ${countWord(categories.length)} områden.`}
        actions={[
          { label: mainPages.findTreatment.title, href: mainPages.findTreatment.path },
          { label: site.actions.seePrices, href: mainPages.prices.path },
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
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
