/**
 * The dictionary of interface words (src/i18n/ui.ts): every word is there and says something, a
 * word with a value in it shows every value it is given, and the components take their words
 * from the dictionary they are rendered with, so a second language needs no change to them.
 */
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { PricesScreen } from '../screens/PricesScreen';
import { UiContext, uiWords, type UiWords } from './ui';

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

describe('the Swedish interface words', () => {
  const words = entries(uiWords('sv'));

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

describe('components rendered with another dictionary', () => {
  it('show its words and none of the Swedish ones', () => {
    const other = marked(uiWords('sv')) as UiWords;
    const html = renderToStaticMarkup(
      <UiContext.Provider value={other}>
        <SiteHeader menu={[]} currentPath="/" />
        <NotFoundScreen categories={[]} />
        <PricesScreen priceLists={[]} />
        <SiteFooter />
      </UiContext.Provider>,
    );
    expect(html).toContain('⟦site.header.skipToContent⟧');
    expect(html).toContain('⟦site.notFound.title⟧');
    expect(html).toContain('⟦site.prices.rangeNote⟧');
    expect(html).toContain('⟦site.footer.findUs⟧');
    const swedish = entries(uiWords('sv')).flatMap(([, value]) =>
      typeof value === 'string' && value.length > 3 ? [value] : [],
    );
    // As whole words: "Pris" is not found in "Priser", a page title from src/config/routes.ts.
    const pattern = (value: string) => text(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const shown = (value: string) => new RegExp(`(?<!\\p{L})${pattern(value)}(?!\\p{L})`, 'u').test(html);
    expect(swedish.filter(shown)).toEqual([]);
  });
});
