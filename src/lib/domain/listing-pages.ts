/**
 * Long listings on numbered pages (issue 29): a category's cards, an overview's carousel, a
 * concern's treatments and a price list's rows fit one page today, but a catalogue ten or a
 * hundred times as large would make them far heavier than the 14 KB a page may weigh. A listing
 * longer than one page's worth goes on at `/Massage-sida-2`, `/Massage-sida-3` ...: flat pages
 * like every other (so the host rules know each spelling of them, src/integrations/hosting.ts),
 * each its own canonical address, all linked from every page of the listing, and all in the
 * sitemap. Every treatment stays two links from its listing's first page, without JavaScript.
 *
 * A listing that fits one page (every listing of today's catalogue) is built exactly as before.
 * The route files and the sitemap both read their pages here, so they always agree.
 * With explicit extensions and only type imports beside routes.ts (no imports of its own), so
 * Node scripts and unit tests load it as is.
 */
import type { Catalogue, Category, Group, Treatment } from './catalogue.ts';
import type { Concern } from './concerns.ts';
import type { PriceList, PriceRow } from './price-lists.ts';
import { langOfPath } from '../../config/routes.ts';

/** The id of the section that holds a listing page's cards (category, overview and concern pages). */
export const LISTING_SECTION_ID = 'behandlingar';

/**
 * Cards per page: one more than today's longest listing (an overview of 15), so no listing of
 * today's catalogue is split, and a page of cards with photos stays well within 14 KB gzipped.
 */
export const CARDS_PER_PAGE = 16;
/** Price rows per page: a price list today has at most 47, each far lighter than a card. */
export const PRICE_ROWS_PER_PAGE = 60;

/** The word for "page" in a later page's path, by the listing's language. */
const PAGE_IN_PATH = { sv: 'sida', en: 'page' } as const;

/** "/Massage", 3 -> "/Massage-sida-3" ("/en/massage-page-3"); the first page keeps the listing's own path. */
function listingPagePath(path: string, number: number): string {
  return number === 1 ? path : `${path}-${PAGE_IN_PATH[langOfPath(path)]}-${number}`;
}

/** One page of a listing: its items, its number (from 1) and the paths of every page of it. */
export interface ListingPage<Item> {
  items: Item[];
  number: number;
  /** Every page of the listing, the first at the listing's own path; one entry when it fits. */
  paths: string[];
}

/** A listing's pages; an empty listing still has its one page. */
function listingPages<Item>(path: string, items: readonly Item[], perPage: number): ListingPage<Item>[] {
  const count = Math.max(1, Math.ceil(items.length / perPage));
  const paths = Array.from({ length: count }, (_, index) => listingPagePath(path, index + 1));
  return paths.map((_, index) => ({
    items: items.slice(index * perPage, (index + 1) * perPage),
    number: index + 1,
    paths,
  }));
}

/** A price list's section with the rows one page shows; a section split over pages keeps its title. */
export interface PriceSectionPart {
  title: string;
  rows: PriceRow[];
}

/** A price list's rows, section by section, in pages of at most PRICE_ROWS_PER_PAGE rows. */
export function priceListPages(list: PriceList): ListingPage<PriceSectionPart>[] {
  const rows = list.sections.flatMap((section) => section.rows.map((row) => ({ title: section.title, row })));
  return listingPages(list.path, rows, PRICE_ROWS_PER_PAGE).map((page) => ({
    ...page,
    items: page.items.reduce<PriceSectionPart[]>((sections, { title, row }) => {
      const last = sections.at(-1);
      if (last?.title === title) last.rows.push(row);
      else sections.push({ title, rows: [row] });
      return sections;
    }, []),
  }));
}

export const categoryPages = (category: Category): ListingPage<Group | Treatment>[] =>
  listingPages(category.path, category.entries, CARDS_PER_PAGE);
export const groupPages = (group: Group): ListingPage<Treatment>[] =>
  listingPages(group.path, group.treatments, CARDS_PER_PAGE);
export const concernPages = (concern: Concern): ListingPage<Group | Treatment>[] =>
  listingPages(concern.path, concern.cards, CARDS_PER_PAGE);

/**
 * The pages after the first of every listing that needs more than one: the sitemap lists them
 * beside the listings' own pages. None for today's catalogue.
 */
export function continuedListingPaths(
  catalogue: Pick<Catalogue, 'categories' | 'groups'>,
  concerns: readonly Concern[],
  priceLists: readonly PriceList[],
): string[] {
  return [
    ...catalogue.categories.map(categoryPages),
    ...catalogue.groups.map(groupPages),
    ...concerns.map(concernPages),
    ...priceLists.map(priceListPages),
  ].flatMap((pages) => pages[0]!.paths.slice(1));
}

/** "Massage, sida 2 av 9" for a later page's title and heading; the first page keeps its own title. */
export function listingPageTitle(
  title: string,
  page: Pick<ListingPage<unknown>, 'number' | 'paths'>,
): string {
  return page.number === 1 ? title : `${title}, sida ${page.number} av ${page.paths.length}`;
}
