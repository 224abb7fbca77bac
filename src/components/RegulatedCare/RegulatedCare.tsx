import { clinic, policies, type Clinic } from '../../config/clinic';
import { useUi } from '../../i18n/ui';
import styles from './RegulatedCare.module.css';

/**
 * What Swedish law requires of an aesthetic clinic, said where a client decides on an injection
 * or a thread lift: the 18-year limit and the identity check, who may treat, the consultation and
 * time to think before a first treatment, the vårdgivare's IVO registration, the patient
 * insurance, and where to turn with a complication when the clinic is closed. One block from the
 * clinic's data (src/content/clinic.yaml), placed by the screens of the categories marked
 * regulatedCare, /Bokatid and /Omoss. Short on purpose: it sits on pages near their 14 KB budget.
 */
export function RegulatedCare({
  provider = clinic.careProvider,
}: {
  provider?: Clinic['careProvider'] | undefined;
}) {
  const { site } = useUi();
  const { legalName, organisationNumber, patientInsurer, medicallyResponsible, threadLiftsBy } = provider;
  return (
    <aside className={styles.block} aria-labelledby="lagkrav">
      <h2 id="lagkrav" className={styles.title}>
        {site.regulatedCare.title}
      </h2>
      <ul>
        <li>
          Du måste ha fyllt 18 år: lagen (2021:363) om estetiska kirurgiska ingrepp och estetiska
          injektionsbehandlingar tillåter dem inte för yngre. Ta med legitimation, så att vi kan se din ålder.
        </li>
        {/* Sentences with data in them as one string each: React would mark every seam between a
            text and a value with <!-- --> in the HTML. */}
        <li>
          {`Injektioner ges bara av legitimerad läkare, tandläkare eller sjuksköterska, och trådlyft görs av ${threadLiftsBy}. Medicinskt ansvarig: ${medicallyResponsible.name}, ${medicallyResponsible.title}.`}
        </li>
        <li>
          {`Före en första behandling träffar du oss för en konsultation minst ${policies.injectionConsultationHours} timmar i förväg, så att du hinner tänka efter. Ångrar du dig avbokar du utan avgift.`}
        </li>
        <li>
          {`Vårdgivare: ${legalName} (org.nr ${organisationNumber}), registrerad hos IVO (Inspektionen för vård och omsorg) för estetiska injektionsbehandlingar. Patientförsäkring hos ${patientInsurer}.`}
        </li>
        <li>{site.regulatedCare.afterHours}</li>
      </ul>
    </aside>
  );
}
