/**
 * Words the clinic writes in English on its Swedish pages ("tear trough", "lip flip": the clinic's
 * list, `wordsInEnglish` in clinic.yaml) are wrapped in <span lang="en"> wherever they stand in the
 * text of a Swedish page, so a screen reader says them with English pronunciation (WCAG 3.1.2,
 * language of parts). Done once over the built HTML rather than in each component, since the words
 * turn up in titles, menus, cards, Markdown and the questions alike.
 *
 * Only text is touched, and only where the page's own language is Swedish: never attributes, the
 * <head>, scripts, styles, form options or text inside an element that already declares a language.
 * The page is changed by inserting the two tags into its own bytes, nothing re-serialised, so every
 * other byte (and every inline script's CSP hash) stays as the build wrote it.
 */
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { escapeRegExp } from '../../schemas/regexp.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements whose text is not running text a span may sit in. */
const SKIPPED = new Set([
  'head',
  'script',
  'style',
  'template',
  'textarea',
  'option',
  'title',
  'svg',
  'noscript',
]);

/** A letter or digit in any script: a term matches as a whole word, never inside another word. */
const WORD_CHARACTER = String.raw`[\p{L}\p{N}]`;

/** Between the words of a term, in the page's source: any space, a no-break one as written or as an entity. */
const SPACE = String.raw`(?:\s|&nbsp;|&#160;|&#xa0;)+`;

/** Inside a word: a soft hyphen, which long headings carry (src/lib/domain/hyphenate.ts). */
const SOFT_HYPHEN = String.raw`(?:\u00ad|&shy;|&#173;)?`;

/** One pattern for the whole list, longest first so "lip flip" wins over a shorter term within it. */
function termPattern(terms: readonly string[]): RegExp | undefined {
  const words = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0) return undefined;
  const alternatives = words.map((term) =>
    term
      .split(/\s+/)
      .map((word) => [...word].map(escapeRegExp).join(SOFT_HYPHEN))
      .join(SPACE),
  );
  return new RegExp(`(?<!${WORD_CHARACTER})(?:${alternatives.join('|')})(?!${WORD_CHARACTER})`, 'giu');
}

const isElement = (node: Node): node is Element => 'tagName' in node;

const langOf = (element: Element) => element.attrs.find((attribute) => attribute.name === 'lang')?.value;

/** The source ranges of the text nodes of `node` that stand in Swedish running text. */
function swedishTextRanges(node: Node, ranges: { start: number; end: number }[] = []) {
  if (isElement(node)) {
    if (SKIPPED.has(node.tagName)) return ranges;
    const lang = langOf(node);
    if (lang !== undefined && node.tagName !== 'html' && !lang.toLowerCase().startsWith('sv')) return ranges;
  }
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (child.nodeName === '#text' && child.sourceCodeLocation) {
      ranges.push({ start: child.sourceCodeLocation.startOffset, end: child.sourceCodeLocation.endOffset });
    } else {
      swedishTextRanges(child, ranges);
    }
  }
  return ranges;
}

/** The page with each listed term in its Swedish text wrapped in <span lang="en">; other pages as they were. */
export function markWordsInEnglish(html: string, terms: readonly string[]): string {
  const pattern = termPattern(terms);
  if (pattern === undefined) return html;
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = document.childNodes.find(isElement);
  if (root === undefined || !(langOf(root) ?? '').toLowerCase().startsWith('sv')) return html;
  const ranges = swedishTextRanges(root);
  let marked = '';
  let copied = 0;
  for (const { start, end } of ranges) {
    const text = html.slice(start, end);
    const wrapped = text.replace(pattern, (term) => `<span lang="en">${term}</span>`);
    if (wrapped === text) continue;
    marked += html.slice(copied, start) + wrapped;
    copied = end;
  }
  return copied === 0 ? html : marked + html.slice(copied);
}
