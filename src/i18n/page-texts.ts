/**
 * The clinic's texts on the fixed pages (src/config/page-texts.ts) in the language of the page
 * being rendered. Its own module, away from language.tsx: the page texts are read from files at
 * build time, and language.tsx is also in the contact form's browser bundle.
 */
import { pageTextsIn } from '../config/page-texts';
import { useLang } from './language';

export function usePageTexts() {
  return pageTextsIn(useLang());
}
