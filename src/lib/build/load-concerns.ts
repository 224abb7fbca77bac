import { getCollection } from 'astro:content';
import { buildConcerns, type Concern } from '../domain/concerns';
import { loadCatalogue } from './load-catalogue';

let cached: Promise<Concern[]> | undefined;

/** The concern guide built from the `concerns` collection and the catalogue, once per build. */
export function loadConcerns(): Promise<Concern[]> {
  cached ??= Promise.all([getCollection('concerns'), loadCatalogue()]).then(([entries, catalogue]) =>
    buildConcerns(entries, catalogue),
  );
  return cached;
}
