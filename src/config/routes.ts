/**
 * The site's fixed pages and how a request's path finds its page (docs/product.md, Routes).
 * Catalogue paths and every page's second spellings (aliases) live in the content files; this
 * module holds only what is not content.
 * Plain TypeScript with no imports, so the Node server (scripts/serve.ts) can load it as is.
 */

/** The main pages (docs/product.md, Routes), with the titles menus and tests use. */
export const mainPages = {
  home: { path: '/', title: 'Hem' },
  treatments: { path: '/Behandlingsutbud', title: 'Behandlingsutbud' },
  mainTreatment: { path: '/Huvudbehandlingar', title: 'Huvudbehandlingar' },
  findTreatment: { path: '/HittaBehandling', title: 'Hitta rätt behandling' },
  /** The concern guide's entry page; each concern's own page lives in src/content/concerns/. */
  concerns: { path: '/Besvar', title: 'Vad vill du behandla?' },
  contact: { path: '/Kontakt', title: 'Kontakt' },
  about: { path: '/Omoss', title: 'Om oss' },
  prices: { path: '/Priser', title: 'Priser' },
  education: { path: '/Utbildningar', title: 'Utbildningar' },
  booking: { path: '/Bokatid', title: 'Boka tid' },
  privacy: { path: '/Integritetspolicy', title: 'Integritetspolicy' },
  /** The accessibility statement: how well the site meets WCAG, its known gaps, how to report one. */
  accessibility: { path: '/Tillganglighet', title: 'Tillgänglighet' },
  /** The whole menu as a page: where the Meny button leads when it cannot open the menu. */
  menu: { path: '/Meny', title: 'Meny' },
} as const;

/** The site's languages: Swedish at the root, English under ENGLISH_ROOT (decision 0022). */
export type Lang = 'sv' | 'en';

/** Where the English site lives (decision 0022): every English page's path starts with it. */
export const ENGLISH_ROOT = '/en';

/**
 * The main pages in English, paths and titles typed once here (decision 0022); the catalogue's and
 * the concerns' English paths are their English files' `path`, under ENGLISH_ROOT.
 */
export const englishPages = {
  home: { path: ENGLISH_ROOT, title: 'Home' },
  treatments: { path: `${ENGLISH_ROOT}/treatments`, title: 'Treatments' },
  mainTreatment: { path: `${ENGLISH_ROOT}/main-treatments`, title: 'Main treatments' },
  findTreatment: { path: `${ENGLISH_ROOT}/find-a-treatment`, title: 'Help choosing a treatment' },
  concerns: { path: `${ENGLISH_ROOT}/concerns`, title: 'What would you like to treat?' },
  contact: { path: `${ENGLISH_ROOT}/contact`, title: 'Contact' },
  about: { path: `${ENGLISH_ROOT}/about-us`, title: 'About us' },
  prices: { path: `${ENGLISH_ROOT}/prices`, title: 'Prices' },
  education: { path: `${ENGLISH_ROOT}/training`, title: 'Professional training' },
  booking: { path: `${ENGLISH_ROOT}/book`, title: 'Book an appointment' },
  privacy: { path: `${ENGLISH_ROOT}/privacy`, title: 'Privacy policy' },
  accessibility: { path: `${ENGLISH_ROOT}/accessibility`, title: 'Accessibility' },
  menu: { path: `${ENGLISH_ROOT}/menu`, title: 'Menu' },
} as const satisfies Record<keyof typeof mainPages, { path: string; title: string }>;

/** The main pages of one language, each with its path and title. */
export function pagesIn(lang: Lang): Record<keyof typeof mainPages, { path: string; title: string }> {
  return lang === 'en' ? englishPages : mainPages;
}

/** The language of the page at `path`: English under ENGLISH_ROOT, Swedish everywhere else. */
export function langOfPath(path: string): Lang {
  return path === ENGLISH_ROOT || path.startsWith(`${ENGLISH_ROOT}/`) ? 'en' : 'sv';
}

/**
 * An entry's English path: its English file's name for the page ("/dermaplaning") under
 * ENGLISH_ROOT, or, while it has none, its Swedish path in lower case.
 */
export function englishPathOf(swedishPath: string, englishName?: string): string {
  return `${ENGLISH_ROOT}${englishName ?? swedishPath.toLowerCase()}`;
}

/**
 * The second spellings that lead to a page (decision 0003): each old path with the canonical path
 * it redirects to. They are content, typed on the entry they lead to (`aliases`, src/schemas/fields.ts),
 * and read with their targets by src/lib/build/page-aliases.ts.
 */
export type Aliases = Readonly<Record<string, string>>;

/**
 * Builds the function that tells where a request path should be sent: the canonical path, or
 * undefined when the path is already canonical or unknown. `known` holds every canonical path,
 * `aliases` the second spellings; an alias whose target is not among `known` is ignored, so a
 * redirect never leads to a page that was not built (decision 0011).
 * Matching ignores letter case (the old site's router did), doubled slashes, one trailing slash
 * or ".html" ("/index" and "/index.html" are the home page), and Unicode is normalised so an "å"
 * typed either way matches. The answer is always one of the known paths, never built from the
 * request: a redirect can only lead to a page of this site.
 */
export function createRedirectResolver(
  known: Iterable<string>,
  aliases: Aliases = {},
): (pathname: string) => string | undefined {
  const byLowerCase = new Map<string, string>();
  for (const path of known) byLowerCase.set(path.toLowerCase(), path);
  const built = new Set(byLowerCase.values());
  for (const [alias, target] of Object.entries(aliases)) {
    const key = alias.normalize('NFC').toLowerCase();
    if (built.has(target) && !byLowerCase.has(key)) byLowerCase.set(key, target);
  }
  return (pathname) => {
    const target = byLowerCase.get(lookupKey(pathname));
    return target !== undefined && target !== pathname ? target : undefined;
  };
}

/** "//Tra\u030adlyft.HTML" -> "/trådlyft.html" -> "/trådlyft"; "/Index.html" and "/" -> "/", "/EN/index" -> "/en". */
function lookupKey(pathname: string): string {
  const merged = pathname
    .normalize('NFC')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const bare = merged.replace(/(?:\/|\.html)$/, '');
  if (bare === `${ENGLISH_ROOT}/index`) return ENGLISH_ROOT;
  return bare === '' || bare === '/index' ? '/' : bare;
}
