import type { APIRoute } from 'astro';
import { mainPages } from '../config/routes';
import { continuedListingPaths } from '../lib/domain/listing-pages';
import { loadAlternates } from '../lib/build/load-alternates';
import { loadCatalogue } from '../lib/build/load-catalogue';
import { loadConcerns } from '../lib/build/load-concerns';
import { loadSiteMenu } from '../lib/build/load-menu';
import { loadPriceLists } from '../lib/build/load-price-lists';
import { menuPaths } from '../lib/domain/menu';
import { sitePaths } from '../lib/build/site-pages';

const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * Every canonical page search engines should know, from the menu data; noindex pages left out.
 * A long listing's later pages too (src/lib/domain/listing-pages.ts), so every page is in it.
 * Both languages: each Swedish page and its English counterpart (src/lib/build/load-alternates.ts,
 * the map the pages' hreflang links read) has a <url> of its own, and each names both languages and
 * x-default (the Swedish page) as xhtml:link alternates, the form search engines document for
 * sitemaps: the sitemap says the same as every page's <head>.
 */
export const GET: APIRoute = async ({ site }) => {
  const [menu, catalogue, concerns, priceLists, { counterpart }] = await Promise.all([
    loadSiteMenu(),
    loadCatalogue(),
    loadConcerns(),
    loadPriceLists(),
    loadAlternates(),
  ]);
  const excluded = new Set<string>([mainPages.mainTreatment.path]);
  const swedish = [
    ...sitePaths(menuPaths(menu)).filter((path) => !excluded.has(path)),
    ...continuedListingPaths(catalogue, concerns, priceLists),
  ];
  const url = (path: string) => new URL(encodeURI(path), site).href;
  const alternates = (sv: string, en: string | undefined) =>
    en === undefined
      ? []
      : [
          ['sv', sv],
          ['en', en],
          ['x-default', sv],
        ].map(([lang, path]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(path!)}"/>`);
  const entry = (path: string, sv: string, en: string | undefined) =>
    [`  <url>`, `    <loc>${url(path)}</loc>`, ...alternates(sv, en), `  </url>`].join('\n');
  const urls = swedish.flatMap((sv) => {
    const en = counterpart.get(sv);
    return en === undefined ? [entry(sv, sv, en)] : [entry(sv, sv, en), entry(en, sv, en)];
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
