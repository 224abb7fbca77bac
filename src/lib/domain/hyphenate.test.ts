import { describe, expect, it } from 'vitest';
import { hyphenateHeading, SOFT_HYPHEN } from './hyphenate';

const visible = (text: string) => text.replaceAll(SOFT_HYPHEN, '');

describe('soft hyphens in headings', () => {
  it('breaks a long compound at its syllables, leaving three letters at least at each end', () => {
    const word = hyphenateHeading('Injektionsbehandlingar');
    expect(visible(word)).toBe('Injektionsbehandlingar');
    const parts = word.split(SOFT_HYPHEN);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.at(0)!.length).toBeGreaterThanOrEqual(3);
    expect(parts.at(-1)!.length).toBeGreaterThanOrEqual(3);
    // At a syllable, never inside one: the break the engines made without a dictionary is not offered.
    expect(word).not.toContain(`behandl${SOFT_HYPHEN}ingar`);
    expect(word).toContain(`be${SOFT_HYPHEN}hand`);
  });

  it('leaves short words, spaces and punctuation as they are', () => {
    expect(hyphenateHeading('Priser för fillers – 2 800 kr')).toBe('Priser för fillers – 2 800 kr');
    const title = 'Priser för injektionsbehandlingar';
    expect(visible(hyphenateHeading(title))).toBe(title);
    expect(hyphenateHeading(title).startsWith('Priser för inj')).toBe(true);
  });
});

describe('soft hyphens in English headings', () => {
  it('break at English syllables, not at the Swedish patterns’ points', () => {
    const english = hyphenateHeading('Dermaplaning', 'en');
    const swedish = hyphenateHeading('Dermaplaning', 'sv');
    expect(visible(english)).toBe('Dermaplaning');
    expect(english).toContain(SOFT_HYPHEN);
    expect(english).not.toBe(swedish);
    expect(english).toContain(`plan${SOFT_HYPHEN}ing`);
  });
});
