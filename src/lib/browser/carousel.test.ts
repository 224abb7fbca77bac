import { describe, expect, it } from 'vitest';
import * as englishWords from '../../i18n/en/carousel';
import * as swedishWords from '../../i18n/sv/carousel';
import {
  clampPosition,
  loopsWith,
  nearestPosition,
  positionCount,
  spokenList,
  step,
  visibleSlides,
} from './carousel';

describe('carousel arithmetic', () => {
  it('loops only with more than three slides', () => {
    expect(loopsWith(3)).toBe(false);
    expect(loopsWith(4)).toBe(true);
  });

  it('has one position per slide that can stand at the left edge', () => {
    expect(positionCount(11, 3)).toBe(9);
    expect(positionCount(11, 1)).toBe(11);
    expect(positionCount(3, 3)).toBe(1);
    expect(positionCount(2, 3)).toBe(1);
    expect(positionCount(0, 3)).toBe(0);
  });

  it('a looping carousel wraps from one end to the other', () => {
    expect(step(0, -1, 11, 3, true)).toBe(8);
    expect(step(8, 1, 11, 3, true)).toBe(0);
    expect(step(4, 1, 11, 3, true)).toBe(5);
    expect(visibleSlides(8, 11, 3)).toEqual([8, 9, 10]);
  });

  it('a carousel that does not loop stops at its ends', () => {
    expect(step(2, 1, 5, 3, false)).toBe(2);
    expect(step(0, -1, 5, 3, false)).toBe(0);
    expect(step(1, 1, 5, 3, false)).toBe(2);
    expect(visibleSlides(0, 2, 3)).toEqual([0, 1]);
  });

  it('keeps a position inside the range when fewer positions fit (a wider screen)', () => {
    expect(clampPosition(10, 11, 3)).toBe(8);
    expect(clampPosition(-1, 11, 3)).toBe(0);
    expect(visibleSlides(10, 11, 3)).toEqual([8, 9, 10]);
  });

  it.each([
    ['Swedish', 'sv', swedishWords.and],
    ['British English', 'en-GB', englishWords.and],
  ])('announces the slides in view in the words Intl.ListFormat gives for %s', (_, locale, and) => {
    const format = new Intl.ListFormat(locale, { type: 'conjunction' });
    for (const items of [[], ['2'], ['2', '3'], ['2', '3', '4'], ['1', '2', '3', '4']]) {
      expect(spokenList(items, and)).toBe(format.format(items));
    }
  });

  it('takes a row resting between two slides to the nearer one', () => {
    const lefts = [0, 315, 630, 945];
    expect(nearestPosition(503, lefts)).toBe(2);
    expect(nearestPosition(400, lefts)).toBe(1);
    expect(nearestPosition(2000, lefts)).toBe(3);
    // Where positions share the row's end, the first of them.
    expect(nearestPosition(700, [0, 300, 700, 700])).toBe(2);
  });
});
