import { describe, expect, it } from 'vitest';
import { clinic, formatWeekendHours } from './clinic';

describe('the weekend hours', () => {
  it('show the note exactly as the clinic wrote it, capital letter included', () => {
    const hours = { ...clinic.openingHours, weekend: { days: 'Lördag–söndag', note: 'Stängt söndagar' } };
    expect(formatWeekendHours(hours)).toBe('Lördag–söndag: Stängt söndagar');
  });
});
