/**
 * The glossary (src/config/glossary.ts) applied to what a visitor reads: the visible text, title
 * and description of every built page, so text put together by components and data is covered
 * as well as the sources that tests/content/glossary.test.ts reads. Reads dist/ without a browser.
 */
import { expect, test } from '@playwright/test';
import { uiWords } from '../../src/i18n/ui';
import { inSentence } from '../../src/lib/domain/words';
import { findCopyProblems } from '../../src/config/glossary';
import { readTreatments } from '../../src/lib/build/treatment-files';
import { builtHtml, builtPaths } from './site';
import { namesRegulatedCare } from '../../src/lib/domain/regulated-care';
import { homeTexts, regulatedNames, shownTestimonials } from './content';

const REGULATED_CARE_TITLE = uiWords().site.regulatedCare.title;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number(name.startsWith('#x') ? `0${name.slice(1)}` : name.slice(1)))
      : (entities[name] ?? entity),
  );

/**
 * What a reader sees: the title, the description and the body's text. Block elements end a line,
 * so a menu item and the heading after it never read as one phrase; inline ones join their text.
 */
function readableText(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(
      /<\/?(?:p|li|ul|ol|dl|dt|dd|h[1-6]|div|section|nav|header|footer|main|aside|details|summary|table|tr|td|th|br|button|label|form|figure|figcaption|blockquote)\b[^>]*>/g,
      '\n',
    )
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t]+/g, ' ');
  return decode(`${title}\n${description}\n${body}`).replace(/\u00a0/g, ' ');
}

test('every page uses the clinic’s terms and none of the banned ones', () => {
  const problems = builtPaths().flatMap((path) =>
    findCopyProblems(readableText(builtHtml(path))).map(({ found, fix }) => `${path}: "${found}" – ${fix}`),
  );
  expect(problems).toEqual([]);
});

test('every "Passar dig som" value starts with a capital letter, like the other facts', () => {
  const lowerCase = builtPaths().flatMap((path) =>
    [...builtHtml(path).matchAll(/<dt>Passar dig som<\/dt><dd>\p{Ll}[^<]*/gu)].map(
      (match) => `${path}: ${match[0]}`,
    ),
  );
  expect(lowerCase).toEqual([]);
});

test('every peeling and every treatment with needles says who it does not suit (issue 27)', () => {
  // Found by the kind of treatment the facts table names, so a new peeling is held to it too.
  const peelsAndNeedles = builtPaths().filter((path) =>
    /<dt>Typ<\/dt><dd>[^<]*(?:peeling|med [^<]*nålar)/iu.test(builtHtml(path)),
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
  const without = peelsAndNeedles.filter(
    (path) => !/<dt>Passar inte dig som<\/dt><dd>\p{Lu}[^<]{10,}<\/dd>/u.test(builtHtml(path)),
  );
  expect(without).toEqual([]);
});

test('no link or emphasis is glued to the word before or after it', () => {
  // "Skicka ett mejl tillkontakt@..." was a line break that the build removed before a link.
  const glued = builtPaths().flatMap((path) =>
    [
      ...builtHtml(path).matchAll(
        /[\p{L}\p{N}]<(a|strong|em)\b[^>]*>[^<]*|<\/(?:a|strong|em)>[\p{L}\p{N}]+/gu,
      ),
    ].map((match) => `${path}: ${match[0]}`),
  );
  expect(glued).toEqual([]);
});

test('the check reads the visible text, not addresses or scripts', () => {
  const html =
    '<title>Brynlyft</title><a href="/Rynkbehandling-Browlift">Brynlyft</a><script>Botox</script><p>Hotstone massage</p>';
  expect(findCopyProblems(readableText(html)).map((problem) => problem.found)).toEqual(['Hotstone massage']);
});

test('a treatment’s length has one label on every page: "Behandlingstid"', () => {
  const otherLabels = builtPaths().flatMap((path) =>
    [...builtHtml(path).matchAll(/<dt>(Tid|Behandlingens längd|Längd)<\/dt>/g)].map(
      (match) => `${path}: ${match[1]}`,
    ),
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
    const html = builtHtml(path);
    if (!/id="behandling-rubrik"/.test(html) || !html.includes(`>${REGULATED_CARE_TITLE}</h2>`)) return [];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    return description ? [{ path, text: decode(description) }] : [];
  });

test('no card intro repeats a frame used on more than three pages (issue 27)', () => {
  const intros = cardIntros();
  expect(intros.length).toBeGreaterThan(45);
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
test('the home page says, beside the reviews, how they are collected and checked', () => {
  const text = readableText(builtHtml('/')).replace(/\s+/g, ' ');
  const reviews = text.indexOf(homeTexts.testimonialsTitle);
  expect(reviews, 'the reviews heading').toBeGreaterThan(-1);
  const policy = homeTexts.testimonialsPolicy.replace(/\s+/g, ' ');
  expect(text.indexOf(policy, reviews), 'the note after the reviews').toBeGreaterThan(reviews);
});

test('no review on the home page names an injection treatment or a thread lift; every other review is there', () => {
  // A review praising an injection advertises a prescription medicine to the public (läkemedelslagen).
  const quotes = [...builtHtml('/').matchAll(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/g)].map((match) =>
    decode(match[1]!.replace(/<[^>]+>/g, '')).trim(),
  );
  expect(quotes.filter((quote) => namesRegulatedCare(quote, regulatedNames))).toEqual([]);
  // Every other review, in whatever order the page gives them.
  expect(quotes.toSorted()).toEqual(shownTestimonials.map((t) => t.text).toSorted());
});

test('a price table names its treatment in lower case inside its caption, brand names as spelt', () => {
  // "Priser för Avkopplande massage" read as a capital in the middle of a sentence.
  const captions = builtPaths().flatMap((path) =>
    [...builtHtml(path).matchAll(/<caption[^>]*>Priser för ([^<]*)<\/caption>/g)].map((match) => ({
      path,
      name: decode(match[1]!),
    })),
  );
  expect(captions.length, 'price tables with a caption').toBeGreaterThan(0);
  const capitalised = captions.filter(({ name }) => inSentence(name) !== name);
  expect(capitalised.map(({ path, name }) => `${path}: Priser för ${name}`)).toEqual([]);
});

test('a card link names its card in lower case inside the sentence, brand names as spelt', () => {
  // The hidden end of a card's link ("om Hår" read "Läs mer om Hår"): the name as a sentence has it.
  const capitalised = builtPaths().flatMap((path) =>
    [...builtHtml(path).matchAll(/<span[^>]*>(?:om|för) (\p{Lu}[^<]*)<\/span>/gu)]
      .filter((match) => inSentence(match[1]!) !== match[1])
      .map((match) => `${path}: ${match[0]}`),
  );
  expect(capitalised).toEqual([]);
});

test('a card link says where it leads: one name, one page, across the site', () => {
  // The overview pages' cards named their links by the short label: "Läs mer om ansikte" led to
  // IPL, Frax 1550, Light & Bright and PRP for the face, four pages. Out of context, as a screen
  // reader's list of links reads them, a name must tell the page.
  const pagesByName = new Map<string, Set<string>>();
  for (const path of builtPaths()) {
    for (const match of builtHtml(path).matchAll(
      /<a\b[^>]*href="(\/[^"#]*)"[^>]*>([^<]*)<span[^>]*>((?:om|för) [^<]*)<\/span>/g,
    )) {
      const name = decode(`${match[2]!}${match[3]!}`).replace(/\s+/g, ' ').trim();
      pagesByName.set(name, (pagesByName.get(name) ?? new Set()).add(match[1]!));
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
    const section = /id="valja"[\s\S]*?(?=<aside\b|<\/section>)/.exec(builtHtml(path))?.[0] ?? '';
    const paragraphs = [...section.matchAll(/<p>([\s\S]*?)<\/p>/g)]
      .map((match) => decode(match[1]!.replace(/<[^>]+>/g, '')))
      .filter((text) => /konsultation/i.test(text));
    return paragraphs.length > 1 ? [`${path}: ${paragraphs.join(' | ')}`] : [];
  });
  expect(repeated).toEqual([]);
});
