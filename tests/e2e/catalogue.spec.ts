import { expect, test, type Page } from '@playwright/test';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import { builtHtml, widths } from './site';
import { priceSummary, priceSummaryFolders } from './spec-figures';

test('/Priser summarises each price list with spans computed from the catalogue', async ({ page }) => {
  await page.goto('/Priser');
  const shipped = shippedStatus();
  // Each span under its own price list and section, as the spec pairs them, where the treatments
  // behind it are the shipped ones (a span draws on every treatment of the list).
  for (const [list, sections] of Object.entries(priceSummary)) {
    if (!shipped.isShipped(priceSummaryFolders[list]!.flatMap(shipped.filesUnder))) {
      test.info().annotations.push({ type: 'spec', description: `${list}: ${CHANGED_BY_CLINIC}` });
      continue;
    }
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: list, exact: true }) });
    const spans = Object.fromEntries(
      (await card.locator('li').allInnerTexts()).map((line) => {
        const [section = '', span = ''] = line.replace(/[\u00a0\u202f]/g, ' ').split(': ');
        return [section, span];
      }),
    );
    expect(spans, list).toMatchObject(sections);
  }
  await expect(page.getByRole('link', { name: /Se prislistan/ })).toHaveCount(7);
});

test.describe('overview carousel', () => {
  const cardsInView = (page: Page) =>
    page.getByRole('region', { name: /Rynkreducerande|Carboxy|Light/ }).evaluate((root) => {
      const track = root.querySelector('ul')!.getBoundingClientRect();
      return [...root.querySelectorAll('li[aria-roledescription]')]
        .map((li) => ({ label: li.getAttribute('aria-label'), box: li.getBoundingClientRect() }))
        .filter(({ box }) => box.left >= track.left - 1 && box.right <= track.right + 1)
        .sort((a, b) => a.box.left - b.box.left)
        .map(({ label }) => label);
    });

  async function open(page: Page, path: string) {
    await page.goto(path);
    const carousel = page.getByRole('region', { name: /Rynkreducerande|Carboxy|Light/ });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    return carousel;
  }

  test('shows 3 cards on a wide screen, with a dot per position, sliding to the one chosen', async ({
    page,
  }) => {
    await page.setViewportSize(widths.desktop);
    const carousel = await open(page, '/Rynkreducerande');
    expect(await cardsInView(page)).toEqual(['1 av 15', '2 av 15', '3 av 15']);
    // A position is the card at the left edge: 15 cards, 3 in view, 13 positions.
    const dots = carousel.getByRole('button', { name: /Visa kort/ });
    await expect(dots).toHaveCount(13);
    // The row slides there rather than jumps: on its way it passes through positions between.
    const slide = await carousel.evaluate(async (root) => {
      const track = root.querySelector('ul')!;
      const target = track.scrollWidth - track.clientWidth;
      const seen: number[] = [];
      track.addEventListener('scroll', () => seen.push(track.scrollLeft));
      root.querySelector<HTMLButtonElement>('button[data-position="12"]')!.click();
      await new Promise<void>((resolve) => {
        const arrived = () =>
          Math.abs(track.scrollLeft - target) < 1 ? resolve() : requestAnimationFrame(arrived);
        arrived();
      });
      return seen.filter((left) => left > 1 && left < target - 1).length;
    });
    expect(slide).toBeGreaterThan(1);
    await expect.poll(() => cardsInView(page)).toEqual(['13 av 15', '14 av 15', '15 av 15']);
    // Only the cards in view can be reached; the first of them leads to its page.
    await expect(carousel.locator('li:not([inert]) a')).toHaveCount(3);
    await carousel.getByRole('link', { name: /Läs mer om axlar och hals/i }).click();
    await expect(page).toHaveURL('/Rynkbehandling-Trapezius');
  });

  test('shows 1 card below 768 px', async ({ page }) => {
    await page.setViewportSize(widths.mobile);
    const carousel = await open(page, '/Rynkreducerande');
    expect(await cardsInView(page)).toEqual(['1 av 15']);
    await carousel.getByRole('button', { name: 'Visa kort 2 av 15' }).click();
    await expect.poll(() => cardsInView(page)).toEqual(['2 av 15']);
  });

  /** SPEC §2: the overviews with three cards, and the pages their cards lead to, in order. */
  const threeCards = {
    '/Carboxy-Cellutrix': ['/Cellutrix-RRS', '/Carboxy', '/Carboxy-Ogon'],
    '/Nordlys-LightBright': [
      '/LightBright-Ansikte',
      '/LightBright-Ansikte-Hals',
      '/LightBright-Ansikte-Hals-Dekolletage',
    ],
  };
  for (const [path, cardTargets] of Object.entries(threeCards)) {
    test(`${path} has 3 cards and does not loop`, async ({ page }) => {
      await page.setViewportSize(widths.desktop);
      const carousel = await open(page, path);
      expect(await cardsInView(page)).toEqual(['1 av 3', '2 av 3', '3 av 3']);
      await expect(carousel.getByRole('button')).toHaveCount(0);

      await page.setViewportSize(widths.mobile);
      const dots = carousel.getByRole('button', { name: /Visa kort/ });
      await expect(dots).toHaveCount(3);
      await dots.nth(2).click();
      await expect.poll(() => cardsInView(page)).toEqual(['3 av 3']);
      // At the last card it stays there: no wrap to the first.
      await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
      // In the HTML itself (without JavaScript too): three cards, numbered in order, each to its page.
      const cards = [
        ...builtHtml(path).matchAll(/<li[^>]*aria-roledescription="[^"]*"[^>]*>[\s\S]*?<\/li>/g),
      ];
      expect(cards.map(([card]) => /aria-label="([^"]+)"/.exec(card)?.[1])).toEqual([
        '1 av 3',
        '2 av 3',
        '3 av 3',
      ]);
      expect(cards.map(([card]) => /href="([^"]+)"/.exec(card)?.[1])).toEqual(cardTargets);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: widths.mobile });
    test('every card is in a swipeable row', async ({ page }) => {
      await page.goto('/Nordlys-Frax1550');
      const track = page.getByRole('region', { name: /Frax/ }).getByRole('list');
      await expect(track.getByRole('listitem')).toHaveCount(4);
      expect(await track.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
      await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await page.getByRole('link', { name: 'Läs mer om Hals eller dekolletage' }).click();
      await expect(page).toHaveURL('/Frax1550-Hals-Dekolletage');
    });
  });
});

// Where each page's consultation banner leads is checked on that page's one visit in
// accessibility.spec.ts (bannerTargets in spec-figures.ts).

test('the massage price list opens one massage at a time and closes the open one on a click', async ({
  page,
}) => {
  await page.goto('/Massagee');
  const list = page.locator('#prislista details');
  await expect(list).toHaveCount(10);
  for (let i = 0; i < 10; i += 1) await expect(list.nth(i)).not.toHaveAttribute('open');
  await list.nth(0).locator('summary').click();
  await expect(list.nth(0).getByRole('cell', { name: /695/ })).toBeVisible();
  await list.nth(2).locator('summary').click();
  await expect(list.nth(2)).toHaveAttribute('open');
  await expect(list.nth(0)).not.toHaveAttribute('open');
  await list.nth(2).locator('summary').click();
  await expect(list.nth(2)).not.toHaveAttribute('open');
});

test('the new Frax 1550 pages are reachable from their cards', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  await page.goto('/Nordlys-Frax1550');
  const carousel = page.getByRole('region', { name: /Frax/ });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-enhanced', 'true');
  await carousel.getByRole('button', { name: 'Visa kort 2 av 4' }).click();
  await carousel.getByRole('link', { name: /Läs mer om ansikte, hals och dekolletage/ }).click();
  await expect(page).toHaveURL('/Frax1550-Ansikte-Hals-Dekolletage');
  await expect(page.locator('main')).toContainText('4\u00a0200\u00a0kr');
});
