/**
 * The dictionary of interface words (src/i18n/ui.ts): every word is there and says something, a
 * word with a value in it shows every value it is given, and the components take their words
 * from the dictionary they are rendered with, so a second language needs no change to them.
 */
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OverviewCarousel } from '../components/OverviewCarousel/OverviewCarousel';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { TestimonialCarousel } from '../components/TestimonialCarousel/TestimonialCarousel';
import { findCopyProblems } from '../config/glossary';
import { pageTextsIn } from '../config/page-texts';
import { DEFAULT_MOTIF } from '../lib/domain/art-motifs';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { PricesScreen } from '../screens/PricesScreen';
import { UiContext, uiWords, type UiWords } from './ui';
import { escapeRegExp } from '../schemas/regexp';

type Entry = [path: string, value: unknown];

function entries(value: unknown, path = ''): Entry[] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => entries(item, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

/** A value shown as text: a function's result is rendered, as React would on the page. */
const text = (value: ReactNode) => renderToStaticMarkup(<>{value}</>);

/** Distinct arguments, so each can be looked for in the result. */
const argumentsFor = (fn: (...args: never[]) => unknown) =>
  Array.from({ length: fn.length }, (_, i) => 70 + i);

describe.each(['sv', 'en'] as const)('the interface words (%s)', (lang) => {
  const words = entries(uiWords(lang));

  it('has a non-empty text for every key', () => {
    expect(words.length).toBeGreaterThan(100);
    const empty = words.filter(([, value]) => {
      if (typeof value === 'string') return value.trim() === '';
      if (typeof value === 'function') return text(value(...argumentsFor(value as never))).trim() === '';
      return true;
    });
    expect(empty.map(([path]) => path)).toEqual([]);
  });

  it('types each text once: a word used in two places is one entry (or one reused)', () => {
    const texts = words.flatMap(([path, value]) =>
      typeof value === 'string' ? [[path, value] as const] : [],
    );
    const byText = Map.groupBy(texts, ([, value]) => value);
    const twice = [...byText].filter(([, paths]) => new Set(paths.map(([path]) => path)).size > 1);
    expect(twice.map(([value, paths]) => `${value}: ${paths.map(([path]) => path).join(', ')}`)).toEqual([]);
  });

  it('shows every value a word is given (a count, a name, a link)', () => {
    const dropped = words.flatMap(([path, value]) => {
      if (typeof value !== 'function') return [];
      const args = argumentsFor(value as never);
      const shown = text(value(...args));
      return args.filter((arg) => !shown.includes(String(arg))).map((arg) => `${path}: ${arg}`);
    });
    expect(dropped).toEqual([]);
  });
});

/** The Swedish dictionary with every text marked: "Sök" becomes "⟦search.link⟧". */
function marked(value: unknown, path = ''): unknown {
  if (typeof value === 'string') return `⟦${path}⟧`;
  if (typeof value === 'function') {
    return (...args: unknown[]) => (
      <>
        {`⟦${path}⟧`}
        {args.map((arg, index) => (
          <Fragment key={index}>{arg as ReactNode}</Fragment>
        ))}
      </>
    );
  }
  return Object.fromEntries(
    Object.entries(value as object).map(([key, item]) => [key, marked(item, path ? `${path}.${key}` : key)]),
  );
}

/** Header, 404 page, prices, footer and both carousels, as a page renders them with these words. */
function renderedWith(words: UiWords): string {
  const cards = [1, 2, 3, 4, 5].map((n) => ({
    title: `T${n}`,
    linkName: `T${n}`,
    text: '',
    href: `/t${n}`,
    motif: DEFAULT_MOTIF,
  }));
  const testimonials = [1, 2, 3, 4].map((n) => ({ id: `q${n}`, text: `Q${n}`, author: `A${n}` }));
  return renderToStaticMarkup(
    <UiContext.Provider value={words}>
      <SiteHeader menu={[]} currentPath="/" />
      <NotFoundScreen categories={[]} />
      <PricesScreen priceLists={[]} />
      <OverviewCarousel cards={cards} label="L" />
      <TestimonialCarousel testimonials={testimonials} policy="P" />
      <SiteFooter />
    </UiContext.Provider>,
  );
}

/**
 * The banner's texts are the clinic's words, not the dictionary's, and the render sets no
 * language, so they are its Swedish ones: left out, lest a phrase they share with the dictionary
 * ("Fråga oss") read as an untranslated interface word.
 */
const clinicWords = Object.values(pageTextsIn('sv').consultation).filter(
  (value) => typeof value === 'string',
);

/** The Swedish dictionary's texts (longer than three letters) that the HTML shows as whole words. */
function swedishShownIn(rendered: string): string[] {
  const html = clinicWords.reduce((left, words) => left.replaceAll(text(words), ''), rendered);
  const swedish = entries(uiWords('sv')).flatMap(([, value]) =>
    typeof value === 'string' && value.length > 3 ? [value] : [],
  );
  // As whole words: "Pris" is not found in "Priser", a page title from src/config/routes.ts.
  const pattern = (value: string) => escapeRegExp(text(value));
  const shown = (value: string) => new RegExp(`(?<!\\p{L})${pattern(value)}(?!\\p{L})`, 'u').test(html);
  return swedish.filter(shown);
}

describe('components rendered with another dictionary', () => {
  it('show its words and none of the Swedish ones', () => {
    const html = renderedWith(marked(uiWords('sv')) as UiWords);
    expect(html).toContain('⟦site.header.skipToContent⟧');
    expect(html).toContain('⟦site.notFound.title⟧');
    expect(html).toContain('⟦site.prices.rangeNote⟧');
    expect(html).toContain('⟦site.footer.findUs⟧');
    expect(swedishShownIn(html)).toEqual([]);
  });
});

describe('the English interface words', () => {
  const english = entries(uiWords('en'));
  const swedish = entries(uiWords('sv'));
  /** Each English text as a visitor reads it: a function's result rendered with its test values. */
  const texts = english.map(([path, value]) => {
    const shown = typeof value === 'function' ? text(value(...argumentsFor(value as never))) : String(value);
    return [path, shown] as const;
  });

  it('has every Swedish key, and beyond them only the plurals Swedish does without', () => {
    const paths = (words: Entry[]) => words.map(([path]) => path);
    expect(paths(english)).toEqual(expect.arrayContaining(paths(swedish)));
    const added = paths(english).filter((path) => !paths(swedish).includes(path));
    expect(added).toEqual(['site.carousel.cardPlural']);
  });

  it('writes no Swedish: no å, ä or ö, none of the commonest Swedish words', () => {
    const swedishWord =
      /(?<!\p{L})(?:och|att|du|dig|din|ditt|vi|oss|inte|det|som|eller|av|om|en|ett|har|kan|sidan|boka|behandling|kort)(?!\p{L})/iu;
    // The locale's code is no word: "en_GB" is not the Swedish article.
    const found = texts
      .filter(([path]) => path !== 'site.locale')
      .filter(([, shown]) => /[åäö]/i.test(shown) || swedishWord.test(shown));
    expect(found).toEqual([]);
  });

  it('follows the English glossary: the clinic’s terms, no promises, no medicine brands', () => {
    const problems = texts.flatMap(([path, shown]) =>
      findCopyProblems(shown, 'en').map(({ found, fix }) => `${path}: "${found}" – ${fix}`),
    );
    expect(problems).toEqual([]);
  });

  it('is what components show under an English provider, with none of the Swedish words', () => {
    const en = uiWords('en');
    const html = renderedWith(en);
    for (const word of [
      en.site.header.skipToContent,
      en.site.notFound.title,
      en.site.prices.rangeNote,
      en.site.footer.findUs,
      en.site.carousel.roleDescription,
    ]) {
      expect(html).toContain(text(word));
    }
    // The rows' names count their slides in the plural English gives: "5 cards", "4 reviews".
    expect(html).toContain(`: 5 ${en.site.carousel.cardPlural}"`);
    expect(html).toContain(`: 4 ${en.site.carousel.testimonialPlural}"`);
    expect(html).toContain(text(en.site.carousel.show(en.site.carousel.card, 2, 5)));
    expect(swedishShownIn(html)).toEqual([]);
  });
});
