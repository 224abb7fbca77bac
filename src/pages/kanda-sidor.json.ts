/**
 * Every canonical path (KNOWN_PATHS_FILE), for the 404 page's fallback on hosts without redirect
 * rules: the pages of the menu, the fixed pages and a long listing's later pages.
 */
import type { APIRoute } from 'astro';
import { continuedListingPaths } from '../lib/domain/listing-pages';
import { loadCatalogue } from '../lib/build/load-catalogue';
import { loadConcerns } from '../lib/build/load-concerns';
import { loadSiteMenu } from '../lib/build/load-menu';
import { loadPriceLists } from '../lib/build/load-price-lists';
import { menuPaths } from '../lib/domain/menu';
import { sitePaths } from '../lib/build/site-pages';

export const GET: APIRoute = async () => {
  const [menu, catalogue, concerns, priceLists] = await Promise.all([
    loadSiteMenu(),
    loadCatalogue(),
    loadConcerns(),
    loadPriceLists(),
  ]);
  const known = [...sitePaths(menuPaths(menu)), ...continuedListingPaths(catalogue, concerns, priceLists)];
  return new Response(JSON.stringify(known), { headers: { 'Content-Type': 'application/json' } });
};
