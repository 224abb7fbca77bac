import { describe, expect, it } from 'vitest';
import { clinic } from '../config/clinic';
import { countWord, inSentence, listSwedish } from './words';

describe('Swedish words for counts and lists', () => {
  it('writes small counts as words, larger ones as digits', () => {
    expect(countWord(1)).toBe('ett');
    expect(countWord(7)).toBe('sju');
    expect(countWord(8)).toBe('åtta');
    expect(countWord(13)).toBe('13');
  });

  it('joins a list with commas and "och"', () => {
    expect(listSwedish(['a'])).toBe('a');
    expect(listSwedish(['a', 'b', 'c'])).toBe('a, b och c');
  });

  it('lower-cases a plain name inside a sentence, not a brand', () => {
    const brands = ['Lumora', 'Vexa'];
    expect(inSentence('Trådlyft', brands)).toBe('trådlyft');
    expect(inSentence('AquaPeel', brands)).toBe('AquaPeel');
    expect(inSentence('Lumora', brands)).toBe('Lumora');
    expect(inSentence('Vexa 1550 ansikte', brands)).toBe('Vexa 1550 ansikte');
    expect(inSentence('Lumora', [])).toBe('lumora');
  });

  it('keeps the names the clinic lists among its names with a capital (clinic.yaml)', () => {
    for (const brand of clinic.brandNames) expect(inSentence(`${brand} ansikte`)).toBe(`${brand} ansikte`);
  });
});
