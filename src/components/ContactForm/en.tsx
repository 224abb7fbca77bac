/**
 * The English page's form island (src/page-types/FindTreatmentPage.astro): the form with the
 * English words only, and the language field that tells the clinic, in Swedish, to answer in
 * English (src/config/contact-fields.ts).
 */
import { englishPages } from '../../config/routes';
import * as words from '../../i18n/en/form';
import { fromEnglishPage } from '../../i18n/sv/inbox';
import { ContactForm as Form, type ContactFormSettings } from './ContactForm';

/** `controller`: the company that handles the details (clinic.yaml, legalName). */
export function ContactForm({ settings, controller }: { settings: ContactFormSettings; controller: string }) {
  return (
    <Form
      settings={settings}
      controller={controller}
      words={words}
      privacyPath={englishPages.privacy.path}
      languageNote={fromEnglishPage}
    />
  );
}
