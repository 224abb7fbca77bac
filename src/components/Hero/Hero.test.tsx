import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero';

describe('Hero', () => {
  it('is the page title (h1) with its text and up to two buttons, the first primary', () => {
    render(
      <Hero
        title="Boka tid"
        text="Välj tid i bokningen."
        actions={[
          { label: 'Till bokningen', href: 'https://bokning.example' },
          { label: 'Hitta rätt behandling', href: '/HittaBehandling' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Boka tid' })).toBeTruthy();
    expect(screen.getByText('Välj tid i bokningen.')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://bokning.example',
      '/HittaBehandling',
    ]);
    expect(links[0]!.className).toMatch(/primary/);
    expect(links[1]!.className).toMatch(/secondary/);
  });

  it('has no buttons when given none', () => {
    render(<Hero title="Om oss" />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
