import { ClinicInfo } from '../components/ClinicInfo/ClinicInfo';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { RegulatedCare } from '../components/RegulatedCare/RegulatedCare';
import { Section } from '../components/Section/Section';
import { clinic, GIFT_CARD_LINK_TEXT } from '../config/clinic';
import { mainPages } from '../config/routes';
import styles from './screens.module.css';

/** /Bokatid: the way to the external booking service, and everything to know before booking. */
export function BookingScreen() {
  return (
    <>
      <Hero
        title={mainPages.booking.title}
        text="Du bokar din behandling eller konsultation i vår bokningstjänst. Där ser du lediga tider och får en bekräftelse direkt."
        actions={[
          { label: 'Till bokningen', href: clinic.bookingUrl },
          { label: 'Hitta rätt behandling', href: mainPages.findTreatment.path },
        ]}
      />
      <Section title="Bra att veta innan du bokar" id="bra-att-veta">
        <ClinicInfo headingLevel="h3" />
        <p className={styles.centered}>
          <LinkButton href={clinic.bookingUrl}>Öppna bokningstjänsten</LinkButton>
        </p>
        {clinic.giftCardUrl && (
          <p className={styles.centered}>
            Vill du ge bort en behandling? <a href={clinic.giftCardUrl}>{GIFT_CARD_LINK_TEXT}</a>
          </p>
        )}
      </Section>
      <Section width="prose">
        <RegulatedCare />
      </Section>
      <ConsultationBanner target={mainPages.findTreatment.path} variant="digital" />
    </>
  );
}
