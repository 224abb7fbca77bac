import type { ReactNode } from 'react';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { clinic, displayPhone } from '../config/clinic';
import { mainPages } from '../config/routes';

interface FindTreatmentScreenProps {
  /** The contact form, an island placed by the route file. */
  form?: ReactNode;
}

/** /HittaBehandling: hero, the site's one contact form, consultation banner. */
export function FindTreatmentScreen({ form }: FindTreatmentScreenProps) {
  return (
    <>
      <Hero
        title={mainPages.findTreatment.title}
        text="Berätta vad du vill uppnå, så hjälper vi dig att hitta en behandling som passar dig. Vi svarar så snart vi kan."
      />
      <Section width="prose">
        <p>
          Vet du vad som besvärar dig men inte vad behandlingen heter? I guiden{' '}
          <a href={mainPages.concerns.path}>{mainPages.concerns.title}</a> väljer du besväret och ser vad vi
          kan erbjuda, med pris och tid.
        </p>
      </Section>
      <Section title="Skriv till oss" id="kontaktformular" width="prose">
        <p>
          Beskriv gärna vad du vill ha hjälp med och om du har gjort någon behandling tidigare. Skriv inga
          känsliga hälsouppgifter här; dem tar vi hellre vid en konsultation.
        </p>
        {form}
        <noscript>
          <p>
            Formuläret behöver JavaScript för att kunna skickas. Mejla oss i stället på{' '}
            <a href={`mailto:${clinic.email}`}>{clinic.email}</a> eller ring{' '}
            <a href={`tel:${clinic.phone.e164}`}>{displayPhone()}</a>.
          </p>
        </noscript>
      </Section>
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
