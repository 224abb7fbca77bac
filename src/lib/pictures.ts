/**
 * Turns a content photo into what a <picture> needs (components/Picture): AVIF and WebP at the
 * widths a 375–1440 px layout asks for, cropped around the photo's focus point, with a JPEG for
 * browsers without either. Each kind of slot has its crops and sizes here, in one place, so the
 * byte budget of an image page (docs/images.md) follows from this table.
 * Runs in the build (astro:assets' getImage with sharp); the screens get plain data.
 */
import { getImage } from 'astro:assets';
import { cropPosition, type Photo } from './photos';

interface Crop {
  /** Width / height of the crop. */
  aspect: number;
  /** Files made, by width in pixels: 1x and 2x of the slot's widths between 375 and 1440 px layouts. */
  widths: readonly number[];
  /** The slot's width in the layout, for the browser to pick a file before CSS is known. */
  sizes: string;
  /** When this crop applies; the last crop of a slot has none and is the fallback. */
  media?: string;
}

/**
 * The slots a photo can fill. A hero is art-directed: a wide strip on a phone (the text above
 * keeps the first screen), a squarer crop in the desktop hero's right-hand column.
 */
const SLOTS = {
  hero: [
    {
      media: '(min-width: 768px)',
      aspect: 5 / 4,
      widths: [320, 480, 640, 880],
      // The hero's right-hand column: 2/5 of the 72rem content width, less the gap.
      sizes: '(min-width: 1200px) 440px, 38vw',
    },
    { aspect: 16 / 9, widths: [375, 560, 750, 1125, 1500], sizes: 'calc(100vw - 2rem)' },
  ],
  // A card's picture, where the motif would be: three cards across a desktop, one on a phone.
  card: [
    {
      aspect: 16 / 9,
      widths: [320, 480, 640, 960],
      sizes: '(min-width: 1200px) 360px, (min-width: 768px) 45vw, calc(100vw - 2rem)',
    },
  ],
  portrait: [
    { aspect: 4 / 5, widths: [280, 420, 560, 840], sizes: '(min-width: 768px) 280px, calc(100vw - 2rem)' },
  ],
} satisfies Record<string, readonly Crop[]>;

type PictureSlot = keyof typeof SLOTS;

interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
  sizes: string;
  media?: string | undefined;
  width: number;
  height: number;
}

export interface PictureData {
  sources: PictureSource[];
  /** The fallback <img>: JPEG, the smallest crop's middle width. */
  img: { src: string; width: number; height: number; alt: string; sizes: string; srcset: string };
}

const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
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

/** The picture for one slot: every crop in AVIF and WebP, and a JPEG <img>. */
export async function pictureOf(photo: Photo, slot: PictureSlot): Promise<PictureData> {
  const crops: readonly Crop[] = SLOTS[slot];
  const sources: PictureSource[] = [];
  for (const crop of crops) {
    for (const [format, type] of FORMATS) {
      const { usable, attribute } = await srcset(photo, crop, format);
      // The width and height attributes give the crop's aspect ratio, so nothing shifts (CLS 0).
      const width = usable[0]!;
      sources.push({
        type,
        srcset: attribute,
        sizes: crop.sizes,
        media: crop.media,
        width,
        height: Math.round(width / crop.aspect),
      });
    }
  }
  const fallback = crops[crops.length - 1]!;
  const jpeg = await srcset(photo, fallback, 'jpg');
  const width = jpeg.usable[0]!;
  return {
    sources,
    img: {
      src: jpeg.images[Math.floor(jpeg.images.length / 2)]!.src,
      srcset: jpeg.attribute,
      sizes: fallback.sizes,
      width,
      height: Math.round(width / fallback.aspect),
      alt: photo.alt,
    },
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
