import type { ReactNode } from 'react';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { mainPages } from '../config/routes';

export interface FindTreatmentScreenProps {
  /** The contact form (an island) or, until it is there, another way to reach us. */
  children: ReactNode;
}

/** /HittaBehandling: hero, the one contact form of the site, consultation banner. */
export function FindTreatmentScreen({ children }: FindTreatmentScreenProps) {
  return (
    <>
      <Hero
        title="Hitta rätt behandling"
        text="Berätta vad du vill uppnå, så hjälper vi dig att hitta en behandling som passar dig. Vi svarar så snart vi kan."
      />
      <Section title="Skriv till oss" id="kontaktformular" width="prose">
        {children}
      </Section>
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
