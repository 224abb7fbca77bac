import { expect, test, type Locator, type Page } from '@playwright/test';
import { englishPages } from '../../src/config/routes';
import { BRAND_FONT_CLASS } from '../../src/delivery';
import * as englishCarouselWords from '../../src/i18n/en/carousel';
import { uiWords } from '../../src/i18n/ui';
import { clinic, consultation, groups, shownTestimonials, shownTreatments } from './content';
import { builtHtml, builtPaths, widths } from './site';

/** The slide labels ("3 av 11") a carousel shows inside its visible track, left to right. */
async function visibleSlides(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const track = root.querySelector('ul')!.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>('li[aria-roledescription]')]
      .map((slide) => ({ label: slide.getAttribute('aria-label') ?? '', box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ label }) => label);
  });
}

async function enhancedCarousel(page: Page, name: string): Promise<Locator> {
  const carousel = page.getByRole('region', { name });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-enhanced', 'true');
  return carousel;
}

/**
 * Three testimonials show at a time on a wide screen: only with more than three does the row
 * move, wrap and scroll. A clinic with fewer (or none, and so no carousel) has nothing here to check.
 */
const skipWithoutMoreThanThree = () =>
  test.skip(
    shownTestimonials.length <= 3,
    `the content has ${shownTestimonials.length} testimonials the page may show; the carousel moves only with more than three`,
  );

test.describe('testimonials', () => {
  test.use({ viewport: widths.desktop });
  test.beforeEach(skipWithoutMoreThanThree);

  test('three consecutive testimonials show; previous and next move by one and wrap at the ends', async ({
    page,
  }) => {
    // As many as src/content/testimonials.yaml holds that the page may show (more than three, for the wrap to show).
    const n = shownTestimonials.length;
    const slides = (...positions: number[]) => positions.map((i) => `${i} av ${n}`);
    await page.goto('/');
    const carousel = await enhancedCarousel(page, 'Omdömen från våra kunder');
    await expect(carousel.getByRole('listitem')).toHaveCount(n);
    expect(await visibleSlides(carousel)).toEqual(slides(1, 2, 3));

    // From the first position, previous wraps to the last: the last three testimonials.
    await carousel.getByRole('button', { name: 'Föregående omdöme' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual(slides(n - 2, n - 1, n));

    await carousel.getByRole('button', { name: 'Nästa omdöme' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual(slides(1, 2, 3));
    await carousel.getByRole('button', { name: 'Nästa omdöme' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual(slides(2, 3, 4));
    await expect(carousel.getByText(`Visar omdöme 2, 3 och 4 av ${n}`)).toBeAttached();
  });

  test('on the English home page the carousel speaks English: its labels, its buttons and what it says after a move', async ({
    page,
  }) => {
    const words = uiWords('en').site.carousel;
    const n = shownTestimonials.length;
    await page.goto(englishPages.home.path);
    const carousel = await enhancedCarousel(page, words.testimonials);
    expect(await visibleSlides(carousel)).toEqual([1, 2, 3].map((i) => words.position(i, n)));
    await carousel.getByRole('button', { name: words.next(words.testimonial), exact: true }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3, 4].map((i) => words.position(i, n)));
    // Said by the carousels' English module once the row rests: "Showing reviews 2, 3 and 4 of 9".
    const spoken = englishCarouselWords.showing(words.testimonial, `2, 3 ${englishCarouselWords.and} 4`, n);
    await expect(carousel.getByText(spoken, { exact: true })).toBeAttached();
    await carousel.getByRole('button', { name: words.previous(words.testimonial), exact: true }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2, 3].map((i) => words.position(i, n)));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every testimonial is in the page, in a row that scrolls', async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Omdömen från våra kunder' });
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.getByRole('listitem')).toHaveCount(shownTestimonials.length);
      const track = carousel.getByRole('list');
      const scrollable = await track.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrollable).toBe(true);
      await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(carousel.getByRole('listitem').last()).toBeInViewport();
    });
  });
});

test('FAQ: none open at first, one at a time, the open one closes on a click, marked + and −', async ({
  page,
}) => {
  // The overview page with the most questions, and its questions as its file has them.
  const group = groups
    .filter((item) => !item.hidden)
    .reduce((most, item) => ((item.faq?.length ?? 0) > (most.faq?.length ?? 0) ? item : most));
  const count = group.faq?.length ?? 0;
  expect(count, group.path).toBeGreaterThan(1);
  await page.goto(encodeURI(group.path));
  const faq = page.locator('#fragor details');
  await expect(faq).toHaveCount(count);
  const marker = (item: Locator) =>
    item.locator('summary [aria-hidden="true"]').evaluate((el) => getComputedStyle(el, '::before').content);

  for (let i = 0; i < count; i += 1) await expect(faq.nth(i)).not.toHaveAttribute('open');
  expect(await marker(faq.first())).toBe('"+"');

  await faq.nth(0).locator('summary').click();
  await expect(faq.nth(0)).toHaveAttribute('open');
  expect(await marker(faq.first())).toBe('"−"');
  await faq.nth(1).locator('summary').click();
  await expect(faq.nth(1)).toHaveAttribute('open');
  await expect(faq.nth(0)).not.toHaveAttribute('open');
  await faq.nth(1).locator('summary').click();
  await expect(faq.nth(1)).not.toHaveAttribute('open');
});

/** A treatment whose booking button leads to the booking service (its own page there, or the clinic's). */
const bookedOutside = shownTreatments.find((t) => !t.prescriptionOnly && !t.bookingHref?.startsWith('/'));

test('an external booking button opens a new tab safely and says so; an in-site one does not', async ({
  page,
  context,
}) => {
  test.skip(!bookedOutside, 'no shown treatment is booked on the booking service');
  const booking = new URL(bookedOutside!.bookingHref ?? clinic.bookingUrl).origin;
  await context.route(`${booking}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Bokning</title>' }),
  );
  await page.goto(encodeURI(bookedOutside!.path));
  const label = bookedOutside!.bookingLabel ?? uiWords('sv').site.actions.bookNow;
  const external = page.getByRole('link', { name: `${label} (öppnas i en ny flik)` });
  await expect(external).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), external.click()]);
  expect(popup.url().startsWith(`${booking}/`), popup.url()).toBe(true);
  // Safely: the booking tab gets no handle on the clinic's page (rel="noreferrer" implies noopener).
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(encodeURI(bookedOutside!.path));

  // The treatment's banner takes a question, or helps choose where its care needs no consultation.
  const internal = page
    .getByRole('complementary', { name: consultation.title, exact: true })
    .or(page.getByRole('complementary', { name: consultation.choiceTitle, exact: true }))
    .getByRole('link', { name: 'Skicka ett meddelande' });
  await expect(internal).not.toHaveAttribute('target');
  await internal.click();
  await expect(page).toHaveURL('/HittaBehandling');
});

/** Every h1 and h2 text of the built site, once each. */
function siteHeadings(): string[] {
  const headings = new Set<string>();
  for (const path of builtPaths()) {
    for (const [, inner = ''] of builtHtml(path).matchAll(/<h[12]\b[^>]*>([\s\S]*?)<\/h[12]>/g)) {
      const text = inner
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .trim();
      if (text) headings.add(text);
    }
  }
  return [...headings];
}

test('a first visit\u2019s stand-in heading font takes Fraunces\u2019 width within 3%, where installed', async ({
  page,
}) => {
  // Only a browser lays text out; one visit measures every heading of the site in each face.
  await page.goto('/');
  const headings = siteHeadings();
  const ratios = await page.evaluate(async (texts) => {
    const h1 = document.querySelector('h1')!;
    // A first visit's headings name the stand-ins only (src/delivery/brand-font.ts).
    const standIns = getComputedStyle(h1)
      .fontFamily.split(',')
      .map((name) => name.trim().replace(/^"|"$/g, ''))
      .filter((name) => name.startsWith('Fraunces fallback'));
    const width = (family: string, strings: string[]) => {
      const probe = document.createElement('span');
      probe.style.cssText = `font: 500 40px "${family}"; white-space: pre; position: absolute`;
      document.body.append(probe);
      const total = strings.reduce((sum, text) => {
        probe.textContent = text;
        return sum + probe.getBoundingClientRect().width;
      }, 0);
      probe.remove();
      return total;
    };
    // The site's face is font-display: optional, which a browser may decline to use once the page
    // is drawn: measure the same file under a face of its own that always applies.
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (r): r is CSSFontFaceRule =>
          r instanceof CSSFontFaceRule && r.style.getPropertyValue('src').includes('.woff2'),
      )!;
    const fraunces = new FontFace('Fraunces probe', rule.style.getPropertyValue('src'), { weight: '500' });
    document.fonts.add(await fraunces.load());
    const result: Record<string, { all: number; h1: number } | 'not installed'> = {};
    for (const family of standIns) {
      await document.fonts.load(`500 40px "${family}"`).catch(() => []);
      const face = [...document.fonts].find((f) => f.family.replace(/"/g, '') === family);
      result[family] =
        face?.status === 'loaded'
          ? {
              all: width(family, texts) / width('Fraunces probe', texts),
              h1: width(family, [h1.textContent!]) / width('Fraunces probe', [h1.textContent!]),
            }
          : 'not installed';
    }
    return result;
  }, headings);
  expect(headings.length).toBeGreaterThan(100);
  expect(Object.keys(ratios)).toEqual([
    'Fraunces fallback Times',
    'Fraunces fallback Noto',
    'Fraunces fallback Georgia',
  ]);
  // Liberation Serif (Linux's Times New Roman) is on every machine the tests run on (.ci/run).
  expect(ratios['Fraunces fallback Times']).not.toBe('not installed');
  for (const [family, ratio] of Object.entries(ratios)) {
    if (ratio === 'not installed') continue;
    expect(ratio.all, `${family}, all headings`).toBeGreaterThan(0.97);
    expect(ratio.all, `${family}, all headings`).toBeLessThan(1.03);
    expect(ratio.h1, `${family}, the home page's h1`).toBeGreaterThan(0.97);
    expect(ratio.h1, `${family}, the home page's h1`).toBeLessThan(1.03);
  }
});

test('a first visit keeps the brand font off its first paint, then fetches it; the next page draws Fraunces from the cache', async ({
  page,
}) => {
  const brandFamily = (families: string) => families.split(',')[0]!.trim().replace(/^"|"$/g, '');
  await page.goto('/Omoss');
  // The page fetches the font once it has painted, into the cache, without using it.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.woff2')),
  );
  const firstVisit = await page.evaluate((brandFontClass) => {
    const font = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))!;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      fontRequested: font.startTime,
      loaded: navigation.loadEventEnd,
      painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      h1: getComputedStyle(document.querySelector('h1')!).fontFamily,
      marked: document.documentElement.classList.contains(brandFontClass),
    };
  }, BRAND_FONT_CLASS);
  expect(firstVisit.marked).toBe(false);
  expect(brandFamily(firstVisit.h1)).toBe('Fraunces fallback Times');
  expect(firstVisit.fontRequested).toBeGreaterThan(firstVisit.painted);
  expect(firstVisit.fontRequested).toBeGreaterThan(firstVisit.loaded);

  // A link within the site: the next page's headings name Fraunces, which comes from the cache.
  await page.getByRole('navigation', { name: 'Sidfot' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/Kontakt$/);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${BRAND_FONT_CLASS}\\b`));
  const nextPage = await page.evaluate(async () => {
    const family = getComputedStyle(document.querySelector('h1')!).fontFamily;
    await document.fonts.ready;
    const font = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2')) as
      PerformanceResourceTiming | undefined;
    return { family, transferSize: font?.transferSize };
  });
  expect(brandFamily(nextPage.family)).toMatch(/^Fraunces-/);
  expect(nextPage.transferSize).toBe(0);
});
