/**
 * The person medically responsible for the injection treatments is named twice: in the clinic's
 * registration facts (clinic.yaml careProvider, shown on every injection page) and in the staff
 * list (/Omoss). Each is edited on its own in the editor, so the build checks them against each
 * other: a page must never name another person than the list beside it.
 */
import { CLINIC_FILE, type Clinic } from '../../config/clinic';
import { ContentFileError } from '../../schemas/swedish-errors';
import { STAFF_FILE } from './sample-photos';

const FIELD = 'careProvider.medicallyResponsible';

/** Throws, naming clinic.yaml's field, where the staff list does not hold the same person. */
export function checkMedicallyResponsible(
  responsible: Clinic['careProvider']['medicallyResponsible'],
  staff: ReadonlyArray<{ name: string; licence?: string | undefined }>,
): void {
  const person = staff.find((member) => member.name.trim() === responsible.name.trim());
  if (!person) {
    throw new ContentFileError(CLINIC_FILE, [
      `fältet ${FIELD}.name: ${responsible.name} finns inte i personallistan (${STAFF_FILE}). Skriv namnet likadant på båda ställena, eller lägg till personen i personallistan.`,
    ]);
  }
  if (person.licence?.trim().toLowerCase() !== responsible.title.trim().toLowerCase()) {
    throw new ContentFileError(CLINIC_FILE, [
      `fältet ${FIELD}.title är "${responsible.title}", men personallistan (${STAFF_FILE}) ger ${person.name} legitimationen "${person.licence ?? '(ingen)'}". Skriv samma legitimation på båda ställena.`,
    ]);
  }
}
