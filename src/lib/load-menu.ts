import { loadCatalogue } from './load-catalogue';
import { buildMenu, type MenuDepth, type MenuNode } from './menu';
import { loadPriceLists } from './load-price-lists';

const cached = new Map<MenuDepth, Promise<MenuNode[]>>();

function loadMenu(depth: MenuDepth): Promise<MenuNode[]> {
  let menu = cached.get(depth);
  if (!menu) {
    menu = Promise.all([loadCatalogue(), loadPriceLists()]).then(([catalogue, priceLists]) =>
      buildMenu(
        catalogue,
        priceLists.map((list) => ({ path: list.path, label: list.label })),
        depth,
      ),
    );
    cached.set(depth, menu);
  }
  return menu;
}

/** The whole menu down to every treatment, built once per build: /Meny, the sitemap, the 404 page. */
export function loadSiteMenu(): Promise<MenuNode[]> {
  return loadMenu('treatments');
}

/** The header's menus, built once per build: categories and overview groups, no treatments. */
export function loadHeaderMenu(): Promise<MenuNode[]> {
  return loadMenu('groups');
}
