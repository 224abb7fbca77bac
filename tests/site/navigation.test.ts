import { expect, test } from 'vitest';
import { builtPaths } from '../e2e/site';
import { builtDocument, metaContent } from './dom';

test('the menu as a page (/Meny) links to every page of the site, each treatment included', () => {
  // The header's menus stop at categories and groups (docs/decisions/0005-menus-stop-at-groups.md),
  // so /Meny is where every page is one click away (its main lists the menu's pages; header and
  // footer carry Boka tid and the privacy policy). The placeholder page kept out of search engines
  // has, as docs/product.md says, no link in the menus.
  const linked = new Set(
    [...builtDocument('/Meny').querySelectorAll('a[href]')].map((a) => decodeURI(a.getAttribute('href')!)),
  );
  const hidden = (path: string) => metaContent(builtDocument(path), 'robots') === 'noindex';
  const missing = builtPaths().filter((path) => path !== '/Meny' && !linked.has(path) && !hidden(path));
  expect(missing).toEqual([]);
  expect(builtPaths().filter(hidden)).toEqual(['/Huvudbehandlingar']);
});
