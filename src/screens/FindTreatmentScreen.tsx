import type { ReactNode } from 'react';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { clinic, displayPhone } from '../config/clinic';
import { pageTexts } from '../config/page-texts';
import { mainPages } from '../config/routes';

interface FindTreatmentScreenProps {
  /** The contact form, an island placed by the route file. */
  form?: ReactNode;
}

/** /HittaBehandling: hero, the site's one contact form, consultation banner. */
export function FindTreatmentScreen({ form }: FindTreatmentScreenProps) {
  const texts = pageTexts.findTreatment;
  return (
    <>
      <Hero title={mainPages.findTreatment.title} text={texts.heroText} />
      <Section width="prose">
        <p>
          {texts.guide.beforeLink} <a href={mainPages.concerns.path}>{mainPages.concerns.title}</a>
          {` ${texts.guide.afterLink}`}
        </p>
      </Section>
      <Section title="Skriv till oss" id="kontaktformular" width="prose">
        <p>{texts.formIntro}</p>
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
