/**
 * The platform features the menus rely on, and the polyfill for each (docs/browser-support.md).
 * Every page carries a feature test of a few hundred bytes (./loaders/platform-polyfills.ts); a
 * polyfill file is fetched only by an engine that lacks its feature, so current Chromium fetches
 * nothing.
 *
 * The packages' files are served as they ship, ours compiled from TypeScript, each under a name
 * with its version (src/pages/polyfills/[file].ts), so a cached copy never outlives an update.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shipBrowserModule } from './browser-modules';

/** Where the polyfills are served. */
const POLYFILL_DIR = 'polyfills';

interface PlatformPolyfill {
  /** Its name in the feature test (POLYFILL_URL.invokers, …). */
  key: 'invokers' | 'closedBy' | 'hoverDropdowns';
  /** The npm package, pinned by the lockfile; or, for our own, the name of its file. */
  packageName: string;
  /** The self-contained file inside the package that applies the polyfill when imported. */
  entry: string;
  /** Ours, not a package's: compiled from TypeScript when served. */
  own?: true;
}

export const platformPolyfills: readonly PlatformPolyfill[] = [
  // Invoker commands (command/commandfor).
  { key: 'invokers', packageName: 'invokers-polyfill', entry: 'invoker.min.js' },
  // closedby="any".
  { key: 'closedBy', packageName: 'dialog-closedby-polyfill', entry: 'index.js' },
  // The desktop dropdowns' hover and focus handling, which no engine has.
  {
    key: 'hoverDropdowns',
    packageName: 'hover-dropdowns',
    entry: 'src/polyfills/hover-dropdowns.ts',
    own: true,
  },
];

const packageDir = (polyfill: PlatformPolyfill) => join(process.cwd(), 'node_modules', polyfill.packageName);

/** A package's file as it ships, named with the package's version; ours as a browser module. */
export async function polyfillFile(
  polyfill: PlatformPolyfill,
): Promise<{ fileName: string; source: string; url: string }> {
  if (polyfill.own) return shipBrowserModule(POLYFILL_DIR, polyfill.packageName, polyfill.entry);
  const { version } = JSON.parse(readFileSync(join(packageDir(polyfill), 'package.json'), 'utf8')) as {
    version: string;
  };
  const fileName = `${polyfill.packageName}-${version}.js`;
  return {
    fileName,
    source: readFileSync(join(packageDir(polyfill), polyfill.entry), 'utf8'),
    url: `/${POLYFILL_DIR}/${fileName}`,
  };
}

/** The feature test's constants: each polyfill's address, as POLYFILL_URL.invokers and so on. */
export async function polyfillUrls(): Promise<Record<string, string>> {
  const files = await Promise.all(platformPolyfills.map(polyfillFile));
  return Object.fromEntries(
    platformPolyfills.map((polyfill, i) => [`POLYFILL_URL.${polyfill.key}`, files[i]!.url]),
  );
}
