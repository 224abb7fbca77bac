/**
 * What a clinic does not have leaves nothing behind on its pages: no reviews, no heading or policy
 * about reviews; no staff photo, no empty picture frame; no gift card, no word of one; no social
 * medium, no empty link or sentence about one; a category with one treatment, no list of one and
 * no plural heading over it. Each case read from the content, so it holds on any clinic's site: the
 * sample and the fixture clinic (tests/fixtures/clinic) between them meet both sides.
 */
import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { englishFileOf } from '../../src/config/english-files';
import { CONTENT_DIR } from '../../src/config/folders';
import { PAGE_TEXT_FILES } from '../../src/config/page-texts';
import { englishPages, langOfPath, mainPages } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { LISTING_SECTION_ID } from '../../src/lib/domain/listing-pages';
import { readContentYaml } from '../../src/schemas/read-yaml';
import {
  clinic,
  groups,
  homeTexts,
  isShown,
  shownCategories,
  shownTestimonials,
  treatments,
} from '../e2e/content';
import { builtPaths, counterpartOf } from '../e2e/site';
import { builtDocument, textOf } from './dom';

const LANGS = ['sv', 'en'] as const;
const flat = (text: string) =>
  text
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
/** What a reader gets of a page: its text, soft hyphens gone, spaces collapsed. */
const pageText = (path: string) => flat(textOf(builtDocument(path).body));

/** A fixed page's English texts, where its English file exists. */
function englishTexts<T>(file: string): Partial<T> {
  const english = englishFileOf(file);
  return existsSync(english) ? (readContentYaml(english) as Partial<T>) : {};
}

test('without reviews, no page has a reviews heading or a sentence about how reviews are chosen', () => {
  const english = englishTexts<typeof homeTexts>(PAGE_TEXT_FILES.home);
  const given = (texts: Array<string | undefined>) =>
    texts.filter((text): text is string => Boolean(text)).map(flat);
  const titles = given([homeTexts.testimonialsTitle, english.testimonialsTitle]);
  const policies = given([homeTexts.testimonialsPolicy, english.testimonialsPolicy]);
  const headings = (path: string) =>
    [...builtDocument(path).querySelectorAll('h1, h2, h3')].map((heading) => flat(textOf(heading)));
  if (shownTestimonials.length > 0) {
    // The other side of the relation: with reviews, the home page has both.
    expect(headings(mainPages.home.path)).toContain(flat(homeTexts.testimonialsTitle));
    expect(pageText(mainPages.home.path)).toContain(flat(homeTexts.testimonialsPolicy));
    return;
  }
  const problems = builtPaths().flatMap((path) => [
    ...headings(path)
      .filter((heading) => titles.includes(heading))
      .map((heading) => `${path}: heading "${heading}"`),
    ...policies.filter((policy) => pageText(path).includes(policy)).map(() => `${path}: the reviews' policy`),
  ]);
  expect(problems).toEqual([]);
});

test('the about page shows a picture for each person with a portrait and no frame for one without', () => {
  const staff = readContentYaml(`${CONTENT_DIR}/staff.yaml`) as Array<{ name: string; portrait?: unknown }>;
  for (const path of [mainPages.about.path, englishPages.about.path]) {
    const section = builtDocument(path).getElementById('personal');
    expect(section, `${path}: the staff`).not.toBeNull();
    const people = [...section!.querySelectorAll('li')];
    expect(people, path).toHaveLength(staff.length);
    for (const person of people) {
      const name = flat(textOf(person.querySelector('h3')));
      const entry = staff.find((member) => flat(member.name) === name);
      expect(entry, `${path}: ${name}`).toBeDefined();
      expect(person.querySelectorAll('picture, img').length > 0, `${path}: ${name}'s picture`).toBe(
        entry!.portrait !== undefined,
      );
    }
  }
  // Anywhere: no picture without an image in it, no image without a file.
  const empty = builtPaths().flatMap((path) =>
    [
      ...builtDocument(path).querySelectorAll('img:not([src]), img[src=""]'),
      ...[...builtDocument(path).querySelectorAll('picture')].filter(
        (picture) => !picture.querySelector('img'),
      ),
    ].map((element) => `${path}: ${element.outerHTML.slice(0, 80)}`),
  );
  expect(empty).toEqual([]);
});

test('without a gift card, no page names one; with one, the booking page links to it', () => {
  const words = LANGS.map((lang) => uiWords(lang).site.clinicFacts.giftCard);
  const booking = readContentYaml(PAGE_TEXT_FILES.booking) as { giftCardQuestion: string };
  const englishBooking = englishTexts<typeof booking>(PAGE_TEXT_FILES.booking);
  if (clinic.giftCardUrl) {
    const links = [...builtDocument(mainPages.booking.path).querySelectorAll('a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toContain(clinic.giftCardUrl);
    return;
  }
  const named = [...words, booking.giftCardQuestion, englishBooking.giftCardQuestion]
    .filter((text): text is string => Boolean(text))
    .map(flat);
  const problems = builtPaths().flatMap((path) => {
    const text = pageText(path);
    return [
      ...named.filter((words) => text.includes(words)).map((words) => `${path}: "${words}"`),
      ...(/presentkort|gift card|gift voucher/i.test(text) ? [`${path}: names a gift card`] : []),
    ];
  });
  expect(problems).toEqual([]);
});

test('every page links each social medium the clinic lists, and none it does not: no empty link', () => {
  const problems = builtPaths().flatMap((path) => {
    const document = builtDocument(path);
    const outside = [...document.querySelectorAll('a[target="_blank"]')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('/'));
    const social = outside.filter((href) => clinic.social.some((medium) => medium.href === href));
    const empty = [...document.querySelectorAll('a')].filter(
      (a) =>
        !a.getAttribute('href') || (flat(textOf(a)) === '' && !a.querySelector('img[alt]:not([alt=""])')),
    );
    return [
      ...clinic.social
        .filter((medium) => !social.includes(medium.href))
        .map((medium) => `${path}: no link to ${medium.label}`),
      ...empty.map((a) => `${path}: an empty link ${a.outerHTML.slice(0, 80)}`),
    ];
  });
  expect(problems).toEqual([]);
  if (clinic.social.length > 0) return;
  // Without one, the contact sentence ends at the phone: it offers no medium to write on.
  for (const lang of LANGS) {
    const sentence = lang === 'sv' ? 'skriva till oss på' : 'write to us on';
    const path = lang === 'sv' ? mainPages.contact.path : englishPages.contact.path;
    expect(pageText(path), path).not.toContain(sentence);
  }
});

/** The shown categories whose page lists one treatment and nothing else. */
const singleTreatmentCategories = shownCategories.filter((category) => {
  const ownShown = treatments.filter(
    (t) => t.category === category.id && t.group === undefined && isShown(t),
  );
  const shownGroups = groups.filter((g) => g.category === category.id && isShown(g));
  return ownShown.length === 1 && shownGroups.length === 0;
});

test('a category with one treatment shows it as one card under a singular heading, no list of one', ({
  skip,
}) => {
  skip(singleTreatmentCategories.length === 0, 'no shown category holds a single treatment');
  for (const category of singleTreatmentCategories) {
    for (const path of [category.path, counterpartOf(category.path)].filter((p): p is string => !!p)) {
      const section = builtDocument(path).getElementById(LISTING_SECTION_ID);
      expect(section, path).not.toBeNull();
      const words = uiWords(langOfPath(path)).site.sections;
      expect(flat(textOf(section!.querySelector('h2'))), path).toBe(words.oneTreatment);
      expect(section!.querySelectorAll('article'), path).toHaveLength(1);
      expect(section!.querySelector('ul'), `${path}: a list of one card`).toBeNull();
    }
  }
});

test('no page holds a list of one card, nor an accordion of one price table', () => {
  const problems = builtPaths().flatMap((path) => {
    const document = builtDocument(path);
    const lists = [...document.querySelectorAll('ul')].filter(
      (list) =>
        !list.closest('[data-carousel]') &&
        list.children.length === 1 &&
        list.children[0]!.tagName === 'LI' &&
        list.children[0]!.querySelector('article') !== null,
    );
    const accordions = [...document.querySelectorAll('#prislista')].filter(
      (section) => section.querySelectorAll('details').length === 1,
    );
    return [
      ...lists.map(() => `${path}: a list of one card`),
      ...accordions.map(() => `${path}: a price list of one to open`),
    ];
  });
  expect(problems).toEqual([]);
});
