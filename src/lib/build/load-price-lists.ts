import { getCollection } from 'astro:content';
import type { Lang } from '../../config/routes';
import { buildPriceLists, type PriceList } from '../domain/price-lists';
import { englishCollection, englishTreatmentPaths } from './english-collections';
import { loadCatalogue } from './load-catalogue';

const cached = new Map<Lang, Promise<PriceList[]>>();

/** The seven price lists, built once per build and language from their content and the catalogue. */
export function loadPriceLists(lang: Lang = 'sv'): Promise<PriceList[]> {
  let priceLists = cached.get(lang);
  if (!priceLists) {
    priceLists = Promise.all([entriesIn(lang), loadCatalogue(lang)]).then(([entries, catalogue]) =>
      buildPriceLists(entries, catalogue, lang),
    );
    cached.set(lang, priceLists);
  }
  return priceLists;
}

async function entriesIn(lang: Lang) {
  if (lang === 'sv') return getCollection('priceLists');
  const [entries, englishPath] = await Promise.all([
    englishCollection('priceLists'),
    englishTreatmentPaths(),
  ]);
  return entries.map((entry) => ({
    ...entry,
    data: {
      ...entry.data,
      sections: entry.data.sections.map((section) =>
        'treatments' in section && section.treatments
          ? { ...section, treatments: section.treatments.map(englishPath) }
          : section,
      ),
    },
  }));
}
