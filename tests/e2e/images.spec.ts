/**
 * Photos, art and share images, checked on the build (issue 15). Markup facts are read from the
 * HTML in dist/ in Node, no browser; the browser is used once, for what only a browser decides:
 * where a treatment's photo shows on a phone and on a desktop, and which crop and format it fetches.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp, { type Sharp } from 'sharp';
import { SHARE_IMAGE_DIR, SHARE_IMAGE_SIZE } from '../../src/lib/build/share/share-cards';
import { categories, clinic, groups, pricesOf, treatments } from './content';
import { builtHtml, builtPaths, DIST, urlFor, widths } from './site';

/** The treatment and the staff member the sample data gives a generated photo. */
/** The first treatment with a photo of its own (the forehead in the sample), and its listing. */
const photographed = treatments.find((t) => t.photo !== undefined)!;
const PHOTO_PAGE = photographed.path;
const STAFF_PAGE = '/Omoss';
/** The overview page whose carousel holds the photo treatment's card. */
const GROUP_PAGE = (groups.find((g) => g.id === photographed.group) ??
  categories.find((c) => c.id === photographed.category))!.path;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');
const metaContent = (html: string, key: string) =>
  [...html.matchAll(/<meta\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'property') === key || attribute(tag, 'name') === key)
    .map((tag) => attribute(tag, 'content'));
/** "/_astro/x.avif 320w, /_astro/y.avif 480w" -> [["/_astro/x.avif", 320], ...] */
const candidates = (srcset: string) =>
  srcset
    .split(', ')
    .filter(Boolean)
    .map((candidate) => {
      const [url = '', descriptor = ''] = candidate.split(' ');
      return [url, Number.parseInt(descriptor, 10)] as const;
    });

test.describe('share images', () => {
  test('every page names its own 1200 × 630 share image, with alt text, and the file is in dist/', () => {
    const problems: string[] = [];
    const images = new Set<string>();
    for (const path of builtPaths()) {
      const html = builtHtml(path);
      const [image] = metaContent(html, 'og:image');
      const url = image ? new URL(image) : undefined;
      const expected = `/${SHARE_IMAGE_DIR}/${encodeURI(path === '/' ? 'index' : path.slice(1))}.png`;
      if (url?.origin !== 'https://linneahud.example' || url.pathname !== expected) {
        problems.push(`${path}: og:image ${image}`);
        continue;
      }
      images.add(url.pathname);
      if (!existsSync(join(DIST, decodeURI(url.pathname))))
        problems.push(`${path}: ${url.pathname} saknas i dist/`);
      if (!metaContent(html, 'og:image:alt')[0]?.includes(' · ')) problems.push(`${path}: og:image:alt`);
      if (metaContent(html, 'twitter:card')[0] !== 'summary_large_image')
        problems.push(`${path}: twitter:card`);
      if (
        metaContent(html, 'og:image:width')[0] !== '1200' ||
        metaContent(html, 'og:image:height')[0] !== '630'
      ) {
        problems.push(`${path}: og:image:width/height`);
      }
    }
    expect(problems).toEqual([]);
    // One image per page, none shared.
    expect(images.size).toBe(builtPaths().length);
  });

  test('a sample of the share images opens as a 1200 × 630 PNG, the photo page\u2019s with its photo', async () => {
    const sample = ['/', '/Omoss', categories[0]!.path, GROUP_PAGE, PHOTO_PAGE];
    const sizes = await Promise.all(
      sample.map(async (path) => {
        const file = join(DIST, SHARE_IMAGE_DIR, `${path === '/' ? 'index' : path.slice(1)}.png`);
        const { format, width, height } = await sharp(file).metadata();
        return { path, format, width, height };
      }),
    );
    expect(sizes).toEqual(sample.map((path) => ({ path, format: 'png', ...SHARE_IMAGE_SIZE })));
    // The right-hand panel is the treatment's own photo, cropped to the panel: compare the pixels.
    const raw = (image: Sharp) => image.removeAlpha().raw().toBuffer();
    const panel = await raw(
      sharp(join(DIST, SHARE_IMAGE_DIR, `${PHOTO_PAGE.slice(1)}.png`)).extract({
        left: 740,
        top: 0,
        width: 460,
        height: 630,
      }),
    );
    const photo = await raw(
      sharp(join(dirname(photographed.file), photographed.photo!.file)).resize(460, 630, { fit: 'cover' }),
    );
    const difference = panel.reduce((sum, value, i) => sum + Math.abs(value - photo[i]!), 0) / panel.length;
    expect(difference).toBeLessThan(8);
    // Prices keep their figures together with no-break spaces, as on the page.
    expect(metaContent(builtHtml(PHOTO_PAGE), 'og:image:alt')[0]).toBe(
      [photographed.title, pricesOf(photographed).cardPrice, clinic.name].join(' · '),
    );
  });

  test('the host serves a share image as a PNG', async ({ request }) => {
    const response = await request.get(`/${SHARE_IMAGE_DIR}/${urlFor('Trådlyft')}.png`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });
});

test.describe('photos', () => {
  const pictures = (html: string) =>
    [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(([, inner = '']) => inner);
  const tags = (html: string, name: string) =>
    [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => tag);

  test('the treatment\u2019s photo: two crops, each offered only at the widths where it shows', () => {
    const [hero, phone, ...others] = pictures(builtHtml(PHOTO_PAGE));
    expect(others).toEqual([]);
    for (const [picture, shownWhen, ratio, widest, img] of [
      // Beside the text from 768 px: a squarer crop, the page's largest paint, fetched first.
      [hero!, '(min-width: 768px)', 5 / 4, 880, { fetchpriority: 'high', loading: undefined }],
      // On a phone, after the description: a wide strip, fetched as the visitor nears it.
      [phone!, '(max-width: 767.98px)', 16 / 9, 1125, { fetchpriority: undefined, loading: 'lazy' }],
    ] as const) {
      const sources = tags(picture, 'source').map((tag) => ({
        type: attribute(tag, 'type'),
        media: attribute(tag, 'media'),
        sizes: attribute(tag, 'sizes'),
        ratio: Number(attribute(tag, 'width')) / Number(attribute(tag, 'height')),
        widths: candidates(attribute(tag, 'srcset') ?? '').map(([, w]) => w),
      }));
      expect(sources.map(({ type, media }) => [type, media])).toEqual([
        ['image/avif', shownWhen],
        ['image/webp', shownWhen],
        ['image/jpeg', shownWhen],
      ]);
      for (const source of sources) {
        expect(source.ratio).toBeCloseTo(ratio, 2);
        expect(source.sizes).toBeTruthy();
        // From a 375 px phone at 1x to a 1440 px desktop at 2x.
        expect(Math.min(...source.widths)).toBeLessThanOrEqual(375);
        expect(Math.max(...source.widths)).toBeGreaterThanOrEqual(widest);
      }
      // At other widths no source applies and the <img> is an empty image written into the page.
      const [tag] = tags(picture, 'img');
      expect(attribute(tag!, 'src')).toMatch(/^data:image\/gif;base64,/);
      expect(attribute(tag!, 'srcset')).toBeUndefined();
      expect(attribute(tag!, 'alt')).toBe(
        'Ett ljust behandlingsrum med en bädd, ett fönster och en växt i hörnet',
      );
      expect(attribute(tag!, 'fetchpriority')).toBe(img.fetchpriority);
      expect(attribute(tag!, 'loading')).toBe(img.loading);
    }
  });

  test('every file a picture offers is in dist/ at the width its srcset claims', async () => {
    const offered = [PHOTO_PAGE, STAFF_PAGE, GROUP_PAGE].flatMap((path) =>
      pictures(builtHtml(path)).flatMap((picture) =>
        [...tags(picture, 'source'), ...tags(picture, 'img')].flatMap((tag) =>
          candidates(attribute(tag, 'srcset') ?? ''),
        ),
      ),
    );
    expect(offered.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const [url, width] of new Map(offered)) {
      const { width: actual } = await sharp(join(DIST, url)).metadata();
      if (actual !== width) wrong.push(`${url}: ${actual} px, srcset says ${width}w`);
    }
    expect(wrong).toEqual([]);
  });

  test('the treatment\u2019s card shows its photo, lazily, and the other cards their motifs', () => {
    const html = builtHtml(GROUP_PAGE);
    const [card, ...others] = pictures(html);
    expect(others).toEqual([]);
    const [img] = tags(card!, 'img');
    expect(attribute(img!, 'loading')).toBe('lazy');
    expect(attribute(img!, 'alt')).toBe(photographed.photo!.alt);
    expect(Number(attribute(img!, 'width')) / Number(attribute(img!, 'height'))).toBeCloseTo(16 / 9, 2);
    expect(html.match(/data-motif=/g)?.length).toBeGreaterThan(5);
  });

  test('the staff page: a portrait with alt text, lazy below the fold, the licence and the title', () => {
    const html = builtHtml(STAFF_PAGE);
    const portraits = pictures(html);
    expect(portraits).toHaveLength(3);
    for (const portrait of portraits) {
      const [img] = tags(portrait, 'img');
      expect(attribute(img!, 'alt')).toMatch(/^\S+ \S+ i .+/);
      expect(attribute(img!, 'loading')).toBe('lazy');
      expect(tags(portrait, 'source').map((tag) => attribute(tag, 'type'))).toEqual([
        'image/avif',
        'image/webp',
      ]);
    }
    const text = html.replace(/<[^>]+>/g, '\n');
    expect(text).toMatch(/Johanna Lindqvist\n+Legitimerad sjuksköterska\n+Klinikägare/);
    expect(text).toMatch(/Magnus Nyberg\n+Legitimerad läkare\n+Medicinskt ansvarig/);
  });

  test('every image on every page has a width, a height and alt text (no layout shift)', () => {
    const problems = builtPaths().flatMap((path) =>
      [...tags(builtHtml(path), 'img'), ...tags(builtHtml(path), 'source')]
        .filter(
          (tag) =>
            !attribute(tag, 'width') ||
            !attribute(tag, 'height') ||
            (tag.startsWith('<img') && attribute(tag, 'alt') === undefined),
        )
        .map((tag) => `${path}: ${tag.slice(0, 80)}`),
    );
    expect(problems).toEqual([]);
  });

  test('no card grid or carousel shows the same motif twice in a row', () => {
    const repeats: string[] = [];
    let grids = 0;
    for (const path of builtPaths()) {
      // Innermost lists only: cards hold no lists, menus hold no cards.
      for (const [, list = ''] of builtHtml(path).matchAll(/<ul\b[^>]*>((?:(?!<\/?ul\b)[\s\S])*)<\/ul>/g)) {
        // A card with a photo counts as its own picture, unlike any motif.
        const motifs = [
          ...list.matchAll(/<li\b[^>]*><article\b[^>]*>(?:<svg\b[^>]*data-motif="(\w+)"|(<picture>))/g),
        ].map(([, motif, photo], index) => motif ?? `${photo}${index}`);
        if (motifs.length < 2) continue;
        grids += 1;
        motifs.slice(1).forEach((motif, i) => {
          if (motif === motifs[i]) repeats.push(`${path}: kort ${i + 1} och ${i + 2} (${motif})`);
        });
      }
    }
    // The home page, seven categories, eight overview carousels.
    expect(grids).toBeGreaterThanOrEqual(16);
    expect(repeats).toEqual([]);
  });
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
      await page.goto(urlFor(PHOTO_PAGE));
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
