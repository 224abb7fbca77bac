/**
 * The rules of decision 0027 that can be checked mechanically, as relations over the built site,
 * so they hold for any clinic's content: each case is chosen from what the pages say, never by a
 * sample's name, and a kind of case the content does not have is skipped with the reason.
 */
import { describe, expect, test } from 'vitest';
import { langOfPath, type Lang } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { builtPaths } from '../e2e/site';
import { builtDocument, textOf } from './dom';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A price as the page's language writes one ("1 700 kr", "SEK 1,700"), from the price words themselves. */
function pricePattern(lang: Lang): RegExp {
  const [before = '', after = ''] = uiWords(lang).price.inCurrency('0').split('0');
  const space = '[\\s\\u00a0]';
  const prefix = before.trim() ? `${escape(before.trim())}${space}` : '';
  const suffix = after.trim() ? `${space}${escape(after.trim())}(?![\\p{L}])` : '';
  return new RegExp(`${prefix}\\d${suffix}`, 'u');
}

/** What the page's <main> reads. */
const mainText = (path: string) => textOf(builtDocument(path).querySelector('main'));

const pages = builtPaths();

describe('prices (prisinformationslagen)', () => {
  const priced = pages.filter((path) => pricePattern(langOfPath(path)).test(mainText(path)));

  test.skipIf(priced.length === 0)('every page that shows a price says that prices include VAT', () => {
    const silent = priced.filter(
      (path) => !mainText(path).includes(uiWords(langOfPath(path)).price.vatIncluded),
    );
    expect(silent).toEqual([]);
  });
});

/** A sentence that names a change in vision, the warning sign of a filler in a blood vessel. */
const VISION = /\bsynen\b|\bsynpåverkan\b|\bvision\b|\beyesight\b/iu;

describe('the emergency rule for vision', () => {
  // Each paragraph, list item or fact that speaks of vision, on every page.
  const cases = pages.flatMap((path) =>
    [...builtDocument(path).querySelectorAll('main p, main li, main dd')]
      .map((element) => textOf(element))
      .filter((text) => VISION.test(text))
      .map((text) => ({ path, text })),
  );

  test.skipIf(cases.length === 0)(
    'wherever a change in vision is named, the same passage says to call 112',
    () => {
      expect(cases.filter(({ text }) => !text.includes('112'))).toEqual([]);
    },
  );
});
