/**
 * The original figures' acceptance (docs/product.md) runs against the sample content the repository ships, and only
 * there: each content file's sha256 is recorded in shipped-content.json (`npm run
 * spec:fingerprint` writes it, after a developer changes sample content on purpose). A spec
 * figure is checked where the files it comes from are still the shipped ones; where the clinic
 * changed them in the editor, the page is reported as "changed by the clinic" and left to the
 * relation tests (every page shows the price in its file, every route is built and linked), so
 * an ordinary edit never turns `npm test` red while the shipped sample keeps proving the spec.
 * Plain Node: imports carry their extensions.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isEnglishFile } from '../../src/config/english-files.ts';
import { CONTENT_DIR, contentPath } from '../../src/config/folders.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/**
 * The content folder of this run (src/config/folders.ts): another clinic's, such as the tests'
 * fixture clinic, has no file the manifest lists, so no original figure is checked on it.
 */
export { CONTENT_DIR };
export const MANIFEST_FILE = 'tests/spec/shipped-content.json';

/** Every content file's sha256, by path from the project root, sorted. */
export function contentFingerprints(root = ROOT): Record<string, string> {
  const dir = join(root, CONTENT_DIR);
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file))
      .filter((file) => /\.(md|ya?ml)$/.test(file))
      .map(
        (file) =>
          [relative(root, file), createHash('sha256').update(readFileSync(file)).digest('hex')] as const,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function readManifest(root = ROOT): Record<string, string> {
  return JSON.parse(readFileSync(join(root, MANIFEST_FILE), 'utf8')) as Record<string, string>;
}

/** The content file of each page path: the file whose own `path:` field is that path. */
export function pageFiles(root = ROOT, fingerprints = contentFingerprints(root)): Map<string, string> {
  const files = new Map<string, string>();
  // An English file's `path` is its English name (decision 0022), not a Swedish page's path.
  for (const file of Object.keys(fingerprints).filter((f) => !isEnglishFile(f))) {
    const path = /^path: *['"]?(\/[^\s'"]*)/m.exec(readFileSync(join(root, file), 'utf8'))?.[1];
    if (path) files.set(path, file);
  }
  return files;
}

/** Pages whose figures come from the clinic's facts rather than a file of their own. */
const FACT_PAGES: Record<string, string[]> = { '/Bokatid': [contentPath('clinic.yaml')] };

/** Whether the files a page's spec figures come from are all still the shipped ones. */
export function shippedStatus(root = ROOT) {
  const manifest = readManifest(root);
  const current = contentFingerprints(root);
  const files = pageFiles(root, current);
  const unchanged = (file: string) => manifest[file] !== undefined && manifest[file] === current[file];
  return {
    /** The files behind `route`: its own entry (or the clinic's facts); undefined when there is none. */
    filesOf: (route: string): string[] | undefined =>
      FACT_PAGES[route] ?? (files.has(route) ? [files.get(route)!] : undefined),
    /** True when every file is as shipped; false when the clinic changed or removed one. */
    isShipped: (paths: readonly string[]) => paths.length > 0 && paths.every(unchanged),
    /** The files whose content differs from the manifest (or that it does not list, or that are gone). */
    changedFiles: () =>
      [...new Set([...Object.keys(manifest), ...Object.keys(current)])]
        .filter((file) => !unchanged(file))
        .sort(),
    /**
     * Every content file under `folder` (a treatments family, say), for figures drawn from many
     * files: the shipped ones and any the clinic added there (a new treatment changes a span too).
     */
    filesUnder: (folder: string) =>
      [...new Set([...Object.keys(manifest), ...Object.keys(current)])].filter((file) =>
        file.startsWith(`${folder}/`),
      ),
    existsNow: (file: string) => existsSync(join(root, file)),
  };
}

/** The note a test leaves where the clinic changed the page's content. */
export const CHANGED_BY_CLINIC = 'ändrad av kliniken: kontrolleras av relationstesterna i stället';
