import { ClinicInfo } from '../components/ClinicInfo/ClinicInfo';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { RegulatedCare } from '../components/RegulatedCare/RegulatedCare';
import type { FirstSteps, LawScope } from '../lib/domain/care';
import { Section } from '../components/Section/Section';
import { clinic } from '../config/clinic';
import { useUi } from '../i18n/ui';
import { usePageTexts } from '../i18n/page-texts';
import styles from './screens.module.css';
import { localized, useLang, usePages } from '../i18n/language';
import { namesInSentence } from '../i18n/words';

/**
 * /Bokatid: the way to the external booking service, and everything to know before booking; its
 * texts are the clinic's (src/content/pages/boka-tid.yaml).
 */
function BookingScreenInLanguage({ law, steps }: { law: LawScope | undefined; steps: FirstSteps }) {
  const pages = usePages();
  const { site } = useUi();
  const texts = usePageTexts().booking;
  const lang = useLang();
  return (
    <>
      <Hero
        title={pages.booking.title}
        text={texts.heroText}
        actions={[
          { label: site.actions.toBooking, href: clinic.bookingUrl },
          { label: pages.findTreatment.title, href: pages.findTreatment.path },
        ]}
      />
      <Section title={texts.beforeBookingTitle} id="bra-att-veta">
        <ClinicInfo headingLevel="h3" contact={false} law={law} steps={steps} />
        <p className={styles.centered}>
          <LinkButton href={clinic.bookingUrl}>{site.actions.openBookingService}</LinkButton>
        </p>
        {clinic.giftCardUrl && (
          <p className={styles.centered}>
            {`${texts.giftCardQuestion} `}
            <a href={clinic.giftCardUrl}>{site.clinicFacts.giftCard}</a>
            {/* The link ends its sentence; the note is the next one. */}
            {law && `. ${site.clinicFacts.giftCardNotFor(namesInSentence(lang, law.titles, 'disjunction'))}`}
          </p>
        )}
      </Section>
      {law && (
        <Section width="prose">
          <RegulatedCare scope={law} />
        </Section>
      )}
      <ConsultationBanner offer="message" />
    </>
  );
}

export const BookingScreen = localized(BookingScreenInLanguage);
