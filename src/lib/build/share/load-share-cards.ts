import { clinic } from '../../../config/clinic';
import { isPublished } from '../../../config/page-texts';
import { mainPages } from '../../../config/routes';
import { DEFAULT_MOTIF } from '../../domain/art-motifs';
import { loadCatalogue } from '../load-catalogue';
import { loadConcerns } from '../load-concerns';
import { loadPriceLists } from '../load-price-lists';
import { originalOfCopy, SCALED_COPIES_SWITCH } from '../scaled-catalogue';
import { buildShareCards, type ShareCard } from './share-cards';

let cached: Promise<Map<string, ShareCard>> | undefined;

/** In bench:scale's grown build, each copy's card is its original's, image and all. */
function withCopiesSharingTheirOriginals(cards: Map<string, ShareCard>): Map<string, ShareCard> {
  const factor = Number(process.env[SCALED_COPIES_SWITCH] ?? 0);
  if (factor < 2) return cards;
  const originals = new Set(cards.keys());
  for (const path of cards.keys()) {
    const original = originalOfCopy(path, originals, factor);
    if (original) cards.set(path, cards.get(original)!);
  }
  return cards;
}

/**
 * Every page's share card, built once per build; the home page's title is the clinic's own. A
 * card is keyed by each page that shows it; its own path names its image.
 */
export function loadShareCards(): Promise<Map<string, ShareCard>> {
  cached ??= Promise.all([loadCatalogue(), loadPriceLists(), loadConcerns()]).then(
    ([catalogue, priceLists, concerns]) =>
      withCopiesSharingTheirOriginals(
        buildShareCards({
          // The concern pages have no price or photo of their own: a card with their title, as these.
          fixedPages: [
            ...Object.values(mainPages)
              .filter((page) => isPublished(page.path))
              .map((page) =>
                page.path === mainPages.home.path ? { path: page.path, title: clinic.tagline } : page,
              ),
            ...concerns.map(({ path, title }) => ({ path, title })),
          ],
          catalogue,
          priceLists,
          defaultMotif: DEFAULT_MOTIF,
        }),
      ),
  );
  return cached;
}
