/**
 * Words the clinic reads in the messages the form sends, not the visitor: Swedish only, so not
 * part of the dictionaries a second language must match (src/i18n/ui.ts). A named export, so the
 * form's island carries this one word.
 */

/**
 * The value of the language field the English page's form adds to its message
 * (CONTACT_LANGUAGE_FIELD in src/config/contact-fields.ts), so that whoever answers does so in English.
 */
export const fromEnglishPage = 'Engelska: skickat från den engelska webbplatsen, svara på engelska.';
