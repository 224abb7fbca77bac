/**
 * Our own browser modules, written in TypeScript and served as static files under a name that
 * carries a hash of their text (so a cached copy never outlives a change): the platform polyfill
 * of our own (src/lib/platform-polyfills.ts), the site search (src/lib/site-search.ts) and the
 * carousels' script (src/lib/carousel-module.ts). The first two are single files without imports,
 * so compiling is a plain transpile; the carousels' script is bundled.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { buildSync } from 'esbuild';
import ts from 'typescript';

/** The module at `entry` (relative to the project) as JavaScript. */
export function compileBrowserModule(entry: string): string {
  const source = readFileSync(join(process.cwd(), entry), 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
  }).outputText;
}

/** The first eight hex digits of the text's sha256: a file name's version. */
export function contentVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

/**
 * The module at `entry` with everything it imports, as one minified ES module: for a module that
 * shares code with the build (the carousel's arithmetic in src/lib/carousel.ts), which a plain
 * transpile would leave as imports the browser cannot resolve.
 */
export function bundleBrowserModule(entry: string): string {
  const result = buildSync({
    entryPoints: [join(process.cwd(), entry)],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

/**
 * The GET of a route that serves modules built here (/polyfills/, /sok/, /karusell/): each path's
 * `source` prop, as JavaScript.
 */
export const serveBrowserModule: APIRoute = ({ props }) =>
  new Response((props as { source: string }).source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
