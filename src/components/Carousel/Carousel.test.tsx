import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './Carousel';
import { enhanceCarousel } from './enhance';

const slides = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>Bild {i + 1}</p>);
const order = () =>
  screen
    .getAllByRole('listitem')
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((li) => li.getAttribute('aria-label'));

/** The carousel as the build renders it, then taken over by its script. */
function renderEnhanced(props: CarouselProps) {
  const { container } = render(<Carousel {...props} />);
  const root = container.querySelector<HTMLElement>('[data-carousel]')!;
  enhanceCarousel(root);
  return root;
}

beforeEach(() => {
  // jsdom has no layout: a wide screen, and scrolling that does nothing.
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
  Element.prototype.scrollTo = () => {};
});

describe('Carousel', () => {
  it('without its script shows every slide and no working control', () => {
    const { container } = render(
      <Carousel slides={slides(5)} label="Omdömen" slideName="omdöme" loop controls="arrows" />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(container.querySelector('[data-carousel]')!.getAttribute('data-enhanced')).toBe('false');
    for (const button of screen.getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('moves by one and wraps around when it loops', async () => {
    const root = renderEnhanced({
      slides: slides(5),
      label: 'Omdömen',
      slideName: 'omdöme',
      loop: true,
      controls: 'arrows',
    });
    expect(root.dataset['enhanced']).toBe('true');
    expect(order().slice(0, 3)).toEqual(['1 av 5', '2 av 5', '3 av 5']);
    await userEvent.click(screen.getByRole('button', { name: 'Föregående omdöme' }));
    expect(order().slice(0, 3)).toEqual(['5 av 5', '1 av 5', '2 av 5']);
    expect(screen.getByText('Visar omdöme 5, 1 och 2 av 5')).toBeTruthy();
    // Slides out of view are out of reach (WAI-ARIA carousel pattern).
    expect(screen.getAllByRole('listitem').filter((li) => li.inert)).toHaveLength(2);
  });

  it('has one dot per position and stops at the ends when it does not loop', async () => {
    renderEnhanced({ slides: slides(4), label: 'Kort', slideName: 'kort', loop: false, controls: 'both' });
    // Rendered for one slide in view (four positions); the two a wide screen lacks are hidden by CSS.
    const dots = screen.getAllByRole('button', { name: /Visa kort/ });
    expect(dots).toHaveLength(4);
    expect(dots.filter((dot) => dot.className.includes('narrowOnly'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Föregående kort' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Nästa kort' }));
    expect(screen.getByRole('button', { name: 'Nästa kort' }).hasAttribute('disabled')).toBe(true);
    expect(dots[1]!.getAttribute('aria-current')).toBe('true');
    expect(dots[0]!.hasAttribute('aria-current')).toBe(false);
  });

  it('has no controls when every slide shows on a wide screen, and dots for a narrow one', () => {
    const { container } = render(
      <Carousel slides={slides(3)} label="Kort" slideName="kort" loop={false} controls="dots" />,
    );
    const controls = container.querySelector('[data-carousel] > div')!;
    expect(controls.className).toContain('narrowOnly');
    expect(controls.querySelectorAll('button')).toHaveLength(3);
  });

  it('has no controls at all for a single slide', () => {
    render(<Carousel slides={slides(1)} label="Kort" slideName="kort" loop={false} controls="dots" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
