/**
 * Which text names regulated care: an injection treatment or a thread lift (lag 2021:363,
 * läkemedelslagen). Decided from the words themselves, so text the clinic adds is judged without a
 * field anyone could forget to set. Two uses (issue 27):
 * - client reviews: a review praising an injection advertises a prescription medicine to the
 *   public, which läkemedelslagen forbids, and thread lifts get the same care; the home page
 *   leaves such a review out and the content report names it for the clinic;
 * - add-ons: a treatment page that sells an injection as an option ("Profhilo som tillägg") shows
 *   the law's block like an injection page (lib/domain/catalogue.ts).
 * Plain TypeScript, so the content report's Node script can use it.
 */

import { MEDICINE_NAMES } from '../../config/glossary.ts';
import { escapeRegExp } from '../../schemas/regexp.ts';

/**
 * Word starts that name injections and thread lifts whatever the treatment is called:
 * "injektioner", "injektionsbehandlingen", "fillern", "trådlyftet", "monotrådar".
 */
const REGULATED_CARE_WORDS = [
  'injektion',
  'injicer',
  'spruta',
  'filler',
  'skinbooster',
  'profhilo',
  'trådlyft',
  'monotråd',
];

/**
 * Whether a text names an injection treatment or a thread lift: one of the words above or a
 * prescription medicine's name (the glossary's) at the start of a word, or, as a whole word, the
 * name of a page under the law (a category whose careKind is injection or physician, its groups
 * and treatments, e.g. "Skinbooster Ejal 40", "PRP").
 */
export function namesRegulatedCare(text: string, regulatedNames: readonly string[]): boolean {
  const words = [...REGULATED_CARE_WORDS, ...MEDICINE_NAMES].map(
    (word) => `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}`,
  );
  const names = regulatedNames.map((name) => `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`);
  return new RegExp([...words, ...names].join('|'), 'iu').test(text);
}

/** The reviews the site may show, and those it withholds because they name regulated care. */
export function sortTestimonials<T extends { text: string }>(
  testimonials: readonly T[],
  regulatedNames: readonly string[],
): { shown: T[]; withheld: T[] } {
  const withheld = testimonials.filter((t) => namesRegulatedCare(t.text, regulatedNames));
  return { shown: testimonials.filter((t) => !withheld.includes(t)), withheld };
}

/**
 * The titles of the catalogue's pages under the law (those with a law scope), for `namesRegulatedCare`. Not their menu titles:
 * "Ansikte" or "Hår" in a menu under Injektionsbehandlingar is an ordinary word in a review.
 */
export function regulatedNamesOf(pages: ReadonlyArray<{ title: string; law: unknown }>): string[] {
  return pages.filter((page) => page.law !== undefined).map((page) => page.title);
}
