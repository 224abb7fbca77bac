/**
 * Every page's share image, /delning/Omoss.png and /delning/en/about-us.png (src/lib/build/share/):
 * drawn at build, from a cache. A rest parameter, so an English page's image lies in delning/en/.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { clinic } from '../../config/clinic';
import { loadShareCards } from '../../lib/build/share/load-share-cards';
import { renderShareImage } from '../../lib/build/share/render-share-image';
import { shareImageName, type ShareCard } from '../../lib/build/share/share-cards';

// One image per card: a page that shows another page's card (bench:scale's copies) has none of its own.
export const getStaticPaths = (async () =>
  [...(await loadShareCards())]
    .filter(([path, card]) => path === card.path)
    .map(([, card]) => ({
      params: { page: shareImageName(card.path) },
      props: { card },
    }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: ShareCard }> = async ({ props }) =>
  new Response(new Uint8Array(await renderShareImage(props.card, clinic.name)), {
    headers: { 'Content-Type': 'image/png' },
  });
