import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isExternalHref, LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('opens an http(s) target in a new tab, safely, and tells screen readers', () => {
    render(<LinkButton href="https://bokning.example/x">Boka nu</LinkButton>);
    const link = screen.getByRole('link', { name: 'Boka nu (öppnas i en ny flik)' });
    expect(link).toHaveProperty('target', '_blank');
    // noreferrer implies noopener: the booking tab gets no handle on this page.
    expect(link.getAttribute('rel')).toBe('noreferrer');
  });

  it('keeps an in-site target in the same tab', () => {
    render(<LinkButton href="/Bokatid">Boka tid</LinkButton>);
    const link = screen.getByRole('link', { name: 'Boka tid' });
    expect(link.getAttribute('href')).toBe('/Bokatid');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('treats only targets that begin with http as external', () => {
    expect(isExternalHref('http://a.example')).toBe(true);
    expect(isExternalHref('HTTPS://a.example')).toBe(true);
    expect(isExternalHref('/HittaBehandling')).toBe(false);
    expect(isExternalHref('mailto:a@b.example')).toBe(false);
  });
});
