import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardGrid } from './Card';

describe('Card', () => {
  it('shows title, text and a "Läs mer" link that names the card', () => {
    render(
      <Card title="Fillers" text="Volym och kontur." href="/Fillers" motif="drop" meta="från 3 000 kr" />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Fillers' })).toBeTruthy();
    expect(screen.getByText('Volym och kontur.')).toBeTruthy();
    expect(screen.getByText('från 3 000 kr')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Läs mer om Fillers/ });
    expect(link.getAttribute('href')).toBe('/Fillers');
  });

  it('has no link without a target', () => {
    render(<Card title="Närhet" text="Vi lyssnar." />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('cards in a grid are a list, so their number is announced', () => {
    render(
      <CardGrid label="Kategorier">
        <li>
          <Card title="A" />
        </li>
        <li>
          <Card title="B" />
        </li>
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Kategorier' }).children).toHaveLength(2);
  });
});
