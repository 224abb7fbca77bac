import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatPrice,
  formatPriceWithNote,
  priceSpan,
  priceValueOnConsultation,
} from './price';
import { fromKr, kr, minutes, rangeKr, rangeMinutes } from '../../../tests/support/test-fixtures';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('groups thousands with a no-break space and ends in kr', () => {
    expect(formatPrice(kr(1700))).toBe(`1${NBSP}700${NBSP}kr`);
    expect(formatPrice(kr(15300))).toBe(`15${NBSP}300${NBSP}kr`);
    expect(formatPrice(kr(50))).toBe(`50${NBSP}kr`);
  });

  it('writes a "from" price and a range with an en dash', () => {
    expect(formatPrice(fromKr(3300))).toBe(`från 3${NBSP}300${NBSP}kr`);
    expect(formatPrice(rangeKr(2500, 8800))).toBe(`2${NBSP}500\u20138${NBSP}800${NBSP}kr`);
  });

  it('adds what the price covers, and says when the price is set at a consultation', () => {
    expect(formatPriceWithNote(kr(1700), 'per område')).toBe(`1${NBSP}700${NBSP}kr per område`);
    expect(formatPriceWithNote(undefined)).toBe('Pris efter konsultation');
  });
});

describe('formatPrice in English (decision 0022)', () => {
  it('puts SEK before the figure and groups thousands with a comma', () => {
    expect(formatPrice(kr(1700), 'en')).toBe(`SEK${NBSP}1,700`);
    expect(formatPrice(kr(50), 'en')).toBe(`SEK${NBSP}50`);
    expect(formatPrice(fromKr(3300), 'en')).toBe(`from SEK${NBSP}3,300`);
    expect(formatPrice(rangeKr(2500, 8800), 'en')).toBe(`SEK${NBSP}2,500\u20138,800`);
  });

  it('has no Swedish word, with a note or without a price', () => {
    expect(formatPriceWithNote(kr(1700), 'per area', 'en')).toBe(`SEK${NBSP}1,700 per area`);
    expect(formatPriceWithNote(undefined, undefined, 'en')).not.toMatch(/[åäö]|pris|kr\b|från/i);
    expect(priceValueOnConsultation('en')).not.toBe(priceValueOnConsultation('sv'));
  });
});

describe('formatDuration', () => {
  it('writes minutes and ranges of minutes', () => {
    expect(formatDuration(minutes(15))).toBe(`15${NBSP}min`);
    expect(formatDuration(rangeMinutes(30, 75))).toBe(`30\u201375${NBSP}min`);
  });
});

describe('priceSpan', () => {
  it('spans from the lowest to the highest figure', () => {
    expect(priceSpan([kr(1500), kr(2200), kr(4000)])).toEqual(rangeKr(1500, 4000));
    expect(priceSpan([rangeKr(2500, 8800), kr(2000)])).toEqual(rangeKr(2000, 8800));
  });

  it('has no ceiling where one price is a "from" price, whichever figure is lowest', () => {
    expect(priceSpan([kr(1500), kr(4000), fromKr(3000)])).toEqual(fromKr(1500));
    expect(priceSpan([rangeKr(2500, 8800), fromKr(2000)])).toEqual(fromKr(2000));
  });

  it('is a single price when all agree, and nothing for no prices', () => {
    expect(priceSpan([kr(695), kr(695)])).toEqual(kr(695));
    expect(priceSpan([])).toBeUndefined();
  });
});
