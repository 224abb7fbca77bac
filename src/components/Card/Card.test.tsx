import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardGrid } from './Card';

describe('Card', () => {
  it('shows title, text and a "Läs mer" link that names the card', () => {
    render(<Card title="Läppar" text="Volym och kontur." href="/Lappar" motif="drop" meta="från 3 000 kr" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Läppar' })).toBeTruthy();
    expect(screen.getByText('Volym och kontur.')).toBeTruthy();
    expect(screen.getByText('från 3 000 kr')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Läs mer om läppar/ });
    expect(link.getAttribute('href')).toBe('/Lappar');
  });

  it('names the card inside a sentence: lower case for a common noun, a brand as it is spelt', () => {
    render(
      <>
        <Card title="Hår" href="/Besvar-Har" />
        <Card title="AquaPeel" href="/AquaPeel" />
        <Card
          title="Injektionsbehandlingar"
          href="/x"
          link={{ label: 'Se prislistan', preposition: 'för' }}
        />
      </>,
    );
    const names = screen.getAllByRole('link').map((link) => link.textContent.replace(/\s+/g, ' ').trim());
    expect(names).toEqual([
      'Läs mer om hår →',
      'Läs mer om AquaPeel →',
      'Se prislistan för injektionsbehandlingar →',
    ]);
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
