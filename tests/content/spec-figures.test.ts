/** The browser tests' figure matchers (tests/e2e/spec-figures.ts) find a figure only whole. */
import { describe, expect, it } from 'vitest';
import { factValue, hasFigure } from '../e2e/spec-figures';

describe('hasFigure', () => {
  it('finds the figure where it stands whole', () => {
    expect(hasFigure('Produkten injiceras i 10 injektionspunkter.', '10 injektionspunkter')).toBe(true);
    expect(hasFigure('Pris 1 700 kr per område', '1 700 kr')).toBe(true);
    expect(hasFigure('en kur om 4–6 behandlingar', '4–6 behandlingar')).toBe(true);
  });

  it('not inside a larger number, a range or a time', () => {
    expect(hasFigure('110 injektionspunkter', '10 injektionspunkter')).toBe(false);
    expect(hasFigure('11 000 kr', '1 000 kr')).toBe(false);
    expect(hasFigure('1 000–2 000 kr', '2 000 kr')).toBe(false);
    expect(hasFigure('2 000–3 000 kr', '2 000 kr')).toBe(false);
    expect(hasFigure('10–14 dagar', '14 dagar')).toBe(false);
    expect(hasFigure('kl. 10:00', '10')).toBe(false);
  });
});

describe('factValue', () => {
  it('is the figure, alone or followed by its note', () => {
    expect('1 700 kr').toMatch(factValue('1 700 kr'));
    expect('1 700 kr per område').toMatch(factValue('1 700 kr'));
    expect('11 700 kr').not.toMatch(factValue('1 700 kr'));
    expect('1 700–3 000 kr').not.toMatch(factValue('1 700 kr'));
    expect('1 7000 kr').not.toMatch(factValue('1 700'));
  });
});
