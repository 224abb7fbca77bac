/**
 * Every canonical path (KNOWN_PATHS_FILE), for the 404 page's fallback on hosts without redirect
 * rules: the pages of the menu, the fixed pages and a long listing's later pages, in both
 * languages (each Swedish page's English counterpart, src/lib/build/load-alternates.ts).
 */
import type { APIRoute } from 'astro';
import { continuedListingPaths } from '../lib/domain/listing-pages';
import { loadAlternates } from '../lib/build/load-alternates';
import { loadCatalogue } from '../lib/build/load-catalogue';
import { loadConcerns } from '../lib/build/load-concerns';
import { loadSiteMenu } from '../lib/build/load-menu';
import { loadPriceLists } from '../lib/build/load-price-lists';
import { menuPaths } from '../lib/domain/menu';
import { sitePaths } from '../lib/build/site-pages';

export const GET: APIRoute = async () => {
  const [menu, catalogue, concerns, priceLists, { counterpart }] = await Promise.all([
    loadSiteMenu(),
    loadCatalogue(),
    loadConcerns(),
    loadPriceLists(),
    loadAlternates(),
  ]);
  const swedish = [...sitePaths(menuPaths(menu)), ...continuedListingPaths(catalogue, concerns, priceLists)];
  const english = swedish.flatMap((path) => counterpart.get(path) ?? []);
  return new Response(JSON.stringify([...swedish, ...english]), {
    headers: { 'Content-Type': 'application/json' },
  });
};
