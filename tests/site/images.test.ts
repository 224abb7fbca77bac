/**
 * Photos, art and share images, checked on the build (issue 15): the markup read from dist/ with
 * an HTML parser, the files with sharp. What only a browser decides (where a treatment's photo
 * shows on a phone and on a desktop, which crop and format it fetches): tests/e2e/images.spec.ts.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, test } from 'vitest';
import { SHARE_IMAGE_DIR, SHARE_IMAGE_SIZE } from '../../src/lib/build/share/share-cards';
import {
  categories,
  clinic,
  groups,
  pricesOf,
  shownGroups,
  shownTreatments,
  SITE,
  type ContentTreatment,
} from '../e2e/content';
import { builtPaths, DIST } from '../e2e/site';
import { builtDocument, metaContent, textOf } from './dom';
import { builtPathsIn, expectedEnglishPath, LANGS } from './languages';
import { pagesIn } from '../../src/config/routes';
import { contentPath } from '../../src/config/folders';
import { readContentYaml } from '../../src/schemas/read-yaml';

/** The first shown treatment with a photo of its own, and its listing; the checks of a photo skip without one. */
const photographed: ContentTreatment | undefined = shownTreatments.find((t) => t.photo !== undefined);
const NO_PHOTO = 'no shown treatment has a photo';
const PHOTO_PAGE = photographed?.path ?? '/';
const STAFF_PAGE = pagesIn('sv').about.path;
/** The overview page whose carousel holds the photo treatment's card (its category's page without one). */
const GROUP_PAGE = photographed
  ? (groups.find((g) => g.id === photographed.group) ??
      categories.find((c) => c.id === photographed.category))!.path
  : '/';
/** The staff as their file lists them, with their portraits (the sample's are generated). */
const staff = readContentYaml(contentPath('staff.yaml')) as Array<{
  name: string;
  title: string;
  licence?: string;
  portrait?: { alt: string };
}>;

const attribute = (element: Element, name: string) => element.getAttribute(name) ?? undefined;
/** "/_astro/x.avif 320w, /_astro/y.avif 480w" -> [["/_astro/x.avif", 320], ...] */
const candidates = (srcset: string) =>
  srcset
    .split(', ')
    .filter(Boolean)
    .map((candidate) => {
      const [url = '', descriptor = ''] = candidate.split(' ');
      return [url, Number.parseInt(descriptor, 10)] as const;
    });

describe('share images', () => {
  test('every page names its own 1200 × 630 share image, with alt text, and the file is in dist/', () => {
    // English pages too: an English page's image is its own (its English title), under delning/en/.
    const problems: string[] = [];
    const images = new Set<string>();
    for (const path of builtPaths()) {
      const document = builtDocument(path);
      const image = metaContent(document, 'og:image');
      const url = image ? new URL(image) : undefined;
      const expected = `/${SHARE_IMAGE_DIR}/${encodeURI(path === '/' ? 'index' : path.slice(1))}.png`;
      if (url?.origin !== SITE || url.pathname !== expected) {
        problems.push(`${path}: og:image ${image}`);
        continue;
      }
      images.add(url.pathname);
      if (!existsSync(join(DIST, decodeURI(url.pathname))))
        problems.push(`${path}: ${url.pathname} saknas i dist/`);
      if (!metaContent(document, 'og:image:alt')?.includes(' · ')) problems.push(`${path}: og:image:alt`);
      if (metaContent(document, 'twitter:card') !== 'summary_large_image')
        problems.push(`${path}: twitter:card`);
      if (
        metaContent(document, 'og:image:width') !== '1200' ||
        metaContent(document, 'og:image:height') !== '630'
      ) {
        problems.push(`${path}: og:image:width/height`);
      }
    }
    expect(problems).toEqual([]);
    // One image per page, none shared.
    expect(images.size).toBe(builtPaths().length);
  });

  test('each 404 page shows its own language\u2019s home page card', () => {
    for (const lang of LANGS) {
      const home = pagesIn(lang).home.path;
      const notFound = builtDocument(`${home === '/' ? '' : home}/404`);
      expect(metaContent(notFound, 'og:image'), lang).toBe(metaContent(builtDocument(home), 'og:image'));
    }
  });

  test('an English page\u2019s card names its English title where the page has one, the Swedish page\u2019s its own', () => {
    const cardTitle = (path: string) => metaContent(builtDocument(path), 'og:image:alt')!.split(' · ')[0];
    const heading = (path: string) => textOf(builtDocument(path).querySelector('h1'));
    const translated = builtPathsIn('sv').flatMap((path) => {
      const english = expectedEnglishPath(path);
      return english && path !== '/' && heading(english) !== heading(path) ? [[path, english] as const] : [];
    });
    expect(translated.length).toBeGreaterThan(0);
    for (const [sv, en] of translated) {
      expect(cardTitle(en), en).not.toBe(cardTitle(sv));
      expect(metaContent(builtDocument(en), 'og:image'), en).not.toBe(
        metaContent(builtDocument(sv), 'og:image'),
      );
    }
  });

  test('a sample of the share images opens as a 1200 × 630 PNG, the photo page\u2019s with its photo', async ({
    skip,
  }) => {
    if (!photographed) return skip(NO_PHOTO);
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
    expect(metaContent(builtDocument(PHOTO_PAGE), 'og:image:alt')).toBe(
      // A prescription medicine's card has no price (decision 0027): the alt text then leaves it out.
      [photographed.title, pricesOf(photographed).cardPrice, clinic.name].filter(Boolean).join(' · '),
    );
  });
});

describe('photos', () => {
  const pictures = (path: string) => [...builtDocument(path).querySelectorAll('picture')];
  const tags = (root: ParentNode, name: string) => [...root.querySelectorAll(name)];

  test('the treatment\u2019s photo: two crops, each offered only at the widths where it shows', ({
    skip,
  }) => {
    if (!photographed) return skip(NO_PHOTO);
    const [hero, phone, ...others] = pictures(PHOTO_PAGE);
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
      expect(attribute(tag!, 'alt')).toBe(photographed.photo!.alt);
      expect(attribute(tag!, 'fetchpriority')).toBe(img.fetchpriority);
      expect(attribute(tag!, 'loading')).toBe(img.loading);
    }
  });

  test('every file a picture offers is in dist/ at the width its srcset claims', async ({ skip }) => {
    const offered = [PHOTO_PAGE, STAFF_PAGE, GROUP_PAGE].flatMap((path) =>
      pictures(path).flatMap((picture) =>
        [...tags(picture, 'source'), ...tags(picture, 'img')].flatMap((tag) =>
          candidates(attribute(tag, 'srcset') ?? ''),
        ),
      ),
    );
    skip(offered.length === 0, 'no page offers a photo');
    const wrong: string[] = [];
    for (const [url, width] of new Map(offered)) {
      const { width: actual } = await sharp(join(DIST, url)).metadata();
      if (actual !== width) wrong.push(`${url}: ${actual} px, srcset says ${width}w`);
    }
    expect(wrong).toEqual([]);
  });

  test('the treatment\u2019s card shows its photo, lazily, and the other cards their motifs', ({ skip }) => {
    if (!photographed) return skip(NO_PHOTO);
    const [card, ...others] = pictures(GROUP_PAGE);
    expect(others).toEqual([]);
    const [img] = tags(card!, 'img');
    expect(attribute(img!, 'loading')).toBe('lazy');
    expect(attribute(img!, 'alt')).toBe(photographed.photo!.alt);
    expect(Number(attribute(img!, 'width')) / Number(attribute(img!, 'height'))).toBeCloseTo(16 / 9, 2);
    // The listing's other cards, those without a photo, each with its motif.
    const siblings = photographed.group
      ? shownTreatments.filter((t) => t.group === photographed.group)
      : [
          ...shownGroups.filter((g) => g.category === photographed.category),
          ...shownTreatments.filter((t) => t.category === photographed.category && t.group === undefined),
        ];
    const withoutPhoto = siblings.filter((entry) => !('photo' in entry && entry.photo));
    expect(builtDocument(GROUP_PAGE).querySelectorAll('[data-motif]').length).toBeGreaterThanOrEqual(
      withoutPhoto.length,
    );
  });

  test('the staff page: a portrait with alt text, lazy below the fold, the licence and the title', () => {
    const portraits = pictures(STAFF_PAGE);
    const withPortrait = staff.filter((person) => person.portrait);
    expect(portraits).toHaveLength(withPortrait.length);
    for (const [i, portrait] of portraits.entries()) {
      const [img] = tags(portrait, 'img');
      expect(attribute(img!, 'alt')).toBe(withPortrait[i]!.portrait!.alt);
      expect(attribute(img!, 'loading')).toBe('lazy');
      expect(tags(portrait, 'source').map((tag) => attribute(tag, 'type'))).toEqual([
        'image/avif',
        'image/webp',
      ]);
    }
    // Name, licence and title, each its own element, one after the other.
    const lines = [...builtDocument(STAFF_PAGE).querySelectorAll('main *')]
      .filter((element) => element.children.length === 0)
      .map(textOf)
      .filter(Boolean)
      .join('\n');
    for (const person of staff) {
      expect(lines).toContain([person.name, person.licence, person.title].filter(Boolean).join('\n'));
    }
  });

  test('every image on every page has a width, a height and alt text (no layout shift)', () => {
    const problems = builtPaths().flatMap((path) =>
      tags(builtDocument(path), 'img, source')
        .filter(
          (tag) =>
            !attribute(tag, 'width') ||
            !attribute(tag, 'height') ||
            (tag.localName === 'img' && attribute(tag, 'alt') === undefined),
        )
        .map((tag) => `${path}: ${tag.outerHTML.slice(0, 80)}`),
    );
    expect(problems).toEqual([]);
  });

  test('no card grid or carousel shows the same motif twice in a row', () => {
    const repeats: string[] = [];
    let grids = 0;
    for (const path of builtPaths()) {
      // Innermost lists only: cards hold no lists, menus hold no cards.
      const innermost = [...builtDocument(path).querySelectorAll('ul')].filter(
        (list) => !list.querySelector('ul'),
      );
      for (const list of innermost) {
        // A card: an item that is an article opening with its motif or its photo. A card with a
        // photo counts as its own picture, unlike any motif.
        const motifs = [...list.children]
          .map((item) =>
            item.firstElementChild?.localName === 'article' ? item.firstElementChild.firstElementChild : null,
          )
          .filter((art) => art?.localName === 'picture' || art?.hasAttribute('data-motif'))
          .map((art, index) => art!.getAttribute('data-motif') ?? `picture${index}`);
        if (motifs.length < 2) continue;
        grids += 1;
        motifs.slice(1).forEach((motif, i) => {
          if (motif === motifs[i]) repeats.push(`${path}: kort ${i + 1} och ${i + 2} (${motif})`);
        });
      }
    }
    // At least the home page's categories, where there are two.
    if (categories.filter((c) => !c.hidden).length > 1) expect(grids).toBeGreaterThan(0);
    expect(repeats).toEqual([]);
  });
});
