import { describe, expect, it } from 'vitest';
import { cx } from './class-names';

describe('cx', () => {
  it('joins the names that are set, with single spaces and none at the ends', () => {
    expect(cx('card', false, undefined, 'linked', null, '')).toBe('card linked');
    expect(cx('card', '')).toBe('card');
    expect(cx()).toBe('');
  });
});
