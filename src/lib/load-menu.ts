import { loadCatalogue } from './load-catalogue';
import { buildMenu, type MenuNode } from './menu';
import { loadPriceLists } from './load-price-lists';

let cached: Promise<MenuNode[]> | undefined;

/** The site menu, built once per build from the catalogue and the price lists. */
export function loadSiteMenu(): Promise<MenuNode[]> {
  cached ??= Promise.all([loadCatalogue(), loadPriceLists()]).then(([catalogue, priceLists]) =>
    buildMenu(
      catalogue,
      priceLists.map((list) => ({ path: list.path, label: list.label })),
    ),
  );
  return cached;
}
