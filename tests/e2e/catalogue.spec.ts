import { expect, test, type Page } from '@playwright/test';
import { inSentence } from '../../src/i18n/words';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import {
  categories,
  categoryTreatments,
  groupTreatments,
  isShown,
  pagePrices,
  priceRows,
  shownGroups,
  shownPriceLists,
} from './content';
import { builtHtml, widths } from './site';
import { priceSummary, priceSummaryFolders } from './spec-figures';

test('/Priser summarises each price list with spans computed from the catalogue', async ({ page }) => {
  await page.goto('/Priser');
  const shipped = shippedStatus();
  // Each span under its own price list and section, as the original price lists pair them (docs/product.md), where the treatments
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
  // One link per price list that has a page: a hidden list, or one left with no shown treatment, has none.
  await expect(page.getByRole('link', { name: /Se prislistan/ })).toHaveCount(shownPriceLists.length);
});

/** The clinic's built overview pages (groups) by their number of cards, the fullest first. */
const bySize = shownGroups
  .map((group) => ({
    group,
    cards: groupTreatments(group.id).filter((t) => isShown(t) && !t.prescriptionOnly),
  }))
  .sort((a, b) => b.cards.length - a.cards.length);
/**
 * A treatment's card link ends with its full title as a sentence has it ("Läs mer om IPL ansikte"),
 * though the card is headed by its short label ("Ansikte"), as GroupScreen and Card.tsx write it.
 */
const cardLabel = (t: { title: string }) => inSentence(t.title);
const ofCount = (count: number, ...positions: number[]) => positions.map((n) => `${n} av ${count}`);

test.describe('overview carousel', () => {
  const cardsInView = (page: Page, name: string) =>
    page.getByRole('region', { name, exact: true }).evaluate((root) => {
      const track = root.querySelector('ul')!.getBoundingClientRect();
      return [...root.querySelectorAll('li[aria-roledescription]')]
        .map((li) => ({ label: li.getAttribute('aria-label'), box: li.getBoundingClientRect() }))
        .filter(({ box }) => box.left >= track.left - 1 && box.right <= track.right + 1)
        .sort((a, b) => a.box.left - b.box.left)
        .map(({ label }) => label);
    });

  async function open(page: Page, path: string, name: string) {
    await page.goto(path);
    const carousel = page.getByRole('region', { name, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    return carousel;
  }

  // The fullest overview: more cards than a wide screen shows, so it slides.
  const { group: full, cards } = bySize[0]!;
  const count = cards.length;

  test('shows 3 cards on a wide screen, with a dot per position, sliding to the one chosen', async ({
    page,
  }) => {
    expect(count, `${full.path} har fler kort än tre`).toBeGreaterThan(3);
    await page.setViewportSize(widths.desktop);
    const carousel = await open(page, full.path, full.title);
    expect(await cardsInView(page, full.title)).toEqual(ofCount(count, 1, 2, 3));
    // A position is the card at the left edge: with 3 in view, the last is count − 2.
    const dots = carousel.getByRole('button', { name: /Visa kort/ });
    await expect(dots).toHaveCount(count - 2);
    // The row slides there rather than jumps: on its way it passes through positions between.
    const slide = await carousel.evaluate(async (root, last) => {
      const track = root.querySelector('ul')!;
      const target = track.scrollWidth - track.clientWidth;
      const seen: number[] = [];
      track.addEventListener('scroll', () => seen.push(track.scrollLeft));
      root.querySelector<HTMLButtonElement>(`button[data-position="${last}"]`)!.click();
      await new Promise<void>((resolve) => {
        const arrived = () =>
          Math.abs(track.scrollLeft - target) < 1 ? resolve() : requestAnimationFrame(arrived);
        arrived();
      });
      return seen.filter((left) => left > 1 && left < target - 1).length;
    }, count - 3);
    expect(slide).toBeGreaterThan(1);
    await expect
      .poll(() => cardsInView(page, full.title))
      .toEqual(ofCount(count, count - 2, count - 1, count));
    // Only the cards in view can be reached; the first of them leads to its page.
    await expect(carousel.locator('li:not([inert]) a')).toHaveCount(3);
    const firstInView = cards[count - 3]!;
    await carousel.getByRole('link', { name: `Läs mer om ${cardLabel(firstInView)}`, exact: true }).click();
    await expect(page).toHaveURL(encodeURI(firstInView.path));
  });

  test('shows 1 card below 768 px', async ({ page }) => {
    await page.setViewportSize(widths.mobile);
    const carousel = await open(page, full.path, full.title);
    expect(await cardsInView(page, full.title)).toEqual(ofCount(count, 1));
    await carousel.getByRole('button', { name: `Visa kort 2 av ${count}` }).click();
    await expect.poll(() => cardsInView(page, full.title)).toEqual(ofCount(count, 2));
  });

  // The original routes give overviews of three cards (Carboxy & Cellutrix, Light & Bright): every overview
  // whose cards all fit a wide screen, whatever their number, shows them all and does not loop.
  for (const { group, cards: few } of bySize.filter(({ cards: c }) => c.length > 1 && c.length <= 3)) {
    test(`${group.path}: its ${few.length} cards all in view, and it does not loop`, async ({ page }) => {
      const n = few.length;
      const all = ofCount(n, ...few.map((_, i) => i + 1));
      await page.setViewportSize(widths.desktop);
      const carousel = await open(page, group.path, group.title);
      expect(await cardsInView(page, group.title)).toEqual(all);
      await expect(carousel.getByRole('button')).toHaveCount(0);

      await page.setViewportSize(widths.mobile);
      const dots = carousel.getByRole('button', { name: /Visa kort/ });
      await expect(dots).toHaveCount(n);
      await dots.nth(n - 1).click();
      await expect.poll(() => cardsInView(page, group.title)).toEqual(ofCount(n, n));
      // At the last card it stays there: no wrap to the first.
      await expect(dots.nth(n - 1)).toHaveAttribute('aria-current', 'true');
      // In the HTML itself (without JavaScript too): the cards, numbered in order, each to its page.
      const html = [
        ...builtHtml(group.path).matchAll(/<li[^>]*aria-roledescription="[^"]*"[^>]*>[\s\S]*?<\/li>/g),
      ];
      expect(html.map(([card]) => /aria-label="([^"]+)"/.exec(card)?.[1])).toEqual(all);
      expect(html.map(([card]) => /href="([^"]+)"/.exec(card)?.[1])).toEqual(
        few.map((t) => encodeURI(t.path)),
      );
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: widths.mobile });
    test('every card is in a swipeable row', async ({ page }) => {
      await page.goto(full.path);
      const track = page.getByRole('region', { name: full.title, exact: true }).getByRole('list');
      await expect(track.getByRole('listitem')).toHaveCount(count);
      expect(await track.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
      await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const last = cards[count - 1]!;
      await page.getByRole('link', { name: `Läs mer om ${cardLabel(last)}`, exact: true }).click();
      await expect(page).toHaveURL(encodeURI(last.path));
    });
  });
});

// Where each page's consultation banner leads is checked on that page's one visit in
// accessibility.spec.ts (bannerTargets in spec-figures.ts).

/** The category whose page carries its own price list (massage), one collapsible per treatment. */
const withPriceList = categories.find((category) => category.showPriceList);

test('a category\u2019s own price list opens one treatment at a time and closes the open one on a click', async ({
  page,
}) => {
  test.skip(!withPriceList, 'ingen kategori visar en egen prislista');
  const listed = categoryTreatments(withPriceList!.id);
  expect(listed.length, 'minst tre behandlingar').toBeGreaterThan(2);
  await page.goto(withPriceList!.path);
  const list = page.locator('#prislista details');
  await expect(list).toHaveCount(listed.length);
  for (let i = 0; i < listed.length; i += 1) await expect(list.nth(i)).not.toHaveAttribute('open');
  await list.nth(0).locator('summary').click();
  // The first row's ordinary price, as the treatment's file gives it.
  await expect(list.nth(0).getByRole('cell').first()).toHaveText(priceRows(listed[0]!)[0]![1]);
  await list.nth(2).locator('summary').click();
  await expect(list.nth(2)).toHaveAttribute('open');
  await expect(list.nth(0)).not.toHaveAttribute('open');
  await list.nth(2).locator('summary').click();
  await expect(list.nth(2)).not.toHaveAttribute('open');
});

test('a card reached with the dots leads to its page, which shows the price in its file', async ({
  page,
}) => {
  // The smallest overview that slides (Nordlys Frax 1550 in the sample): its fourth card is out of
  // view until the row moves.
  const { group, cards: slid } = bySize.filter(({ cards: c }) => c.length > 3).at(-1)!;
  const fourth = slid[3]!;
  await page.setViewportSize(widths.desktop);
  await page.goto(group.path);
  const carousel = page.getByRole('region', { name: group.title, exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-enhanced', 'true');
  await carousel.getByRole('button', { name: `Visa kort 2 av ${slid.length}` }).click();
  await carousel.getByRole('link', { name: `Läs mer om ${cardLabel(fourth)}`, exact: true }).click();
  await expect(page).toHaveURL(encodeURI(fourth.path));
  await expect(page.locator('main')).toContainText(pagePrices(fourth)[0]![1]);
});
