/**
 * The clinic's texts on the fixed pages and in the consultation banner (src/content/pages/*.yaml,
 * schemas in src/schemas/pages.ts), read when the build starts like the clinic's facts: a mistake
 * stops it with the file and the line or field named, in Swedish.
 *
 * The education page can be switched off (`hidden`): then it is not built, so the host answers
 * its path as for any removed page (404), and every list of pages leaves it out: menus, footer,
 * sitemap, search and the 404 page's known paths all ask `isPublished`.
 * With explicit extensions, so Node scripts that list the site's pages load it as is.
 */
import { existsSync } from 'node:fs';
import { loadContentYaml } from '../schemas/read-yaml.ts';
import { pageTextSchemas } from '../schemas/pages.ts';
import {
  englishFileSchema,
  englishView,
  outdatedFields,
  wordsOf,
  type EnglishView,
} from '../schemas/translation.ts';
import { englishFileOf } from './english-files.ts';
import { englishPages, mainPages, type Lang } from './routes.ts';
import { contentPath } from './folders.ts';

/** Each fixed page's text file, relative to the project root where every build runs. */
export const PAGE_TEXT_FILES: Record<keyof typeof pageTextSchemas, string> = {
  home: contentPath('pages/hem.yaml'),
  about: contentPath('pages/om-oss.yaml'),
  booking: contentPath('pages/boka-tid.yaml'),
  contact: contentPath('pages/kontakt.yaml'),
  education: contentPath('pages/utbildningar.yaml'),
  findTreatment: contentPath('pages/hitta-behandling.yaml'),
  bookingRules: contentPath('pages/bokningsregler.yaml'),
  consultation: contentPath('pages/konsultation.yaml'),
} as const;

export const pageTexts = {
  home: loadContentYaml(PAGE_TEXT_FILES.home, pageTextSchemas.home),
  about: loadContentYaml(PAGE_TEXT_FILES.about, pageTextSchemas.about),
  booking: loadContentYaml(PAGE_TEXT_FILES.booking, pageTextSchemas.booking),
  contact: loadContentYaml(PAGE_TEXT_FILES.contact, pageTextSchemas.contact),
  education: loadContentYaml(PAGE_TEXT_FILES.education, pageTextSchemas.education),
  findTreatment: loadContentYaml(PAGE_TEXT_FILES.findTreatment, pageTextSchemas.findTreatment),
  bookingRules: loadContentYaml(PAGE_TEXT_FILES.bookingRules, pageTextSchemas.bookingRules),
  consultation: loadContentYaml(PAGE_TEXT_FILES.consultation, pageTextSchemas.consultation),
};

type PageKey = keyof typeof pageTextSchemas;

/**
 * A fixed page's texts in English (decision 0022): the words of its English file beside the
 * Swedish one (hem.en.yaml), each missing word in Swedish and named in `untranslated`;
 * `hasEnglish` is false while there is no English file.
 */
export function englishPageTexts<K extends PageKey>(
  key: K,
): EnglishView<(typeof pageTexts)[K]> & { hasEnglish: boolean; outdated: string[] } {
  const schema = pageTextSchemas[key];
  const file = englishFileOf(PAGE_TEXT_FILES[key]);
  const english = existsSync(file) ? loadContentYaml(file, englishFileSchema(schema)) : undefined;
  const words = wordsOf(schema)!;
  const view = englishView(words, pageTexts[key], english);
  return {
    ...view,
    hasEnglish: english !== undefined,
    untranslated: english ? view.untranslated : [],
    // The fields whose Swedish words changed since their English was written (decision 0022).
    outdated: outdatedFields(words, pageTexts[key], english),
  };
}

let englishTexts: typeof pageTexts | undefined;

/**
 * Every fixed page's texts in `lang`: the Swedish files as they are, or their English view
 * (a word still missing in English shows in Swedish; the content report names it).
 */
export function pageTextsIn(lang: Lang): typeof pageTexts {
  if (lang === 'sv') return pageTexts;
  englishTexts ??= Object.fromEntries(
    (Object.keys(pageTexts) as PageKey[]).map((key) => [key, englishPageTexts(key).data]),
  ) as typeof pageTexts;
  return englishTexts;
}

/** False for a fixed page the clinic switched off (the education page, in either language), true for every other path. */
export function isPublished(path: string): boolean {
  const education: string[] = [mainPages.education.path, englishPages.education.path];
  return !(education.includes(path) && pageTexts.education.hidden);
}

/** "Stycke ett.\n\nStycke två." -> ["Stycke ett.", "Stycke två."] */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
