import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uiWords } from '../../i18n/ui';
import { TestimonialCarousel } from './TestimonialCarousel';

const { sampleReviews } = uiWords().site.clinicFacts;
const review = { id: 'a', text: 'Ett omdöme.', author: 'A. B.' };

describe('TestimonialCarousel', () => {
  it('says that invented reviews are invented, so none reads as a client’s', () => {
    render(<TestimonialCarousel testimonials={[review, { ...review, id: 'b', sample: true }]} policy="" />);
    expect(screen.getByText(sampleReviews)).toBeTruthy();
  });

  it('says nothing of the kind under the clinic’s own reviews', () => {
    render(<TestimonialCarousel testimonials={[review]} policy="" />);
    expect(screen.queryByText(sampleReviews)).toBeNull();
  });
});
