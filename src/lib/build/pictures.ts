/**
 * Turns a content photo into what a <picture> needs (components/Picture): AVIF and WebP at the
 * widths a 375–1440 px layout asks for, cropped around the photo's focus point, with a JPEG for
 * browsers without either. Each kind of slot has its crop and sizes here, in one place, so the
 * byte budget of an image page (docs/images.md) follows from this table.
 * Runs in the build (astro:assets' getImage with sharp); the screens get plain data.
 */
import { getImage } from 'astro:assets';
import { cropPosition, type Photo } from '../domain/photos';

interface Crop {
  /** Width / height of the crop. */
  aspect: number;
  /** Files made, by width in pixels: 1x and 2x of the slot's widths between 375 and 1440 px layouts. */
  widths: readonly number[];
  /** The slot's width in the layout, for the browser to pick a file before CSS is known. */
  sizes: string;
  /**
   * Where the layout shows this slot (CSS hides it elsewhere): every format becomes a <source>
   * for these widths, JPEG included, and the <img> itself is an empty image, so elsewhere the
   * browser fetches nothing for it.
   */
  shownWhen?: string;
}

/** The layout of a treatment's photo changes at this width, in CSS and in the pictures alike. */
const WIDE_LAYOUT = '(min-width: 768px)';
const NARROW_LAYOUT = '(max-width: 767.98px)';

/**
 * The slots a photo can fill. A treatment's photo has two, one per layout (issue 17): from
 * WIDE_LAYOUT a squarer crop beside the hero's text, the page's largest paint; on a phone a wide
 * strip after the description, so the first screen is the words, the price and the booking button,
 * painted with the HTML and not a round trip later.
 */
const SLOTS = {
  hero: {
    aspect: 5 / 4,
    widths: [320, 480, 640, 880],
    // The hero's right-hand column: 2/5 of the 72rem content width, less the gap.
    sizes: '(min-width: 1200px) 440px, 38vw',
    shownWhen: WIDE_LAYOUT,
  },
  // Inside the treatment's card: the section's gutters and the card's padding either side.
  phone: {
    aspect: 16 / 9,
    widths: [375, 560, 750, 1125, 1500],
    sizes: 'calc(100vw - 4rem)',
    shownWhen: NARROW_LAYOUT,
  },
  // A card's picture, where the motif would be: three cards across a desktop, one on a phone.
  card: {
    aspect: 16 / 9,
    widths: [320, 480, 640, 960],
    sizes: '(min-width: 1200px) 360px, (min-width: 768px) 45vw, calc(100vw - 2rem)',
  },
  portrait: {
    aspect: 4 / 5,
    widths: [280, 420, 560, 840],
    sizes: '(min-width: 768px) 280px, calc(100vw - 2rem)',
  },
} satisfies Record<string, Crop>;

type PictureSlot = keyof typeof SLOTS;

interface PictureSource {
  type: 'image/avif' | 'image/webp' | 'image/jpeg';
  srcset: string;
  sizes: string;
  media?: string | undefined;
  width: number;
  height: number;
}

export interface PictureData {
  sources: PictureSource[];
  /** The <img>: JPEG at the crop's middle width, or the empty image where a slot is not shown. */
  img: { src: string; width: number; height: number; alt: string; sizes?: string; srcset?: string };
}

/**
 * An image of one transparent pixel, the <img> of a slot outside its widths. In src, not in a
 * srcset: the comma of a data: address is where a srcset's candidates part (the W3C checker
 * reads it so).
 */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
] as const;

async function srcset(photo: Photo, crop: Crop, format: 'avif' | 'webp' | 'jpg') {
  // Never larger than the original: a 1200 px photo is not blown up to 1500.
  const widths = crop.widths.filter((w) => w <= photo.file.width && w / crop.aspect <= photo.file.height);
  const usable =
    widths.length > 0 ? widths : [Math.min(photo.file.width, Math.floor(photo.file.height * crop.aspect))];
  const images = await Promise.all(
    usable.map((width) =>
      getImage({
        src: photo.file,
        width,
        height: Math.round(width / crop.aspect),
        format,
        fit: 'cover',
        position: cropPosition(photo.focus),
      }),
    ),
  );
  return { images, usable, attribute: images.map((image, i) => `${image.src} ${usable[i]}w`).join(', ') };
}

/**
 * The picture for one slot: its crop in AVIF and WebP, and JPEG for browsers without either: in
 * the <img>, or in a third <source> when the slot is shown only at some widths.
 */
export async function pictureOf(photo: Photo, slot: PictureSlot): Promise<PictureData> {
  const crop: Crop = SLOTS[slot];
  const [avif, webp, jpeg] = await Promise.all(
    FORMATS.map(async ([format, type]) => {
      const files = await srcset(photo, crop, format);
      // The width and height attributes give the crop's aspect ratio, so nothing shifts (CLS 0).
      const width = files.usable[0]!;
      const source: PictureSource = {
        type,
        srcset: files.attribute,
        sizes: crop.sizes,
        media: crop.shownWhen,
        width,
        height: Math.round(width / crop.aspect),
      };
      return { files, source };
    }),
  );
  const box = { width: jpeg!.source.width, height: jpeg!.source.height, alt: photo.alt };
  if (crop.shownWhen) {
    return { sources: [avif!.source, webp!.source, jpeg!.source], img: { ...box, src: EMPTY_IMAGE } };
  }
  const { images, attribute } = jpeg!.files;
  return {
    sources: [avif!.source, webp!.source],
    img: { ...box, src: images[Math.floor(images.length / 2)]!.src, srcset: attribute, sizes: crop.sizes },
  };
}

/** The card pictures of a listing, by page path, for the entries that have a photo. */
export async function cardPictures(
  pages: ReadonlyArray<{ path: string; photo?: Photo | undefined }>,
): Promise<ReadonlyMap<string, PictureData>> {
  const withPhoto = pages.filter((page) => page.photo !== undefined);
  return new Map(
    await Promise.all(
      withPhoto.map(async (page) => [page.path, await pictureOf(page.photo!, 'card')] as const),
    ),
  );
}
