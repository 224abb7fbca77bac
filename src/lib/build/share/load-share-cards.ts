import { clinic } from '../../../config/clinic';
import { isPublished } from '../../../config/page-texts';
import { mainPages } from '../../../config/routes';
import { DEFAULT_MOTIF } from '../../domain/art-motifs';
import { loadCatalogue } from '../load-catalogue';
import { loadConcerns } from '../load-concerns';
import { loadPriceLists } from '../load-price-lists';
import { buildShareCards, type ShareCard } from './share-cards';

let cached: Promise<Map<string, ShareCard>> | undefined;

/** Every page's share card, built once per build; the home page's title is the clinic's own. */
export function loadShareCards(): Promise<Map<string, ShareCard>> {
  cached ??= Promise.all([loadCatalogue(), loadPriceLists(), loadConcerns()]).then(
    ([catalogue, priceLists, concerns]) =>
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
  );
  return cached;
}
