/**
 * The guide by concern (docs/concerns-and-search.md): reached from the home page, the menus and
 * /HittaBehandling; every treatment reachable from a concern page; each card's price and time the
 * treatment page's own; the law's terms where a concern leads to injections; the sitemap and the
 * structured data list the concern pages. (No script on them: budgets.spec.ts. Axe and one h1:
 * accessibility.spec.ts, which visits every route of spec-routes.ts.)
 */
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { policies } from '../../src/config/clinic';
import { concerns, pricesOf, treatments as contentTreatments, type ContentTreatment } from './content';
import { builtHtml, builtPaths, jsonLdItems, widths } from './site';

const GUIDE = '/Besvar';
/** The pages the build wrote; a hidden concern or treatment has none. */
const built = new Set(builtPaths());
/** The concern pages, in the order of their files (src/content/concerns/). */
const shownConcerns = concerns.filter((concern) => built.has(concern.path));
const concernRoutes = shownConcerns.map((concern) => concern.path);

const mainOf = (path: string) => new JSDOM(builtHtml(path)).window.document.querySelector('main')!;
const linksIn = (element: Element, selector = 'a') =>
  [...element.querySelectorAll<HTMLAnchorElement>(selector)].map((a) => decodeURI(a.getAttribute('href')!));

test('the guide lists every concern page, and each concern page links every treatment its file names', () => {
  expect(linksIn(mainOf(GUIDE)).filter((href) => href.startsWith('/Besvar-'))).toEqual(concernRoutes);
  expect(shownConcerns.length).toBeGreaterThan(0);
  for (const concern of shownConcerns) {
    const reached = new Set(linksIn(mainOf(concern.path), 'li a'));
    const missing = concern.treatments.filter((path) => built.has(path) && !reached.has(path));
    expect(missing, concern.path).toEqual([]);
  }
});

test('home, the menus and /HittaBehandling lead to the guide', () => {
  for (const path of ['/', '/HittaBehandling']) expect(linksIn(mainOf(path)), path).toContain(GUIDE);
  const html = builtHtml('/Omoss');
  const header = new JSDOM(html).window.document.querySelector('header')!;
  expect(linksIn(header, 'nav[aria-label="Huvudmeny"] a')).toContain(GUIDE);
  expect(linksIn(header, 'nav[aria-label="Mobilmeny"] a')).toContain(GUIDE);
  // The site map lists every concern under the guide.
  expect(linksIn(mainOf('/Meny'))).toEqual(expect.arrayContaining([GUIDE, ...concernRoutes]));
});

test('a visitor walks from the home page to a concern and on to a treatment', async ({ page }) => {
  await page.goto('/');
  await page
    .locator('main')
    .getByRole('link', { name: /Välj ditt besvär/ })
    .click();
  await expect(page).toHaveURL(GUIDE);
  await page.getByRole('link', { name: 'Läs mer om Trötta ögon och mörka ringar' }).click();
  await expect(page).toHaveURL('/Besvar-Trotta-ogon');
  await expect(page.locator('h1')).toHaveText('Trötta ögon och mörka ringar');
  const card = page.locator('main li').filter({ hasText: 'Fillers under ögonen' });
  await card.getByRole('link', { name: /Läs mer/ }).click();
  await expect(page).toHaveURL('/Fillers-TearTrough');
  await expect(page.locator('h1')).toHaveText('Fillers under ögonen (tear trough)');
});

/** A concern and one of its treatments that `fits`, from the content (the first such). */
function concernWith(fits: (t: ContentTreatment) => boolean) {
  for (const concern of concerns) {
    const treatment = contentTreatments.find((t) => concern.treatments.includes(t.path) && fits(t));
    if (treatment) return { concern, treatment };
  }
  throw new Error('ingen behandling i besvären passar');
}

test('a concern card shows the treatment\u2019s price and time as its own page does', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  // One price with its time, and variants (the lowest price, and the span of their times).
  const one = concernWith((t) => pricesOf(t).main.length === 1 && pricesOf(t).cardDuration !== undefined);
  const variants = concernWith((t) => pricesOf(t).main.length > 1);
  for (const { concern, treatment } of [one, variants]) {
    const { cardPrice, cardDuration } = pricesOf(treatment);
    await page.goto(concern.path);
    const card = page.locator('main li').filter({ hasText: treatment.title });
    await expect(card.first()).toContainText(`${cardPrice} · ${cardDuration}`);
  }
  await page.goto(one.treatment.path);
  await expect(page.locator('main')).toContainText(pricesOf(one.treatment).cardPrice);
});

test('concerns that lead to injections say the 18-year limit and the consultation; waxing does not', () => {
  const injections = mainOf('/Besvar-Rynkor').textContent!;
  expect(injections).toContain('fyllt 18 år');
  expect(injections).toContain(`konsultation minst ${policies.injectionConsultationHours} timmar`);
  const waxing = mainOf('/Besvar-Oonskat-har').textContent!;
  expect(waxing).not.toContain('18 år');
  expect(waxing).toContain('3–6 veckor');
});

/** The sentences of "Så väljer du" outside the law's block, which states the consultation rule. */
function choosingSentences(path: string): string[] {
  const section = mainOf(path).querySelector('#valja')!.cloneNode(true) as Element;
  for (const aside of section.querySelectorAll('aside')) aside.remove();
  for (const heading of section.querySelectorAll('h2')) heading.remove();
  return [...section.querySelectorAll('p, li')].flatMap((block) =>
    block
      .textContent!.replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s+/),
  );
}

test('a concern leading to injections says the consultation once, beside the law’s block (issue 27)', () => {
  // The screen added its own consultation sentence after the concern's, and 8 of 11 pages said it
  // twice in a row in two wordings. The text may name the consultation once; the block says the rule.
  const regulated = shownConcerns.filter((concern) =>
    new JSDOM(builtHtml(concern.path)).window.document.getElementById('lagkrav'),
  );
  expect(regulated.length).toBeGreaterThan(5);
  const twice = regulated
    .map((concern) => ({
      path: concern.path,
      sentences: choosingSentences(concern.path).filter((sentence) => /konsultation/i.test(sentence)),
    }))
    .filter(({ sentences }) => sentences.length > 1)
    .map(({ path, sentences }) => `${path}: ${sentences.join(' | ')}`);
  expect(twice).toEqual([]);
});

test('no prescription injection is offered for stress or tension (issue 27)', () => {
  // The jaw and shoulder injections change a muscle's shape; they treat neither pain, stress nor
  // teeth grinding, so a concern about tension lists none of them.
  const tension = shownConcerns.filter((concern) => /stress|spänning/i.test(concern.title));
  expect(tension.length).toBeGreaterThan(0);
  for (const concern of tension) {
    const injections = concern.treatments.filter(
      (path) => contentTreatments.find((t) => t.path === path)?.category === 'injektionsbehandlingar',
    );
    expect(injections, concern.path).toEqual([]);
    expect(
      new JSDOM(builtHtml(concern.path)).window.document.getElementById('lagkrav'),
      concern.path,
    ).toBeNull();
  }
});

test('the concern pages are in the sitemap, with an ItemList of their treatments', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [GUIDE, ...concernRoutes]) expect(sitemap, path).toContain(`${path}</loc>`);
  const data = jsonLdItems(builtHtml('/Besvar-Svettning'));
  expect(data.find((item) => item['@type'] === 'ItemList')).toMatchObject({
    name: 'Kraftig svettning',
    itemListElement: [
      { '@type': 'ListItem', position: 1, url: expect.stringMatching(/\/Rynkbehandling-Hyperhidros$/) },
    ],
  });
  expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined();
});
