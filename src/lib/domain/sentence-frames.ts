/**
 * Template frames in running prose: a run of words that several pages share, as in "… för dig som
 * vill arbeta med hudens kvalitet" on page after page. The site reads as assembled when one frame
 * carries the prose of many pages; a content rule every build runs refuses one
 * (src/lib/build/content-rules/copy.ts).
 *
 * A frame is a run of FRAME_WORDS words inside one sentence (case and punctuation ignored). It
 * "repeats" when more than `maxPages` pages use it. Plain data in, plain data out.
 */

/** Five words: long enough to skip stock pairs ("efter behandlingen"), short enough to catch a frame. */
const FRAME_WORDS = 5;

export interface PageProse {
  /** The page's address, e.g. "/Armhala". */
  page: string;
  /** The running prose a visitor reads there: summary, description, intro, answers. */
  texts: readonly string[];
}

interface RepeatedFrame {
  frame: string;
  pages: string[];
}

/** The sentences of a text: ends at ., ! or ? before a space, and at every line break. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A sentence's words, lower case, without punctuation (a dash between figures stays: "3–6"). */
function wordsOf(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s–-]|(?<!\p{N})[–-]|[–-](?!\p{N})/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);
}

/** Every run of `size` words inside one sentence of the text. */
export function framesOf(text: string, size = FRAME_WORDS): Set<string> {
  const frames = new Set<string>();
  for (const sentence of sentencesOf(text)) {
    const words = wordsOf(sentence);
    for (let start = 0; start + size <= words.length; start++) {
      frames.add(words.slice(start, start + size).join(' '));
    }
  }
  return frames;
}

/**
 * The frames more than `maxPages` pages share, most-used first. `allowed` names phrases the site
 * says on purpose wherever they apply (a caution the rules ask for); a frame inside one is skipped.
 */
export function repeatedFrames(
  pages: readonly PageProse[],
  { maxPages = 3, allowed = [] }: { maxPages?: number; allowed?: readonly string[] } = {},
): RepeatedFrame[] {
  const allowedWords = allowed.map((phrase) => ` ${wordsOf(phrase).join(' ')} `);
  const pagesByFrame = new Map<string, Set<string>>();
  for (const { page, texts } of pages) {
    for (const frame of framesOf(texts.join('\n'))) {
      if (allowedWords.some((phrase) => phrase.includes(` ${frame} `))) continue;
      const users = pagesByFrame.get(frame) ?? new Set<string>();
      users.add(page);
      pagesByFrame.set(frame, users);
    }
  }
  return [...pagesByFrame]
    .filter(([, users]) => users.size > maxPages)
    .map(([frame, users]) => ({ frame, pages: [...users].sort() }))
    .sort((a, b) => b.pages.length - a.pages.length || a.frame.localeCompare(b.frame, 'sv'));
}
