/**
 * The one way this site ships its own browser code, all of it TypeScript compiled and minified
 * by esbuild when the build (or dev) asks for it:
 *  - a browser module (`shipBrowserModule`): bundled into one ES module, served as a static file
 *    under a name that carries a hash of its text (so a cached copy never outlives a change), and
 *    loaded by an inline loader: the site search (src/search/search-ui.ts), the carousels'
 *    script and our own platform polyfill;
 *  - an inline script (`compileInlineScript`): a loader under src/delivery/loaders/, with the
 *    build's facts (a module's address, a delay) written in as constants, so a page carries only
 *    its few bytes; the CSP hashes each as the built page has it (src/integrations/hosting.ts).
 * A stylesheet a module imports with `?inline` comes as text, its design tokens written as their
 * values (./css/design-tokens.ts), as Vite would give it in a component.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { build, transformSync, type Plugin } from 'esbuild';
import { planTokens, resolveTokens } from './css/design-tokens';

/** The first eight hex digits of the text's sha256: a file name's version. */
function contentVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

/** `import styles from './x.css?inline'`: the stylesheet as a minified string, every token as its value. */
const inlineStylesheets: Plugin = {
  name: 'inline-stylesheets',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, ({ path, resolveDir }) => ({
      path: join(resolveDir, path.replace(/\?inline$/, '')),
      namespace: 'inline-stylesheet',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-stylesheet' }, ({ path }) => ({
      contents: transformSync(
        resolveTokens(readFileSync(path, 'utf8'), planTokens(undefined, { everyValue: true })),
        {
          loader: 'css',
          minify: true,
        },
      ).code.trim(),
      loader: 'text',
    }));
  },
};

/** `import('/sok/sok-1a2b3c4d.js')`: a loader imports a module by its address on the site. */
const siteAddressesStayImports: Plugin = {
  name: 'site-addresses-stay-imports',
  setup(build) {
    build.onResolve({ filter: /^\//, namespace: 'file' }, ({ path, kind }) =>
      kind === 'dynamic-import' ? { path, external: true } : undefined,
    );
  },
};

/** `entry` (relative to the project) and what it imports, minified into one ES module. */
async function compile(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    entryPoints: [join(process.cwd(), entry)],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    plugins: [inlineStylesheets, siteAddressesStayImports],
    define,
  });
  return result.outputFiles[0]!.text.trim();
}

/** A browser module as served: its text, its versioned file name and its address. */
export interface BrowserModule {
  source: string;
  fileName: string;
  url: string;
}

const shipped = new Map<string, Promise<BrowserModule>>();

/**
 * Compiled once per build; `npm run dev` compiles again on each request, so an edited module or
 * loader shows on the next reload.
 */
export const compileOnce = import.meta.env?.DEV !== true;

/**
 * The module at `entry` as served under /`dir`/ as "`name`-1a2b3c4d.js". Compiled once per build
 * (each page asks for its address).
 */
export function shipBrowserModule(dir: string, name: string, entry: string): Promise<BrowserModule> {
  const key = `${dir}/${name}`;
  let module = compileOnce ? shipped.get(key) : undefined;
  if (!module) {
    module = compile(entry).then((source) => {
      const fileName = `${name}-${contentVersion(source)}.js`;
      return { source, fileName, url: `/${dir}/${fileName}` };
    });
    shipped.set(key, module);
  }
  return module;
}

/**
 * A loader under src/delivery/loaders/ as an inline script's text. `constants` are the
 * identifiers it declares (`declare const SEARCH_MODULE_URL: string`) with their values.
 */
export async function compileInlineScript(
  entry: string,
  constants: Record<string, string | number>,
): Promise<string> {
  const define = Object.fromEntries(
    Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)]),
  );
  // A classic script needs no trailing semicolon; its last statement ends with the script.
  return (await compile(entry, define)).replace(/;$/, '');
}

/** A route's static paths for modules served from one directory: each file with its text. */
export function browserModulePaths(modules: readonly { fileName: string; source: string }[]) {
  return modules.map(({ fileName, source }) => ({ params: { file: fileName }, props: { source } }));
}

/**
 * The GET of a route that serves modules built here (/polyfills/, /sok/, /karusell/): each path's
 * `source` prop, as JavaScript.
 */
export const serveBrowserModule: APIRoute = ({ props }) =>
  new Response((props as { source: string }).source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
