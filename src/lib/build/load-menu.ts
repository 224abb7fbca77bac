import { loadCatalogue } from './load-catalogue';
import { loadConcerns } from './load-concerns';
import { buildMenu, type MenuDepth, type MenuNode } from '../domain/menu';
import { loadPriceLists } from './load-price-lists';

const cached = new Map<MenuDepth, Promise<MenuNode[]>>();

function loadMenu(depth: MenuDepth): Promise<MenuNode[]> {
  let menu = cached.get(depth);
  if (!menu) {
    menu = Promise.all([loadCatalogue(), loadPriceLists(), loadConcerns()]).then(
      ([catalogue, priceLists, concerns]) =>
        buildMenu(
          catalogue,
          priceLists.map((list) => ({ path: list.path, label: list.label })),
          depth,
          concerns.map((concern) => ({ path: concern.path, label: concern.label })),
        ),
    );
    cached.set(depth, menu);
  }
  return menu;
}

/** The whole menu down to every treatment, built once per build: the sitemap, the 404 page, the search. */
export function loadSiteMenu(): Promise<MenuNode[]> {
  return loadMenu('treatments');
}

/** The site map page's menu: every treatment, but a listing longer than a page as a link to it. */
export function loadSiteMapPageMenu(): Promise<MenuNode[]> {
  return loadMenu('listings');
}

/** The header's menus, built once per build: categories and overview groups, no treatments. */
export function loadHeaderMenu(): Promise<MenuNode[]> {
  return loadMenu('groups');
}
