/**
 * The fixed pages on the built site show the clinic's texts from their files
 * (src/content/pages/*.yaml): every text of a page's file is in the page as a reader gets it,
 * its search-engine description in the page's head, the booking rules on the booking and contact
 * pages, and the education page is built only while
 * it is switched on. Read from the files, so the test holds for whatever the clinic writes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { PAGE_TEXT_FILES } from '../../src/config/page-texts';
import { mainPages } from '../../src/config/routes';
import { pageFile } from '../../src/lib/build/site-pages';
import { clinic, shownTestimonials } from '../e2e/content';
import { DIST } from '../e2e/site';
import { builtDocument, metaContent } from './dom';

type PageTexts = Record<string, unknown>;
const textsOf = (file: string) => parse(readFileSync(file, 'utf8')) as PageTexts;

/** Every text of a file but its description, each paragraph apart, spaces collapsed. */
function paragraphsIn(value: unknown): string[] {
  if (typeof value === 'string') {
    return value
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap(paragraphsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(paragraphsIn);
  return [];
}

/** The page as a reader gets it: its text without soft hyphens, spaces collapsed; and its description. */
function builtPage(path: string) {
  const document = builtDocument(path);
  return {
    text: (document.querySelector('main')?.textContent ?? '').replace(/\u00ad/g, '').replace(/\s+/g, ' '),
    description: metaContent(document, 'description'),
  };
}

const pages = [
  [mainPages.home.path, PAGE_TEXT_FILES.home],
  [mainPages.about.path, PAGE_TEXT_FILES.about],
  [mainPages.booking.path, PAGE_TEXT_FILES.booking],
  [mainPages.contact.path, PAGE_TEXT_FILES.contact],
  [mainPages.education.path, PAGE_TEXT_FILES.education],
  [mainPages.findTreatment.path, PAGE_TEXT_FILES.findTreatment],
] as const;

const education = textsOf(PAGE_TEXT_FILES.education);

/**
 * The texts a page shows with the clinic's content as it is: the gift card's question only beside
 * a gift card link, the reviews' heading and note only beside reviews.
 */
function shownTexts(file: string, texts: PageTexts): PageTexts {
  const shown: PageTexts = { ...texts };
  if (file === PAGE_TEXT_FILES.booking && !clinic.giftCardUrl) delete shown['giftCardQuestion'];
  if (file === PAGE_TEXT_FILES.home && shownTestimonials.length === 0) {
    delete shown['testimonialsTitle'];
    delete shown['testimonialsPolicy'];
  }
  return shown;
}

for (const [path, file] of pages) {
  const { description, hidden, ...texts } = textsOf(file);
  // The old addresses (aliases) are no text of the page: they redirect to it.
  delete texts['aliases'];
  test(`${path} shows the texts of ${file}`, ({ skip }) => {
    skip(hidden === true, 'the clinic has switched the page off');
    const page = builtPage(path);
    expect(page.description).toBe(description);
    const missing = paragraphsIn(shownTexts(file, texts)).filter(
      (paragraph) => !page.text.includes(paragraph),
    );
    expect(missing).toEqual([]);
  });
}

test('the booking page shows the booking rules in the clinic’s words, and the contact page does not repeat them', () => {
  const rules = paragraphsIn(textsOf(PAGE_TEXT_FILES.bookingRules));
  expect(rules.length).toBeGreaterThan(0);
  const contact = builtPage(mainPages.contact.path).text;
  expect(rules.filter((paragraph) => contact.includes(paragraph))).toEqual([]);
  for (const path of [mainPages.booking.path]) {
    const { text } = builtPage(path);
    expect(
      rules.filter((paragraph) => !text.includes(paragraph)),
      path,
    ).toEqual([]);
  }
});

test('the find-treatment page links the concern guide between its two texts', () => {
  const { beforeLink, afterLink } = textsOf(PAGE_TEXT_FILES.findTreatment)['guide'] as Record<string, string>;
  expect(builtPage(mainPages.findTreatment.path).text).toContain(
    `${beforeLink} ${mainPages.concerns.title} ${afterLink}`,
  );
});

test('the education page ends with the clinic’s e-mail address after its words, or is not built', () => {
  const built = existsSync(join(DIST, pageFile(mainPages.education.path)));
  expect(built).toBe(education['hidden'] !== true);
  if (!built) return;
  expect(builtPage(mainPages.education.path).text).toContain(
    `${String(education['emailPrompt'])} ${clinic.email}.`,
  );
});
