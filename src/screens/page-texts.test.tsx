/**
 * The fixed pages show the clinic's texts from their files (src/content/pages/*.yaml): every text
 * in a page's file is on that page, read from the file here, not from the loader the screens use.
 * So the test holds for whatever the clinic writes. The search-engine description is the
 * layout's, and the education page is an Astro page: tests/site/page-texts.test.ts reads both
 * on the built site.
 */
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { PAGE_TEXT_FILES } from '../config/page-texts';
import { mainPages } from '../config/routes';
import { AboutScreen } from './AboutScreen';
import { BookingScreen } from './BookingScreen';
import { ContactScreen } from './ContactScreen';
import { HomeScreen } from './HomeScreen';
import { firstStepsOf, lawScopeOf } from '../lib/domain/care';

/** A catalogue with care under the law, so the booking rules that need it are shown too. */
const categories = [
  { careKind: 'injection', title: 'Injektioner' },
  { careKind: 'beauty', title: 'Fotvård' },
] as const;
const law = lawScopeOf(categories);
const steps = firstStepsOf(categories);

/** Every text in a content file, by its field's path; the fields that are not shown on the page left out. */
function textsIn(
  file: string,
  notShown: readonly string[] = ['description', 'aliases'],
): Array<[string, string]> {
  const walk = (value: unknown, path: string): Array<[string, string]> => {
    if (typeof value === 'string') return [[path, value]];
    if (Array.isArray(value)) return value.flatMap((item, index) => walk(item, `${path}.${index}`));
    if (value && typeof value === 'object') {
      return Object.entries(value)
        .filter(([key]) => !notShown.includes(key))
        .flatMap(([key, item]) => walk(item, path ? `${path}.${key}` : key));
    }
    return [];
  };
  return walk(parse(readFileSync(file, 'utf8')), '');
}

/** The page's text as a reader gets it: no markup, no soft hyphens, spaces collapsed. */
const visibleText = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ');

/** A paragraph or heading of the file, spaces collapsed as on the page. */
const asShown = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One review, so the home page shows its reviews' heading and policy. */
const review = { id: 'r-1', text: 'Ett lugnt och noggrant besök.', author: 'Kund' };

const pages: Array<[string, string, ReactElement]> = [
  [mainPages.home.path, PAGE_TEXT_FILES.home, <HomeScreen categories={[]} testimonials={[review]} />],
  [mainPages.about.path, PAGE_TEXT_FILES.about, <AboutScreen staff={[]} law={law} steps={steps} />],
  [mainPages.booking.path, PAGE_TEXT_FILES.booking, <BookingScreen law={law} steps={steps} />],
  [mainPages.contact.path, PAGE_TEXT_FILES.contact, <ContactScreen law={law} />],
];

describe('the fixed pages show the texts in their files', () => {
  it.each(pages)('%s shows every text of %s', (_path, file, screen) => {
    const page = visibleText(screen);
    const texts = textsIn(file);
    expect(texts.length).toBeGreaterThan(2);
    // The gift-card question shows only with a gift-card link: /Bokatid's own test covers it.
    const missing = texts.filter(([, text]) =>
      text.split(/\n\s*\n/).some((paragraph) => !page.includes(asShown(paragraph))),
    );
    expect(missing.filter(([field]) => field !== 'giftCardQuestion')).toEqual([]);
  });

  it('the home page without reviews has no reviews heading and no policy about reviews', () => {
    const { testimonialsTitle, testimonialsPolicy } = Object.fromEntries(textsIn(PAGE_TEXT_FILES.home));
    const page = visibleText(<HomeScreen categories={[]} testimonials={[]} />);
    expect(page).not.toContain(asShown(testimonialsTitle!));
    expect(page).not.toContain(asShown(testimonialsPolicy!));
  });

  it('the consultation banner shows its title and text from its file', () => {
    const { title, plainTitle, text, plainText, choiceTitle, choiceText } = Object.fromEntries(
      textsIn(PAGE_TEXT_FILES.consultation),
    );
    // A question through the form, the consultation at the clinic, and help to choose care that needs none.
    expect(visibleText(<ConsultationBanner offer="message" />)).toContain(`${title} ${text}`);
    expect(visibleText(<ConsultationBanner offer="consultation" />)).toContain(`${plainTitle} ${plainText}`);
    expect(visibleText(<ConsultationBanner offer="message" care="beauty" />)).toContain(
      `${choiceTitle} ${choiceText}`,
    );
  });
});
