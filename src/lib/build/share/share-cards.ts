/**
 * What each page's share image (the preview card a link shows on Instagram, Facebook or in a
 * message) says: the page's title, a price where the page has one, and its art or photo. Plain
 * data from the catalogue and the fixed pages, so the layout's <meta> tags and the image endpoint
 * (src/pages/delning/[page].png.ts) read the same card, and a unit test can build it.
 */
import type { ArtMotif } from '../../domain/art-motifs';
import type { Catalogue } from '../../domain/catalogue';
import type { Photo } from '../../domain/photos';
import { treatmentPrices } from '../../domain/treatment-prices';

export interface ShareCard {
  /** The page's path, "/" for the home page. */
  path: string;
  title: string;
  /** "från 3 000 kr", as the page's card shows it. */
  price?: string | undefined;
  motif: ArtMotif;
  /** The page's own photo, drawn beside the title when there is one. */
  photo?: Photo | undefined;
}

/** The folder of the share images in dist/. */
export const SHARE_IMAGE_DIR = 'delning';

/** The size Facebook, LinkedIn and X show large (1.91:1); WhatsApp and iMessage crop from it. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "/Omoss" -> "Omoss", "/" -> "index", "/en/about-us" -> "en/about-us": the share image's file name without extension. */
export function shareImageName(path: string): string {
  return path === '/' ? 'index' : path.slice(1);
}

/** "/Omoss" -> "/delning/Omoss.png", the image's path on the site (not yet URL-encoded). */
export function shareImagePath(path: string): string {
  return `/${SHARE_IMAGE_DIR}/${shareImageName(path)}.png`;
}

/** The text alternative of the image: what it shows, for someone who cannot see it. */
export function shareImageAlt(card: ShareCard, clinicName: string): string {
  return [card.title, card.price, clinicName].filter(Boolean).join(' · ');
}

/** Every page's card, keyed by path: the fixed pages first, then the catalogue and the price lists. */
export function buildShareCards(input: {
  fixedPages: ReadonlyArray<{ path: string; title: string }>;
  catalogue: Catalogue;
  priceLists: ReadonlyArray<{ path: string; title: string }>;
  /** For the pages without a motif of their own. */
  defaultMotif: ArtMotif;
}): Map<string, ShareCard> {
  const cards = new Map<string, ShareCard>();
  for (const page of [...input.fixedPages, ...input.priceLists]) {
    cards.set(page.path, { path: page.path, title: page.title, motif: input.defaultMotif });
  }
  for (const page of [...input.catalogue.categories, ...input.catalogue.groups]) {
    cards.set(page.path, { path: page.path, title: page.title, motif: page.motif });
  }
  for (const treatment of input.catalogue.treatments) {
    const price = treatmentPrices(treatment).cardPrice;
    cards.set(treatment.path, {
      path: treatment.path,
      title: treatment.title,
      price: price === '' ? undefined : price,
      motif: treatment.motif,
      photo: treatment.photo,
    });
  }
  return cards;
}
