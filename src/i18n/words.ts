/**
 * Counts and lists written out in Swedish, so text that says how many of something the site has
 * ("sju områden") follows the content instead of repeating it.
 */
import { clinic } from '../config/clinic.ts';
import type { Lang } from '../config/routes.ts';

const NUMBER_WORDS = [
  'noll',
  'ett',
  'två',
  'tre',
  'fyra',
  'fem',
  'sex',
  'sju',
  'åtta',
  'nio',
  'tio',
  'elva',
  'tolv',
];

/** A count as text for a neuter noun ("ett område", "sju områden"); digits above twelve, as Swedish style does. */
export function countWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** "a, b och c" in Swedish, "a, b and c" in English; with 'disjunction' "a, b eller c", "a, b or c". */
export function listOf(
  lang: Lang,
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return new Intl.ListFormat(LIST_LOCALES[lang], { type }).format(items);
}

/** Names inside a sentence as one list: ["Injektionsbehandlingar", "Trådlyft"] -> "injektionsbehandlingar och trådlyft". */
export function namesInSentence(
  lang: Lang,
  names: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return listOf(
    lang,
    names.map((name) => inSentence(name)),
    type,
  );
}

/** The same list starting a sentence: "Trådlyft och fettsugning". */
export function namesStartingSentence(lang: Lang, names: readonly string[]): string {
  const list = namesInSentence(lang, names);
  return list.charAt(0).toUpperCase() + list.slice(1);
}

const LIST_LOCALES: Record<Lang, string> = { sv: 'sv', en: 'en-GB' };

/** "a, b och c". */
export function listSwedish(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;
}

/**
 * A name as it stands inside a sentence: "Massage" -> "massage", a brand kept: one with a capital
 * inside ("HydraFacial"), or one the clinic lists among its names with a capital (`brandNames` in
 * clinic.yaml, "Profhilo").
 */
export function inSentence(name: string, brandNames: readonly string[] = clinic.brandNames): string {
  const firstWord = name.split(/[\s,]/u)[0] ?? '';
  if (brandNames.includes(firstWord)) return name;
  return /^\p{Lu}[^\p{Lu}]*$/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}
