/**
 * The contact form's field names (docs/product.md): the e-mail template's payload, the names of the
 * form's inputs, and the only visitor fields the local inbox accepts.
 * Plain TypeScript with no imports, so the Node scripts can load it as is.
 */
export const CONTACT_FORM_FIELDS = ['namn', 'efternamn', 'telefon', 'email', 'beskrivning'] as const;

export type ContactFieldName = (typeof CONTACT_FORM_FIELDS)[number];
