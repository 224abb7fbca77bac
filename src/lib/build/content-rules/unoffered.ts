/**
 * Prose that names what the clinic does not offer: a text on a built page that names the title of
 * a page the build leaves out (hidden, inside a hidden category or overview, or left empty), so a
 * visitor reads of a treatment the site cannot show ("PRP och Carboxy" in a category's text after
 * the clinic hid both). A warning for the build's report, never an error: the clinic may hide a
 * page for a week and mean to keep the sentence. Meanwhile the page leaves out the paragraph of a
 * running text that names it (offeredTexts) and a review that does. Which texts are prose comes
 * from the schema (prose.ts); which pages are left out, from the build's catalogue, as its "Dold
 * sida" lines.
 * Plain Node: imports carry their extensions.
 */
import { englishGlossary, glossary } from '../../../config/glossary.ts';
import { sentencesOf } from '../../domain/sentence-frames.ts';
import { cataloguePages } from './catalogue.ts';
import type { ContentEntry, RuleContent } from './content.ts';
import type { Problem } from './index.ts';
import { problemIn } from './rule.ts';
import { escapeRegExp } from '../../../schemas/regexp.ts';

/**
 * The collections whose entries are what the clinic offers, each with a path and a title. Not the
 * concerns: a concern's title names what troubles a visitor ("Fjällande hud"), which
 * a text may name whether the clinic has a page for it or not.
 */
const CATALOGUE = new Set<ContentEntry['collection']>(['treatments', 'categories', 'groups', 'priceLists']);

const keyOf = (entry: ContentEntry) => `${entry.collection}/${entry.id}`;
const titleOf = (entry: ContentEntry) => (typeof entry.data['title'] === 'string' ? entry.data['title'] : '');

/** The title where a text names it as a word of its own, in any case ("massage" names "Massage"). */
const naming = (title: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(title)}(?![\\p{L}\\p{N}])`, 'iu');

/** The words around where a sentence names the title, for the message: "…hudvård, naglar och fötter." */
function excerpt(sentence: string, pattern: RegExp): string {
  const flat = sentence.replace(/\s+/g, ' ').trim();
  const at = flat.search(pattern);
  if (flat.length <= 80 || at < 0) return `"${flat}"`;
  const start = Math.max(0, flat.lastIndexOf(' ', Math.max(0, at - 30)) + 1);
  const end = Math.min(flat.length, start + 80);
  return `"${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}"`;
}

/** A glossary term as a name: its spelling, without the explanation in brackets after it. */
const termName = (term: string) => term.replace(/\s*\(.*$/s, '').trim();

/** The clinic's own terms (its glossary), by language: the names of its treatments and devices among them. */
const CLINIC_TERMS = {
  sv: glossary.map(({ term }) => termName(term)),
  en: englishGlossary.map(({ term }) => termName(term)),
};

/** A name of a left-out page, as a text may write it, and the page it names. */
export interface UnofferedName {
  title: string;
  path: string;
  pattern: RegExp;
}

/**
 * The names, by language, that only left-out pages carry: the Swedish texts' Swedish titles, the
 * English texts' English titles and, for the Swedish words an English page may show, the Swedish ones. `unbuilt` holds the Swedish paths of the pages the build leaves
 * out. A title a built page shares (a category and a treatment both called "HydraFacial") still
 * names something offered, and is let be. A term of the clinic's (`terms`, its glossary) that
 * starts the titles of left-out pages only names what they offer too: "Frax 1550" in a text, once
 * every page titled with it is hidden.
 */
export function unofferedNames(
  content: RuleContent,
  unbuilt: ReadonlySet<string>,
  terms: Record<'sv' | 'en', readonly string[]> = CLINIC_TERMS,
): Record<'sv' | 'en', UnofferedName[]> {
  const left = new Set(
    content.entries
      .filter((entry) => entry.lang === 'sv' && CATALOGUE.has(entry.collection))
      .filter((entry) => unbuilt.has(String(entry.data['path'])))
      .map(keyOf),
  );
  const namesIn = (lang: 'sv' | 'en'): UnofferedName[] => {
    if (left.size === 0) return [];
    const pages = content.entries.filter((entry) => entry.lang === lang && CATALOGUE.has(entry.collection));
    const offered = new Set(
      pages.filter((entry) => !left.has(keyOf(entry))).map((e) => titleOf(e).toLowerCase()),
    );
    const leftOut = pages.filter((entry) => left.has(keyOf(entry)) && titleOf(entry));
    const builtTitles = pages.filter((entry) => !left.has(keyOf(entry))).map(titleOf);
    const titleNames = leftOut
      .filter((entry) => !offered.has(titleOf(entry).toLowerCase()))
      .map((entry) => ({ title: titleOf(entry), path: String(entry.data['path']) }));
    const termNames = terms[lang].flatMap((term) => {
      const pattern = naming(term);
      // A title that starts with the term is named by it ("Frax 1550 ansikte"); a term further on
      // says what or where ("… hals eller dekolletage"), which other care may share.
      const carrier = leftOut.find((entry) => titleOf(entry).search(pattern) === 0);
      if (term.length < 3 || !carrier || builtTitles.some((title) => pattern.test(title))) return [];
      if (titleNames.some((name) => name.title.toLowerCase() === term.toLowerCase())) return [];
      return [{ title: term, path: String(carrier.data['path']) }];
    });
    return [...titleNames, ...termNames].map((name) => ({ ...name, pattern: naming(name.title) }));
  };
  const swedish = namesIn('sv');
  // An English page may still show an entry's Swedish words: they name the page too.
  const english = namesIn('en');
  const inEnglish = new Set(english.map(({ title }) => title.toLowerCase()));
  return {
    sv: swedish,
    en: [...english, ...swedish.filter(({ title }) => !inEnglish.has(title.toLowerCase()))],
  };
}

/**
 * The running texts whose paragraphs the page leaves out where they name a left-out page: a
 * category's or an overview's introduction, a concern's texts and any answer in a list of
 * questions. A review that names one is not shown at all: a quote is not the clinic's to cut.
 * Other fields (titles, summaries, a treatment's own text) are shown as written, with the warning.
 */
export const RUNNING_TEXT_FIELDS = ['intro', 'about', 'choosing'] as const;
const RUNNING_TEXT = new RegExp(`^(${RUNNING_TEXT_FIELDS.join('|')}|faq\\.\\d+\\.answer)$`);

const OMITTED_FIELDS: Partial<Record<ContentEntry['collection'], RegExp>> = {
  categories: RUNNING_TEXT,
  groups: RUNNING_TEXT,
  concerns: RUNNING_TEXT,
  testimonials: /^items\.\d+\.text$/,
};

const omitsParagraphs = (entry: ContentEntry, field: string) =>
  OMITTED_FIELDS[entry.collection]?.test(field) ?? false;

/** Whether a text names a left-out page (a review that does is not shown). */
export const namesUnoffered = (text: string, names: readonly UnofferedName[]) =>
  names.some(({ pattern }) => pattern.test(text));

/**
 * `text` without the paragraphs that name a left-out page: what the page shows of an omitted field
 * (OMITTED_FIELDS). A whole paragraph, since a paragraph keeps to one subject: the sentences after
 * the one that names the page speak of it too ("Ljuset riktas mot pigmentet").
 */
function withoutParagraphsNaming(text: string, names: readonly UnofferedName[]): string {
  if (names.length === 0) return text;
  const paragraphs = text.split(/\n{2,}/);
  const kept = paragraphs.filter((paragraph) => !namesUnoffered(paragraph, names));
  return kept.length === paragraphs.length ? text : kept.join('\n\n');
}

type RunningTexts = Partial<Record<(typeof RUNNING_TEXT_FIELDS)[number], string | undefined>> & {
  faq?: Array<{ question: string; answer: string }> | undefined;
};

/**
 * An entry with its running texts (OMITTED_FIELDS) as the page shows them: without the paragraphs
 * that name a left-out page, and without a question whose whole answer did.
 */
export function offeredTexts<E extends { data: RunningTexts }>(entry: E, names: readonly UnofferedName[]): E {
  if (names.length === 0) return entry;
  const { faq } = entry.data;
  const texts = RUNNING_TEXT_FIELDS.flatMap((field) => {
    const text = entry.data[field];
    return text === undefined ? [] : [[field, text && withoutParagraphsNaming(text, names)] as const];
  });
  return {
    ...entry,
    data: {
      ...entry.data,
      ...Object.fromEntries(texts),
      ...(faq !== undefined && {
        faq: faq
          .map((item) => ({ ...item, answer: withoutParagraphsNaming(item.answer, names) }))
          .filter((item) => item.answer),
      }),
    },
  };
}

/**
 * The Swedish paths of the catalogue and concern pages the content leaves out, as far as the
 * files say it: hidden, or inside a hidden category or overview. For the content report, which
 * runs without the build; the build itself also leaves out a page left empty (hiddenPageChanges).
 */
export function hiddenCataloguePaths(content: RuleContent): Set<string> {
  const published = new Set(cataloguePages(content).map((entry) => entry.data['path']));
  return new Set(
    content.entries
      .filter(
        (entry) =>
          entry.lang === 'sv' && (CATALOGUE.has(entry.collection) || entry.collection === 'concerns'),
      )
      .filter((entry) =>
        entry.collection === 'priceLists'
          ? entry.data['hidden'] === true
          : !published.has(entry.data['path']),
      )
      .map((entry) => String(entry.data['path'])),
  );
}

/**
 * Each prose text of a built entry that names a left-out page's title or a term only left-out
 * pages carry (unofferedNames), with what the page does with the sentence.
 */
export function proseNamingUnbuilt(
  content: RuleContent,
  unbuilt: ReadonlySet<string>,
  terms: Record<'sv' | 'en', readonly string[]> = CLINIC_TERMS,
): Problem[] {
  const names = unofferedNames(content, unbuilt, terms);
  // Every entry whose page is not built, by the key its Swedish and English files share.
  const unbuiltPages = new Set(
    content.entries
      .filter((entry) => entry.lang === 'sv' && unbuilt.has(String(entry.data['path'])))
      .map(keyOf),
  );
  return (['sv', 'en'] as const).flatMap((lang) =>
    content.entries
      // A page not built (a hidden concern's too) shows none of its texts.
      .filter((entry) => entry.lang === lang && !unbuiltPages.has(keyOf(entry)))
      .flatMap((entry) =>
        entry.prose.flatMap(({ field, text }) =>
          names[lang].flatMap(({ title, path, pattern }) => {
            const sentence = sentencesOf(text).find((candidate) => pattern.test(candidate));
            if (!sentence) return [];
            const where = lang === 'en' ? 'på engelska ' : '';
            const shown = omitsParagraphs(entry, field)
              ? entry.collection === 'testimonials'
                ? 'omdömet visas inte. Visa sidan igen, eller låt omdömet vara dolt'
                : 'sidan visar texten utan det stycket. Skriv om stycket utan namnet, så kommer det tillbaka, eller visa den dolda sidan igen'
              : 'skriv om meningen, så att texten inte erbjuder något som inte finns på webbplatsen, eller visa sidan igen';
            return [
              problemIn(
                entry,
                field,
                `${excerpt(sentence, pattern)} nämner ${where}${title} (${path}), en sida som är dold eller tom och inte byggs: ${shown}.`,
              ),
            ];
          }),
        ),
      ),
  );
}
