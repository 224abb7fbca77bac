import { Fragment } from 'react';
import { displayPhone } from '../../config/clinic';
import { useClinic } from '../../i18n/clinic-facts';
import { useLang } from '../../i18n/language';
import { usePageTexts } from '../../i18n/page-texts';
import { useUi } from '../../i18n/ui';
import { OpeningHours } from '../OpeningHours/OpeningHours';
import styles from './ClinicInfo.module.css';
import utilities from '../../styles/utilities.module.css';

/** "bankkort, mobil betalapp eller faktura" in the page's language. */
const disjunction = (lang: string, items: readonly string[]) =>
  new Intl.ListFormat(lang === 'en' ? 'en-GB' : 'sv', { type: 'disjunction' }).format(items);

/**
 * The clinic's practical information (docs/product.md, Clinic information), shown on the booking and contact pages:
 * consultations, cancellation, payment, the injection consultation rule, hours and contact.
 * Two rules of issue 27: the time to think before a first injection or thread lift is never
 * undone by the late-cancellation fee, and instalments are never offered for them. Those two are
 * the dictionary's sentences (src/i18n, `clinicInfo`) with the clinic's figures in them; the
 * clinic's other sentences are its content (src/content/pages/bokningsregler.yaml).
 */
export function ClinicInfo({
  headingLevel: Heading = 'h2',
  afterHours = false,
}: {
  headingLevel?: 'h2' | 'h3';
  /** Where to turn after a treatment when the clinic is closed: on pages without the law's block. */
  afterHours?: boolean;
}) {
  const texts = usePageTexts().bookingRules;
  const { site } = useUi();
  const lang = useLang();
  const { clinic, policies } = useClinic();
  const headings = site.clinicInfo;
  const social = clinic.social.map(({ label, href }, index) => (
    <Fragment key={href}>
      {index > 0 && (index === clinic.social.length - 1 ? ` ${site.treatment.or} ` : ', ')}
      <a href={href} target="_blank" rel="noreferrer">
        {`${label} `}
        <span className={utilities.visuallyHidden}>{site.opensInNewTab}</span>
      </a>
    </Fragment>
  ));
  return (
    <div className={styles.grid}>
      <section className={styles.item} aria-labelledby="info-konsultation">
        <Heading id="info-konsultation">{headings.consultation}</Heading>
        <p>{texts.consultation.digital}</p>
        <p>{texts.consultation.onSite}</p>
      </section>
      <section className={styles.item} aria-labelledby="info-injektioner">
        <Heading id="info-injektioner">{headings.injectionConsultation}</Heading>
        <p>
          {headings.injectionConsultationRule(
            policies.injectionConsultationAfterMonths,
            policies.injectionConsultationHours,
          )}
        </p>
        <p>{texts.otherTreatments}</p>
      </section>
      <section className={styles.item} aria-labelledby="info-avbokning">
        <Heading id="info-avbokning">{headings.cancellation}</Heading>
        <p>{`${headings.freeCancellation(policies.freeCancellationHours)} ${texts.cancellation.late}`}</p>
        <p>{texts.cancellation.how}</p>
        <p>{headings.changeOfMind}</p>
      </section>
      <section className={styles.item} aria-labelledby="info-betalning">
        <Heading id="info-betalning">{headings.payment}</Heading>
        <p>{`${headings.payWith(disjunction(lang, policies.paymentMethods))} ${texts.payment.note}`}</p>
        {policies.instalments && <p>{headings.instalments(policies.instalments)}</p>}
        {texts.payment.wellnessAllowance && <p>{texts.payment.wellnessAllowance}</p>}
      </section>
      <section className={styles.item} aria-labelledby="info-oppettider">
        <Heading id="info-oppettider">{site.contact.openingHours}</Heading>
        <OpeningHours />
      </section>
      <section className={styles.item} aria-labelledby="info-kontakt">
        <Heading id="info-kontakt">{headings.contactUs}</Heading>
        <p>
          {headings.contactWays(
            <a href={`mailto:${clinic.email}`}>{clinic.email}</a>,
            <a href={`tel:${clinic.phone.e164}`}>{displayPhone()}</a>,
            social,
          )}
        </p>
        {afterHours && <p>{site.regulatedCare.afterHours(displayPhone())}</p>}
      </section>
    </div>
  );
}
