import type { ReactNode } from 'react';
import { ConsultationBanner, type BannerOffer } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero, type HeroProps } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { localized } from '../i18n/language';

interface TextPageScreenProps {
  hero: HeroProps;
  children: ReactNode;
  /** What the page's banner offers (outside the catalogue: words true of every kind of care); none when it has none. */
  consultation?: BannerOffer | undefined;
}

/** A page of running text under a hero: education, privacy policy and the like. */
function TextPageScreenInLanguage({ hero, children, consultation }: TextPageScreenProps) {
  return (
    <>
      <Hero {...hero} />
      <Section width="prose">{children}</Section>
      {consultation && <ConsultationBanner offer={consultation} />}
    </>
  );
}

export const TextPageScreen = localized(TextPageScreenInLanguage);
