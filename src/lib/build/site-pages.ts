/**
 * The one place that knows which pages the site has, and how a page's path and its file relate.
 * Two views of the same fact: during the build the pages come from the data (the main pages and
 * the menu); after it, from the files the build wrote. The host rules, `npm start`'s server and
 * the browser tests read the files; the sitemap and the 404 page read the data.
 * With explicit extensions and only type imports from Astro code, so Node scripts load it as is.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_PATH } from '../../config/cms.ts';
import { isPublished } from '../../config/page-texts.ts';
import { ENGLISH_ROOT, mainPages } from '../../config/routes.ts';

/** The not-found page's file: a page the build writes, but not a route. */
export const NOT_FOUND_FILE = '404.html';

/** "/Omoss" -> "Omoss.html", "/" -> "index.html". */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** "Omoss.html" -> "/Omoss", "index.html" -> "/". */
function pagePath(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
}

/** The CMS's page (src/pages/admin.astro): a file the build writes, but no page of the site. */
const EDITOR_FILE = pageFile(EDITOR_PATH);

/** The English site's folder in dist/ ("en"): its pages are flat .html files too, its home page is en.html beside it. */
const ENGLISH_DIR = ENGLISH_ROOT.slice(1);

/** Every .html file the build wrote under `dir`, the 404 pages and the editor's included. */
export function builtHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

/**
 * Every page the build wrote into `dir`: the Swedish pages (flat .html files) and the English ones
 * in en/, each language's 404 page and the editor left out, sorted.
 */
export function builtPagePaths(dir: string): string[] {
  const pages = (files: string[]) =>
    files.filter((file) => file.endsWith('.html') && file !== NOT_FOUND_FILE && file !== EDITOR_FILE);
  const english = existsSync(join(dir, ENGLISH_DIR)) ? pages(readdirSync(join(dir, ENGLISH_DIR))) : [];
  return [...pages(readdirSync(dir)), ...english.map((file) => `${ENGLISH_DIR}/${file}`)]
    .map(pagePath)
    .sort();
}

/**
 * Every canonical page from the data: the main pages the clinic shows (the education page can be
 * switched off), then the menu's (catalogue, price lists).
 */
export function sitePaths(menuPaths: Iterable<string>): string[] {
  const shown = Object.values(mainPages).filter((page) => isPublished(page.path));
  return [...new Set([...shown.map((page) => page.path), ...menuPaths])];
}
