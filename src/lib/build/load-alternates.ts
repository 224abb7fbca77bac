/**
 * Each page's counterpart in the other language (decision 0022): the hreflang alternates in every
 * page's <head>, the sitemap's alternates and the header's language switch all read this one map,
 * so the switch always leads to the same page in the other language. Pairs are made by what a
 * page is (a fixed page's key, an entry's id, a listing's page number), never by its path.
 */
import { englishPageTexts, pageTexts } from '../../config/page-texts';
import { englishPages, mainPages } from '../../config/routes';
import {
  categoryPages,
  concernPages,
  groupPages,
  priceListPages,
  type ListingPage,
} from '../domain/listing-pages';
import { getCollection } from 'astro:content';
import { englishCollection } from './english-collections';
import { englishStaff } from './english-staff';
import { loadCatalogue } from './load-catalogue';
import { loadConcerns } from './load-concerns';
import { loadPriceLists } from './load-price-lists';
import { markdownPagesNotCurrent } from './treatment-files';

interface Alternates {
  /** Every page's path in the other language, both ways: "/Laser" -> "/en/laser" and back. */
  counterpart: ReadonlyMap<string, string>;
  /**
   * English pages whose entry has no English file yet, or whose Swedish words changed since their
   * English was written: they say so and link to the Swedish page.
   */
  untranslated: ReadonlySet<string>;
}

let cached: Promise<Alternates> | undefined;

export function loadAlternates(): Promise<Alternates> {
  cached ??= buildAlternates();
  return cached;
}

async function buildAlternates(): Promise<Alternates> {
  const [sv, en, svConcerns, enConcerns, svPriceLists, enPriceLists] = await Promise.all([
    loadCatalogue('sv'),
    loadCatalogue('en'),
    loadConcerns('sv'),
    loadConcerns('en'),
    loadPriceLists('sv'),
    loadPriceLists('en'),
  ]);
  const counterpart = new Map<string, string>();
  const pair = (swedish: string, english: string) => {
    counterpart.set(swedish, english);
    counterpart.set(english, swedish);
  };
  for (const key of Object.keys(mainPages) as Array<keyof typeof mainPages>) {
    pair(mainPages[key].path, englishPages[key].path);
  }
  /** Pairs two lists of pages by id, every page of their listings by number. */
  const pairAll = <Page extends { id: string; path: string }>(
    swedish: readonly Page[],
    english: readonly Page[],
    listing?: (page: Page) => Array<ListingPage<unknown>>,
  ) => {
    const englishById = new Map(english.map((page) => [page.id, page]));
    for (const page of swedish) {
      const other = englishById.get(page.id);
      if (!other) continue;
      const paths = listing ? listing(page)[0]!.paths : [page.path];
      const otherPaths = listing ? listing(other)[0]!.paths : [other.path];
      paths.forEach((path, index) => pair(path, otherPaths[index]!));
    }
  };
  pairAll(sv.categories, en.categories, categoryPages);
  pairAll(sv.groups, en.groups, groupPages);
  pairAll(sv.treatments, en.treatments);
  pairAll(svConcerns, enConcerns, concernPages);
  pairAll(svPriceLists, enPriceLists, priceListPages);

  const untranslated = new Set<string>();
  for (const name of ['categories', 'groups', 'treatments', 'priceLists', 'concerns'] as const) {
    for (const entry of await englishCollection(name)) {
      if (!entry.translated) untranslated.add(entry.data.path);
    }
  }
  // The fixed pages with texts of their own (the others' words are all the dictionary's): without
  // English, or with a Swedish text changed since its English was written.
  for (const key of Object.keys(pageTexts) as Array<keyof typeof pageTexts>) {
    const texts = englishPageTexts(key);
    if (key in englishPages && (!texts.hasEnglish || texts.outdated.length > 0)) {
      untranslated.add(englishPages[key as keyof typeof englishPages].path);
    }
  }
  // The privacy policy and the accessibility statement, Markdown alone: without English, or outdated.
  for (const key of markdownPagesNotCurrent()) untranslated.add(englishPages[key].path);
  // The about page shows the staff: a person still in Swedish, or outdated, says so there too.
  const staff = englishStaff((await getCollection('staff')).map(({ data }) => data));
  if (!staff.hasEnglish || staff.untranslated.length > 0 || staff.outdated.length > 0) {
    untranslated.add(englishPages.about.path);
  }
  return { counterpart, untranslated };
}
