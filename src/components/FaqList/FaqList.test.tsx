import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqList, FaqSection } from './FaqList';

describe('FaqList', () => {
  const items = [
    { question: 'Gör det ont?', answer: 'De flesta beskriver ett lätt stick.' },
    { question: 'Hur länge håller det?', answer: 'Oftast 3–5 månader.\n\nDet varierar.' },
  ];

  it('renders every question closed, as one exclusive group', () => {
    const { container } = render(<FaqList items={items} name="fragor-test" />);
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(2);
    expect(details.every((d) => !d.open)).toBe(true);
    expect(details.every((d) => d.getAttribute('name') === 'fragor-test')).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Gör det ont?' })).toBeTruthy();
  });

  it('keeps the paragraphs of an answer', () => {
    render(<FaqList items={items} name="fragor-test" />);
    expect(screen.getByText('Oftast 3–5 månader.').tagName).toBe('P');
    expect(screen.getByText('Det varierar.').tagName).toBe('P');
  });

  it('as a page section: headed "Vanliga frågor", grouped under its id, and absent without questions', () => {
    const { container } = render(<FaqSection items={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Vanliga frågor' })).toBeTruthy();
    expect(container.querySelector('section')?.id).toBe('fragor');
    expect(container.querySelector('details')?.getAttribute('name')).toBe('fragor');
    expect(render(<FaqSection items={[]} />).container.innerHTML).toBe('');
  });
});
