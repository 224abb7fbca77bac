/**
 * The contact form's field names (docs/product.md): the e-mail template's payload, the names of the
 * form's inputs, and the only visitor fields the local inbox accepts.
 * Plain TypeScript with no imports, so the Node scripts can load it as is.
 */
export const CONTACT_FORM_FIELDS = ['namn', 'efternamn', 'telefon', 'email', 'beskrivning'] as const;

export type ContactFieldName = (typeof CONTACT_FORM_FIELDS)[number];

/**
 * A field only the English page's form sends: it tells the clinic, in the message, that the
 * visitor wrote from the English site and expects an answer in English (its value is
 * `fromEnglishPage` in src/i18n/sv/inbox.ts, Swedish, for the clinic). The Swedish form does not
 * send it, so a Swedish message is as it was; the e-mail template shows it with {{sprak}}.
 */
export const CONTACT_LANGUAGE_FIELD = 'sprak';
