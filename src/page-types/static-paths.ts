/**
 * The static paths of the page types with one page per entry, in either language: the Swedish
 * route files under src/pages/ and the English ones under src/pages/en/ both ask here, so the
 * two sites list the same pages (decision 0022).
 */
import { isPublished } from '../config/page-texts';
import { pagesIn, type Lang } from '../config/routes';
import { loadCatalogue } from '../lib/build/load-catalogue';
import { loadConcerns } from '../lib/build/load-concerns';
import { loadPriceLists } from '../lib/build/load-price-lists';
import { listingPathsOf, routeParam, staticPathsOf } from '../lib/domain/catalogue-routes';
import { hiddenFixedPageLine } from '../lib/domain/hidden-pages';
import { categoryPages, concernPages, groupPages, priceListPages } from '../lib/domain/listing-pages';

export const categoryPaths = async (lang: Lang) =>
  listingPathsOf('category', (await loadCatalogue(lang)).categories, categoryPages);

export const groupPaths = async (lang: Lang) =>
  listingPathsOf('group', (await loadCatalogue(lang)).groups, groupPages);

export const treatmentPaths = async (lang: Lang) =>
  staticPathsOf('treatment', (await loadCatalogue(lang)).treatments);

export const concernPaths = async (lang: Lang) =>
  listingPathsOf('concern', await loadConcerns(lang), concernPages);

export const priceListPaths = async (lang: Lang) =>
  listingPathsOf('priceList', await loadPriceLists(lang), priceListPages);

/** The education page, only while the clinic shows it; the Swedish build says when it is off. */
export function educationPaths(lang: Lang) {
  const { education } = pagesIn(lang);
  if (isPublished(education.path)) return [{ params: { education: routeParam(education.path) } }];
  if (lang === 'sv') console.info(hiddenFixedPageLine(education));
  return [];
}

/** A fixed page's one path, for the English route files, whose names are not the paths. */
export function fixedPagePath<Param extends string>(
  param: Param,
  lang: Lang,
  key: keyof ReturnType<typeof pagesIn>,
) {
  return [{ params: { [param]: routeParam(pagesIn(lang)[key].path) } as Record<Param, string> }];
}
