import type { ReactNode } from 'react';
import {
  ConsultationBanner,
  type ConsultationTarget,
} from '../components/ConsultationBanner/ConsultationBanner';
import { Hero, type HeroProps } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { localized } from '../i18n/language';

interface TextPageScreenProps {
  hero: HeroProps;
  children: ReactNode;
  /** Where the consultation banner leads; none when the page has no banner. */
  consultation?: ConsultationTarget | undefined;
}

/** A page of running text under a hero: education, privacy policy and the like. */
function TextPageScreenInLanguage({ hero, children, consultation }: TextPageScreenProps) {
  return (
    <>
      <Hero {...hero} />
      <Section width="prose">{children}</Section>
      {consultation && <ConsultationBanner target={consultation} />}
    </>
  );
}

export const TextPageScreen = localized(TextPageScreenInLanguage);
