import { ClinicInfo } from '../components/ClinicInfo/ClinicInfo';
import type { LawScope } from '../lib/domain/care';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { clinic, formatAddress, vatNumberOf } from '../config/clinic';
import { useUi } from '../i18n/ui';
import { usePageTexts } from '../i18n/page-texts';
import styles from './screens.module.css';
import { localized, usePages } from '../i18n/language';
import { PhoneLink } from '../components/PhoneLink/PhoneLink';

/**
 * /Kontakt: how to reach and find the clinic, its hours and where to turn after a treatment (the
 * booking rules are /Bokatid's, linked from the hero); its
 * texts are the clinic's (src/content/pages/kontakt.yaml).
 */
function ContactScreenInLanguage({ law }: { law: LawScope | undefined }) {
  const pages = usePages();
  const { site, form } = useUi();
  const texts = usePageTexts().contact;
  return (
    <>
      <Hero
        title={pages.contact.title}
        text={texts.heroText}
        actions={[
          { label: site.actions.sendMessage, href: pages.findTreatment.path },
          { label: pages.booking.title, href: pages.booking.path },
        ]}
      />
      <Section title={texts.addressTitle} id="adress">
        <div className={styles.panel}>
          <address>
            <strong>{clinic.name}</strong>
            <br />
            {formatAddress()}
            <br />
            {`${form.email}: `}
            <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
            <br />
            {`${site.contact.phoneAndText}: `}
            <PhoneLink />
          </address>
          <p>{site.contact.company(clinic.legalName, clinic.organisationNumber, vatNumberOf(clinic))}</p>
        </div>
      </Section>
      <Section title={texts.practicalTitle} id="praktiskt" tone="sand">
        <ClinicInfo headingLevel="h3" afterHours bookingRules={false} law={law} />
      </Section>
      <ConsultationBanner offer="message" />
    </>
  );
}

export const ContactScreen = localized(ContactScreenInLanguage);
