import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const slides = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>Bild {i + 1}</p>);
const order = () =>
  screen
    .getAllByRole('listitem')
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((li) => li.getAttribute('aria-label'));

beforeEach(() => {
  // jsdom has no layout: a wide screen, and scrolling that does nothing.
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
  Element.prototype.scrollTo = () => {};
});

describe('Carousel', () => {
  it('moves by one and wraps around when it loops', async () => {
    render(<Carousel slides={slides(5)} label="Omdömen" slideName="omdöme" loop controls="arrows" />);
    await act(async () => {});
    expect(order().slice(0, 3)).toEqual(['1 av 5', '2 av 5', '3 av 5']);
    await userEvent.click(screen.getByRole('button', { name: 'Föregående omdöme' }));
    expect(order().slice(0, 3)).toEqual(['5 av 5', '1 av 5', '2 av 5']);
    expect(screen.getByText('Visar omdöme 5, 1 och 2 av 5')).toBeTruthy();
  });

  it('has one dot per position and stops at the ends when it does not loop', async () => {
    render(<Carousel slides={slides(4)} label="Kort" slideName="kort" loop={false} controls="both" />);
    await act(async () => {});
    const dots = screen.getAllByRole('button', { name: /Visa kort/ });
    expect(dots).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Föregående kort' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Nästa kort' }));
    expect(screen.getByRole('button', { name: 'Nästa kort' }).hasAttribute('disabled')).toBe(true);
    expect(dots[1]!.getAttribute('aria-current')).toBe('true');
  });

  it('has no controls when every slide already shows', async () => {
    render(<Carousel slides={slides(3)} label="Kort" slideName="kort" loop={false} controls="dots" />);
    await act(async () => {});
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
