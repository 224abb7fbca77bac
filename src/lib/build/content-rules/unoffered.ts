/**
 * Prose that names what the clinic does not offer: a text on a built page that names the title of
 * a page the build leaves out (hidden, inside a hidden category or overview, or left empty), so a
 * visitor reads of a treatment the site cannot show ("PRP och Carboxy" in a category's text after
 * the clinic hid both). A warning for the build's report, never an error: the clinic may hide a
 * page for a week and mean to keep the sentence. Which texts are prose comes from the schema
 * (prose.ts); which pages are left out, from the build's catalogue, as its "Dold sida" lines.
 * Plain Node: imports carry their extensions.
 */
import { englishGlossary, glossary } from '../../../config/glossary.ts';
import { sentencesOf } from '../../domain/sentence-frames.ts';
import type { ContentEntry, RuleContent } from './content.ts';
import { problemLine, type Problem } from './index.ts';
import { problemIn } from './rule.ts';

/**
 * The collections whose entries are what the clinic offers, each with a path and a title. Not the
 * concerns: a concern's title names what troubles a visitor ("Fjällande hud"), which
 * a text may name whether the clinic has a page for it or not.
 */
const CATALOGUE = new Set<ContentEntry['collection']>(['treatments', 'categories', 'groups', 'priceLists']);

const keyOf = (entry: ContentEntry) => `${entry.collection}/${entry.id}`;
const titleOf = (entry: ContentEntry) => (typeof entry.data['title'] === 'string' ? entry.data['title'] : '');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The title where a text names it as a word of its own, in any case ("massage" names "Massage"). */
const naming = (title: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(title)}(?![\\p{L}\\p{N}])`, 'iu');

/** The words around where a sentence names the title, for the message: "…ansiktsbehandlingar, massage och vaxning." */
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

/**
 * Each prose text of a built entry that names a left-out page's title: the Swedish texts its
 * Swedish title, the English texts its English title. `unbuilt` holds the Swedish paths of the
 * pages the build leaves out. A title a built page shares (a category and a treatment both called
 * "HydraFacial") still names something offered, and is let be. A term of the clinic's (`terms`,
 * its glossary) that starts the titles of left-out pages only names what they offer too: "Frax
 * 1550" in a text, once every page titled with it is hidden.
 */
export function proseNamingUnbuilt(
  content: RuleContent,
  unbuilt: ReadonlySet<string>,
  terms: Record<'sv' | 'en', readonly string[]> = CLINIC_TERMS,
): Problem[] {
  const left = new Set(
    content.entries
      .filter((entry) => entry.lang === 'sv' && CATALOGUE.has(entry.collection))
      .filter((entry) => unbuilt.has(String(entry.data['path'])))
      .map(keyOf),
  );
  if (left.size === 0) return [];
  // Every entry whose page is not built, by the key its Swedish and English files share.
  const unbuiltPages = new Set(
    content.entries
      .filter((entry) => entry.lang === 'sv' && unbuilt.has(String(entry.data['path'])))
      .map(keyOf),
  );
  return (['sv', 'en'] as const).flatMap((lang) => {
    const entries = content.entries.filter((entry) => entry.lang === lang);
    const pages = entries.filter((entry) => CATALOGUE.has(entry.collection));
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
    const names = [...titleNames, ...termNames].map((name) => ({ ...name, pattern: naming(name.title) }));
    return (
      entries
        // A page not built (a hidden concern's too) shows none of its texts.
        .filter((entry) => !left.has(keyOf(entry)) && !unbuiltPages.has(keyOf(entry)))
        .flatMap((entry) =>
          entry.prose.flatMap(({ field, text }) =>
            names.flatMap(({ title, path, pattern }) => {
              const sentence = sentencesOf(text).find((candidate) => pattern.test(candidate));
              if (!sentence) return [];
              const where = lang === 'en' ? 'på engelska ' : '';
              return [
                problemIn(
                  entry,
                  field,
                  `${excerpt(sentence, pattern)} nämner ${where}${title} (${path}), en sida som är dold eller tom och inte byggs: skriv om meningen, så att texten inte erbjuder något som inte finns på webbplatsen, eller visa sidan igen.`,
                ),
              ];
            }),
          ),
        )
    );
  });
}

/** The build's line for one such text: a warning, with the file and the field. */
export const unofferedLine = (problem: Problem) => `Varning: ${problemLine(problem)}`;
