/**
 * The glossary (src/config/glossary.ts) applied to what a visitor reads: the visible text, title
 * and description of every built page, so text put together by components and data is covered
 * as well as the sources that the build's content rule and src/config/glossary.test.ts read. Reads dist/ without a browser,
 * through an HTML parser.
 */
import { expect, test } from 'vitest';
import { uiWords } from '../../src/i18n/ui';
import { inSentence } from '../../src/i18n/words';
import { findCopyProblems } from '../../src/config/glossary';
import { readTreatments } from '../../src/lib/build/treatment-files';
import { namesRegulatedCare } from '../../src/lib/domain/regulated-care';
import {
  categories,
  homeTexts,
  regulatedNames,
  shownCategories,
  shownTestimonials,
  shownTreatments,
} from '../e2e/content';
import { builtPaths, builtPathsIn } from '../e2e/site';
import { langOfPath } from '../../src/config/routes';
import {
  builtDocument,
  factsOf,
  factValues,
  metaContent,
  parseDocument,
  saysWhoItDoesNotSuit,
  textOf,
} from './dom';

const REGULATED_CARE_TITLE = uiWords().site.regulatedCare.title;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
/** Elements that end a line: a menu item and the heading after it never read as one phrase. */
const BLOCKS = new Set(
  'p li ul ol dl dt dd h1 h2 h3 h4 h5 h6 div section nav header footer main aside details summary table tr td th br button label form figure figcaption blockquote'.split(
    ' ',
  ),
);
/** Elements whose text no reader sees. */
const UNREAD = new Set(['script', 'style', 'template']);

/**
 * What a reader sees: the title, the description and the body's text. Block elements end a line;
 * inline ones join their text.
 */
function readableText(document: Document): string {
  const parts = [document.title, '\n', metaContent(document, 'description') ?? '', '\n'];
  const read = (node: Node) => {
    if (node.nodeType === TEXT_NODE) parts.push(node.textContent ?? '');
    if (node.nodeType !== ELEMENT_NODE) return;
    const name = (node as Element).localName;
    if (UNREAD.has(name)) return;
    const block = BLOCKS.has(name);
    if (block) parts.push('\n');
    for (const child of node.childNodes) read(child);
    if (block) parts.push('\n');
  };
  read(document.body);
  return parts
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/\u00a0/g, ' ');
}

/** Each element of a page that `selector` finds, with its page. */
const everyPage = (selector: string) =>
  builtPaths().flatMap((path) =>
    [...builtDocument(path).querySelectorAll(selector)].map((element) => ({ path, element })),
  );

test('every page uses the clinic’s terms and none of the banned ones', () => {
  // Each page by its own language's glossary (src/config/glossary.ts: englishGlossary for English).
  const problems = builtPaths().flatMap((path) =>
    findCopyProblems(readableText(builtDocument(path)), langOfPath(path)).map(
      ({ found, fix }) => `${path}: "${found}" – ${fix}`,
    ),
  );
  expect(problems).toEqual([]);
});

test('every "Passar dig som" value starts with a capital letter, like the other facts', () => {
  const lowerCase = builtPaths().flatMap((path) =>
    factValues(builtDocument(path), 'Passar dig som')
      .filter((value) => /^\p{Ll}/u.test(value))
      .map((value) => `${path}: ${value}`),
  );
  expect(lowerCase).toEqual([]);
});

test('every peeling and every treatment with needles says who it does not suit (issue 27)', () => {
  // Found by the kind of treatment the facts table names, so a new peeling is held to it too.
  // The Swedish pages: an English page without English words shows the Swedish facts under its notice.
  const peelsAndNeedles = builtPathsIn('sv').filter((path) =>
    factValues(builtDocument(path), 'Typ').some((type) => /peeling|med .*nålar/iu.test(type)),
  );
  // The same treatments as their files give that type: the pattern finds every one, whatever the clinic adds or removes.
  const typed = readTreatments()
    .filter((t) => !t.hidden)
    .filter((t) =>
      ((t as { details?: Array<{ label: string; value: string }> }).details ?? []).some(
        (detail) => detail.label === 'Typ' && /peeling|med .*nålar/iu.test(detail.value),
      ),
    )
    .map((t) => t.path);
  expect(peelsAndNeedles.toSorted()).toEqual(typed.toSorted());
  const without = peelsAndNeedles.filter((path) => !saysWhoItDoesNotSuit(builtDocument(path)));
  expect(without).toEqual([]);
});

test('no link or emphasis is glued to the word before or after it', () => {
  // "Skicka ett mejl tillkontakt@..." was a line break that the build removed before a link.
  const endsInWord = (node: Node | null) =>
    node?.nodeType === TEXT_NODE && /[\p{L}\p{N}]$/u.test(node.textContent!);
  const startsWithWord = (node: Node | null) =>
    node?.nodeType === TEXT_NODE && /^[\p{L}\p{N}]/u.test(node.textContent!);
  const glued = everyPage('a, strong, em')
    .filter(({ element }) => endsInWord(element.previousSibling) || startsWithWord(element.nextSibling))
    .map(
      ({ path, element }) =>
        `${path}: ${element.previousSibling?.textContent?.slice(-20)}${element.outerHTML}`,
    );
  expect(glued).toEqual([]);
});

test('the check reads the visible text, not addresses or scripts', () => {
  const document = parseDocument(
    // Banned for every clinic (src/config/glossary.ts), whatever its own glossary holds.
    '<!doctype html><html><head><title>Behandling</title></head><body><a href="/Botox-behandling">Behandling</a><script>garanterat</script><p>riskfritt</p></body></html>',
  );
  expect(findCopyProblems(readableText(document)).map((problem) => problem.found)).toEqual(['riskfritt']);
});

test('a treatment’s length has one label on every page: "Behandlingstid"', () => {
  const otherLabels = builtPaths().flatMap((path) =>
    factsOf(builtDocument(path))
      .filter(([label]) => ['Tid', 'Behandlingens längd', 'Längd'].includes(label))
      .map(([label]) => `${path}: ${label}`),
  );
  expect(otherLabels).toEqual([]);
});

/**
 * The card intros (the description every treatment page carries) of the injection and thread
 * pages, by page. The other families are checked by their own editors' pass: the four Frax 1550
 * intros still open alike.
 */
const cardIntros = () =>
  builtPaths().flatMap((path) => {
    const document = builtDocument(path);
    const regulated = [...document.querySelectorAll('h2')].some((h2) => textOf(h2) === REGULATED_CARE_TITLE);
    if (!document.getElementById('behandling-rubrik') || !regulated) return [];
    const description = metaContent(document, 'description');
    return description ? [{ path, text: description }] : [];
  });

test('no card intro repeats a frame used on more than three pages (issue 27)', ({ skip }) => {
  // A prescription-only treatment (a vitamin drip, a doctor's assessment) carries no law box.
  const regulatedPages = shownTreatments.filter(
    (t) =>
      !t.prescriptionOnly &&
      categories.some(
        (c) => c.id === t.category && (c.careKind === 'injection' || c.careKind === 'physician'),
      ),
  );
  skip(regulatedPages.length === 0, 'the clinic has no injection or thread-lift treatments');
  const intros = cardIntros();
  // Every such treatment's Swedish page at least (a page that sells one as an option shows the block too).
  expect(intros.length).toBeGreaterThanOrEqual(regulatedPages.length);
  // A frame: four words in a row ("som kan stötta huden", "där upplösbara trådar kan"), or the
  // same three words opening the intro.
  const pagesBy = new Map<string, Set<string>>();
  for (const { path, text } of intros) {
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const frames = new Set([`^${words.slice(0, 3).join(' ')}`]);
    for (let i = 0; i + 4 <= words.length; i++) frames.add(words.slice(i, i + 4).join(' '));
    for (const frame of frames) pagesBy.set(frame, (pagesBy.get(frame) ?? new Set()).add(path));
  }
  const repeated = [...pagesBy]
    .filter(([, pages]) => pages.size > 3)
    .map(([frame, pages]) => `${frame} (${pages.size})`);
  expect(repeated).toEqual([]);
});

// Care pages (issue 27): what a visitor reads beside the reviews and on the cards' links.
test('the home page says, beside the reviews, how they are collected and checked', ({ skip }) => {
  skip(shownTestimonials.length === 0, 'the clinic shows no reviews');
  const text = readableText(builtDocument('/')).replace(/\s+/g, ' ');
  const reviews = text.indexOf(homeTexts.testimonialsTitle);
  expect(reviews, 'the reviews heading').toBeGreaterThan(-1);
  const policy = homeTexts.testimonialsPolicy.replace(/\s+/g, ' ');
  expect(text.indexOf(policy, reviews), 'the note after the reviews').toBeGreaterThan(reviews);
});

test('no review on the home page names an injection treatment or a thread lift; every other review is there', () => {
  // A review praising an injection advertises a prescription medicine to the public (läkemedelslagen).
  const quotes = [...builtDocument('/').querySelectorAll('blockquote')].map((quote) =>
    (quote.textContent ?? '').trim(),
  );
  expect(quotes.filter((quote) => namesRegulatedCare(quote, regulatedNames))).toEqual([]);
  // Every other review, in whatever order the page gives them.
  expect(quotes.toSorted()).toEqual(shownTestimonials.map((t) => t.text).toSorted());
});

test('a price table names its treatment in lower case inside its caption, brand names as spelt', ({
  skip,
}) => {
  // The tables a category page shows of its own prices (showPriceList).
  skip(!shownCategories.some((c) => c.showPriceList), 'no shown category shows its own price list');
  // "Priser för Avkopplande massage" read as a capital in the middle of a sentence.
  const captions = everyPage('caption').flatMap(({ path, element }) => {
    const name = /^Priser för (.*)$/s.exec(element.textContent ?? '')?.[1];
    return name === undefined ? [] : [{ path, name }];
  });
  expect(captions.length, 'price tables with a caption').toBeGreaterThan(0);
  const capitalised = captions.filter(({ name }) => inSentence(name) !== name);
  expect(capitalised.map(({ path, name }) => `${path}: Priser för ${name}`)).toEqual([]);
});

test('a card link names its card in lower case inside the sentence, brand names as spelt', () => {
  // The hidden end of a card's link ("om Hår" read "Läs mer om Hår"): the name as a sentence has it.
  const capitalised = everyPage('span')
    .filter(({ element }) => element.children.length === 0)
    .filter(({ element }) => {
      const name = /^(?:om|för) (\p{Lu}.*)$/su.exec(element.textContent ?? '')?.[1];
      return name !== undefined && inSentence(name) !== name;
    })
    .map(({ path, element }) => `${path}: ${element.textContent}`);
  expect(capitalised).toEqual([]);
});

test('a card link says where it leads: one name, one page, across the site', () => {
  // The overview pages' cards named their links by the short label: "Läs mer om ansikte" led to
  // IPL, Frax 1550, Light & Bright and PRP for the face, four pages. Out of context, as a screen
  // reader's list of links reads them, a name must tell the page.
  const pagesByName = new Map<string, Set<string>>();
  for (const path of builtPaths()) {
    for (const link of builtDocument(path).querySelectorAll('a[href^="/"]')) {
      const hidden = link.querySelector('span')?.textContent ?? '';
      if (!/^(?:om|för) /.test(hidden)) continue;
      const name = `${link.firstChild?.textContent ?? ''}${hidden}`.replace(/\s+/g, ' ').trim();
      const page = link.getAttribute('href')!.split('#')[0]!;
      pagesByName.set(name, (pagesByName.get(name) ?? new Set()).add(page));
    }
  }
  expect(pagesByName.size, 'card links with a hidden name').toBeGreaterThan(0);
  const ambiguous = [...pagesByName]
    .filter(([, pages]) => pages.size > 1)
    .map(([name, pages]) => `"${name}": ${[...pages].join(', ')}`);
  expect(ambiguous).toEqual([]);
});

test('a concern page speaks of the consultation in one paragraph of "Så väljer du" (issue 27)', () => {
  // The concern's own text and the note the page adds for injections said it twice in a row on
  // 11 pages. The legal box after them is its own element and is left out.
  const concernPages = builtPaths().filter((path) => /^\/Besvar-/.test(path));
  expect(concernPages.length).toBeGreaterThan(0);
  const repeated = concernPages.flatMap((path) => {
    // The concern's own paragraphs: the law's block (an <aside>) is left out.
    const paragraphs = [...(builtDocument(path).getElementById('valja')?.querySelectorAll('p') ?? [])]
      .filter((paragraph) => !paragraph.closest('aside'))
      .map((paragraph) => paragraph.textContent ?? '')
      .filter((text) => /konsultation/i.test(text));
    return paragraphs.length > 1 ? [`${path}: ${paragraphs.join(' | ')}`] : [];
  });
  expect(repeated).toEqual([]);
});
