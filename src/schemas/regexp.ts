/**
 * Text to match literally inside a regular expression: names, phone numbers and phrases from the
 * content, whatever characters they hold. In the bottom layer, so the glossary (config) and every
 * layer above share one. Plain Node: no imports.
 */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
