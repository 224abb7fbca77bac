/**
 * The Swedish page's form island (src/page-types/FindTreatmentPage.astro): the form with the
 * Swedish words only, so the island's bundle carries no other language's.
 */
import { mainPages } from '../../config/routes';
import * as words from '../../i18n/sv/form';
import { ContactForm as Form, type ContactFormSettings } from './ContactForm';

/** `controller`: the company that handles the details (clinic.yaml, legalName). */
export function ContactForm({ settings, controller }: { settings: ContactFormSettings; controller: string }) {
  return (
    <Form settings={settings} controller={controller} words={words} privacyPath={mainPages.privacy.path} />
  );
}
