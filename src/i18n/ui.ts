/**
 * The interface words of the site, in one place per language (decision 0020): what a visitor
 * reads that is the site's own rather than the clinic's content. The Swedish dictionary is the
 * source of the keys: a second language's dictionary is typed `UiWords` and must have every key.
 *
 * Components rendered at build time read the words with useUi(), which gives the Swedish ones
 * unless a UiContext provider above them says otherwise. Browser code (the contact form's island,
 * the search, the carousel script) imports its own area's words, each a named export, so that
 * each bundle carries only what it shows and no property names.
 */
import { createContext, useContext } from 'react';
import type { Lang } from '../config/routes';
import * as englishCarouselWords from './en/carousel';
import * as englishFormWords from './en/form';
import * as englishPriceWords from './en/price';
import * as englishSearchWords from './en/search';
import { siteWords as englishSiteWords } from './en/site';
import * as carouselWords from './sv/carousel';
import * as formWords from './sv/form';
import * as priceWords from './sv/price';
import * as searchWords from './sv/search';
import { siteWords } from './sv/site';

/**
 * Prices have their words in a module of their own, without React, so that their formats
 * (src/lib/domain/price.ts) load in the Node scripts too; the clinic's facts take theirs from
 * `site.clinicFacts`, passed in by the components (src/config/clinic.ts).
 */
const sv = {
  site: siteWords,
  form: formWords,
  search: searchWords,
  carousel: carouselWords,
  price: priceWords,
};

/** A dictionary's shape: the Swedish one's keys, with any text (or function giving text) as value. */
type Words<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => infer R
      ? (...args: A) => R
      : Words<T[K]>;
};

export type UiWords = Words<typeof sv>;

/** English (issue 30), typed by the Swedish keys: a missing or extra key is a type error. */
const en: UiWords = {
  site: englishSiteWords,
  form: englishFormWords,
  search: englishSearchWords,
  carousel: englishCarouselWords,
  price: englishPriceWords,
};

/** The site's languages (src/config/routes.ts), each with its dictionary. */
const dictionaries: Record<Lang, UiWords> = { sv, en };

export type { Lang };

/** The words of one language, for Astro pages and code outside React components. */
export function uiWords(lang: Lang = 'sv'): UiWords {
  return dictionaries[lang];
}

/** The words the components below a provider read; Swedish where no provider is set. */
export const UiContext = createContext<UiWords>(sv);

/** The words of the page being rendered. */
export function useUi(): UiWords {
  return useContext(UiContext);
}
