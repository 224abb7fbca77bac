/**
 * What a page the build leaves out leaves behind (decision 0034): a paragraph of a running text
 * that names it is not on the built page, the text's other paragraphs are, and no review on the
 * home page names it. The left-out pages are the content's catalogue pages the build wrote no
 * file for, so the check holds for the sample and the fixture clinic alike.
 */
import { expect, test } from 'vitest';
import { mainPages } from '../../src/config/routes';
import { readContent, type ContentEntry } from '../../src/lib/build/content-rules/content';
import {
  namesUnoffered,
  RUNNING_TEXT_FIELDS,
  unofferedNames,
} from '../../src/lib/build/content-rules/unoffered';
import { builtPaths, counterpartOf } from '../e2e/site';
import { builtDocument, textOf } from './dom';

const content = readContent();
const built = new Set(builtPaths());
const CATALOGUE = new Set<ContentEntry['collection']>(['treatments', 'categories', 'groups', 'priceLists']);
const swedishPathOf = (entry: ContentEntry) => {
  const swedish = content.entries.find(
    (other) => other.lang === 'sv' && other.collection === entry.collection && other.id === entry.id,
  );
  return typeof swedish?.data['path'] === 'string' ? swedish.data['path'] : undefined;
};
const unbuilt = new Set(
  content.entries
    .filter((entry) => entry.lang === 'sv' && CATALOGUE.has(entry.collection))
    .map(swedishPathOf)
    .filter((path): path is string => path !== undefined && !built.has(path)),
);
const names = unofferedNames(content, unbuilt);

/** The built page an entry's text is on, in the entry's language; undefined when none is built. */
function pageOf(entry: ContentEntry): string | undefined {
  const path = swedishPathOf(entry);
  if (path === undefined || !built.has(path)) return undefined;
  return entry.lang === 'sv' ? path : counterpartOf(path);
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The paragraphs of each introduction and concern text, on the page they are built on. */
const paragraphs = content.entries
  .filter((entry) => ['categories', 'groups', 'concerns'].includes(entry.collection))
  .flatMap((entry) => {
    const page = pageOf(entry);
    if (page === undefined) return [];
    const left = entry.lang === 'sv' ? names.sv : names.en;
    return RUNNING_TEXT_FIELDS.flatMap((field) =>
      typeof entry.data[field] === 'string'
        ? (entry.data[field] as string).split(/\n{2,}/).flatMap((paragraph) => {
            const text = flat(paragraph);
            return text ? [{ page, field, text, namesLeftOut: namesUnoffered(text, left) }] : [];
          })
        : [],
    );
  });
const pageText = (path: string) => textOf(builtDocument(path).querySelector('main'));

test('a paragraph that names a page the build left out is not on its page', ({ skip }) => {
  const naming = paragraphs.filter((paragraph) => paragraph.namesLeftOut);
  skip(naming.length === 0, 'no introduction or concern text names a page the build left out');
  for (const { page, field, text } of naming) {
    expect(pageText(page), `${page}, ${field}`).not.toContain(text);
  }
});

test('the paragraphs that name nothing left out are on their page', ({ skip }) => {
  // Only where a paragraph of the same text was left out: that the rest stayed is what is new.
  const left = new Set(paragraphs.filter((p) => p.namesLeftOut).map((p) => `${p.page}\n${p.field}`));
  const kept = paragraphs.filter((p) => !p.namesLeftOut && left.has(`${p.page}\n${p.field}`));
  skip(kept.length === 0, 'no text had a paragraph left out beside others');
  for (const { page, field, text } of kept) expect(pageText(page), `${page}, ${field}`).toContain(text);
});

test('no review on the home page names a page the build left out', ({ skip }) => {
  const reviews = [...builtDocument(mainPages.home.path).querySelectorAll('#omdomen blockquote')];
  skip(reviews.length === 0, 'the home page shows no reviews');
  skip(names.sv.length === 0, 'the build left no catalogue page out');
  for (const review of reviews) expect(namesUnoffered(textOf(review), names.sv), textOf(review)).toBe(false);
});
