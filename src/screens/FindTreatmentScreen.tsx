import type { ReactNode } from 'react';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { clinic } from '../config/clinic';
import { usePageTexts } from '../i18n/page-texts';
import { useUi } from '../i18n/ui';
import { localized, useLang, usePages } from '../i18n/language';
import { PhoneLink, WithPhoneLinks } from '../components/PhoneLink/PhoneLink';
import { afterHoursAdvice, phonesOf } from '../components/RegulatedCare/RegulatedCare';
import type { LawScope } from '../lib/domain/care';

interface FindTreatmentScreenProps {
  /** The contact form, an island placed by the route file. */
  form?: ReactNode;
  /** The care under the law the catalogue holds: the out-of-hours advice names it. */
  law?: LawScope | undefined;
}

/** /HittaBehandling: hero, the site's one contact form, consultation banner. */
function FindTreatmentScreenInLanguage({ form, law }: FindTreatmentScreenProps) {
  const lang = useLang();
  const pages = usePages();
  const texts = usePageTexts().findTreatment;
  const { site } = useUi();
  const words = site.findTreatment;
  return (
    <>
      <Hero title={pages.findTreatment.title} text={texts.heroText} />
      <Section width="prose">
        <p>
          {texts.guide.beforeLink} <a href={pages.concerns.path}>{pages.concerns.title}</a>
          {` ${texts.guide.afterLink}`}
        </p>
      </Section>
      <Section title={words.formTitle} id="kontaktformular" width="prose">
        <p>{texts.formIntro}</p>
        <p>
          {`${words.notUrgent} `}
          <WithPhoneLinks
            text={afterHoursAdvice(site.regulatedCare, clinic.careProvider, law, lang, false)}
            phones={phonesOf(clinic.careProvider)}
          />{' '}
          {site.clinicInfo.replyTime(clinic.replyWorkingDays)}
        </p>
        {form}
        <noscript>
          <p>{words.noScript(<a href={`mailto:${clinic.email}`}>{clinic.email}</a>, <PhoneLink />)}</p>
        </noscript>
      </Section>
      <ConsultationBanner offer="consultation" />
    </>
  );
}

export const FindTreatmentScreen = localized(FindTreatmentScreenInLanguage);
