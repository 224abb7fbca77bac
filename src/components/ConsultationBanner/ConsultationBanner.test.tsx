import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mainPages } from '../../config/routes';
import { readContentYaml } from '../../schemas/read-yaml';
import { ConsultationBanner } from './ConsultationBanner';

// The titles as the clinic wrote them (docs/product.md, page type 5, as shipped):
// read from the file, not back from the component.
const { title: DIGITAL, plainTitle: PLAIN } = readContentYaml('src/content/pages/konsultation.yaml') as {
  title: string;
  plainTitle: string;
};

describe('ConsultationBanner', () => {
  it('by default offers the digital consultation and leads to /Bokatid with "Boka nu"', () => {
    render(<ConsultationBanner target="booking" />);
    const banner = screen.getByRole('complementary', { name: DIGITAL });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(DIGITAL);
    expect(banner.querySelector('a')?.textContent).toBe('Boka nu');
    expect(screen.getByRole('link', { name: 'Boka nu' }).getAttribute('href')).toBe(mainPages.booking.path);
  });

  it('says it takes a message where it leads to the form’s page', () => {
    render(<ConsultationBanner target="findTreatment" variant="plain" />);
    screen.getByRole('complementary', { name: PLAIN });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PLAIN);
    expect(screen.getByRole('link', { name: 'Skicka ett meddelande' }).getAttribute('href')).toBe(
      mainPages.findTreatment.path,
    );
  });
});
