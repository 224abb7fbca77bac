/**
 * Writes Cloudflare Pages' `_worker.js` and `_routes.json` into dist/ (docs/host-rules.md,
 * decision 0025): the worker (./worker.ts) bundled with the build's own tables, and the list of
 * paths it is never invoked for, so the site's files cost no Functions request.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { PagesWorkerRules } from './worker';

/** Cloudflare's limits for `_routes.json`: 100 rules in all, each at most 100 characters. */
const MAX_ROUTE_RULES = 100;
const MAX_RULE_LENGTH = 100;

/**
 * The paths the worker need not see: each folder of dist/ that no page lives in or is named like
 * (`/_astro/*`, `/pagefind/*`, …) and each file at the root that is neither a page nor a rule
 * file. What does not fit Cloudflare's 100 rules simply runs through the worker, which passes it on.
 */
export function pagesRoutes(
  outDir: string,
  pages: readonly string[],
): { version: 1; include: string[]; exclude: string[] } {
  const lowerPages = pages.map((page) => page.toLowerCase());
  const namedLikeAPage = (name: string) =>
    lowerPages.some(
      (page) => page === `/${name.toLowerCase()}` || page.startsWith(`/${name.toLowerCase()}/`),
    );
  const entries = readdirSync(outDir).sort();
  const folders = entries
    .filter((name) => statSync(join(outDir, name)).isDirectory() && !namedLikeAPage(name))
    .map((name) => `/${name}/*`);
  // Rule files (a leading "_") and pages stay with the worker: it hides the one, redirects the other.
  const files = entries
    .filter(
      (name) => statSync(join(outDir, name)).isFile() && !/^_|\.html$/.test(name) && !namedLikeAPage(name),
    )
    .map((name) => `/${name}`);
  const exclude = [...folders, ...files]
    .filter((rule) => rule.length <= MAX_RULE_LENGTH && /^[\x21-\x7e]+$/.test(rule))
    .slice(0, MAX_ROUTE_RULES - 1);
  return { version: 1, include: ['/*'], exclude };
}

/** Bundles the worker with the build's tables into dist/_worker.js and writes dist/_routes.json. */
export function writePagesWorker(
  outDir: string,
  files: { worker: string; routes: string },
  rules: PagesWorkerRules,
): void {
  const result = buildSync({
    stdin: {
      contents: `import { createPagesWorker } from './worker.ts';\nexport default createPagesWorker(${JSON.stringify(rules)});\n`,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    minifySyntax: true,
    legalComments: 'none',
    write: false,
  });
  writeFileSync(join(outDir, files.worker), result.outputFiles[0]!.text);
  writeFileSync(join(outDir, files.routes), `${JSON.stringify(pagesRoutes(outDir, rules.known), null, 2)}\n`);
}
