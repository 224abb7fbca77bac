import { describe, expect, it } from 'vitest';
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
    expect(inSentence('Trådlyft')).toBe('trådlyft');
    expect(inSentence('HydraFacial')).toBe('HydraFacial');
    expect(inSentence('Profhilo')).toBe('Profhilo');
    expect(inSentence('Frax 1550 ansikte')).toBe('Frax 1550 ansikte');
  });
});
