import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';
import * as swedishWords from '../../i18n/sv/carousel';
import { enhanceCarousel } from './enhance';

// The markup as the build renders it. How the row scrolls, snaps and follows a finger needs
// layout, so that is tested in real browsers (tests/engines/behaviours.ts, tests/e2e/catalogue.spec.ts).
const slides = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>Bild {i + 1}</p>);
/** A looping row of n reviews, as the home page's, with its controls. */
const reviews = (n: number, controls: 'arrows' | 'both' = 'arrows') => (
  <Carousel
    slides={slides(n)}
    label="Omdömen"
    slideName="omdöme"
    slideNamePlural="omdömen"
    loop
    controls={controls}
  />
);
/** A row of n cards with dots, as an overview's ("kort" is the same in the plural). */
const cards = (n: number) => (
  <Carousel slides={slides(n)} label="Kort" slideName="kort" loop={false} controls="dots" />
);

describe('Carousel', () => {
  it('without its script shows every slide and no working control', () => {
    const { container } = render(reviews(5));
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      '1 av 5',
      '2 av 5',
      '3 av 5',
      '4 av 5',
      '5 av 5',
    ]);
    expect(container.querySelector('[data-carousel]')!.getAttribute('data-enhanced')).toBe('false');
    for (const button of screen.getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('names the row with its number of slides, in the plural when there are several', () => {
    // The home page read "Omdömen från våra kunder: 9 omdöme" to a screen reader.
    const row = (n: number) => render(reviews(n)).container.querySelector('ul')!;
    expect(row(9).getAttribute('aria-label')).toBe('Omdömen: 9 omdömen');
    expect(row(1).getAttribute('aria-label')).toBe('Omdömen: 1 omdöme');
  });

  it('has one dot per position: all for one slide in view, the wide layout\u2019s extra ones hidden by CSS', () => {
    render(cards(4));
    const dots = screen.getAllByRole('button', { name: /Visa kort/ });
    expect(dots.map((dot) => dot.textContent)).toEqual([
      'Visa kort 1 av 4',
      'Visa kort 2 av 4',
      'Visa kort 3 av 4',
      'Visa kort 4 av 4',
    ]);
    // Four slides, three in view from 768 px: two positions there, so dots 3 and 4 are narrow-only.
    expect(dots.map((dot) => dot.className.includes('narrowOnly'))).toEqual([false, false, true, true]);
  });

  it('has no controls when every slide shows on a wide screen, and dots for a narrow one', () => {
    const { container } = render(cards(3));
    const controls = container.querySelector('[data-carousel] > div')!;
    expect(controls.className).toContain('narrowOnly');
    expect(controls.querySelectorAll('button')).toHaveLength(3);
  });

  it('has no controls at all for a single slide', () => {
    render(cards(1));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('its script switches the controls on once', () => {
    const { container } = render(reviews(5, 'both'));
    const root = container.querySelector<HTMLElement>('[data-carousel]')!;
    window.matchMedia ??= () => ({ matches: false, addEventListener() {} }) as unknown as MediaQueryList;
    enhanceCarousel(root, swedishWords);
    expect(root.dataset['enhanced']).toBe('true');
    expect(
      screen.getAllByRole('button', { name: /Visa omdöme/ }).every((dot) => !dot.hasAttribute('disabled')),
    ).toBe(true);
  });
});
