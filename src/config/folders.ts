/**
 * The folders a build reads and writes, relative to the project root where every build, script
 * and test runs. By default the clinic's content in src/content, the site in dist/ and the nginx
 * rules in hosting/; the environment can point a build elsewhere, as the tests do to build a
 * second, small clinic beside the first (tests/fixtures/clinic.env):
 *
 * - CONTENT_DIR: the content folder (`tests/fixtures/clinic`)
 * - OUT_DIR: where the site is written (`dist-fixture`)
 * - HOSTING_DIR: where the nginx rules are written (`hosting-fixture`)
 *
 * Everything that reads content or the built site asks here, never types the folder. Read from the
 * environment once, when the build, script or test starts. Plain Node: no imports.
 */

/** The default content folder: the clinic's own, as the editor at /admin writes it. */
const DEFAULT_CONTENT_DIR = 'src/content';

const env = (name: string): string | undefined => globalThis.process?.env?.[name] || undefined;

/** "./tests/fixtures/clinic/" -> "tests/fixtures/clinic": one spelling, so paths compare as text. */
const normalised = (dir: string) => dir.replace(/^(\.\/)+/, '').replace(/\/+$/, '');

/** The content folder of this build or run. */
export const CONTENT_DIR = normalised(env('CONTENT_DIR') ?? DEFAULT_CONTENT_DIR);

/** A file or folder inside the content: contentPath('pages/hem.yaml') -> "src/content/pages/hem.yaml". */
export const contentPath = (relative: string) => `${CONTENT_DIR}/${relative}`;

/**
 * Where the photos lie: beside the content folder, in assets/photos (src/assets/photos for
 * src/content), so a content file's relative path to its photo (`../assets/photos/…`) holds in either.
 */
export const PHOTOS_DIR = `${CONTENT_DIR.includes('/') ? CONTENT_DIR.replace(/\/[^/]*$/, '') : '.'}/assets/photos`;

/** Where the build writes the site (Astro's outDir), and the tests and servers read it. */
export const OUT_DIR = normalised(env('OUT_DIR') ?? 'dist');

/** Where the build writes the nginx rules (hosting/nginx-http.conf, nginx-site.conf). */
export const HOSTING_DIR = normalised(env('HOSTING_DIR') ?? 'hosting');

/**
 * Astro's cache (its content store and processed images): node_modules/.astro for dist/, its
 * own for another OUT_DIR, so the fixture clinic's build never reads the sample's entries.
 */
export const CACHE_DIR =
  OUT_DIR === 'dist' ? 'node_modules/.astro' : `node_modules/.astro-${OUT_DIR.replace(/\W+/g, '-')}`;
