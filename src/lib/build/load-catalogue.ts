import { getCollection } from 'astro:content';
import type { Lang } from '../../config/routes';
import { buildCatalogue, type Catalogue } from '../domain/catalogue';
import { hiddenPageChanges, hiddenPageLine } from '../domain/hidden-pages';
import { englishCollection } from './english-collections';
import { readContent } from './content-rules/content';
import { warningLine } from './content-rules/index';
import { linesToNothing } from './content-rules/lines-to-nothing';
import {
  offeredTexts,
  proseNamingUnbuilt,
  unofferedNames,
  type UnofferedName,
} from './content-rules/unoffered';

const cached = new Map<Lang, Promise<Catalogue>>();
let leftOut: Promise<Record<Lang, UnofferedName[]>> | undefined;

/**
 * The catalogue built from the content collections, once per build and language. Its running
 * texts leave out the paragraphs that name a page the build leaves out (unofferedNames).
 */
export function loadCatalogue(lang: Lang = 'sv'): Promise<Catalogue> {
  let catalogue = cached.get(lang);
  if (!catalogue) {
    catalogue = lang === 'sv' ? swedishCatalogue() : englishCatalogue();
    cached.set(lang, catalogue);
  }
  return catalogue;
}

/**
 * The names, by language, of the pages the build leaves out, worked out once per build. The build
 * names each page the clinic hid and the pages whose links to it went, so a hidden page is never
 * a surprise; it warns of each text that still names one (a warning, since hiding a page for a
 * while is no mistake: the page shows the text without the paragraph), and of each line to a
 * deleted treatment, which the page leaves out.
 */
export function loadUnofferedNames(): Promise<Record<Lang, UnofferedName[]>> {
  leftOut ??= Promise.all([
    getCollection('categories'),
    getCollection('groups'),
    getCollection('treatments'),
    getCollection('priceLists'),
    getCollection('concerns'),
  ]).then(([categories, groups, treatments, priceLists, concerns]) => {
    const changes = hiddenPageChanges({ categories, groups, treatments, priceLists, concerns });
    for (const change of changes) console.info(hiddenPageLine(change));
    const content = readContent();
    for (const problem of linesToNothing(content)) console.warn(warningLine(problem));
    const unbuilt = new Set(changes.map((change) => change.path));
    for (const problem of proseNamingUnbuilt(content, unbuilt)) console.warn(warningLine(problem));
    return unofferedNames(content, unbuilt);
  });
  return leftOut;
}

async function swedishCatalogue(): Promise<Catalogue> {
  const [categories, groups, treatments, names] = await Promise.all([
    getCollection('categories'),
    getCollection('groups'),
    getCollection('treatments'),
    loadUnofferedNames(),
  ]);
  return offeredCatalogue({ categories, groups, treatments }, names.sv);
}

/** The same tree from the English view of each entry (decision 0022). */
async function englishCatalogue(): Promise<Catalogue> {
  const [categories, groups, treatments, names] = await Promise.all([
    englishCollection('categories'),
    englishCollection('groups'),
    englishCollection('treatments'),
    loadUnofferedNames(),
  ]);
  return offeredCatalogue({ categories, groups, treatments }, names.en);
}

/** The catalogue with its categories' and overviews' running texts as the pages show them. */
function offeredCatalogue(
  input: Parameters<typeof buildCatalogue>[0],
  names: readonly UnofferedName[],
): Catalogue {
  return buildCatalogue({
    categories: input.categories.map((entry) => offeredTexts(entry, names)),
    groups: input.groups.map((entry) => offeredTexts(entry, names)),
    treatments: input.treatments,
  });
}
