import { Fragment } from 'react';
import { useClinic } from '../../i18n/clinic-facts';
import { creditWaysOf, WITHDRAWAL_DAYS, withdrawalAddressee } from '../../config/clinic';
import { Collapsible } from '../Collapsible/Collapsible';
import { useLang } from '../../i18n/language';
import { usePageTexts } from '../../i18n/page-texts';
import { useUi } from '../../i18n/ui';
import { listOf, namesInSentence } from '../../i18n/words';
import { injectionTitlesOf, type FirstSteps, type LawScope } from '../../lib/domain/care';
import { OpeningHours } from '../OpeningHours/OpeningHours';
import { afterHoursAdvice, phonesOf } from '../RegulatedCare/RegulatedCare';
import styles from './ClinicInfo.module.css';
import utilities from '../../styles/utilities.module.css';
import { PhoneLink, WithPhoneLinks } from '../PhoneLink/PhoneLink';

/**
 * The clinic's practical information (docs/product.md, Clinic information), shown on the booking and contact pages:
 * consultations, cancellation, the right of withdrawal, payment, the consultation rule for care
 * under the law, hours and contact. The withdrawal from a distance booking is the law's for every
 * clinic (the dictionary's `withdrawal…`), with the clinic's company and address in its form.
 * Two rules of issue 27: the time to think before a first treatment under lag (2021:363) is never
 * undone by the late-cancellation fee, and instalments are never offered for it. Those two are
 * the dictionary's sentences (src/i18n, `clinicInfo`) with the clinic's figures and the titles of
 * the categories under the law in them (`law`; without one, neither rule is said), and so are the
 * sentences on which other care starts with a consultation (`steps`); the clinic's other sentences
 * are its content (src/content/pages/bokningsregler.yaml).
 */
export function ClinicInfo({
  headingLevel: Heading = 'h2',
  afterHours = false,
  bookingRules = true,
  contact = true,
  law,
  steps,
}: {
  headingLevel?: 'h2' | 'h3';
  /** Where to turn after a treatment when the clinic is closed: on pages without the law's block. */
  afterHours?: boolean;
  /**
   * The consultation, cancellation and payment rules: on /Bokatid; /Kontakt shows only the hours
   * and the ways to reach the clinic, so the two pages repeat no block word for word.
   */
  bookingRules?: boolean;
  /** The opening hours and the ways to reach the clinic: on /Kontakt, not again on /Bokatid. */
  contact?: boolean;
  /** The catalogue's care under the law (lawScopeOf its categories), if it has any. */
  law: LawScope | undefined;
  /** The catalogue's categories by how a new client starts (firstStepsOf): with the booking rules. */
  steps?: FirstSteps | undefined;
}) {
  const texts = usePageTexts().bookingRules;
  const { site } = useUi();
  const lang = useLang();
  const { clinic, policies } = useClinic();
  const headings = site.clinicInfo;
  // Only the categories' own titles: a clinic without a kind of care is never said to offer it.
  const areas = law && law.titles.length > 0 ? law.titles : undefined;
  const injections = law ? injectionTitlesOf(law) : [];
  const otherConsultations = [
    ...(steps && steps.device.length > 0
      ? [headings.deviceConsultation(namesInSentence(lang, steps.device))]
      : []),
    ...(steps && steps.direct.length > 0
      ? [headings.noConsultation(namesInSentence(lang, steps.direct, 'disjunction'))]
      : []),
  ].join(' ');
  // Invoice and instalments are credit: offered only for care without a licence, never for the care
  // under the law, the device care a licensed professional answers for, or what a category marks
  // as done for appearance (noCredit).
  const credit = creditWaysOf(policies);
  const withoutCredit = steps?.directWithoutCredit ?? [];
  const noCreditFor = [...(areas ?? []), ...(steps?.device ?? []), ...withoutCredit];
  const creditFor = (steps?.direct ?? []).filter((title) => !withoutCredit.includes(title));
  // Where some care has no credit, the first sentence names only what every treatment may be paid with.
  const limitsCredit = noCreditFor.length > 0 && credit.length > 0;
  const methods = [
    ...policies.paymentMethods,
    ...(policies.invoice && !limitsCredit ? [policies.invoice] : []),
  ];
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
      {bookingRules && (
        <>
          <section className={styles.item} aria-labelledby="info-konsultation">
            <Heading id="info-konsultation">{headings.consultation}</Heading>
            <p>{texts.consultation.digital}</p>
            {areas && texts.consultation.onSite && <p>{texts.consultation.onSite}</p>}
            {!areas && otherConsultations && <p>{otherConsultations}</p>}
          </section>
          {areas && (
            <section className={styles.item} aria-labelledby="info-injektioner">
              <Heading id="info-injektioner">
                {otherConsultations
                  ? headings.whenConsultation
                  : headings.injectionConsultation(namesInSentence(lang, areas))}
              </Heading>
              {injections.length > 0 && (
                <p>
                  {headings.injectionConsultationRule(
                    policies.injectionConsultationAfterMonths,
                    policies.injectionConsultationHours,
                    namesInSentence(lang, injections, 'disjunction'),
                  )}
                </p>
              )}
              {law && law.physician.length > 0 && (
                <p>
                  {headings.physicianConsultationRule(
                    policies.surgicalConsultationDays,
                    namesInSentence(lang, law.physician),
                  )}
                </p>
              )}
              {otherConsultations && <p>{otherConsultations}</p>}
            </section>
          )}
          <section className={styles.item} aria-labelledby="info-avbokning">
            <Heading id="info-avbokning">{headings.cancellation}</Heading>
            <p>{headings.freeCancellation(policies.freeCancellationHours)}</p>
            <p>{texts.cancellation.late}</p>
            <p>{texts.cancellation.how}</p>
            {areas && <p>{headings.changeOfMind(namesInSentence(lang, areas, 'disjunction'))}</p>}
          </section>
          <section className={styles.item} aria-labelledby="info-angerratt">
            <Heading id="info-angerratt">{headings.withdrawal}</Heading>
            <p>{headings.withdrawalRight(policies.freeCancellationHours, WITHDRAWAL_DAYS)}</p>
            <p>{headings.withdrawalEnds(WITHDRAWAL_DAYS)}</p>
            <p>{headings.withdrawalHow(WITHDRAWAL_DAYS)}</p>
            <Collapsible title={headings.withdrawalForm}>
              <ul className={styles.formLines}>
                {headings.withdrawalFormLines(withdrawalAddressee(clinic)).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Collapsible>
          </section>
          <section className={styles.item} aria-labelledby="info-betalning">
            <Heading id="info-betalning">{headings.payment}</Heading>
            <p>{`${headings.payWith(listOf(lang, methods, 'disjunction'))} ${texts.payment.note}`}</p>
            {limitsCredit && (
              <p>
                {[
                  headings.noCreditFor(
                    listOf(lang, credit, 'disjunction'),
                    namesInSentence(lang, noCreditFor, 'disjunction'),
                  ),
                  ...(law?.injection ? [headings.noCreditForAddOns] : []),
                  ...(creditFor.length > 0
                    ? [
                        headings.creditFor(
                          listOf(lang, credit, 'disjunction'),
                          namesInSentence(lang, creditFor),
                        ),
                      ]
                    : []),
                ].join(' ')}
              </p>
            )}
            {noCreditFor.length === 0 && policies.instalments && (
              <p>{headings.instalments(policies.instalments)}</p>
            )}
            {texts.payment.wellnessAllowance && <p>{texts.payment.wellnessAllowance}</p>}
          </section>
        </>
      )}
      {contact && (
        <>
          <section className={styles.item} aria-labelledby="info-oppettider">
            <Heading id="info-oppettider">{site.contact.openingHours}</Heading>
            <OpeningHours />
          </section>
          <section className={styles.item} aria-labelledby="info-kontakt">
            <Heading id="info-kontakt">{headings.contactUs}</Heading>
            <p>
              {headings.contactWays(
                <a href={`mailto:${clinic.email}`}>{clinic.email}</a>,
                <PhoneLink />,
                social.length > 0 ? social : undefined,
              )}
            </p>
            <p>{headings.replyTime(clinic.replyWorkingDays)}</p>
            {afterHours && (
              <p>
                <WithPhoneLinks
                  text={afterHoursAdvice(site.regulatedCare, clinic.careProvider, law, lang)}
                  phones={phonesOf(clinic.careProvider)}
                />
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
