import { describe, expect, it } from 'vitest';
import { loopsWith, positionCount, step, visibleSlides } from './carousel';

describe('carousel arithmetic', () => {
  it('loops only with more than three slides', () => {
    expect(loopsWith(3)).toBe(false);
    expect(loopsWith(4)).toBe(true);
  });

  it('a looping carousel wraps both ways and shows consecutive slides', () => {
    expect(step(0, -1, 11, 3, true)).toBe(10);
    expect(step(10, 1, 11, 3, true)).toBe(0);
    expect(visibleSlides(10, 11, 3, true)).toEqual([10, 0, 1]);
    expect(positionCount(11, 3, true)).toBe(11);
  });

  it('a carousel that does not loop stops at its ends', () => {
    expect(positionCount(5, 3, false)).toBe(3);
    expect(step(2, 1, 5, 3, false)).toBe(2);
    expect(step(0, -1, 5, 3, false)).toBe(0);
    expect(positionCount(3, 3, false)).toBe(1);
    expect(positionCount(3, 1, false)).toBe(3);
    expect(visibleSlides(0, 2, 3, false)).toEqual([0, 1]);
  });
});
