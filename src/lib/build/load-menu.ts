import type { Lang } from '../../config/routes';
import { buildMenu, type MenuDepth, type MenuNode } from '../domain/menu';
import { loadCatalogue } from './load-catalogue';
import { loadConcerns } from './load-concerns';
import { loadPriceLists } from './load-price-lists';

const cached = new Map<string, Promise<MenuNode[]>>();

function loadMenu(depth: MenuDepth, lang: Lang): Promise<MenuNode[]> {
  const key = `${lang} ${depth}`;
  let menu = cached.get(key);
  if (!menu) {
    menu = Promise.all([loadCatalogue(lang), loadPriceLists(lang), loadConcerns(lang)]).then(
      ([catalogue, priceLists, concerns]) =>
        buildMenu(
          catalogue,
          priceLists.map((list) => ({ path: list.path, label: list.label })),
          depth,
          concerns.map((concern) => ({ path: concern.path, label: concern.label })),
          lang,
        ),
    );
    cached.set(key, menu);
  }
  return menu;
}

/** The whole menu down to every treatment, built once per build: the sitemap, the 404 page, the search. */
export function loadSiteMenu(lang: Lang = 'sv'): Promise<MenuNode[]> {
  return loadMenu('treatments', lang);
}

/** The site map page's menu: every treatment, but a listing longer than a page as a link to it. */
export function loadSiteMapPageMenu(lang: Lang = 'sv'): Promise<MenuNode[]> {
  return loadMenu('listings', lang);
}

/** The header's menus, built once per build: categories and overview groups, no treatments. */
export function loadHeaderMenu(lang: Lang = 'sv'): Promise<MenuNode[]> {
  return loadMenu('groups', lang);
}
