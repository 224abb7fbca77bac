/**
 * The built pages as documents, for the checks that need no browser: each page of dist/ parsed
 * once per test worker with linkedom (htmlparser2 under the DOM's own API), so a check asks its
 * question with selectors and text, as a browser would answer it, rather than with regular
 * expressions over the HTML. Measured on the test build's 152 pages: parsed in about a sixth of
 * jsdom's time (16 against 105 ms a page on a loaded machine).
 */
import { parseHTML } from 'linkedom';
import { SOFT_HYPHEN } from '../../src/lib/domain/hyphenate';
import { builtHtml, jsonLdData } from '../e2e/site';

const parsed = new Map<string, Document>();

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * A document parsed from HTML, whole pages or a snippet for a check's own test. linkedom keeps
 * the letter case of attribute names (for SVG's viewBox); HTML's are lower case, as a browser
 * reads them, so an HTML element's `srcSet` (as React writes it) is read as `srcset` here too.
 */
export function parseDocument(html: string): Document {
  const { document } = parseHTML(html);
  for (const element of document.querySelectorAll('*')) {
    if (element.namespaceURI !== HTML_NAMESPACE) continue;
    for (const { name, value } of [...element.attributes]) {
      if (name === name.toLowerCase()) continue;
      element.removeAttribute(name);
      element.setAttribute(name.toLowerCase(), value);
    }
  }
  return document;
}

/** The document of a built page ("/Omoss", "/404"), parsed once: shared, so a check that removes a part works on a clone. */
export function builtDocument(path: string): Document {
  let document = parsed.get(path);
  if (!document) {
    document = parseDocument(builtHtml(path));
    parsed.set(path, document);
  }
  return document;
}

/** HTML's white space (ASCII only: a no-break space is part of the text, as in "1 700 kr"). */
const HTML_SPACE = /[ \t\n\f\r]+/g;

/** What a node reads as: its text without soft hyphens, HTML's white space collapsed. */
export function textOf(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replaceAll(SOFT_HYPHEN, '').replace(HTML_SPACE, ' ').trim();
}

/** The content of the <meta> named (name="…") or propertied (property="…") `key`, if any. */
export function metaContent(document: Document, key: string): string | undefined {
  const meta = [...document.querySelectorAll('meta')].find(
    (tag) => tag.getAttribute('name') === key || tag.getAttribute('property') === key,
  );
  return meta?.getAttribute('content') ?? undefined;
}

/** The structured data items of a document's JSON-LD scripts. */
export function jsonLdOf(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
    jsonLdData(script.textContent ?? '{}'),
  );
}

/** A treatment page's facts, or any <dl>'s: [term, its description], as a reader sees them. */
export function factsOf(root: ParentNode | null | undefined): Array<[term: string, description: string]> {
  return [...(root?.querySelectorAll('dt') ?? [])].map((dt) => [textOf(dt), textOf(dt.nextElementSibling)]);
}

/** The descriptions of the facts a page lists under `term` ("Typ", "Passar inte dig som"). */
export function factValues(root: ParentNode, term: string): string[] {
  return factsOf(root)
    .filter(([label]) => label === term)
    .map(([, value]) => value);
}

/** A treatment page says who it does not suit: a sentence under "Passar inte dig som". */
export function saysWhoItDoesNotSuit(document: Document): boolean {
  return factValues(document, 'Passar inte dig som').some((value) => /^\p{Lu}.{10,}/u.test(value));
}

/** The page holds a React island (the contact form). */
export const hasIsland = (document: Document) => document.querySelector('astro-island') !== null;

/** The page shows a carousel (the home page and every overview page). */
export const hasCarousel = (document: Document) => document.querySelector('[data-carousel]') !== null;
