import { describe, expect, it } from 'vitest';
import { clinic, datedContent } from '../../config/clinic';
import { perDayHours } from '../../../tests/support/test-fixtures';
import { breadcrumbJsonLd, clinicJsonLd, regularHoursSpecification } from './structured-data';

const site = new URL('https://hudkliniken.example');
/** A day on which the sample content shows an exception (src/content/clinic.yaml). */
const exceptionShown = clinic.openingHours.exceptions[0]!;

describe('the clinic in the structured data', () => {
  it('carries the exceptions the pages show, as schema.org special opening hours', () => {
    const today = exceptionShown.from;
    const json = clinicJsonLd(site, today);
    const shown = datedContent(today).exceptions;
    expect(shown.length).toBeGreaterThan(0);
    expect(json['specialOpeningHoursSpecification']).toEqual(
      shown.map((exception) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: exception.from,
        validThrough: exception.to ?? exception.from,
        // Closed all day is 00:00–00:00 for search engines.
        opens: exception.opens ?? '00:00',
        closes: exception.closes ?? '00:00',
      })),
    );
  });

  it('has no special hours on a day no exception shows, and the regular hours always', () => {
    const json = clinicJsonLd(site, '2000-01-01');
    expect(json).not.toHaveProperty('specialOpeningHoursSpecification');
    expect(json['openingHoursSpecification']).toEqual(regularHoursSpecification(clinic.openingHours.regular));
  });

  it('gives each regular line with times its days and hours, and a line with a note none', () => {
    const withTimes = perDayHours.filter((line) => line.note === undefined);
    const specs = regularHoursSpecification(perDayHours);
    expect(specs.map(({ opens, closes }) => ({ opens, closes }))).toEqual(
      withTimes.map(({ opens, closes }) => ({ opens, closes })),
    );
    // Every day a line with times covers, once, in the week's order; the note's day in none.
    const days = specs.flatMap((spec) => spec['dayOfWeek'] as string[]);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(specs[0]!['dayOfWeek']).toHaveLength(4);
  });

  it('links every social profile', () => {
    expect(clinicJsonLd(site)['sameAs']).toEqual(clinic.social.map((link) => link.href));
  });
});

describe('the breadcrumbs in the structured data', () => {
  it('give each crumb its place and name, an address to all but the page itself', () => {
    const trail = [
      { label: 'Behandlingsutbud', href: '/Behandlingsutbud' },
      { label: 'Ljusbåge', href: '/Ljusbåge' },
      { label: 'Näsa', href: '/Ljusbåge-Näsa' },
    ];
    expect(breadcrumbJsonLd(trail, site)['itemListElement']).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Behandlingsutbud',
        item: 'https://hudkliniken.example/Behandlingsutbud',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Ljusbåge',
        item: 'https://hudkliniken.example/Ljusb%C3%A5ge',
      },
      { '@type': 'ListItem', position: 3, name: 'Näsa' },
    ]);
  });
});
