import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Picture } from '../components/Picture/Picture';
import { RegulatedCare } from '../components/RegulatedCare/RegulatedCare';
import { Section } from '../components/Section/Section';
import { mainPages } from '../config/routes';
import type { PictureData } from '../lib/pictures';
import styles from './screens.module.css';

interface StaffMember {
  id: string;
  name: string;
  title: string;
  /** "Leg. sjuksköterska": the protected title, shown apart so a client deciding can find it. */
  licence?: string | undefined;
  portrait?: PictureData | undefined;
}

/** /Omoss: the clinic and its staff. */
export function AboutScreen({ staff }: { staff: readonly StaffMember[] }) {
  return (
    <>
      <Hero
        title={mainPages.about.title}
        text="En klinik för estetik, hudvård och välmående, där medicinsk kunskap och omtanke går hand i hand."
        actions={[{ label: 'Boka tid', href: mainPages.booking.path }]}
      />
      <Section title="Vår klinik" id="kliniken" width="prose">
        <p>
          Hos oss arbetar sjuksköterskor, läkare, hudterapeut, massör och fransstylist sida vid sida. Det gör
          att vi kan erbjuda allt från medicinska injektionsbehandlingar till ansiktsbehandlingar och massage
          – och att du alltid möter någon med rätt utbildning för det du vill göra.
        </p>
        <p>
          Vi arbetar i lugn takt och börjar alltid med en konsultation när det behövs. Vi berättar vad en
          behandling innebär, vilka risker den har och vad du rimligen kan förvänta dig, så att du kan fatta
          ett tryggt beslut.
        </p>
      </Section>
      <Section title="Personalen" id="personal" tone="sand">
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
