import { Fragment } from 'react';
import { clinic, displayPhone, policies } from '../../config/clinic';
import { usePageTexts } from '../../i18n/page-texts';
import { useUi } from '../../i18n/ui';
import { countWord } from '../../i18n/words';
import { OpeningHours } from '../OpeningHours/OpeningHours';
import styles from './ClinicInfo.module.css';
import utilities from '../../styles/utilities.module.css';

const listFormat = new Intl.ListFormat('sv', { type: 'disjunction' });

/**
 * The clinic's practical information (docs/product.md, Clinic information), shown on the booking and contact pages:
 * consultations, cancellation, payment, the injection consultation rule, hours and contact.
 * Two rules of issue 27: the time to think before a first injection or thread lift is never
 * undone by the late-cancellation fee, and instalments are never offered for them. Those two stay
 * here; the clinic's other sentences are its content (src/content/pages/bokningsregler.yaml).
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
  const headings = site.clinicInfo;
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
          {`Har du aldrig gjort behandlingen förut, eller har det gått mer än ${countWord(policies.injectionConsultationAfterMonths)} månader sedan sist?`}{' '}
          Då bokar du en konsultation minst {policies.injectionConsultationHours} timmar före en
          injektionsbehandling eller ett trådlyft, så att du hinner tänka efter innan du bestämmer dig.
        </p>
        <p>{texts.otherTreatments}</p>
      </section>
      <section className={styles.item} aria-labelledby="info-avbokning">
        <Heading id="info-avbokning">{headings.cancellation}</Heading>
        <p>
          Du kan avboka kostnadsfritt fram till {policies.freeCancellationHours}
          {` timmar före din bokade tid. ${texts.cancellation.late}`}
        </p>
        <p>{texts.cancellation.how}</p>
        <p>
          Ångrar du dig efter konsultationen inför en första injektionsbehandling eller ett trådlyft kostar
          det ingenting, hur nära behandlingen det än är. Avboka med koden och mejla eller ring oss samma dag,
          så skickar vi ingen faktura.
        </p>
      </section>
      <section className={styles.item} aria-labelledby="info-betalning">
        <Heading id="info-betalning">{headings.payment}</Heading>
        <p>
          Du kan betala med {listFormat.format(policies.paymentMethods)}
          {`. ${texts.payment.note}`}
        </p>
        {policies.instalments && (
          <p>
            {`Vi erbjuder ${policies.instalments} för alla behandlingar utom injektionsbehandlingar och trådlyft, och inte heller för en injektion som tillägg till en annan behandling.`}
          </p>
        )}
        {texts.payment.wellnessAllowance && <p>{texts.payment.wellnessAllowance}</p>}
      </section>
      <section className={styles.item} aria-labelledby="info-oppettider">
        <Heading id="info-oppettider">{site.contact.openingHours}</Heading>
        <OpeningHours />
      </section>
      <section className={styles.item} aria-labelledby="info-kontakt">
        <Heading id="info-kontakt">{headings.contactUs}</Heading>
        <p>
          Helst via e-post: <a href={`mailto:${clinic.email}`}>{clinic.email}</a>. Det går också bra att ringa
          eller sms:a till <a href={`tel:${clinic.phone.e164}`}>{displayPhone()}</a>, eller skriva till oss på{' '}
          {clinic.social.map(({ label, href }, index) => (
            <Fragment key={href}>
              {index > 0 && (index === clinic.social.length - 1 ? ' eller ' : ', ')}
              <a href={href} target="_blank" rel="noopener noreferrer">
                {`${label} `}
                <span className={utilities.visuallyHidden}>{site.opensInNewTab}</span>
              </a>
            </Fragment>
          ))}
          .
        </p>
        {afterHours && <p>{site.regulatedCare.afterHours}</p>}
      </section>
    </div>
  );
}
