/**
 * The guide by concern (docs/concerns-and-search.md) in a browser: a visitor walks to a treatment;
 * each card's price and time the treatment page's own; the sitemap and the structured data list
 * the concern pages. The links and the law's terms, read from the built HTML: tests/site/concerns.test.ts. (No script on them: budgets.spec.ts. Axe and one h1:
 * accessibility.spec.ts, which visits every route of spec-routes.ts.)
 */
import { expect, test } from '@playwright/test';
import { mainPages } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { escapeRegExp } from '../../src/schemas/regexp';
import {
  concerns,
  groups,
  isShown,
  pricesOf,
  showsItsPrices,
  treatments as contentTreatments,
  type ContentTreatment,
} from './content';
import { builtHtml, builtPaths, jsonLdItems, widths } from './site';

const GUIDE = '/Besvar';
/** The concern pages the build wrote, in the order of their files (src/content/concerns/). */
const built = new Set(builtPaths());
const builtConcerns = concerns.filter((concern) => built.has(concern.path));
const concernRoutes = builtConcerns.map((concern) => concern.path);

/**
 * A concern's shown treatments, in the order its file lists them (as its page and its ItemList
 * do): a prescription-only one is information, never a card of a concern.
 */
const shownIn = (concern: (typeof concerns)[number]) =>
  concern.treatments.flatMap((path) =>
    contentTreatments.filter((t) => t.path === path && isShown(t) && !t.prescriptionOnly),
  );

/**
 * The cards of a concern's page, in order: its shown treatments, except that a prescription
 * medicine's give way to their overview page, once (decision 0027).
 */
const cardsIn = (concern: (typeof concerns)[number]) => [
  ...new Map(
    shownIn(concern).map((t) => {
      const group = groups.find((g) => g.id === t.group);
      const card = group && t.prescriptionMedicine ? group : t;
      return [card.path, { title: card.title, path: card.path }] as const;
    }),
  ).values(),
];

test('a visitor walks from the home page to a concern and on to its first card\u2019s page', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .locator('main')
    .getByRole('link', { name: uiWords('sv').site.home.toGuide(mainPages.concerns.title) })
    .click();
  await expect(page).toHaveURL(GUIDE);
  // The first concern the guide shows, and the first card on its page.
  const concern = builtConcerns[0];
  test.skip(!concern, 'the content has no concern');
  const firstCard = cardsIn(concern!)[0]!;
  await page.getByRole('link', { name: `Läs mer om ${concern!.title}` }).click();
  await expect(page).toHaveURL(encodeURI(concern!.path));
  await expect(page.locator('h1')).toHaveText(concern!.title);
  const card = page.locator('main li').filter({ hasText: firstCard.title });
  await card
    .first()
    .getByRole('link', { name: /Läs mer/ })
    .click();
  await expect(page).toHaveURL(encodeURI(firstCard.path));
  await expect(page.locator('h1')).toHaveText(firstCard.title);
});

/**
 * A built concern and one of its shown treatments that `fits` and whose card shows its price (a
 * prescription medicine's shows none), from the content (the first such); undefined when the
 * clinic's concerns have none.
 */
function concernWith(fits: (t: ContentTreatment) => boolean) {
  for (const concern of builtConcerns) {
    const treatment = shownIn(concern).find((t) => showsItsPrices(t) && fits(t));
    if (treatment) return { concern, treatment };
  }
  return undefined;
}

// One price with its time, and variants (the lowest price, and the span of their times).
const cardCases = [
  {
    kind: 'one price with its time',
    // The card's price is the page's own price, as written there.
    pageShowsCardPrice: true,
    fits: (t: ContentTreatment) => pricesOf(t).main.length === 1 && pricesOf(t).cardDuration !== undefined,
  },
  { kind: 'variants', pageShowsCardPrice: false, fits: (t: ContentTreatment) => pricesOf(t).main.length > 1 },
];

for (const { kind, fits, pageShowsCardPrice } of cardCases) {
  test(`a concern card shows the treatment\u2019s price and time as its own page does (${kind})`, async ({
    page,
  }) => {
    const pick = concernWith(fits);
    test.skip(!pick, `no treatment in the concerns has ${kind}`);
    const { concern, treatment } = pick!;
    await page.setViewportSize(widths.desktop);
    const { cardPrice, cardDuration } = pricesOf(treatment);
    await page.goto(concern.path);
    const card = page.locator('main li').filter({ hasText: treatment.title });
    await expect(card.first()).toContainText(`${cardPrice} · ${cardDuration}`);
    if (!pageShowsCardPrice) return;
    await page.goto(treatment.path);
    await expect(page.locator('main')).toContainText(cardPrice);
  });
}

test('the concern pages are in the sitemap, with an ItemList of their cards', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [GUIDE, ...concernRoutes]) expect(sitemap, path).toContain(`${path}</loc>`);
  const concern = builtConcerns[0];
  test.skip(!concern, 'the content has no concern');
  const data = jsonLdItems(builtHtml(concern!.path));
  expect(data.find((item) => item['@type'] === 'ItemList')).toMatchObject({
    name: concern!.title,
    itemListElement: cardsIn(concern!).map((card, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: expect.stringMatching(new RegExp(`${escapeRegExp(encodeURI(card.path))}$`)),
    })),
  });
  expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined();
});
