import { getCollection } from 'astro:content';
import { loadCatalogue } from './load-catalogue';
import { buildPriceLists, type PriceList } from '../domain/price-lists';

let cached: Promise<PriceList[]> | undefined;

/** The seven price lists, built once per build from their content and the catalogue. */
export function loadPriceLists(): Promise<PriceList[]> {
  cached ??= Promise.all([getCollection('priceLists'), loadCatalogue()]).then(([entries, catalogue]) =>
    buildPriceLists(entries, catalogue),
  );
  return cached;
}
