/**
 * The clinic's facts in the language of the page being rendered (decision 0022): on an English
 * page the English file's words (src/content/en/clinic.yaml) with every figure from the Swedish
 * file, on a Swedish page the Swedish file as it is.
 */
import { clinicIn, type Clinic } from '../config/clinic';
import { useLang } from './language';

/** The care provider's facts a sentence of the law's block names. */
export type CareProviderWords = Pick<
  Clinic['careProvider'],
  'legalName' | 'organisationNumber' | 'patientInsurer'
>;

/** The clinic's facts and booking rules for the page being rendered. */
export function useClinic() {
  return clinicIn(useLang());
}
