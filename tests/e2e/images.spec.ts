/**
 * What only a browser decides about a treatment's photo: where it shows on a phone and on a
 * desktop, and which crop and format it fetches; and that the host serves a share image as a PNG.
 * The markup and the files: tests/site/images.test.ts.
 */
import { expect, test } from '@playwright/test';
import { SHARE_IMAGE_DIR } from '../../src/lib/build/share/share-cards';
import { shownCategories, shownTreatments } from './content';
import { urlFor, widths } from './site';

/** The first shown treatment with a photo of its own; the photo's tests skip without one. */
const PHOTO_PAGE = shownTreatments.find((t) => t.photo !== undefined)?.path;

test('the host serves a share image as a PNG', async ({ request }) => {
  // The first category's: a path that may have letters beyond ASCII, as the sample's do.
  const response = await request.get(`/${SHARE_IMAGE_DIR}/${urlFor(shownCategories[0]!.path.slice(1))}.png`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

/**
 * docs/images.md: the bytes of images a visitor's first view of a photo page may fetch. The
 * generated samples are far below it; the clinic's own photos must stay within it too.
 */
const IMAGE_PAGE_BUDGET = { phone: 60 * 1024, desktop: 100 * 1024 };

test.describe('the photo of a treatment in a browser', () => {
  for (const [layout, viewport, ratio, place] of [
    ['phone', widths.mobile, 16 / 9, 'article'],
    ['desktop', widths.desktop, 5 / 4, 'header'],
  ] as const) {
    test(`${layout}: shown once, in the ${place}, as AVIF in the ${layout} crop, undistorted, within the image budget`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const images: Array<Promise<number>> = [];
      const fetched: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
        fetched.push(new URL(response.url()).pathname);
        images.push(response.body().then((b) => b.length));
      });
      test.skip(PHOTO_PAGE === undefined, 'no shown treatment has a photo');
      await page.goto(urlFor(PHOTO_PAGE!));
      const photo = page.locator('picture img').filter({ visible: true });
      await expect(photo).toHaveCount(1);
      await expect(page.locator(`${place} picture img`)).toBeVisible();
      // A phone's first screen is the text, the price and the booking button; a desktop's has the photo.
      const top = await photo.evaluate((img) => img.getBoundingClientRect().top);
      if (layout === 'phone') expect(top).toBeGreaterThan(viewport.height);
      else expect(top).toBeLessThan(viewport.height);
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toHaveJSProperty('complete', true);
      const shown = await photo.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        natural: img.naturalWidth / img.naturalHeight,
        box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      }));
      expect(shown.src).toMatch(/\.avif$/);
      expect(shown.natural).toBeCloseTo(ratio, 1);
      expect(shown.box).toBeCloseTo(ratio, 1);
      await page.waitForLoadState('networkidle');
      // The hidden picture fetched nothing: the one file is the one shown.
      expect(fetched).toEqual([new URL(shown.src).pathname]);
      const bytes = (await Promise.all(images)).reduce((sum, size) => sum + size, 0);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThan(IMAGE_PAGE_BUDGET[layout]);
    });
  }
});
