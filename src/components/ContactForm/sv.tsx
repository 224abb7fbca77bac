/**
 * The Swedish page's form island (src/page-types/FindTreatmentPage.astro): the form with the
 * Swedish words only, so the island's bundle carries no other language's.
 */
import { mainPages } from '../../config/routes';
import * as words from '../../i18n/sv/form';
import { ContactForm as Form, type ContactFormSettings } from './ContactForm';

export function ContactForm({ settings }: { settings: ContactFormSettings }) {
  return <Form settings={settings} words={words} privacyPath={mainPages.privacy.path} />;
}
