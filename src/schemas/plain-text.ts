/**
 * The text fields of content are plain text (docs/decisions/0028-content-cannot-run-script.md):
 * the page shows them as written, so a value a browser would read as a tag ("<script>",
 * "<img onerror=…>") is a mistake, refused with its field rather than published as it stands.
 * The schemas' Swedish parse runs this first (swedish-errors.ts); Markdown bodies have their own
 * guard (src/lib/build/safe-markup.ts). Plain Node: no imports.
 */

/**
 * Where a browser starts reading a tag (the HTML tokenizer's tag-open state): "<" and a letter,
 * "/", "!" or "?". "a < b" and "<5 mm" stay text.
 */
export const TAG_OPEN = /<[a-z/!?]/i;

/** How a value reads in a message: quoted, short, on one line. */
export const shownText = (value: string) => {
  const line = value.replace(/\s+/g, ' ').trim();
  return `"${line.length > 60 ? `${line.slice(0, 60)}…` : line}"`;
};

export const tagInText = (value: string) =>
  `innehåller text som en webbläsare kan läsa som HTML (${shownText(value)}): ta bort tecknen < och > runt ordet`;

/** The fields of an entry (front matter or YAML) whose text reads as HTML, by path ("faq.0.answer"). */
export function markupInText(
  data: unknown,
  path: readonly (string | number)[] = [],
): Array<{ field: string; message: string }> {
  if (typeof data === 'string') {
    return TAG_OPEN.test(data) ? [{ field: path.join('.'), message: tagInText(data) }] : [];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => markupInText(item, [...path, index]));
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    return Object.entries(data).flatMap(([key, value]) => markupInText(value, [...path, key]));
  }
  return [];
}
