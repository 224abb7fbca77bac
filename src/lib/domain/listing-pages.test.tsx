/**
 * Long listings at a hundred times today's catalogue (issue 29): made from the real content files
 * with bench:scale's generator (src/lib/build/scaled-catalogue.ts), built the way the pages are, and
 * rendered by the pages' own screens. Relations only: they hold whatever the clinic's content is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CategoryScreen } from '../../screens/CategoryScreen';
import { ConcernScreen } from '../../screens/ConcernScreen';
import { GroupScreen } from '../../screens/GroupScreen';
import { PriceListScreen } from '../../screens/PriceListScreen';
import { SiteMap } from '../../components/SiteMap/SiteMap';
import { buildMenu, menuPaths, type MenuDepth } from './menu';
import { buildCatalogue, type Catalogue } from './catalogue';
import { buildConcerns, type Concern } from './concerns';
import {
  CARDS_PER_PAGE,
  categoryPages,
  concernPages,
  continuedListingPaths,
  groupPages,
  PRICE_ROWS_PER_PAGE,
  priceListPages,
  type ListingPage,
} from './listing-pages';
import { buildPriceLists, type PriceList } from './price-lists';
import { frontMatterOf, readContentYaml } from '../../schemas/read-yaml';
import { copyPath, copyTitle, withCopies } from '../build/scaled-catalogue';
import { schemas } from '../../../tests/support/test-fixtures';

const CONTENT = 'src/content';
const FACTOR = 100;
/**
 * What a listing's screen may weigh gzipped: the page's 14 KB (tests/e2e/budgets.spec.ts) less
 * what every page carries around it (head, inline CSS, header, footer: about 6.5 KB on the
 * lightest built pages) and the response headers.
 */
const SCREEN_GZIP_BUDGET = 6 * 1024;

const yamlFiles = (folder: string) =>
  readdirSync(join(CONTENT, folder)).map((file) => ({
    id: file.replace(/\.ya?ml$/, ''),
    raw: readContentYaml(join(CONTENT, folder, file)) as Record<string, unknown>,
  }));

/** The real content, each treatment copied FACTOR - 1 times as bench:scale copies it. */
function scaledSite(factor: number): { catalogue: Catalogue; concerns: Concern[]; priceLists: PriceList[] } {
  const treatments = readdirSync(join(CONTENT, 'treatments'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => {
      const raw = frontMatterOf(readFileSync(join(CONTENT, 'treatments', file), 'utf8'), file) as Record<
        string,
        string
      >;
      return Array.from({ length: factor }, (_, index) => {
        const n = index + 1;
        const copy =
          n === 1
            ? raw
            : {
                ...raw,
                path: copyPath(raw['path']!, n),
                title: copyTitle(raw['title']!, n),
                ...(raw['menuTitle'] ? { menuTitle: copyTitle(raw['menuTitle'], n) } : {}),
              };
        return { id: `${file}-${n}`, data: schemas.treatment.parse(copy), rendered: { html: '' } };
      });
    });
  const catalogue = buildCatalogue({
    categories: yamlFiles('categories').map(({ id, raw }) => ({ id, data: schemas.category.parse(raw) })),
    groups: yamlFiles('groups').map(({ id, raw }) => ({ id, data: schemas.group.parse(raw) })),
    treatments,
  });
  const concerns = buildConcerns(
    yamlFiles('concerns').map(({ id, raw }) => ({
      id,
      data: schemas.concern.parse({ ...raw, treatments: withCopies(raw['treatments'] as string[], factor) }),
    })),
    catalogue,
  );
  const priceLists = buildPriceLists(
    yamlFiles('price-lists').map(({ id, raw }) => ({
      id,
      data: schemas.priceList.parse({
        ...raw,
        sections: (raw['sections'] as Array<Record<string, unknown>>).map((section) =>
          Array.isArray(section['treatments'])
            ? { ...section, treatments: withCopies(section['treatments'] as string[], factor) }
            : section,
        ),
      }),
    })),
    catalogue,
  );
  return { catalogue, concerns, priceLists };
}

const today = scaledSite(1);
const grown = scaledSite(FACTOR);

/** Every listing of a site, by kind, as its pages. */
const listingsOf = ({ catalogue, concerns, priceLists }: typeof today) => ({
  category: catalogue.categories.map(categoryPages),
  group: catalogue.groups.map(groupPages),
  concern: concerns.map(concernPages),
  priceList: priceLists.map(priceListPages),
});

const itemCount = (page: ListingPage<unknown>) =>
  page.items.reduce<number>(
    (sum, item) =>
      sum + (typeof item === 'object' && item && 'rows' in item ? (item.rows as unknown[]).length : 1),
    0,
  );

describe('long listings go on over numbered pages', () => {
  it('at a hundred times the catalogue every kind of listing is split, and no page holds more than its share', () => {
    for (const [kind, listings] of Object.entries(listingsOf(grown))) {
      const perPage = kind === 'priceList' ? PRICE_ROWS_PER_PAGE : CARDS_PER_PAGE;
      expect(
        listings.some((pages) => pages.length > 1),
        kind,
      ).toBe(true);
      for (const page of listings.flat()) expect(itemCount(page), page.paths[0]).toBeLessThanOrEqual(perPage);
    }
  });

  it('a listing that fits one page keeps its own path and shows everything, as before', () => {
    for (const pages of Object.values(listingsOf(today)).flat()) {
      if (pages.length > 1) continue;
      expect(pages[0]!.paths).toHaveLength(1);
    }
    for (const category of today.catalogue.categories) {
      const pages = categoryPages(category);
      if (pages.length === 1) expect(pages[0]!.items).toEqual(category.entries);
      expect(pages[0]!.paths[0]).toBe(category.path);
    }
  });

  it('the pages of a listing show every item once, in order, and each names all of them', () => {
    for (const category of grown.catalogue.categories) {
      const pages = categoryPages(category);
      expect(pages.flatMap((page) => page.items)).toEqual(category.entries);
      for (const page of pages) expect(page.paths).toEqual(pages[0]!.paths);
    }
    for (const list of grown.priceLists) {
      const rows = priceListPages(list).flatMap((page) => page.items.flatMap((section) => section.rows));
      expect(rows).toEqual(list.sections.flatMap((section) => section.rows));
    }
  });

  it('every treatment is two links from its category without JavaScript: a page of the listing, then its card or its overview', () => {
    const { catalogue } = grown;
    const reachable = new Set<string>();
    for (const category of catalogue.categories) {
      // The category's first page links to every page of its listing (ListingPager).
      for (const entry of categoryPages(category).flatMap((page) => page.items)) {
        if (entry.kind === 'treatment') reachable.add(entry.path);
        else
          for (const treatment of groupPages(entry).flatMap((page) => page.items))
            reachable.add(treatment.path);
      }
    }
    // A prescription medicine's page is information, not an offer: in no listing (decision 0027).
    const information = new Set(catalogue.categories.flatMap((c) => c.information).map((t) => t.path));
    expect(catalogue.treatments.filter((t) => !information.has(t.path) && !reachable.has(t.path))).toEqual(
      [],
    );
    expect([...information].filter((path) => reachable.has(path))).toEqual([]);
  });

  it('the later pages are in the sitemap\u2019s list, and none takes a page\u2019s path', () => {
    const continued = continuedListingPaths(grown.catalogue, grown.concerns, grown.priceLists);
    const expected = Object.values(listingsOf(grown)).flatMap((listings) =>
      listings.flatMap((pages) => pages[0]!.paths.slice(1)),
    );
    expect(continued).toEqual(expected);
    expect(new Set(continued).size).toBe(continued.length);
    const pagePaths = new Set([
      ...grown.catalogue.byPath.keys(),
      ...grown.concerns.map((concern) => concern.path),
      ...grown.priceLists.map((list) => list.path),
    ]);
    expect(continued.filter((path) => pagePaths.has(path))).toEqual([]);
    expect(continuedListingPaths(today.catalogue, today.concerns, today.priceLists)).toEqual(
      Object.values(listingsOf(today)).flatMap((listings) =>
        listings.flatMap((pages) => pages[0]!.paths.slice(1)),
      ),
    );
  });
});

describe('a page of a long listing stays within its byte budget', () => {
  const trail = [{ label: 'Behandlingsutbud', href: '/Behandlingsutbud' }];
  const gzipped = (element: React.ReactElement) =>
    gzipSync(renderToStaticMarkup(element), { level: 9 }).length;
  const heaviest = (sizes: number[]) => Math.max(...sizes);
  /** The first page (with the intro and FAQ) and a full later one: the heaviest a listing has. */
  const firstTwo = <Item,>(pages: Array<ListingPage<Item>>) => pages.slice(0, 2);

  it(
    'each kind\u2019s heaviest page at a hundred times the catalogue, its screen gzipped',
    { timeout: 60_000 },
    () => {
      const pictures = new Map();
      const sizes = {
        category: heaviest(
          grown.catalogue.categories.flatMap((category) =>
            firstTwo(categoryPages(category)).map((listing) =>
              gzipped(
                <CategoryScreen
                  category={category}
                  listing={listing}
                  trail={trail}
                  cardPictures={pictures}
                />,
              ),
            ),
          ),
        ),
        group: heaviest(
          grown.catalogue.groups.flatMap((group) =>
            firstTwo(groupPages(group)).map((listing) =>
              gzipped(<GroupScreen group={group} listing={listing} trail={trail} cardPictures={pictures} />),
            ),
          ),
        ),
        concern: heaviest(
          grown.concerns.flatMap((concern) =>
            firstTwo(concernPages(concern)).map((listing) =>
              gzipped(<ConcernScreen concern={concern} listing={listing} trail={trail} />),
            ),
          ),
        ),
        priceList: heaviest(
          grown.priceLists.flatMap((list) =>
            firstTwo(priceListPages(list)).map((listing) =>
              gzipped(<PriceListScreen priceList={list} listing={listing} />),
            ),
          ),
        ),
      };
      for (const [kind, size] of Object.entries(sizes)) expect(size, kind).toBeLessThan(SCREEN_GZIP_BUDGET);
    },
  );
});

describe('the site map page (/Meny) at a hundred times the catalogue', () => {
  const menuOf = ({ catalogue, concerns, priceLists }: typeof today, depth: MenuDepth) =>
    buildMenu(
      catalogue,
      priceLists.map((list) => ({ path: list.path, label: list.label })),
      depth,
      concerns.map((concern) => ({ path: concern.path, label: concern.label })),
    );

  it('lists every treatment today, as the whole menu does', () => {
    expect(menuOf(today, 'listings')).toEqual(menuOf(today, 'treatments'));
  });

  it('stays within a listing screen\u2019s share of the page, and leads to every treatment in two more links', () => {
    const siteMap = menuOf(grown, 'listings');
    expect(gzipSync(renderToStaticMarkup(<SiteMap nodes={siteMap} />), { level: 9 }).length).toBeLessThan(
      SCREEN_GZIP_BUDGET,
    );
    // A treatment is linked there, or the listing that shows it is: its group's, or its
    // category's when it is in no group (two links on, as the tests above show).
    const linked = new Set(menuPaths(siteMap));
    const { catalogue } = grown;
    const listingOf = (treatment: (typeof catalogue.treatments)[number]) =>
      treatment.groupId
        ? catalogue.groups.find((group) => group.id === treatment.groupId)!.path
        : catalogue.categories.find((category) => category.id === treatment.categoryId)!.path;
    expect(
      catalogue.treatments.filter(
        (treatment) => !linked.has(treatment.path) && !linked.has(listingOf(treatment)),
      ),
    ).toEqual([]);
  });
});
