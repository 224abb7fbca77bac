import { clinic, displayPhone, type Clinic } from '../../config/clinic';
import type { Lang } from '../../config/routes';
import { useClinic } from '../../i18n/clinic-facts';
import { useLang } from '../../i18n/language';
import { useUi } from '../../i18n/ui';
import { WithPhoneLinks } from '../PhoneLink/PhoneLink';
import { listOf, namesInSentence, namesStartingSentence } from '../../i18n/words';
import type { LawScope } from '../../lib/domain/care';
import styles from './RegulatedCare.module.css';
import type { UiWords } from '../../i18n/ui';

/**
 * Where to turn with a complication: the clinic while it is open, its out-of-hours phone when it
 * has one (careProvider.afterHoursPhone), else 1177; 112 in an emergency. In the law's box, and
 * on the contact page. `skinSigns`: false on a prescription medicine's page, whose injection
 * carries no filler's risk of a blocked vessel; a scope without injections (thread lifts) leaves
 * them out too, for its pages list their own signs.
 */
export function afterHoursAdvice(
  words: UiWords['site']['regulatedCare'],
  careProvider: Clinic['careProvider'],
  scope: LawScope | undefined,
  lang: Lang,
  skinSigns = true,
) {
  const phone = displayPhone(clinic.phone, lang);
  const onCall = careProvider.afterHoursPhone;
  const signs = skinSigns && (scope === undefined || scope.injection);
  if (!onCall || !scope) {
    return [
      words.afterHours(phone),
      // "If you cannot reach us, call 112" belongs to the urgent signs, not to any complaint.
      ...(signs ? [words.skinSigns, words.reachUs] : []),
      words.emergency,
    ].join(' ');
  }
  // The on-call line is for care under the law, named by the categories the page speaks of.
  return [
    words.afterHoursOnCall(phone, displayPhone(onCall, lang), namesInSentence(lang, scope.titles)),
    ...(signs ? [words.skinSignsOnCall, words.reachEither] : []),
    words.emergency,
  ].join(' ');
}

/** The phones afterHoursAdvice may name: the clinic's, and its out-of-hours line where it has one. */
export function phonesOf(careProvider: Clinic['careProvider']): Clinic['phone'][] {
  return [clinic.phone, ...(careProvider.afterHoursPhone ? [careProvider.afterHoursPhone] : [])];
}

/**
 * What Swedish law requires of an aesthetic clinic, said where a client decides on care under lag
 * (2021:363) (`scope`: the kinds of care the page is about, from the categories' careKind): the 18-year limit and the identity check, who may treat, the consultation and
 * time to think (its figures from the clinic's policies), the vårdgivare's IVO registration, the patient
 * insurance, and where to turn with a complication when the clinic is closed. One block in the
 * page's language: its sentences from the dictionary (src/i18n, `regulatedCare`), the facts in
 * them from the clinic's data (src/content/clinic.yaml, English words from src/content/en/),
 * placed by the screens of the categories under the law, /Bokatid and /Omoss. It names only the
 * kinds of care the catalogue holds, by their categories' titles. Short on purpose: it sits on
 * pages near their 14 KB budget.
 */
export function RegulatedCare({
  scope,
  provider,
  skinSigns = true,
}: {
  scope: LawScope;
  provider?: Clinic['careProvider'] | undefined;
  /** False on a prescription medicine's page: see afterHoursAdvice. */
  skinSigns?: boolean;
}) {
  const words = useUi().site.regulatedCare;
  const lang = useLang();
  const { clinic, policies } = useClinic();
  const { legalName, organisationNumber, patientInsurer, medicallyResponsible } =
    provider ?? clinic.careProvider;
  // One item, one string (React would mark each seam with <!-- -->).
  const who = [
    ...(scope.injection ? [words.injectionsBy] : []),
    ...(scope.physician.length > 0
      ? [words.physicianOnly(namesStartingSentence(lang, scope.physician))]
      : []),
    words.responsible(medicallyResponsible.name, medicallyResponsible.title),
  ].join(' ');
  // The time to think follows the kinds of care (decision 0027): injections wait hours unless the
  // same kind was given within some months; a physician's procedure waits days, every time.
  const consultation = [
    ...(scope.injection
      ? [
          words.consultationInjection(
            policies.injectionConsultationHours,
            policies.injectionConsultationAfterMonths,
          ),
        ]
      : []),
    ...(scope.physician.length > 0
      ? [
          words.consultationPhysician(
            policies.surgicalConsultationDays,
            namesInSentence(lang, scope.physician),
          ),
        ]
      : []),
    words.periodsSource,
    words.changeOfMind,
  ].join(' ');
  const covers = listOf(lang, [
    ...(scope.physician.length > 0 ? [words.covers.physician] : []),
    ...(scope.injection ? [words.covers.injection] : []),
  ]);
  return (
    <aside className={styles.block} aria-labelledby="lagkrav">
      <h2 id="lagkrav" className={styles.title}>
        {words.title}
      </h2>
      <ul>
        <li>{words.ageLimit(namesInSentence(lang, scope.titles))}</li>
        <li>{who}</li>
        <li>{consultation}</li>
        <li>{words.provider(legalName, organisationNumber, patientInsurer, covers)}</li>
        <li>
          <WithPhoneLinks
            text={afterHoursAdvice(words, provider ?? clinic.careProvider, scope, lang, skinSigns)}
            phones={phonesOf(provider ?? clinic.careProvider)}
          />
        </li>
      </ul>
    </aside>
  );
}
