import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsultationBanner } from './ConsultationBanner';

// The words of docs/product.md (page type 5), written out: not read back from the component.
const DIGITAL = 'Boka en kostnadsfri digital konsultation';
const PLAIN = 'Boka en kostnadsfri konsultation';

describe('ConsultationBanner', () => {
  it('by default offers the digital consultation and leads to /Bokatid with "Boka nu"', () => {
    render(<ConsultationBanner target="/Bokatid" />);
    const banner = screen.getByRole('complementary', { name: DIGITAL });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(DIGITAL);
    expect(banner.querySelector('a')?.textContent).toBe('Boka nu');
    expect(screen.getByRole('link', { name: 'Boka nu' }).getAttribute('href')).toBe('/Bokatid');
  });

  it('the plain variant leads to /HittaBehandling on treatment pages', () => {
    render(<ConsultationBanner target="/HittaBehandling" variant="plain" />);
    screen.getByRole('complementary', { name: PLAIN });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PLAIN);
    expect(screen.getByRole('link', { name: 'Boka nu' }).getAttribute('href')).toBe('/HittaBehandling');
  });
});
