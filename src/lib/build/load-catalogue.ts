import { getCollection } from 'astro:content';
import type { Lang } from '../../config/routes';
import { buildCatalogue, type Catalogue } from '../domain/catalogue';
import { hiddenPageChanges, hiddenPageLine } from '../domain/hidden-pages';
import { englishCollection } from './english-collections';
import { readContent } from './content-rules/content';
import { proseNamingUnbuilt, unofferedLine } from './content-rules/unoffered';

const cached = new Map<Lang, Promise<Catalogue>>();

/**
 * The catalogue built from the content collections, once per build and language. The build names
 * each page the clinic hid and the pages whose links to it went (once, for the Swedish
 * catalogue), so a hidden page is never a surprise, and warns of each built text that still names
 * one: a warning, since hiding a page for a while is no mistake.
 */
export function loadCatalogue(lang: Lang = 'sv'): Promise<Catalogue> {
  let catalogue = cached.get(lang);
  if (!catalogue) {
    catalogue = lang === 'sv' ? swedishCatalogue() : englishCatalogue();
    cached.set(lang, catalogue);
  }
  return catalogue;
}

function swedishCatalogue(): Promise<Catalogue> {
  return Promise.all([
    getCollection('categories'),
    getCollection('groups'),
    getCollection('treatments'),
    getCollection('priceLists'),
    getCollection('concerns'),
  ]).then(([categories, groups, treatments, priceLists, concerns]) => {
    const catalogue = buildCatalogue({ categories, groups, treatments });
    const changes = hiddenPageChanges({ categories, groups, treatments, priceLists, concerns });
    for (const change of changes) console.info(hiddenPageLine(change));
    if (changes.length > 0) {
      const unbuilt = new Set(changes.map((change) => change.path));
      for (const problem of proseNamingUnbuilt(readContent(), unbuilt)) console.warn(unofferedLine(problem));
    }
    return catalogue;
  });
}

/** The same tree from the English view of each entry (decision 0022). */
async function englishCatalogue(): Promise<Catalogue> {
  const [categories, groups, treatments] = await Promise.all([
    englishCollection('categories'),
    englishCollection('groups'),
    englishCollection('treatments'),
  ]);
  return buildCatalogue({ categories, groups, treatments });
}
