import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Collapsible } from './Collapsible';

describe('Collapsible', () => {
  it('is collapsed at first and opens and closes on its title', () => {
    const { container } = render(<Collapsible title="Massage">Innehåll</Collapsible>);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.hasAttribute('name')).toBe(false);
    screen.getByText('Massage').click();
    expect(details.open).toBe(true);
    screen.getByText('Massage').click();
    expect(details.open).toBe(false);
  });

  it('joins an exclusive group when named', () => {
    const { container } = render(
      <Collapsible title="A" name="priser">
        a
      </Collapsible>,
    );
    expect(container.querySelector('details')!.getAttribute('name')).toBe('priser');
  });
});
