import { getCollection } from 'astro:content';
import { buildCatalogue, type Catalogue } from './catalogue';

/** The build names the pages the clinic hid, so a hidden page is never a surprise. */
export function logHidden(pages: ReadonlyArray<{ path: string; title: string }>): void {
  for (const page of pages) {
    console.info(`Dold sida byggs inte och inga länkar leder dit: ${page.path} (${page.title})`);
  }
}

let cached: Promise<Catalogue> | undefined;

/** The catalogue built from the content collections, once per build. */
export function loadCatalogue(): Promise<Catalogue> {
  cached ??= Promise.all([
    getCollection('categories'),
    getCollection('groups'),
    getCollection('treatments'),
  ]).then(([categories, groups, treatments]) => {
    const catalogue = buildCatalogue({ categories, groups, treatments });
    logHidden(catalogue.hidden);
    return catalogue;
  });
  return cached;
}
