import { getCollection } from 'astro:content';
import { buildCatalogue, type Catalogue } from '../domain/catalogue';
import { hiddenPageChanges, hiddenPageLine } from '../domain/hidden-pages';

let cached: Promise<Catalogue> | undefined;

/**
 * The catalogue built from the content collections, once per build. The build names each page
 * the clinic hid and the pages whose links to it went, so a hidden page is never a surprise.
 */
export function loadCatalogue(): Promise<Catalogue> {
  cached ??= Promise.all([
    getCollection('categories'),
    getCollection('groups'),
    getCollection('treatments'),
    getCollection('priceLists'),
    getCollection('concerns'),
  ]).then(([categories, groups, treatments, priceLists, concerns]) => {
    const catalogue = buildCatalogue({ categories, groups, treatments });
    for (const change of hiddenPageChanges({ categories, groups, treatments, priceLists, concerns })) {
      console.info(hiddenPageLine(change));
    }
    return catalogue;
  });
  return cached;
}
