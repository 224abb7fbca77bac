/**
 * The site's two languages as the site checks see them: which built pages are Swedish and which
 * English (by path, as the site decides it), and where a Swedish page's English counterpart should
 * be by the data: a fixed page's English path in src/config/routes.ts, an entry's the `path` of its
 * English file (decision 0022) or, without one, its Swedish path in lower case.
 */
import { existsSync, readFileSync } from 'node:fs';
import { englishFileOf } from '../../src/config/english-files';
import { contentPath } from '../../src/config/folders';
import { markdownPagesNotCurrent, readTranslations } from '../../src/lib/build/treatment-files';
import { PAGE_TEXT_FILES } from '../../src/config/page-texts';
import { englishPages, englishPathOf, mainPages, type Lang } from '../../src/config/routes';
import { frontMatterOf, readContentYaml } from '../../src/schemas/read-yaml';
import { shippedStatus } from '../spec/shipped-content';
import { builtPathsIn } from '../e2e/site';

export const LANGS: readonly Lang[] = ['sv', 'en'];

/**
 * Which content file is behind which page: read once, as the checks read a build of content that
 * does not change under them (each reading hashes every content file).
 */
export const shipped = shippedStatus();

/** The built pages of one language: the browser tests' own list (tests/e2e/site.ts). */
export { builtPathsIn };

/** The English name an entry's English file gives its page, if it has an English file that names one. */
function englishNameIn(swedishFile: string): string | undefined {
  const file = englishFileOf(swedishFile);
  if (!existsSync(file)) return undefined;
  const data = (
    file.endsWith('.md') ? frontMatterOf(readFileSync(file, 'utf8'), file) : readContentYaml(file)
  ) as { path?: string };
  return data.path;
}

/** Where the English counterpart of the Swedish page at `path` should be, by the data; undefined for a path no data names. */
export function expectedEnglishPath(path: string): string | undefined {
  const key = (Object.keys(mainPages) as Array<keyof typeof mainPages>).find(
    (name) => mainPages[name].path === path,
  );
  if (key) return englishPages[key].path;
  const [file] = shipped.filesOf(path) ?? [];
  return file ? englishPathOf(path, englishNameIn(file)) : undefined;
}

/** Whether the Swedish page at `path` has its words in English: an English file beside its own. */
export function hasEnglishFile(path: string): boolean {
  const key = (Object.keys(mainPages) as Array<keyof typeof mainPages>).find(
    (name) => mainPages[name].path === path,
  );
  // A fixed page without a text file of its own has only the dictionary's words: always English.
  if (key)
    return (
      !(key in PAGE_TEXT_FILES) ||
      existsSync(englishFileOf(PAGE_TEXT_FILES[key as keyof typeof PAGE_TEXT_FILES]))
    );
  const files = shipped.filesOf(path) ?? [];
  return files.every((file) => existsSync(englishFileOf(file)));
}

/** The staff file: its people are on the about page. */
const STAFF_FILE = contentPath('staff.yaml');

/**
 * The English files that are not current, as the content report reads them: a Swedish word
 * changed since the English was written (decision 0022), or, in the staff file, a person still
 * in Swedish.
 */
const notCurrent = new Set(
  readTranslations()
    .flatMap(({ entries }) => entries)
    .filter(
      (entry) =>
        entry.hasEnglish &&
        ((entry.outdated?.length ?? 0) > 0 ||
          (entry.englishFile === englishFileOf(STAFF_FILE) && entry.untranslated.length > 0)),
    )
    .map((entry) => entry.englishFile),
);

/**
 * Whether the Swedish page at `path` is all in English: an English file beside each of its own,
 * each current. Otherwise its English page shows the untranslated notice and stays out of the
 * English search index.
 */
export function isCurrentInEnglish(path: string): boolean {
  if (!hasEnglishFile(path)) return false;
  const key = (Object.keys(mainPages) as Array<keyof typeof mainPages>).find(
    (name) => mainPages[name].path === path,
  );
  if (key === 'privacy' || key === 'accessibility') return !markdownPagesNotCurrent().includes(key);
  const files = key
    ? [
        ...(key in PAGE_TEXT_FILES ? [PAGE_TEXT_FILES[key as keyof typeof PAGE_TEXT_FILES]] : []),
        ...(key === 'about' ? [STAFF_FILE] : []),
      ]
    : (shipped.filesOf(path) ?? []);
  return files.every((file) => existsSync(englishFileOf(file)) && !notCurrent.has(englishFileOf(file)));
}

/** The median of some sizes (the lower middle one of an even count, as the budgets read it). */
export const median = (sizes: readonly number[]) =>
  [...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)]!;

/** Each language's not-found page: no route of its own, but a page the build writes (dist/404.html, dist/en/404.html). */
export const NOT_FOUND_PAGES = LANGS.map((lang) =>
  lang === 'sv' ? '/404' : `${englishPages.home.path}/404`,
);
