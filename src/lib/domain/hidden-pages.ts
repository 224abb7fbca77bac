/**
 * What hiding a page changed, for the build's output: each hidden category, treatment, overview,
 * price list or concern and the pages that would link to it if it were shown (its overview and
 * category pages, the price lists and concerns that list it, the site map, and for a category, an
 * overview or a price list the header menu on every page). Read from the catalogue as it would be with nothing hidden, so the list follows
 * the same relations the pages are built from.
 */
import type { CollectionEntry } from 'astro:content';
import { mainPages } from '../../config/routes';
import { buildCatalogue, type Catalogue } from './catalogue';
import { hiddenPriceLists } from './price-lists';

type Entries<Name extends 'categories' | 'groups' | 'treatments' | 'priceLists' | 'concerns'> = ReadonlyArray<
  Pick<CollectionEntry<Name>, 'id' | 'data'> & { filePath?: string | undefined }
>;

interface HiddenPageChange {
  path: string;
  title: string;
  /** The pages that no longer link to it, in site order. */
  pagesWithoutLink: string[];
  /** An overview is in the header's menu: every page changes. */
  inEveryPageMenu: boolean;
}

const shown = <Entry extends { data: { hidden: boolean } }>(entry: Entry): Entry => ({
  ...entry,
  data: { ...entry.data, hidden: false },
});

/** The price lists whose sections would list the treatment at `path`. */
function priceListsListing(path: string, priceLists: Entries<'priceLists'>, full: Catalogue): string[] {
  const treatment = full.treatments.find((t) => t.path === path);
  if (!treatment) return [];
  return priceLists
    .filter(({ data }) =>
      data.sections.some((section) =>
        section.kind === 'treatments'
          ? section.treatments.includes(path)
          : section.kind === 'group'
            ? section.group.id === treatment.groupId
            : section.category.id === treatment.categoryId,
      ),
    )
    .map(({ data }) => data.path);
}

export function hiddenPageChanges(input: {
  categories: Entries<'categories'>;
  groups: Entries<'groups'>;
  treatments: Entries<'treatments'>;
  priceLists: Entries<'priceLists'>;
  concerns: Entries<'concerns'>;
}): HiddenPageChange[] {
  const catalogue = buildCatalogue(input);
  const full = buildCatalogue({
    categories: input.categories.map(shown),
    groups: input.groups.map(shown),
    treatments: input.treatments.map(shown),
  });
  const hiddenPaths = new Set(catalogue.hidden.map((page) => page.path));
  const shownConcerns = input.concerns.filter(({ data }) => !data.hidden);
  const categoryPath = (id: string) => full.categories.find((c) => c.id === id)?.path;
  const groupPath = (id: string | undefined) => full.groups.find((g) => g.id === id)?.path;

  const linking = (path: string): Array<string | undefined> => {
    const page = full.byPath.get(path);
    if (page?.kind === 'category') {
      return [
        mainPages.home.path,
        mainPages.treatments.path,
        ...page.treatments.flatMap((t) => priceListsListing(t.path, input.priceLists, full)),
      ];
    }
    if (page?.kind === 'group') {
      return [
        categoryPath(page.categoryId),
        ...page.treatments.flatMap((t) => priceListsListing(t.path, input.priceLists, full)),
      ];
    }
    if (page?.kind !== 'treatment') return [];
    return [
      groupPath(page.groupId),
      categoryPath(page.categoryId),
      ...priceListsListing(path, input.priceLists, full),
      ...shownConcerns.filter(({ data }) => data.treatments.includes(path)).map(({ data }) => data.path),
    ];
  };

  const changes = catalogue.hidden.map(({ path, title }) => ({
    path,
    title,
    pages: [...linking(path), mainPages.menu.path],
    inEveryPageMenu: full.byPath.get(path)?.kind !== 'treatment',
  }));
  const priceLists = hiddenPriceLists(input.priceLists, catalogue).map(({ path, title }) => ({
    path,
    title,
    pages: [mainPages.prices.path, mainPages.menu.path],
    inEveryPageMenu: true,
  }));
  // A concern is left out when hidden, or when every treatment it names is hidden or
  // prescription-only (a page of information, which no concern page offers: decision 0027).
  const notOffered = new Set([
    ...hiddenPaths,
    ...input.treatments.filter(({ data }) => data.prescriptionOnly).map(({ data }) => data.path),
  ]);
  const concerns = input.concerns
    .filter(({ data }) => data.hidden || data.treatments.every((path) => notOffered.has(path)))
    .map(({ data }) => ({
      path: data.path,
      title: data.title,
      pages: [mainPages.concerns.path, mainPages.menu.path],
      inEveryPageMenu: false,
    }));
  const unbuilt = new Set([...hiddenPaths, ...priceLists.map((list) => list.path)]);
  return [...changes, ...priceLists, ...concerns].map(({ pages, ...change }) => ({
    ...change,
    // A page that is itself hidden is not built, so it has nothing to change.
    pagesWithoutLink: [...new Set(pages)].filter(
      (page): page is string => page !== undefined && !unbuilt.has(page),
    ),
  }));
}

/** The build's line for one hidden page, in Swedish. */
export function hiddenPageLine(change: HiddenPageChange): string {
  const pages = change.pagesWithoutLink.join(', ');
  const menu = change.inEveryPageMenu ? `${pages ? ' och ' : ''}menyn på varje sida` : '';
  return `Dold sida byggs inte: ${change.path} (${change.title}). Länken dit är borttagen från ${pages}${menu}.`;
}

/** The line for a fixed page the clinic switched off (the education page): linked from every page's menus. */
export function hiddenFixedPageLine(page: { path: string; title: string }): string {
  return hiddenPageLine({ ...page, pagesWithoutLink: [], inEveryPageMenu: true });
}
