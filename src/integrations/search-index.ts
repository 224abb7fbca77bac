/**
 * After the build, writes the site search's index with Pagefind's Node API into dist/pagefind/:
 * every page the build wrote, under its real path ("/Omoss", not "/Omoss.html"), so a result
 * links where the menus do. Pagefind reads each page's <main data-pagefind-body> only (menus and
 * footer are not indexed), detects Swedish from <html lang="sv"> and stems Swedish words
 * ("rynka" finds "rynkor"). Runs for every build: build, build:local and build:test alike.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { builtPagePaths, pageFile } from '../lib/site-pages';
import { SEARCH_INDEX_DIR } from '../lib/site-search';

export function searchIndex(): AstroIntegration {
  return {
    name: 'klinik:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const { index, errors } = await createIndex({});
        if (!index) throw new Error(`Pagefind kunde inte starta: ${errors.join('; ')}`);
        const paths = builtPagePaths(outDir);
        try {
          for (const path of paths) {
            const added = await index.addHTMLFile({
              url: path,
              content: readFileSync(join(outDir, pageFile(path)), 'utf8'),
            });
            if (added.errors.length > 0) throw new Error(`${path}: ${added.errors.join('; ')}`);
          }
          const written = await index.writeFiles({ outputPath: join(outDir, SEARCH_INDEX_DIR) });
          if (written.errors.length > 0) throw new Error(written.errors.join('; '));
          logger.info(`Sökindex skrivet för ${paths.length} sidor i ${SEARCH_INDEX_DIR}/`);
        } finally {
          await close();
        }
      },
    },
  };
}
