/**
 * The clinic's facts in the language of the page being rendered (decision 0022): on an English
 * page the English file's words (src/content/en/clinic.yaml) with every figure from the Swedish
 * file, on a Swedish page the Swedish file as it is.
 */
import { clinicIn } from '../config/clinic';
import { useLang } from './language';

/** The clinic's facts and booking rules for the page being rendered. */
export function useClinic() {
  return clinicIn(useLang());
}
