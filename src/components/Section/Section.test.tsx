import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its h2', () => {
    render(
      <Section title="Personalen" id="personal">
        <p>Innehåll</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Personalen' });
    expect(region.id).toBe('personal');
    expect(screen.getByRole('heading', { level: 2, name: 'Personalen' })).toBeTruthy();
  });

  it('without a title it is not announced as a region', () => {
    render(
      <Section>
        <p>Text</p>
      </Section>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Text')).toBeTruthy();
  });
});
