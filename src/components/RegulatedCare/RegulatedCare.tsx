import { displayPhone, type Clinic } from '../../config/clinic';
import { useClinic } from '../../i18n/clinic-facts';
import { useUi } from '../../i18n/ui';
import styles from './RegulatedCare.module.css';

/**
 * What Swedish law requires of an aesthetic clinic, said where a client decides on an injection
 * or a thread lift: the 18-year limit and the identity check, who may treat, the consultation and
 * time to think before a first treatment, the vårdgivare's IVO registration, the patient
 * insurance, and where to turn with a complication when the clinic is closed. One block in the
 * page's language: its sentences from the dictionary (src/i18n, `regulatedCare`), the facts in
 * them from the clinic's data (src/content/clinic.yaml, English words from src/content/en/),
 * placed by the screens of the categories marked regulatedCare, /Bokatid and /Omoss. Short on
 * purpose: it sits on pages near their 14 KB budget.
 */
export function RegulatedCare({ provider }: { provider?: Clinic['careProvider'] | undefined }) {
  const words = useUi().site.regulatedCare;
  const { clinic, policies } = useClinic();
  const { legalName, organisationNumber, patientInsurer, medicallyResponsible, threadLiftsBy } =
    provider ?? clinic.careProvider;
  return (
    <aside className={styles.block} aria-labelledby="lagkrav">
      <h2 id="lagkrav" className={styles.title}>
        {words.title}
      </h2>
      <ul>
        <li>{words.ageLimit}</li>
        <li>{words.whoTreats(threadLiftsBy, medicallyResponsible.name, medicallyResponsible.title)}</li>
        <li>{words.consultation(policies.injectionConsultationHours)}</li>
        <li>{words.provider(legalName, organisationNumber, patientInsurer)}</li>
        <li>{words.afterHours(displayPhone())}</li>
      </ul>
    </aside>
  );
}
