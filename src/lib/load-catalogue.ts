import { getCollection } from 'astro:content';
import { buildCatalogue, type Catalogue } from './catalogue';

let cached: Promise<Catalogue> | undefined;

/** The catalogue built from the content collections, once per build. */
export function loadCatalogue(): Promise<Catalogue> {
  cached ??= Promise.all([
    getCollection('categories'),
    getCollection('groups'),
    getCollection('treatments'),
  ]).then(([categories, groups, treatments]) => buildCatalogue({ categories, groups, treatments }));
  return cached;
}
