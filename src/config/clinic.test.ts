import { describe, expect, it } from 'vitest';
import { clinic, copyrightYears, formatWeekendHours } from './clinic';

describe('copyrightYears', () => {
  it('runs from the first year to the year of the build', () => {
    expect(copyrightYears(2024, new Date('2026-11-20T12:00:00Z'))).toBe('2024–2026');
  });

  it('is the first year alone in that year (no "2024–2024")', () => {
    expect(copyrightYears(2024, new Date('2024-06-01T12:00:00Z'))).toBe('2024');
  });
});

describe('the weekend hours', () => {
  it('show the note exactly as the clinic wrote it, capital letter included', () => {
    const hours = { ...clinic.openingHours, weekend: { days: 'Lördag–söndag', note: 'Stängt söndagar' } };
    expect(formatWeekendHours(hours)).toBe('Lördag–söndag: Stängt söndagar');
  });
});
