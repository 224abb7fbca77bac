import { clinicIn } from '../../../config/clinic';
import { isPublished } from '../../../config/page-texts';
import { mainPages, pagesIn, type Lang } from '../../../config/routes';
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
 * Every page's share card in both languages, built once per build: an English page's card has its
 * English title, so a link shared from the English site previews in English. A card is keyed by
 * each page that shows it; its own path names its image.
 */
export function loadShareCards(): Promise<Map<string, ShareCard>> {
  cached ??= Promise.all([cardsIn('sv'), cardsIn('en')]).then(([swedish, english]) =>
    withCopiesSharingTheirOriginals(new Map([...swedish, ...english])),
  );
  return cached;
}

/** One language's cards; the home page's title is the clinic's own line. */
async function cardsIn(lang: Lang): Promise<Map<string, ShareCard>> {
  const [catalogue, priceLists, concerns] = await Promise.all([
    loadCatalogue(lang),
    loadPriceLists(lang),
    loadConcerns(lang),
  ]);
  const pages = pagesIn(lang);
  const { tagline } = clinicIn(lang).clinic;
  return buildShareCards({
    // The concern pages have no price or photo of their own: a card with their title, as these.
    fixedPages: [
      ...(Object.keys(mainPages) as Array<keyof typeof mainPages>)
        // Published or not is the Swedish page's setting (the education page can be switched off).
        .filter((key) => isPublished(mainPages[key].path))
        .map((key) => (key === 'home' ? { path: pages.home.path, title: tagline } : pages[key])),
      ...concerns.map(({ path, title }) => ({ path, title })),
    ],
    catalogue,
    priceLists,
    defaultMotif: DEFAULT_MOTIF,
  });
}
