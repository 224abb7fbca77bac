import type { APIRoute } from 'astro';
import { mainPages } from '../config/routes';
import { continuedListingPaths } from '../lib/domain/listing-pages';
import { loadCatalogue } from '../lib/build/load-catalogue';
import { loadConcerns } from '../lib/build/load-concerns';
import { loadSiteMenu } from '../lib/build/load-menu';
import { loadPriceLists } from '../lib/build/load-price-lists';
import { menuPaths } from '../lib/domain/menu';
import { sitePaths } from '../lib/build/site-pages';

/**
 * Every canonical page search engines should know, from the menu data; noindex pages left out.
 * A long listing's later pages too (src/lib/domain/listing-pages.ts), so every page is in it.
 */
export const GET: APIRoute = async ({ site }) => {
  const [menu, catalogue, concerns, priceLists] = await Promise.all([
    loadSiteMenu(),
    loadCatalogue(),
    loadConcerns(),
    loadPriceLists(),
  ]);
  const excluded = new Set<string>([mainPages.mainTreatment.path]);
  const paths = [
    ...sitePaths(menuPaths(menu)).filter((path) => !excluded.has(path)),
    ...continuedListingPaths(catalogue, concerns, priceLists),
  ];
  const urls = paths.map((path) => `  <url><loc>${new URL(encodeURI(path), site).href}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
