/**
 * What the catalogue's route files share: their static paths (the content's own `path`) and the
 * breadcrumb trail and structured data every catalogue page carries.
 *
 * Each kind of page has its own route file (src/pages/[category].astro, [group].astro,
 * [treatment].astro, [priceList].astro) so that a page's inlined CSS holds its own screen's
 * styles only: that keeps every page's HTML within its 14 KB budget.
 */
import { mainPages } from '../../config/routes';
import { trailFor, type Catalogue, type CataloguePage, type Category } from './catalogue';
import type { ListingPage } from './listing-pages';
import { breadcrumbJsonLd, faqJsonLd, treatmentJsonLd, type JsonLd } from './structured-data';

/** getStaticPaths entries: "/Rynkreducerande" is built from the parameter "Rynkreducerande". */
export function staticPathsOf<Name extends string, Page extends { path: string }>(
  param: Name,
  pages: readonly Page[],
): Array<{ params: Record<Name, string>; props: { page: Page } }> {
  return pages.map((page) => ({
    params: { [param]: page.path.slice(1) } as Record<Name, string>,
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
      params: { [param]: listing.paths[listing.number - 1]!.slice(1) } as Record<Name, string>,
      props: { page, listing },
    })),
  );
}

/** A later page of a listing adds itself to the trail ("Sida 2"); the first page's trail is the page's. */
export function listingTrail(
  trail: ReadonlyArray<{ label: string; href: string }>,
  listing: Pick<ListingPage<unknown>, 'number' | 'paths'>,
): Array<{ label: string; href: string }> {
  return listing.number === 1
    ? [...trail]
    : [...trail, { label: `Sida ${listing.number}`, href: listing.paths[listing.number - 1]! }];
}

interface CataloguePageContext {
  category: Category;
  trail: Array<{ label: string; href: string }>;
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
): CataloguePageContext {
  const root = { label: mainPages.treatments.title, href: mainPages.treatments.path };
  const categoryId = page.kind === 'category' ? page.id : page.categoryId;
  const category = catalogue.categories.find((c) => c.id === categoryId);
  if (!category) throw new Error(`${page.path}: kategorin ${categoryId} finns inte`);
  const trail = listingTrail(trailFor(page, catalogue, root), listing);
  return {
    category,
    trail,
    structuredData: [
      breadcrumbJsonLd(trail, site),
      ...(page.faq.length > 0 && listing.number === 1 ? [faqJsonLd(page.faq)] : []),
      ...(page.kind === 'treatment' ? [treatmentJsonLd(page, site, category.title)] : []),
    ],
  };
}
