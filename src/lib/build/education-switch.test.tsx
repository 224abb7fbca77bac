/**
 * The education page switched off in the editor (`hidden` in src/content/pages/utbildningar.yaml):
 * every list of pages the build makes leaves it out: the header's menus and the site map (/Meny),
 * the footer, the sitemap, search and the 404 page's known paths (sitePaths). Its page is not
 * built at all ([education].astro); tests/e2e/cms-editor.spec.ts switches it off in the real
 * editor and checks the rebuilt site and its host rules.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '../../components/SiteFooter/SiteFooter';
import { isPublished, pageTexts } from '../../config/page-texts';
import { mainPages } from '../../config/routes';
import { buildCatalogue } from '../domain/catalogue';
import { buildMenu, menuPaths } from '../domain/menu';
import { sitePaths } from './site-pages';
import { mockCategory, mockTreatment } from '../../../tests/support/test-fixtures';

const EDUCATION = mainPages.education.path;
const asShipped = pageTexts.education.hidden;
afterEach(() => {
  pageTexts.education.hidden = asShipped;
});

const catalogue = buildCatalogue({
  categories: [mockCategory('inj', 1)],
  groups: [],
  treatments: [mockTreatment('Panna', 1)],
});

/** Every place that lists pages, as paths. */
function listedPaths(): Record<string, string[]> {
  const footer = renderToStaticMarkup(<SiteFooter />);
  return {
    header: menuPaths(buildMenu(catalogue, [], 'groups')),
    siteMap: menuPaths(buildMenu(catalogue, [], 'treatments')),
    footer: [...footer.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!),
    sitemapAndSearch: sitePaths(menuPaths(buildMenu(catalogue, [], 'treatments'))),
  };
}

describe('the education page', () => {
  it('switched on, is linked from the menus and the footer and is a page of the site', () => {
    pageTexts.education.hidden = false;
    expect(isPublished(EDUCATION)).toBe(true);
    for (const [where, paths] of Object.entries(listedPaths())) expect(paths, where).toContain(EDUCATION);
  });

  it('switched off, is in no menu, not in the footer, the sitemap or search', () => {
    pageTexts.education.hidden = true;
    expect(isPublished(EDUCATION)).toBe(false);
    for (const [where, paths] of Object.entries(listedPaths())) {
      expect(paths, where).not.toContain(EDUCATION);
      // Only the education page goes: the other main pages stay.
      expect(paths, where).toContain(mainPages.contact.path);
    }
  });
});
