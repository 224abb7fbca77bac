import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice, formatPriceWithNote, priceSpan } from './price';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('groups thousands with a no-break space and ends in kr', () => {
    expect(formatPrice(1700)).toBe(`1${NBSP}700${NBSP}kr`);
    expect(formatPrice(15300)).toBe(`15${NBSP}300${NBSP}kr`);
    expect(formatPrice(50)).toBe(`50${NBSP}kr`);
  });

  it('writes a "from" price and a range with an en dash', () => {
    expect(formatPrice({ from: 3300 })).toBe(`från 3${NBSP}300${NBSP}kr`);
    expect(formatPrice({ min: 2500, max: 8800 })).toBe(`2${NBSP}500\u20138${NBSP}800${NBSP}kr`);
  });

  it('adds what the price covers, and says when the price is set at a consultation', () => {
    expect(formatPriceWithNote(1700, 'per område')).toBe(`1${NBSP}700${NBSP}kr per område`);
    expect(formatPriceWithNote(undefined)).toBe('Pris efter konsultation');
  });
});

describe('formatDuration', () => {
  it('writes minutes and ranges of minutes', () => {
    expect(formatDuration(15)).toBe(`15${NBSP}min`);
    expect(formatDuration({ min: 30, max: 75 })).toBe(`30\u201375${NBSP}min`);
  });
});

describe('priceSpan', () => {
  it('spans from the lowest to the highest figure', () => {
    expect(priceSpan([1500, 2200, 4000, { from: 3000 }])).toEqual({ min: 1500, max: 4000 });
    expect(priceSpan([{ min: 2500, max: 8800 }, 2000])).toEqual({ min: 2000, max: 8800 });
  });

  it('is a single price when all agree, and nothing for no prices', () => {
    expect(priceSpan([695, 695])).toBe(695);
    expect(priceSpan([])).toBeUndefined();
  });
});
