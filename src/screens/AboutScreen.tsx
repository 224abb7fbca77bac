import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Picture } from '../components/Picture/Picture';
import { RegulatedCare } from '../components/RegulatedCare/RegulatedCare';
import { FirstSteps } from '../components/FirstSteps/FirstSteps';
import type { FirstSteps as Steps, LawScope } from '../lib/domain/care';
import { Section } from '../components/Section/Section';
import { paragraphsOf } from '../config/page-texts';
import { usePageTexts } from '../i18n/page-texts';
import { useUi } from '../i18n/ui';
import type { PictureData } from '../lib/build/pictures';
import styles from './screens.module.css';
import { localized, usePages } from '../i18n/language';

interface StaffMember {
  id: string;
  name: string;
  title: string;
  /** "Leg. sjuksköterska": the protected title, shown apart so a client deciding can find it. */
  licence?: string | undefined;
  portrait?: PictureData | undefined;
  /** An invented person that comes with the template (the publish check refuses it). */
  sample?: boolean | undefined;
}

/** /Omoss: the clinic and its staff; its texts are the clinic's (src/content/pages/om-oss.yaml). */
function AboutScreenInLanguage({
  staff,
  law,
  steps,
}: {
  staff: readonly StaffMember[];
  /** The catalogue's care under the law, if any: the law's block says what applies to it. */
  law: LawScope | undefined;
  /** The catalogue's categories by how a new client starts. */
  steps: Steps;
}) {
  const pages = usePages();
  const texts = usePageTexts().about;
  const { site } = useUi();
  return (
    <>
      <Hero
        title={pages.about.title}
        text={texts.heroText}
        actions={[{ label: pages.booking.title, href: pages.booking.path }]}
      />
      <Section title={texts.clinic.title} id="kliniken" width="prose">
        {paragraphsOf(texts.clinic.text).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <FirstSteps steps={steps} />
      </Section>
      <Section title={texts.staffTitle} id="personal" tone="sand">
        <ul className={styles.staff}>
          {staff.map((person) => (
            <li key={person.id} className={styles.person}>
              {person.portrait && (
                <Picture picture={person.portrait} className={styles.portrait} loading="lazy" />
              )}
              <h3 className={styles.personName}>{person.name}</h3>
              {person.licence && <p className={styles.licence}>{person.licence}</p>}
              <p className={styles.personTitle}>{person.title}</p>
            </li>
          ))}
        </ul>
        {staff.some(({ sample }) => sample) && <p>{site.clinicFacts.sampleStaff}</p>}
      </Section>
      {law && (
        <Section width="prose">
          <RegulatedCare scope={law} />
        </Section>
      )}
      <ConsultationBanner offer="message" />
    </>
  );
}

export const AboutScreen = localized(AboutScreenInLanguage);
