import { AtAGlance } from '../components/AtAGlance/AtAGlance';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs/Breadcrumbs';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { FaqSection } from '../components/FaqList/FaqList';
import { Hero } from '../components/Hero/Hero';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { Picture } from '../components/Picture/Picture';
import { PhoneLink, WithPhoneLinks } from '../components/PhoneLink/PhoneLink';
import { Prose } from '../components/Prose/Prose';
import { afterHoursAdvice, phonesOf, RegulatedCare } from '../components/RegulatedCare/RegulatedCare';
import { INJECTION_ADD_ON, lawScopeOf, startsWithConsultation } from '../lib/domain/care';
import { Section } from '../components/Section/Section';
import { TreatmentFacts, treatmentFacts } from '../components/TreatmentFacts/TreatmentFacts';
import { useUi, type UiWords } from '../i18n/ui';
import type { clinicIn } from '../config/clinic';
import { bookingHrefFor, consultationHrefFor } from '../lib/domain/booking';
import { VatNote } from '../components/VatNote/VatNote';
import { pricedOnlyInLists, treatmentPrices } from '../lib/domain/treatment-prices';
import { langOfWords, type Treatment } from '../lib/domain/catalogue';
import type { PictureData } from '../lib/build/pictures';
import styles from './TreatmentScreen.module.css';
import { localized, useLang, usePages } from '../i18n/language';
import { useClinic } from '../i18n/clinic-facts';
import type { CareKind } from '../schemas/catalogue';

interface TreatmentScreenProps {
  treatment: Treatment;
  categoryTitle: string;
  trail: readonly Crumb[];
  /**
   * The treatment's photo, when it has one, in pictures.ts's two slots: beside the hero's text on
   * a wide screen, after the description on a phone.
   */
  pictures?: { hero: PictureData; phone: PictureData } | undefined;
  /** The price list that holds the treatment's rows, where one does. */
  priceList?: { path: string; title: string } | undefined;
}

/**
 * The words beside a consultation-first page's two buttons, by its kind of care: an injection's
 * months without a new consultation, a physician's procedure's days before every one (a thread
 * lift: the words never suggest a returning client may skip it), a device's new client.
 */
function consultationWords(
  words: UiWords['site']['treatment'],
  kind: CareKind,
  policies: ReturnType<typeof clinicIn>['policies'],
): { first: string; after: string } {
  if (kind === 'physician')
    return {
      first: words.consultationFirst.physician(policies.surgicalConsultationDays),
      after: words.afterConsultation.physician(policies.surgicalConsultationDays),
    };
  if (kind === 'injection')
    return {
      first: words.consultationFirst.injection(policies.injectionConsultationAfterMonths),
      after: words.afterConsultation.other,
    };
  return { first: words.consultationFirst.device, after: words.afterConsultation.other };
}

/** One treatment: hero, a card with its description, facts and booking button, advice, FAQ. */
function TreatmentScreenInLanguage({
  treatment,
  categoryTitle,
  trail,
  pictures,
  priceList,
}: TreatmentScreenProps) {
  const { site } = useUi();
  const bookingHref = bookingHrefFor(treatment);
  const lang = useLang();
  // A prescription medicine's facts carry no price (treatmentPrices); the price list keeps it (decision 0027).
  const facts = treatmentFacts(treatment, lang);
  const bookingLabel = treatment.bookingLabel ?? site.actions.bookNow;
  const pages = usePages();
  const { clinic, policies } = useClinic();
  const consultation = consultationWords(site.treatment, treatment.careKind, policies);
  const message = { href: pages.findTreatment.path, label: site.actions.sendMessage };
  // A new client's first injection, thread lift or laser treatment starts with a consultation, so
  // that is the first button; a prescription medicine without an aesthetic aim is not offered at all, only
  // explained. One given for an aesthetic aim (a toxin) offers the consultation, an assessment,
  // and a question, never the treatment's own booking (decision 0027).
  const consultationFirst = startsWithConsultation(treatment.careKind) && !treatment.prescriptionOnly;
  const firstAction = treatment.prescriptionOnly
    ? message
    : consultationFirst
      ? { href: consultationHrefFor(treatment), label: site.actions.bookConsultation }
      : { href: bookingHref, label: bookingLabel };
  const secondAction = !consultationFirst
    ? undefined
    : treatment.prescriptionMedicine
      ? { lead: site.treatment.prescriptionMedicine, action: message }
      : { lead: consultation.after, action: { href: bookingHref, label: bookingLabel } };
  // The facts list price and time first, then the treatment's own details. A medicine's page
  // has nothing at a glance (pricedOnlyInLists): a button in the first screen, beside a time,
  // reads as an offer of the medicine. Its facts list keeps the time, and the button follows the
  // facts and the consultation rule.
  const atAGlance = !pricedOnlyInLists(treatment) && facts.slice(0, facts.length - treatment.details.length);
  // A treatment outside the law that sells an injection as an option says the injections' terms.
  const law = treatment.law ?? (treatment.sellsRegulatedOption ? INJECTION_ADD_ON : undefined);
  return (
    <>
      <Breadcrumbs trail={trail} />
      <Hero
        eyebrow={categoryTitle}
        title={treatment.title}
        text={treatment.summary}
        titleLang={langOfWords(treatment, 'title')}
        textLang={langOfWords(treatment, 'summary')}
        motif={treatment.motif}
        picture={pictures?.hero}
      >
        {atAGlance && (
          <AtAGlance facts={atAGlance} bookingHref={firstAction.href} bookingLabel={firstAction.label} />
        )}
      </Hero>
      <Section>
        <article className={styles.card} aria-labelledby="behandling-rubrik">
          <div className={styles.description}>
            <h2 id="behandling-rubrik">{site.treatment.about}</h2>
            <Prose html={treatment.bodyHtml} lang={langOfWords(treatment, 'body')} />
            {pictures && <Picture picture={pictures.phone} className={styles.phonePhoto} loading="lazy" />}
          </div>
          <aside className={styles.factsPanel} aria-label={site.treatment.factsAndBooking}>
            <TreatmentFacts facts={facts} />
            {treatmentPrices(treatment, lang).onPage.length > 0 && <VatNote />}
            {treatment.prescriptionOnly && <p>{site.treatment.prescriptionOnly(<PhoneLink />)}</p>}
            {pricedOnlyInLists(treatment) && priceList && (
              <p>{site.treatment.priceInList(<a href={priceList.path}>{priceList.title}</a>)}</p>
            )}
            {consultationFirst && <p>{consultation.first}</p>}
            <LinkButton href={firstAction.href} className={styles.book}>
              {firstAction.label}
            </LinkButton>
            {secondAction && (
              <>
                <p>{secondAction.lead}</p>
                <LinkButton href={secondAction.action.href} variant="secondary" className={styles.book}>
                  {secondAction.action.label}
                </LinkButton>
              </>
            )}
          </aside>
        </article>
      </Section>
      {law && !treatment.prescriptionOnly && (
        <Section>
          <RegulatedCare scope={law} skinSigns={!treatment.prescriptionMedicine} />
        </Section>
      )}
      <Section tone="sand">
        <div className={styles.advice}>
          <section aria-labelledby="fore-rubrik" className={styles.adviceBlock}>
            <h2 id="fore-rubrik">{site.treatment.before}</h2>
            <ul lang={langOfWords(treatment, 'before')}>
              {treatment.before.map((advice) => (
                <li key={advice}>{advice}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="efter-rubrik" className={styles.adviceBlock}>
            <h2 id="efter-rubrik">{site.treatment.after}</h2>
            <ul lang={langOfWords(treatment, 'after')}>
              {treatment.after.map((advice) => (
                <li key={advice}>{advice}</li>
              ))}
            </ul>
            {/* Care outside the law has no law box, yet a client may need help when the clinic is
                closed: the same advice as the box gives for the category's kind of care (the on-call
                line after an injection, where the clinic has one). */}
            {treatment.prescriptionOnly && (
              <p>
                <WithPhoneLinks
                  text={afterHoursAdvice(
                    site.regulatedCare,
                    clinic.careProvider,
                    lawScopeOf([{ careKind: treatment.careKind, title: categoryTitle }]),
                    lang,
                    false,
                  )}
                  phones={phonesOf(clinic.careProvider)}
                />
              </p>
            )}
          </section>
        </div>
      </Section>
      <FaqSection items={treatment.faq} lang={langOfWords(treatment, 'faq')} />
      {/* A prescription medicine's page of information sells no care, so its banner is the neutral one. */}
      <ConsultationBanner
        offer="message"
        care={treatment.prescriptionOnly ? undefined : treatment.careKind}
      />
    </>
  );
}

export const TreatmentScreen = localized(TreatmentScreenInLanguage);
