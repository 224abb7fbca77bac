/**
 * Text from the clinic carries only the formatting the editor offers (docs/decisions/0028-content-cannot-run-script.md):
 * in Markdown, headings, bold, italic, strikethrough, code, quotes, lists, links and pictures;
 * in every other field, plain text. Raw HTML is refused, never filtered: a `<script>`, a
 * `<meta http-equiv="refresh">`, an `<iframe>`, a `<form>`, a `<style>` or an `onerror=` in a
 * page would run or act in the site's own origin, where the editor keeps its GitHub token.
 *
 * - `safeMarkdown`: a Sätteri mdast plugin (Astro 7's Markdown processor) that stops the build
 *   at the first Markdown file holding HTML, a link other than the site's own pages, https,
 *   mailto or tel, or a picture from elsewhere, with every problem of that file in Swedish.
 * - Every other field is plain text: src/schemas/plain-text.ts refuses text that reads as a tag.
 *
 * Read from the parsed tree, after entities are decoded: `&#x6A;avascript:` and `JaVaScRiPt:`
 * are the same link, and `&lt;script&gt;` is text that reads as a tag.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition } from 'satteri';
import { IN_SITE_LINK } from '../../schemas/fields.ts';
import { shownText as shown, TAG_OPEN, tagInText } from '../../schemas/plain-text.ts';
import { ContentFileError } from '../../schemas/swedish-errors.ts';

/** Where a link in the text may lead: a page of the site (with a place on it), https, e-mail, phone. */
const SAFE_LINK = new RegExp(
  `^(?:https://[^\\s]+|mailto:[^\\s]+|tel:\\+?[\\d\\s-]+|#[\\w-]+|${IN_SITE_LINK}(?:#[\\w-]+)?)$`,
  'i',
);

/** A picture beside the file ("../../assets/photos/x.jpg") or in the site: no scheme, no other host. */
const SAFE_PICTURE = /^(?![a-z][a-z\d+.-]*:)(?![/\\]{2})(?!\/\\)[^\s\\]+$/i;

const OFFERED = 'rubriker, fetstil, kursiv, listor, citat, länkar och bilder';

const problems = {
  html: (value: string) =>
    `innehåller HTML-kod (${shown(value)}): texten får bara ha det redigeraren erbjuder (${OFFERED}); ta bort koden`,
  tagText: tagInText,
  link: (url: string) =>
    `har en länk som inte är tillåten (${shown(url)}): länka till en sida på webbplatsen (/Bokatid), en adress som börjar med https://, mailto: eller tel:`,
  picture: (url: string) =>
    `har en bild som inte är tillåten (${shown(url)}): välj bilden i redigeraren, så att den ligger på webbplatsen`,
};

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: readonly MdNode[];
}

/** Every problem of a Markdown tree, in the order of the text. */
function markdownProblems(node: MdNode): string[] {
  const own: string[] = [];
  if (node.type === 'html' && node.value) own.push(problems.html(node.value));
  if (node.type === 'text' && node.value && TAG_OPEN.test(node.value)) own.push(problems.tagText(node.value));
  if ((node.type === 'link' || node.type === 'definition') && !SAFE_LINK.test(node.url ?? '')) {
    own.push(problems.link(node.url ?? ''));
  }
  if (node.type === 'image' && !SAFE_PICTURE.test(node.url ?? '')) own.push(problems.picture(node.url ?? ''));
  return [...own, ...(node.children ?? []).flatMap(markdownProblems)];
}

/** The file a Markdown text came from, as the clinic knows it (src/content/...). */
function fileName(url: URL | undefined): string {
  return url ? relative(process.cwd(), fileURLToPath(url)) : 'en Markdown-text';
}

/** The field the Markdown of a content file is, as the editor names it. */
const BODY_FIELD = 'texten (fältet body)';

/** The build's guard: a Markdown file with HTML, or a link or picture from elsewhere, stops it in Swedish. */
export const safeMarkdown: MdastPluginDefinition = {
  name: 'klinik:safe-markdown',
  after(root, context) {
    const found = markdownProblems(root as MdNode);
    if (found.length > 0) {
      throw new ContentFileError(
        fileName(context.fileURL),
        found.map((problem) => `${BODY_FIELD} ${problem}`),
      );
    }
  },
};
