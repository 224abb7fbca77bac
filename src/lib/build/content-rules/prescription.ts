/**
 * No prescription medicine next to a call to book (läkemedelslagen 12 kap.: no advertising of
 * prescription medicines to the public; decision 0027): a sentence, or an item's text beside its
 * link's words, that names one (a treatment marked `prescriptionOnly`, a brand of the glossary, a
 * medicine word) does not ask the visitor to book. A prescription-only treatment's file gives no
 * booking button either. Both languages. Plain Node: imports carry their extensions.
 */
import { MEDICINE_NAMES, PRESCRIPTION_MEDICINE_WORDS } from '../../../config/glossary.ts';
import { sentencesOf } from '../../domain/sentence-frames.ts';
import { DOES_NOT_SUIT, publishedEntries, SUITS, treatmentsOf } from './catalogue.ts';
import type { ContentEntry, RuleContent } from './content.ts';
import { problemIn, quoted, type ContentRule, type Problem } from './rule.ts';
import { escapeRegExp } from '../../../schemas/regexp.ts';

/** "Boka nu", "du kan boka", "bokar du", "Book now", "book an appointment". */
const CALL_TO_BOOK = {
  sv: /(?<!\p{L})(?:boka|bokar du|bokning)(?!\p{L})/iu,
  en: /(?<!\p{L})(?:book|booking)(?!\p{L})/iu,
};

/** The names of the prescription medicines in this content: the glossary's and the prescription-only treatments'. */
function medicineNames(content: RuleContent): RegExp | undefined {
  const ids = new Set(
    treatmentsOf(content)
      .filter((t) => t.prescriptionOnly)
      .map((t) => t.entry.id),
  );
  const titles = content.entries
    .filter((entry) => entry.collection === 'treatments' && ids.has(entry.id))
    .flatMap((entry) => [entry.data['title'], entry.data['menuTitle']])
    .filter((name): name is string => typeof name === 'string' && name.length > 2);
  const names = [...new Set([...MEDICINE_NAMES, ...PRESCRIPTION_MEDICINE_WORDS, ...titles])];
  return new RegExp(`(?<!\\p{L})(?:${names.map(escapeRegExp).join('|')})`, 'iu');
}

/** The item a field belongs to ("notices.0.text" is in "notices.0"), or undefined for a field of its own. */
const itemOf = (field: string) => (/\.\d+\./.test(`${field}.`) ? field.replace(/\.[^.]+$/, '') : undefined);

/** The value at a field's path in an entry's data: "notices.0.linkText". */
function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      data,
    );
}

/** An item's words that are not prose but a link's or button's (linkText, label): shown beside its text. */
function linkWordsOf(entry: ContentEntry, item: string): string[] {
  const value = valueAt(entry.data, item);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([key, text]) => /link|label|button|cta/i.test(key) && typeof text === 'string')
    .map(([, text]) => text as string);
}

export const noPrescriptionMedicineWithACallToBook: ContentRule = {
  name: 'no prescription medicine is named next to a call to book',
  check: (content) => {
    const names = medicineNames(content);
    if (!names) return [];
    const prose = publishedEntries(content).flatMap((entry) => {
      const call = CALL_TO_BOOK[entry.lang];
      return entry.prose.flatMap(({ field, text }): Problem[] => {
        if (!names.test(text)) return [];
        const item = itemOf(field);
        const besideIt = item ? linkWordsOf(entry, item).filter((words) => call.test(words)) : [];
        const sentences = sentencesOf(text).filter((sentence) => names.test(sentence));
        const booking = sentences.filter((sentence) => call.test(sentence));
        const quotes = [...booking, ...(besideIt.length > 0 ? sentences.slice(0, 1) : [])];
        return quotes.map((sentence) =>
          problemIn(
            entry,
            field,
            `${quoted(sentence)} nämner ett receptbelagt läkemedel ${besideIt.length > 0 && !booking.includes(sentence) ? `bredvid länken ${quoted(besideIt[0]!)}` : 'i samma mening som en uppmaning att boka'}. Läkemedelslagen förbjuder reklam för receptbelagda läkemedel till allmänheten (beslut 0027): stryk uppmaningen att boka (eller länkens bokningsord), eller beskriv behandlingen utan att nämna läkemedlet.`,
          ),
        );
      });
    });
    // A prescription-only treatment's page shows no booking: its file gives none.
    const buttons = treatmentsOf(content)
      .filter((t) => t.prescriptionOnly)
      .flatMap((t) =>
        ['bookingLabel', 'bookingHref', 'consultationHref']
          .filter((field) => t.entry.data[field] !== undefined)
          .map((field) =>
            problemIn(
              t.entry,
              field,
              `${t.title} är ett receptbelagt läkemedel (prescriptionOnly) och visar ingen bokning: ta bort ${field}.`,
            ),
          ),
      );
    return [...prose, ...buttons];
  },
};

/**
 * A page about a treatment with a prescription medicine says who it does not suit, never who it
 * suits: "Passar dig som" beside the consultation's button reads as an invitation to the medicine.
 */
export const noSuitsOnAMedicinePage: ContentRule = {
  name: 'a prescription medicine’s page says who it does not suit, not who it suits',
  check: (content) =>
    treatmentsOf(content)
      .filter((t) => t.prescriptionOnly || t.prescriptionMedicine)
      .flatMap((t) => {
        const index = t.details.findIndex(({ label }) => label === SUITS);
        if (index === -1) return [];
        return [
          problemIn(
            t.entry,
            `details.${index}`,
            `${t.title} ges med ett receptbelagt läkemedel, så sidan säger inte vem behandlingen passar: "${SUITS}" bredvid bokningsknappen läses som en uppmaning att köpa läkemedlet (läkemedelslagen 12 kap., beslut 0027). Ta bort raden; "${DOES_NOT_SUIT}" står kvar.`,
          ),
        ];
      }),
};
