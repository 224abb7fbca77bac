/**
 * What the catalogue's route files share: their static paths (the content's own `path`) and the
 * breadcrumb trail and structured data every catalogue page carries.
 *
 * Each kind of page has its own route file (src/pages/[category].astro, [group].astro,
 * [treatment].astro, [priceList].astro) so that a page's inlined CSS holds its own screen's
 * styles only: that keeps every page's HTML within its 14 KB budget.
 */
import { mainPages } from '../config/routes';
import { trailFor, type Catalogue, type CataloguePage, type Category } from './catalogue';
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

interface CataloguePageContext {
  category: Category;
  trail: Array<{ label: string; href: string }>;
  structuredData: JsonLd[];
}

/** The page's category, its trail from Behandlingsutbud, and its breadcrumb, FAQ and service data. */
export function catalogueContext(page: CataloguePage, catalogue: Catalogue, site: URL): CataloguePageContext {
  const root = { label: mainPages.treatments.title, href: mainPages.treatments.path };
  const categoryId = page.kind === 'category' ? page.id : page.categoryId;
  const category = catalogue.categories.find((c) => c.id === categoryId);
  if (!category) throw new Error(`${page.path}: kategorin ${categoryId} finns inte`);
  const trail = trailFor(page, catalogue, root);
  return {
    category,
    trail,
    structuredData: [
      breadcrumbJsonLd(trail, site),
      ...(page.faq.length > 0 ? [faqJsonLd(page.faq)] : []),
      ...(page.kind === 'treatment' ? [treatmentJsonLd(page, site, category.title)] : []),
    ],
  };
}
