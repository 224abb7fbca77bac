import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../config/clinic';
import { mainPages } from '../../config/routes';
import { uiWords } from '../../i18n/ui';
import { readContentYaml } from '../../schemas/read-yaml';
import { ConsultationBanner } from './ConsultationBanner';

// The titles as the clinic wrote them (docs/product.md, page type 5, as shipped):
// read from the file, not back from the component.
const { title: DIGITAL, plainTitle: PLAIN } = readContentYaml('src/content/pages/konsultation.yaml') as {
  title: string;
  plainTitle: string;
};

describe('ConsultationBanner', () => {
  it('offers the consultation at the clinic where it leads to /Bokatid, with "Boka nu"', () => {
    render(<ConsultationBanner target="booking" />);
    const banner = screen.getByRole('complementary', { name: PLAIN });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PLAIN);
    expect(banner.querySelector('a')?.textContent).toBe('Boka nu');
    expect(screen.getByRole('link', { name: 'Boka nu' }).getAttribute('href')).toBe(mainPages.booking.path);
  });

  it('offers the digital consultation where it leads to the form, says what it is and takes a message', () => {
    render(<ConsultationBanner target="findTreatment" />);
    const banner = screen.getByRole('complementary', { name: DIGITAL });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(DIGITAL);
    // A written answer by e-mail, free, within the clinic's reply time.
    expect(banner.textContent).toContain(
      uiWords().site.consultationBanner.writtenAnswer(clinic.replyWorkingDays),
    );
    expect(screen.getByRole('link', { name: 'Skicka ett meddelande' }).getAttribute('href')).toBe(
      mainPages.findTreatment.path,
    );
  });
});
