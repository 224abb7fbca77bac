import { describe, expect, it } from 'vitest';
import { clinic } from '../../config/clinic';
import { bookingHrefFor } from './booking';

describe('a treatment\u2019s booking link', () => {
  it('is its own service page when the content file gives one', () => {
    expect(bookingHrefFor({ bookingHref: 'https://bokning.se/klinik/panna' })).toBe(
      'https://bokning.se/klinik/panna',
    );
  });

  it('falls back to the booking service\u2019s general page from the clinic config', () => {
    expect(bookingHrefFor({})).toBe(clinic.bookingUrl);
  });
});
