/**
 * What the search index needs to know of each page beyond its text, from the same data as the
 * pages: which pages are searched (every page in the sitemap but the site map /Meny, and each one's
 * English counterpart once it is translated), and a treatment's category and card price or a
 * concern's kind, shown in the results, in the page's language. Read and removed by the indexer
 * after the build (src/integrations/search-index.ts), so pages carry no search attributes: the
 * header on every page stays as light as it was.
 *
 * An English page whose entry has no English file yet is left out: its text is Swedish, which the
 * English index would stem as English and show to a visitor searching in English.
 */
import type { APIRoute } from 'astro';
import { pageTextsIn } from '../../config/page-texts';
import { mainPages, type Lang } from '../../config/routes';
import { uiWords } from '../../i18n/ui';
import { loadAlternates } from '../../lib/build/load-alternates';
import { loadCatalogue } from '../../lib/build/load-catalogue';
import { loadConcerns } from '../../lib/build/load-concerns';
import { loadSiteMenu } from '../../lib/build/load-menu';
import { menuPaths } from '../../lib/domain/menu';
import { sitePaths } from '../../lib/build/site-pages';
import { searchExclusions, type SearchPage, type SearchPages } from '../../lib/domain/site-search';
import { treatmentPrices } from '../../lib/domain/treatment-prices';

const LANGUAGES: readonly Lang[] = ['sv', 'en'];

/** Each treatment's and concern's facts in one language, by the page's path in that language. */
async function factsIn(lang: Lang): Promise<Map<string, Omit<SearchPage, 'path'>>> {
  const [catalogue, concerns] = await Promise.all([loadCatalogue(lang), loadConcerns(lang)]);
  const categoryTitle = new Map(catalogue.categories.map((category) => [category.id, category.title]));
  const concernCategory = uiWords(lang).site.listLabels.concerns;
  return new Map<string, Omit<SearchPage, 'path'>>([
    ...catalogue.treatments.map(
      (treatment) =>
        [
          treatment.path,
          { kategori: categoryTitle.get(treatment.categoryId), pris: treatmentPrices(treatment).cardPrice },
        ] as const,
    ),
    ...concerns.map((concern) => [concern.path, { kategori: concernCategory }] as const),
  ]);
}

export const GET: APIRoute = async () => {
  const [menu, alternates, swedishFacts, englishFacts] = await Promise.all([
    loadSiteMenu(),
    loadAlternates(),
    factsIn('sv'),
    factsIn('en'),
  ]);
  const excluded = new Set<string>([mainPages.menu.path, mainPages.mainTreatment.path]);
  const swedishPaths = sitePaths(menuPaths(menu)).filter((path) => !excluded.has(path));
  const englishPaths = swedishPaths
    .map((path) => alternates.counterpart.get(path))
    .filter((path): path is string => path !== undefined && !alternates.untranslated.has(path));
  const pages: SearchPage[] = [
    ...swedishPaths.map((path) => ({ path, ...swedishFacts.get(path) })),
    ...englishPaths.map((path) => ({ path, ...englishFacts.get(path) })),
  ];
  const exclude = searchExclusions(
    LANGUAGES.map((lang) => {
      const banner = pageTextsIn(lang).consultation;
      return {
        breadcrumbs: uiWords(lang).site.breadcrumbs,
        bannerTitles: [banner.title, banner.plainTitle, banner.choiceTitle],
      };
    }),
  );
  const body: SearchPages = { pages, exclude };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
