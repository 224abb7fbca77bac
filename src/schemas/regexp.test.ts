import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './regexp';

describe('escapeRegExp', () => {
  it('matches a text with pattern characters literally, and nothing else', () => {
    const text = 'Fillers (1 ml) + PRP? [a]*.^$|\\';
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test('Fillers 1 ml PRP')).toBe(false);
  });
});
