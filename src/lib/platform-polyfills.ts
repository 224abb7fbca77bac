/**
 * The platform features the menus rely on, and the polyfill for each (docs/browser-support.md). Every page carries a feature test of a few hundred bytes; a polyfill file
 * is fetched only by an engine that lacks its feature, so current Chromium fetches nothing.
 *
 * The packages' files are served as they ship, ours compiled from TypeScript, each under a name
 * with its version (src/pages/polyfills/[file].ts), so a cached copy never outlives an update.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileBrowserModule, contentVersion } from './browser-modules';

type PlatformPolyfill = {
  /** The npm package, pinned by the lockfile; or, for our own, the file under src/polyfills/. */
  packageName: string;
  /** The self-contained file inside the package that applies the polyfill when imported. */
  entry: string;
  /** Ours, not a package's: compiled from TypeScript when served. */
  own?: true;
} & (
  | {
      /** A JavaScript expression that is true where the engine has the feature. */
      supported: string;
    }
  | {
      /**
       * For behaviour no engine has: a selector; the file loads when the visitor first points at
       * or focuses a matching element, so a page nobody uses it on fetches nothing.
       */
      loadOnUse: string;
    }
);

export const platformPolyfills: readonly PlatformPolyfill[] = [
  {
    // Invoker commands (command/commandfor): the Meny button opens the dialog. Chromium 135,
    // Firefox 144, Safari 26.2.
    packageName: 'invokers-polyfill',
    entry: 'invoker.min.js',
    supported: "'commandForElement' in HTMLButtonElement.prototype",
  },
  {
    // closedby="any": a tap outside the menu closes it. Chromium 134, Firefox 141.
    packageName: 'dialog-closedby-polyfill',
    entry: 'index.js',
    supported: "'closedBy' in HTMLDialogElement.prototype",
  },
  {
    // The desktop dropdowns' hover and focus handling, which no engine has: interest invokers
    // (Chromium 142) also open a panel on focus alone. Loaded by the dropdowns' first use.
    packageName: 'hover-dropdowns',
    entry: 'src/polyfills/hover-dropdowns.ts',
    loadOnUse: '[popovertarget]',
    own: true,
  },
];

const packageDir = (polyfill: PlatformPolyfill) => join(process.cwd(), 'node_modules', polyfill.packageName);

/** The package's version, or for our own file a hash of its text. */
function version(polyfill: PlatformPolyfill): string {
  if (polyfill.own) return contentVersion(polyfillSource(polyfill));
  const manifest = JSON.parse(readFileSync(join(packageDir(polyfill), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** "invokers-polyfill-1.0.3.js": the file's name under /polyfills/. */
export function polyfillFileName(polyfill: PlatformPolyfill): string {
  return `${polyfill.packageName}-${version(polyfill)}.js`;
}

export function polyfillSource(polyfill: PlatformPolyfill): string {
  if (!polyfill.own) return readFileSync(join(packageDir(polyfill), polyfill.entry), 'utf8');
  return compileBrowserModule(polyfill.entry);
}

/** In the inline script every page carries: each missing feature imports its polyfill. */
export function polyfillLoader(): string {
  return platformPolyfills
    .map((polyfill) => {
      const load = `import('/polyfills/${polyfillFileName(polyfill)}')`;
      if ('loadOnUse' in polyfill) {
        // The first pointer or focus on a matching element loads the file; later ones get the
        // module already loaded.
        return `document.querySelectorAll('${polyfill.loadOnUse}').forEach(e=>e.onfocus=e.onpointerover=()=>${load});`;
      }
      return `${polyfill.supported}||${load};`;
    })
    .join('');
}
