import { getCollection } from 'astro:content';
import type { Lang } from '../../config/routes';
import { buildConcerns, type Concern } from '../domain/concerns';
import { englishCollection, englishTreatmentPaths } from './english-collections';
import { offeredTexts } from './content-rules/unoffered';
import { loadCatalogue, loadUnofferedNames } from './load-catalogue';

const cached = new Map<Lang, Promise<Concern[]>>();

/** The concern guide built from the `concerns` collection and the catalogue, once per build and language. */
export function loadConcerns(lang: Lang = 'sv'): Promise<Concern[]> {
  let concerns = cached.get(lang);
  if (!concerns) {
    concerns = Promise.all([entriesIn(lang), loadCatalogue(lang)]).then(([entries, catalogue]) =>
      buildConcerns(entries, catalogue),
    );
    cached.set(lang, concerns);
  }
  return concerns;
}

async function entriesIn(lang: Lang) {
  const names = await loadUnofferedNames();
  if (lang === 'sv') return (await getCollection('concerns')).map((entry) => offeredTexts(entry, names.sv));
  const [entries, englishPath] = await Promise.all([englishCollection('concerns'), englishTreatmentPaths()]);
  return entries.map((entry) =>
    offeredTexts(
      { ...entry, data: { ...entry.data, treatments: entry.data.treatments.map(englishPath) } },
      names.en,
    ),
  );
}
