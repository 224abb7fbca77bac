import { describe, expect, it } from 'vitest';
import { EXCEPTION_LEAD_DAYS } from '../schemas/clinic';
import {
  vatNumberOf,
  buildDay,
  clinic,
  copyrightYears,
  datedContent,
  displayPhone,
  formatDays,
  formatException,
  formatRegularHours,
  formatWeekdays,
} from './clinic';
import { perDayHours } from '../../tests/support/test-fixtures';
import { uiWords } from '../i18n/ui';

const swedish = uiWords('sv').site.clinicFacts;
const english = uiWords('en').site.clinicFacts;

describe('copyrightYears', () => {
  it('runs from the first year to the year of the build', () => {
    expect(copyrightYears(2024, '2026-11-20')).toBe('2024–2026');
  });

  it('is the first year alone in that year (no "2024–2024")', () => {
    expect(copyrightYears(2024, '2024-06-01')).toBe('2024');
  });
});

describe('the regular hours lines', () => {
  it('name a range by its first and last day, a single day alone, each with its times', () => {
    for (const line of perDayHours) {
      const days = line.to ? `${line.from}–${line.to.toLowerCase()}` : line.from;
      expect(formatWeekdays(line, swedish)).toBe(days);
      const hours = line.note ?? `${line.opens}–${line.closes}`;
      expect(formatRegularHours(line, swedish)).toBe(`${days}: ${hours}`);
    }
  });

  it('show a note exactly as the clinic wrote it, capital letter included', () => {
    expect(formatRegularHours({ from: 'Lördag', to: 'Söndag', note: 'Stängt söndagar' }, swedish)).toBe(
      'Lördag–söndag: Stängt söndagar',
    );
  });

  it('separate the days from the hours the same way on every line (a colon after the days)', () => {
    const lines = [
      ...clinic.openingHours.regular.map((line) => [
        formatWeekdays(line, swedish),
        formatRegularHours(line, swedish),
      ]),
      ['Julhelgen 24–26 december', formatException(christmas, swedish)],
    ];
    for (const [days, line] of lines) expect(line).toMatch(new RegExp(`^${days}: \\S`));
  });
});

/** Dated content of the shape src/content/clinic.yaml holds, for the date logic alone. */
const christmas = { label: 'Julhelgen', from: '2026-12-24', to: '2026-12-26' };
const midsummer = { label: 'Midsommarafton', from: '2027-06-25', opens: '10:00', closes: '14:00' };
const notice = { text: 'Stängt 24–26 december.', from: '2026-12-15', to: '2026-12-26', linkText: 'Läs mer' };
const facts = {
  openingHours: { ...clinic.openingHours, exceptions: [midsummer, christmas] },
  notices: [notice],
};

describe('what the dated content shows on the build day', () => {
  it('shows a notice from its first day through its last, and not a day outside', () => {
    expect(datedContent('2026-12-14', facts).notices).toEqual([]);
    expect(datedContent('2026-12-15', facts).notices).toEqual([notice]);
    expect(datedContent('2026-12-20', facts).notices).toEqual([notice]);
    expect(datedContent('2026-12-26', facts).notices).toEqual([notice]);
    expect(datedContent('2026-12-27', facts).notices).toEqual([]);
  });

  it(`shows an exception from ${EXCEPTION_LEAD_DAYS} days before its first day through its last, earliest first`, () => {
    expect(datedContent('2026-12-09', facts).exceptions).toEqual([]);
    expect(datedContent('2026-12-10', facts).exceptions).toEqual([christmas]);
    expect(datedContent('2026-12-26', facts).exceptions).toEqual([christmas]);
    expect(datedContent('2026-12-27', facts).exceptions).toEqual([]);
    // A one-day exception ends on its first day; across a year's end the lead still counts days.
    expect(datedContent('2027-06-25', facts).exceptions).toEqual([midsummer]);
    expect(datedContent('2027-06-26', facts).exceptions).toEqual([]);
    const newYear = { label: 'Nyårsdagen', from: '2027-01-01' };
    const both = { ...facts, openingHours: { ...facts.openingHours, exceptions: [newYear, christmas] } };
    expect(datedContent('2026-12-18', both).exceptions).toEqual([christmas, newYear]);
    expect(datedContent('2026-12-17', both).exceptions).toEqual([christmas]);
  });
});

describe('the build day', () => {
  it('is BUILD_DATE when set, so a test build can stand on a chosen day', () => {
    expect(buildDay({ BUILD_DATE: '2026-12-24' }, new Date('2026-06-01T12:00:00Z'))).toBe('2026-12-24');
    expect(() => buildDay({ BUILD_DATE: '24/12/2026' })).toThrow(/BUILD_DATE/);
  });

  it('is otherwise the day in Stockholm, not in UTC', () => {
    // 23:30 UTC on 14 December is 00:30 on the 15th in Stockholm (winter, UTC+1) ...
    expect(buildDay({}, new Date('2026-12-14T23:30:00Z'))).toBe('2026-12-15');
    // ... and 22:30 UTC on 30 June is 00:30 on 1 July (summer, UTC+2).
    expect(buildDay({}, new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(buildDay({}, new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });
});

describe('an exception as the pages show it', () => {
  it('names its days in Swedish and says closed, or its hours', () => {
    expect(formatException(christmas, swedish)).toBe('Julhelgen 24–26 december: stängt');
    expect(formatException(midsummer, swedish)).toBe('Midsommarafton 25 juni: 10:00–14:00');
    expect(formatDays('2027-06-30', '2027-07-02')).toBe('30 juni–2 juli');
  });

  it('names its days in English on English pages, its hours the same', () => {
    // The label is the clinic's word (English from src/content/en/clinic.yaml); days and "closed" are ours.
    expect(formatException({ ...christmas, label: 'Christmas' }, english, 'en-GB')).toBe(
      'Christmas 24–26 December: closed',
    );
    expect(formatException({ ...midsummer, label: 'Midsummer Eve' }, english, 'en-GB')).toBe(
      'Midsummer Eve 25 June: 10:00–14:00',
    );
    expect(formatDays('2027-06-30', '2027-07-02', 'en-GB')).toBe('30 June–2 July');
  });

  it('writes a range of days as English does, both days capitalised', () => {
    expect(
      formatRegularHours({ from: 'Måndag', to: 'Fredag', opens: '10:00', closes: '18:00' }, english),
    ).toBe('Monday–Friday: 10:00–18:00');
  });
});

describe('the phone number as a page shows it', () => {
  const phone = { display: '031-12 34 56', e164: '+4631123456' };
  const asRead = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');

  it('is written as the clinic writes it on a Swedish page, and never wraps inside', () => {
    expect(displayPhone(phone, 'sv')).toBe('031\u201112\u00a034\u00a056');
  });

  it('is written with the country code and without the trunk 0 on an English page', () => {
    expect(asRead(displayPhone(phone, 'en'))).toBe('+46 31 12 34 56');
  });

  it('is left as written where the clinic already gave the country code', () => {
    expect(asRead(displayPhone({ ...phone, display: '+46 31 12 34 56' }, 'en'))).toBe('+46 31 12 34 56');
  });
});

describe('vatNumberOf', () => {
  it('is SE, the organisation number without its hyphen and 01, for a company registered for VAT', () => {
    expect(vatNumberOf({ organisationNumber: '556677-8899', vatRegistered: true })).toBe('SE556677889901');
  });

  it('is nothing for a company that is not', () => {
    expect(vatNumberOf({ organisationNumber: '556677-8899', vatRegistered: false })).toBeUndefined();
    expect(vatNumberOf({ organisationNumber: '556677-8899' })).toBeUndefined();
  });
});
