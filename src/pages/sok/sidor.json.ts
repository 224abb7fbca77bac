/**
 * What the search index needs to know of each page beyond its text, from the same data as the
 * pages: which pages are searched (every page in the sitemap but the site map /Meny), and a
 * treatment's category and card price or a concern's kind, shown in the results. Read and removed
 * by the indexer after the build (src/integrations/search-index.ts), so pages carry no search
 * attributes: the header on every page stays as light as it was.
 */
import type { APIRoute } from 'astro';
import { mainPages, type Lang } from '../../config/routes';
import { loadAlternates } from '../../lib/build/load-alternates';
import { loadCatalogue } from '../../lib/build/load-catalogue';
import { loadConcerns } from '../../lib/build/load-concerns';
import { loadSiteMenu } from '../../lib/build/load-menu';
import { menuPaths } from '../../lib/domain/menu';
import { sitePaths } from '../../lib/build/site-pages';
import { CONCERN_CATEGORY, type SearchPage } from '../../lib/domain/site-search';
import { treatmentPrices } from '../../lib/domain/treatment-prices';

/** One language's searched pages with their facts. */
async function searchPagesIn(lang: Lang): Promise<SearchPage[]> {
  const [catalogue, concerns, menu] = await Promise.all([
    loadCatalogue(lang),
    loadConcerns(lang),
    loadSiteMenu(),
  ]);
  const categoryTitle = new Map(catalogue.categories.map((category) => [category.id, category.title]));
  const facts = new Map<string, Omit<SearchPage, 'path'>>([
    ...catalogue.treatments.map(
      (treatment) =>
        [
          treatment.path,
          { kategori: categoryTitle.get(treatment.categoryId), pris: treatmentPrices(treatment).cardPrice },
        ] as const,
    ),
    ...concerns.map((concern) => [concern.path, { kategori: CONCERN_CATEGORY }] as const),
  ]);
  const excluded = new Set<string>([mainPages.menu.path, mainPages.mainTreatment.path]);
  const swedish = sitePaths(menuPaths(menu)).filter((path) => !excluded.has(path));
  // The English pages are the Swedish ones' counterparts (src/lib/build/load-alternates.ts).
  const { counterpart } = await loadAlternates();
  const paths = lang === 'sv' ? swedish : swedish.flatMap((path) => counterpart.get(path) ?? []);
  return paths.map((path) => ({ path, ...facts.get(path) }));
}

/** Both languages: Pagefind files each page under its <html lang>, one index per language. */
export const GET: APIRoute = async () => {
  const pages = [...(await searchPagesIn('sv')), ...(await searchPagesIn('en'))];
  return new Response(JSON.stringify(pages), { headers: { 'Content-Type': 'application/json' } });
};
