/**
 * What the catalogue's route files share: their static paths (the content's own `path`) and the
 * breadcrumb trail and structured data every catalogue page carries.
 *
 * Each kind of page has its own route file (src/pages/[category].astro, [group].astro,
 * [treatment].astro, [priceList].astro) so that a page's inlined CSS holds its own screen's
 * styles only: that keeps every page's HTML within its 14 KB budget.
 */
import { ENGLISH_ROOT, langOfPath, pagesIn, type Lang } from '../../config/routes';
import { uiWords } from '../../i18n/ui';
import { trailFor, type Catalogue, type CataloguePage, type Category } from './catalogue';
import type { ListingPage } from './listing-pages';
import { breadcrumbJsonLd, treatmentJsonLd, type JsonLd } from './structured-data';

/**
 * A page's route parameter: its path after the language's root, as its route file under
 * src/pages/ (Swedish) or src/pages/en/ (English) takes it: "/Laser" -> "Laser", "/en/laser" -> "laser".
 */
export function routeParam(path: string): string {
  return path.slice(langOfPath(path) === 'en' ? ENGLISH_ROOT.length + 1 : 1);
}

/** getStaticPaths entries: "/Rynkreducerande" is built from the parameter "Rynkreducerande". */
export function staticPathsOf<Name extends string, Page extends { path: string }>(
  param: Name,
  pages: readonly Page[],
): Array<{ params: Record<Name, string>; props: { page: Page } }> {
  return pages.map((page) => ({
    params: { [param]: routeParam(page.path) } as Record<Name, string>,
    props: { page },
  }));
}

/**
 * getStaticPaths entries for pages with a listing: one per page of it (src/lib/domain/listing-pages.ts),
 * the first at the page's own path, with the page and the listing's page as props.
 */
export function listingPathsOf<Name extends string, Page extends { path: string }, Item>(
  param: Name,
  pages: readonly Page[],
  listingOf: (page: Page) => Array<ListingPage<Item>>,
): Array<{ params: Record<Name, string>; props: { page: Page; listing: ListingPage<Item> } }> {
  return pages.flatMap((page) =>
    listingOf(page).map((listing) => ({
      params: { [param]: routeParam(listing.paths[listing.number - 1]!) } as Record<Name, string>,
      props: { page, listing },
    })),
  );
}

/** A later page of a listing adds itself to the trail ("Sida 2"); the first page's trail is the page's. */
export function listingTrail(
  trail: ReadonlyArray<{ label: string; href: string; lang?: 'sv' | undefined }>,
  listing: Pick<ListingPage<unknown>, 'number' | 'paths'>,
  lang: Lang = 'sv',
): Array<{ label: string; href: string; lang?: 'sv' | undefined }> {
  const href = listing.paths[listing.number - 1]!;
  return listing.number === 1
    ? [...trail]
    : [...trail, { label: uiWords(lang).site.listingPage(listing.number), href }];
}

interface CataloguePageContext {
  category: Category;
  trail: Array<{ label: string; href: string; lang?: 'sv' | undefined }>;
  structuredData: JsonLd[];
}

/**
 * The page's category, its trail from Behandlingsutbud, and its breadcrumb, FAQ and service data.
 * A later page of a listing shows no FAQ, so it carries none of its data either.
 */
export function catalogueContext(
  page: CataloguePage,
  catalogue: Catalogue,
  site: URL,
  listing: Pick<ListingPage<unknown>, 'number' | 'paths'> = { number: 1, paths: [page.path] },
  lang: Lang = 'sv',
): CataloguePageContext {
  const { treatments } = pagesIn(lang);
  const root = { label: treatments.title, href: treatments.path };
  const categoryId = page.kind === 'category' ? page.id : page.categoryId;
  const category = catalogue.categories.find((c) => c.id === categoryId);
  if (!category) throw new Error(`${page.path}: kategorin ${categoryId} finns inte`);
  const trail = listingTrail(trailFor(page, catalogue, root), listing, lang);
  return {
    category,
    trail,
    structuredData: [
      breadcrumbJsonLd(trail, site),
      ...(page.kind === 'treatment' ? [treatmentJsonLd(page, site, category.title)] : []),
    ],
  };
}
