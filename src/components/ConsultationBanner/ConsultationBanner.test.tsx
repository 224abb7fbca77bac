import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsultationBanner, consultationTitles } from './ConsultationBanner';

describe('ConsultationBanner', () => {
  it('has the spec\u2019s two titles', () => {
    expect(consultationTitles).toEqual({
      digital: 'Boka en kostnadsfri digital konsultation',
      plain: 'Boka en kostnadsfri konsultation',
    });
  });

  it('leads to /Bokatid with "Boka nu"', () => {
    render(<ConsultationBanner target="/Bokatid" />);
    expect(screen.getByRole('heading', { name: consultationTitles.digital })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Boka nu' }).getAttribute('href')).toBe('/Bokatid');
  });

  it('leads to /HittaBehandling on treatment pages', () => {
    render(<ConsultationBanner target="/HittaBehandling" variant="plain" />);
    expect(screen.getByRole('complementary', { name: consultationTitles.plain })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Boka nu' }).getAttribute('href')).toBe('/HittaBehandling');
  });
});
