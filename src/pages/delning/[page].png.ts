/** Every page's share image, /delning/Omoss.png (src/lib/share/): drawn at build, from a cache. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { clinic } from '../../config/clinic';
import { loadShareCards } from '../../lib/share/load-share-cards';
import { renderShareImage } from '../../lib/share/render-share-image';
import { shareImageName, type ShareCard } from '../../lib/share/share-cards';

export const getStaticPaths = (async () =>
  [...(await loadShareCards()).values()].map((card) => ({
    params: { page: shareImageName(card.path) },
    props: { card },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: ShareCard }> = async ({ props }) =>
  new Response(new Uint8Array(await renderShareImage(props.card, clinic.name)), {
    headers: { 'Content-Type': 'image/png' },
  });
