import { ClinicInfo } from '../components/ClinicInfo/ClinicInfo';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { clinic, displayPhone, formatAddress } from '../config/clinic';
import { mainPages } from '../config/routes';
import styles from './screens.module.css';

/** /Kontakt: how to reach and find the clinic, with the same practical information as booking. */
export function ContactScreen() {
  return (
    <>
      <Hero
        title={mainPages.contact.title}
        text="Du når oss enklast via e-post, men du är lika välkommen att ringa, sms:a eller skriva till oss i sociala medier."
        actions={[
          { label: 'Skicka ett meddelande', href: mainPages.findTreatment.path },
          { label: 'Boka tid', href: mainPages.booking.path },
        ]}
      />
      <Section title="Här finns vi" id="adress">
        <div className={styles.panel}>
          <address>
            <strong>{clinic.name}</strong>
            <br />
            {formatAddress()}
            <br />
            E-post: <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
            <br />
            Telefon och sms: <a href={`tel:${clinic.phone.e164}`}>{displayPhone()}</a>
          </address>
        </div>
      </Section>
      <Section title="Praktisk information" id="praktiskt" tone="sand">
        <ClinicInfo headingLevel="h3" />
      </Section>
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
