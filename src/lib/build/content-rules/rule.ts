/**
 * What a content rule is: a function over the content that returns every place it is broken,
 * each a Swedish sentence with the file and the field. Plain Node: imports carry their extensions.
 */
import type { ContentEntry, RuleContent } from './content.ts';

export interface Problem {
  file: string;
  /** The field's path as the Swedish schema errors write it ("faq.2.answer"); empty for the entry. */
  field: string;
  /** What is wrong and what to do, in Swedish: a sentence that reads on its own. */
  message: string;
}

export interface ContentRule {
  /** A short name, for the unit tests and the developer reading a list of rules. */
  name: string;
  check: (content: RuleContent) => Problem[];
}

/** A problem in `entry`'s `field`. */
export const problemIn = (entry: ContentEntry, field: string, message: string): Problem => ({
  file: entry.file,
  field,
  message,
});

/** A short quote of a text, for a message: its first 80 characters. */
export const quoted = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > 80 ? `${flat.slice(0, 79)}…` : flat}"`;
};

/** The field of a list's item: "before" and 2 make "before.2". */
export const itemField = (list: string, index: number) => `${list}.${index}`;
