import { clinic, type Clinic } from '../../config/clinic';
import styles from './RegulatedCare.module.css';

/**
 * What Swedish law requires of an aesthetic injection clinic, said where a client decides: the
 * 18-year limit, licensed staff, the vårdgivare's IVO registration and the patient insurance.
 * One block from the clinic's data (src/content/clinic.yaml), placed by the screens of the
 * injection category, /Bokatid and /Omoss. Short on purpose: it sits on pages near their
 * 14 KB budget.
 */
export function RegulatedCare({
  provider = clinic.careProvider,
}: {
  provider?: Clinic['careProvider'] | undefined;
}) {
  const { legalName, organisationNumber, patientInsurer, medicallyResponsible } = provider;
  return (
    <aside className={styles.block} aria-labelledby="lagkrav">
      <h2 id="lagkrav" className={styles.title}>
        Injektionsbehandlingar enligt lag
      </h2>
      <ul>
        <li>
          Du måste ha fyllt 18 år: enligt lagen (2021:363) om estetiska kirurgiska ingrepp och estetiska
          injektionsbehandlingar ges de inte till någon under 18 år.
        </li>
        {/* Sentences with data in them as one string each: React would mark every seam between a
            text and a value with <!-- --> in the HTML. */}
        <li>
          {`De ges bara av legitimerad läkare, tandläkare eller sjuksköterska. Medicinskt ansvarig: ${medicallyResponsible.name}, ${medicallyResponsible.title}.`}
        </li>
        <li>
          {`Vårdgivare: ${legalName} (org.nr ${organisationNumber}), registrerad hos IVO (Inspektionen för vård och omsorg) för estetiska injektionsbehandlingar.`}
        </li>
        <li>{`Patientförsäkring hos ${patientInsurer}.`}</li>
      </ul>
    </aside>
  );
}
