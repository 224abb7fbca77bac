/**
 * Every word an English page puts before a visitor is English (issue 30): its text, the
 * attributes a person or a screen reader meets (title, alt, aria-label, placeholder, the
 * description and share texts in the head) and the names in its structured data hold no Swedish
 * letter and none of the commonest Swedish words. Left out: what is marked `lang="sv"` (the
 * language switch's "Svenska", text shown in Swedish on purpose) and the proper names read from
 * the clinic's data (its name, street and city, staff and reviewers). Each finding is reported as
 * "path: text", so whoever fixes it sees where it shows.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clinic, displayPhone } from '../../src/config/clinic';
import { uiWords } from '../../src/i18n/ui';
import { englishFileOf } from '../../src/config/english-files';
import { frontMatterOf, readContentYaml } from '../../src/schemas/read-yaml';
import { treatments } from '../e2e/content';
import { builtPathsIn, counterpartOf, DIST } from '../e2e/site';
import { builtDocument, jsonLdOf, parseDocument, textOf } from './dom';
import { contentPath } from '../../src/config/folders';

/** The English pages the build wrote: dist/en.html (the home page) and everything under dist/en/. */
function englishPagePaths(): string[] {
  const below = readdirSync(join(DIST, 'en'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/en/${file.replace(/\.html$/, '')}`);
  return ['/en', ...below].sort();
}

/**
 * Proper names that keep their Swedish letters in English: read from the clinic's data, so a new
 * member of staff or a move keeps the list right. Beside them the two Swedish names English copy
 * gives on purpose: the public advice line's, and the employer's wellness allowance, named so a
 * reader can ask for it by its name ("a wellness allowance (friskvårdsbidrag)").
 */
const staff = readContentYaml(contentPath('staff.yaml')) as Array<{ name: string }>;
const testimonials = readContentYaml(contentPath('testimonials.yaml')) as Array<{ author: string }>;
/**
 * The Swedish titles of the treatments with no English title yet: their page, and its cards
 * elsewhere, show the Swedish one under the untranslated notice, marked lang="sv" in the page;
 * the page's title, its meta texts and its structured data cannot carry a language of their own.
 */
const untranslatedTitles = treatments
  .filter(({ file }) => {
    const english = englishFileOf(file);
    return (
      !existsSync(english) ||
      !(frontMatterOf(readFileSync(english, 'utf8'), english) as { title?: string }).title
    );
  })
  .map(({ title }) => title);
const PROPER_NAMES = [
  clinic.careProvider.legalName,
  clinic.careProvider.patientInsurer,
  clinic.name,
  clinic.address.street,
  clinic.address.city,
  clinic.careProvider.medicallyResponsible.name,
  ...staff.map((person) => person.name),
  ...testimonials.map((testimonial) => testimonial.author),
  ...untranslatedTitles,
  '1177',
  'friskvårdsbidrag',
]
  .filter((name) => name.trim() !== '')
  // Longest first, so the company's name goes before the clinic's name inside it.
  .toSorted((a, b) => b.length - a.length);

/**
 * Swedish letters, and the commonest Swedish words that are no English words, as whole words in
 * any case (the lists of src/i18n/ui.test.tsx and src/i18n/typed-in-place.test.ts, with the
 * weekdays and months English spells otherwise). "till", "min", "per" and "ring" are English too, so not here.
 */
const SWEDISH =
  /[åäö]|(?<!\p{L})(?:och|att|för|med|om|du|dig|din|ditt|vi|oss|inte|det|som|eller|av|en|ett|har|kan|hos|mer|sida|sidan|sidor|boka|visa|meny|tillbaka|skicka|hem|pris|priser|prislista|behandling|behandlingar|kontakt|telefon|tack|fyll|skriv|kort|karusell|från|kr|tisdag|onsdag|torsdag|fredag|januari|februari|mars|maj|juni|juli|augusti|oktober|exempelbild)(?!\p{L})/iu;

/** E-mail and web addresses: names of places, not words ("kontakt@…"). */
const ADDRESSES = /\S+@\S+|https?:\/\/\S+/g;

/** A text without the proper names and addresses in it, which may be Swedish. */
function withoutProperNames(text: string): string {
  return PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), text).replace(ADDRESSES, ' ');
}

const looksSwedish = (text: string) => SWEDISH.test(withoutProperNames(text));

/** Attributes a person or a screen reader meets. */
const READ_ATTRIBUTES = [
  'title',
  'alt',
  'aria-label',
  'aria-roledescription',
  'aria-description',
  'placeholder',
];

/** The head's texts a search result or a shared link shows. */
const READ_META = [
  'description',
  'og:title',
  'og:description',
  'og:image:alt',
  'twitter:title',
  'twitter:description',
];

/** Structured data keys whose values are read by people (a search result's names and texts). */
const READ_KEYS = new Set([
  'name',
  'alternateName',
  'description',
  'text',
  'headline',
  'caption',
  'slogan',
  'priceRange',
]);

/** Every text of a page a visitor or a screen reader meets, each once. */
function textsOf(document: Document): string[] {
  const texts: string[] = [textOf(document.querySelector('title'))];
  for (const key of READ_META) {
    const meta = document.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
    texts.push(meta?.getAttribute('content') ?? '');
  }
  const walk = (node: Node): void => {
    if (node.nodeType === 1) {
      const element = node as Element;
      // Marked as Swedish on purpose (the language switch, a review as the client wrote it): left out.
      if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName) || element.getAttribute('lang') === 'sv')
        return;
      for (const name of READ_ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
      // Side by side text nodes are one text ("Hud & Hälsa" may come in two), and so are
      // those React parts with an empty comment: a sentence is read whole, its names found whole.
      let run = '';
      for (const child of element.childNodes) {
        if (child.nodeType === 3 || child.nodeType === 8) {
          if (child.nodeType === 3) run += child.textContent ?? '';
          continue;
        }
        texts.push(run);
        run = '';
        walk(child);
      }
      texts.push(run);
    }
  };
  if (document.body) walk(document.body);
  texts.push(...jsonLdOf(document).flatMap((item) => readValues(item)));
  const read = (text: string) => textOf(document.createTextNode(text));
  return [...new Set(texts.map(read).filter(Boolean))];
}

/** The values of READ_KEYS anywhere in a structured data item. */
function readValues(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return READ_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => readValues(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => readValues(v, k));
  return [];
}

/** `inLanguage` anywhere in a structured data item. */
function languagesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(languagesIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'inLanguage' && typeof item === 'string' ? [item] : languagesIn(item),
    );
  }
  return [];
}

/** "path: text" for each text of the page that looks Swedish. */
function swedishOn(path: string, document: Document): string[] {
  return textsOf(document)
    .filter(looksSwedish)
    .map((text) => `${path}: ${text}`);
}

describe('the English pages', () => {
  const paths = englishPagePaths();

  it('finds a planted Swedish word, and none in what is marked Swedish or a proper name', () => {
    const page = (body: string) =>
      parseDocument(
        `<!doctype html><html lang="en"><head><title>Prices</title></head><body>${body}</body></html>`,
      );
    expect(swedishOn('/en/x', page('<p>Book now <b>från</b> SEK 1,700</p>'))).toEqual(['/en/x: från']);
    expect(swedishOn('/en/x', page('<img alt="A room och a chair">'))).toEqual(['/en/x: A room och a chair']);
    expect(swedishOn('/en/x', page('<p>Closed on Fredag</p>'))).toEqual(['/en/x: Closed on Fredag']);
    expect(swedishOn('/en/x', page('<a lang="sv" href="/">Svenska</a>'))).toEqual([]);
    expect(swedishOn('/en/x', page(`<p>Welcome to ${clinic.name}, ${clinic.address.street}</p>`))).toEqual(
      [],
    );
    expect(swedishOn('/en/x', page('<p>Open until six, 60 min</p>'))).toEqual([]);
    const jsonLd = page(
      '<script type="application/ld+json">{"@type":"Service","name":"Priser","inLanguage":"sv-SE"}</script>',
    );
    expect(swedishOn('/en/x', jsonLd)).toEqual(['/en/x: Priser']);
    expect(languagesIn(jsonLdOf(jsonLd))).toEqual(['sv-SE']);
  });

  it('are there: the home page and the rest under /en/', () => {
    expect(paths).toContain('/en');
    // Every Swedish page's English counterpart, as the page names it, is among them.
    const counterparts = builtPathsIn('sv').flatMap((path) => counterpartOf(path) ?? []);
    expect(counterparts.length).toBeGreaterThan(0);
    expect(paths).toEqual(expect.arrayContaining(counterparts));
  });

  it('show no Swedish word outside what is marked Swedish and the proper names', () => {
    const found = paths.flatMap((path) => swedishOn(path, builtDocument(path)));
    expect(found).toEqual([]);
  });

  it('carry the untranslated notice wherever a card shows an entry’s words in Swedish', () => {
    const notice = uiWords('en').site.readInOriginal;
    const cardsInSwedish = paths.filter(
      (path) => builtDocument(path).querySelector('main article [lang="sv"]') !== null,
    );
    const withoutNotice = cardsInSwedish.filter(
      (path) =>
        ![...builtDocument(path).querySelectorAll('a[hreflang="sv"]')].some(
          (link) => textOf(link) === notice,
        ),
    );
    expect(withoutNotice).toEqual([]);
  });

  it('mark an entry’s Swedish title lang="sv" wherever an English page shows it: cards, menus, price lists', () => {
    // The titles an English page gives in Swedish, under the untranslated notice: its h1 marked so.
    const swedishTitles = new Set(
      paths.flatMap((path) => {
        const h1 = builtDocument(path).querySelector('main h1');
        return h1?.closest('[lang]')?.getAttribute('lang') === 'sv' ? [textOf(h1)] : [];
      }),
    );
    const unmarked = paths.flatMap((path) =>
      [...builtDocument(path).body.querySelectorAll('*')]
        .filter((element) => swedishTitles.has(textOf(element)))
        // The innermost element that holds the title, so a row or a list item is not counted twice.
        .filter((element) => ![...element.children].some((child) => textOf(child) === textOf(element)))
        .filter((element) => element.closest('[lang]')?.getAttribute('lang') !== 'sv')
        .map((element) => `${path}: <${element.tagName.toLowerCase()}> ${textOf(element)}`),
    );
    expect(unmarked).toEqual([]);
  });

  it('say in their structured data that they are in English', () => {
    const wrong = paths.flatMap((path) =>
      languagesIn(jsonLdOf(builtDocument(path)))
        .filter((lang) => !lang.startsWith('en'))
        .map((lang) => `${path}: ${lang}`),
    );
    expect(wrong).toEqual([]);
  });

  it('write every phone number to call with the country code, for a reader calling from abroad', () => {
    // The header's link starts with words for a screen reader, hidden from sight.
    const hiddenLead = uiWords('en').site.header.callUs;
    const numbers = paths.flatMap((path) =>
      [...builtDocument(path).querySelectorAll('a[href^="tel:"]')].map(
        (link) => `${path}: ${link.textContent!.replace(hiddenLead, '')}`,
      ),
    );
    expect(numbers.length).toBeGreaterThan(paths.length);
    expect(numbers.filter((line) => !/: \+\d/.test(line))).toEqual([]);
    // Nor in running text, such as the privacy policy's controller: no clinic number as a
    // Swedish page writes it.
    const swedishForms = [clinic.phone, clinic.careProvider.afterHoursPhone]
      .filter((phone) => phone !== undefined)
      .map((phone) => displayPhone(phone, 'sv'))
      .filter((shown) => !shown.startsWith('+'));
    const inText = paths.flatMap((path) => {
      const text = builtDocument(path).body.textContent!;
      return swedishForms.filter((shown) => text.includes(shown)).map((shown) => `${path}: ${shown}`);
    });
    expect(inText).toEqual([]);
  });
});
