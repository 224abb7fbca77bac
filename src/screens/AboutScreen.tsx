import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Picture } from '../components/Picture/Picture';
import { RegulatedCare } from '../components/RegulatedCare/RegulatedCare';
import { Section } from '../components/Section/Section';
import { pageTexts, paragraphsOf } from '../config/page-texts';
import { mainPages } from '../config/routes';
import type { PictureData } from '../lib/build/pictures';
import styles from './screens.module.css';

interface StaffMember {
  id: string;
  name: string;
  title: string;
  /** "Leg. sjuksköterska": the protected title, shown apart so a client deciding can find it. */
  licence?: string | undefined;
  portrait?: PictureData | undefined;
}

/** /Omoss: the clinic and its staff; its texts are the clinic's (src/content/pages/om-oss.yaml). */
export function AboutScreen({ staff }: { staff: readonly StaffMember[] }) {
  const texts = pageTexts.about;
  return (
    <>
      <Hero
        title={mainPages.about.title}
        text={texts.heroText}
        actions={[{ label: mainPages.booking.title, href: mainPages.booking.path }]}
      />
      <Section title={texts.clinic.title} id="kliniken" width="prose">
        {paragraphsOf(texts.clinic.text).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
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
      </Section>
      <Section width="prose">
        <RegulatedCare />
      </Section>
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
