/**
 * Every canonical path (KNOWN_PATHS_FILE), for the 404 page's fallback on hosts without redirect
 * rules: the pages of the menu, the fixed pages and a long listing's later pages, in both
 * languages (each Swedish page's English counterpart, src/lib/build/load-alternates.ts); and the
 * content's old addresses of those pages (src/lib/build/page-aliases.ts), none of a page left out.
 */
import type { APIRoute } from 'astro';
import type { KnownPaths } from '../config/known-paths';
import { continuedListingPaths } from '../lib/domain/listing-pages';
import { loadAlternates } from '../lib/build/load-alternates';
import { loadCatalogue } from '../lib/build/load-catalogue';
import { loadConcerns } from '../lib/build/load-concerns';
import { loadSiteMenu } from '../lib/build/load-menu';
import { builtAliases, contentAliases } from '../lib/build/page-aliases';
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
  const pages = [...swedish, ...english];
  const known: KnownPaths = { pages, aliases: builtAliases(contentAliases(), pages).kept };
  return new Response(JSON.stringify(known), {
    headers: { 'Content-Type': 'application/json' },
  });
};
