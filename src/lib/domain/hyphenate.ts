/**
 * Soft hyphens in long Swedish compounds, for the page's h1 and the cards' titles only: where a
 * word is wider than its line ("Injektionsbehandlingar" in a card at 1280 px, in an h1 at 375
 * px), every engine then breaks it at a syllable and draws a hyphen, also one without a Swedish
 * hyphenation dictionary (Debian's Chromium has none, so `hyphens: auto` did nothing there and
 * `overflow-wrap` broke the word anywhere). The points come from the `hyphen` package's Swedish
 * patterns (TeX's), and on English pages from its British English ones ("Der­ma­plan­ing", never the
 * Swedish "Der­mapla­ning"), at build time; the content files stay as the clinic typed them, and the
 * <title>, meta, JSON-LD and the search index never see a soft hyphen (the indexer strips them).
 */
import english from 'hyphen/en-gb/index.js';
import swedish from 'hyphen/sv/index.js';
import type { Lang } from '../../config/routes';

const PATTERNS = { sv: swedish, en: english } as const satisfies Record<Lang, unknown>;

export const SOFT_HYPHEN = '\u00ad';
/** Shorter words fit a heading's line at every width; each soft hyphen costs two bytes. */
const MIN_WORD_LENGTH = 12;
/** Letters a break leaves at either end of the word at least: "In-" or "-ar" alone reads badly. */
const MIN_PART = 3;

const LONG_WORD = new RegExp(`\\p{L}{${MIN_WORD_LENGTH},}`, 'gu');

/** One word with soft hyphens at its syllable breaks, none within MIN_PART letters of its ends. */
function hyphenateWord(word: string, lang: Lang): string {
  const parts = PATTERNS[lang].hyphenateSync(word, { hyphenChar: SOFT_HYPHEN }).split(SOFT_HYPHEN);
  let before = 0;
  return parts
    .map((part, index) => {
      before += part.length;
      const breakAfter = index < parts.length - 1 && before >= MIN_PART && word.length - before >= MIN_PART;
      return breakAfter ? part + SOFT_HYPHEN : part;
    })
    .join('');
}

/** A heading's text in `lang` with soft hyphens in its long words; the rest unchanged. */
export function hyphenateHeading(text: string, lang: Lang = 'sv'): string {
  return text.replace(LONG_WORD, (word) => hyphenateWord(word, lang));
}
