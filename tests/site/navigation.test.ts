import { expect, test } from 'vitest';
import { pagesIn } from '../../src/config/routes';
import { builtDocument, metaContent } from './dom';
import { builtPathsIn, LANGS } from './languages';

test.each(LANGS)(
  'the menu as a page (/Meny, its English twin) links to every page of its language, each treatment included (%s)',
  (lang) => {
    // The header's menus stop at categories and groups (docs/decisions/0005-menus-stop-at-groups.md),
    // so the menu page is where every page is one click away (its main lists the menu's pages; header and
    // footer carry the booking page and the privacy policy). The placeholder page kept out of search
    // engines has, as docs/product.md says, no link in the menus.
    const menuPage = pagesIn(lang).menu.path;
    const linked = new Set(
      [...builtDocument(menuPage).querySelectorAll('a[href]')].map((a) => decodeURI(a.getAttribute('href')!)),
    );
    const hidden = (path: string) => metaContent(builtDocument(path), 'robots') === 'noindex';
    const pages = builtPathsIn(lang);
    const missing = pages.filter((path) => path !== menuPage && !linked.has(path) && !hidden(path));
    expect(missing).toEqual([]);
    expect(pages.filter(hidden)).toEqual([pagesIn(lang).mainTreatment.path]);
  },
);
