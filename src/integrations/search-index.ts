/**
 * After the build, writes the site search's index with Pagefind's Node API into dist/pagefind/:
 * the pages the build listed in sok/sidor.json (src/pages/sok/sidor.json.ts), under their real
 * paths ("/Omoss", not "/Omoss.html"), so a result links where the menus do. Each page's <main>
 * only is indexed, marked here rather than in the served page (markForIndex): menus, footer,
 * breadcrumbs and the consultation banner are not. Pagefind reads each page's <html lang> and
 * writes one index per language, each stemmed by its language (Snowball's Swedish stemmer for
 * "sv": "rynka" finds "rynkor"; its English one for "en": "wrinkle" finds "wrinkles"); the
 * browser's pagefind.js loads the index of the page it runs on, so an English page searches the
 * English pages only. Runs for every build: build, build:local and build:test alike.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { pageFile } from '../lib/build/site-pages';
import {
  markForIndex,
  SEARCH_INDEX_DIR,
  SEARCH_PAGES_FILE,
  type SearchPages,
} from '../lib/domain/site-search';

/** Pagefind's own UI bundles and highlighter: pagefind-ui.js, pagefind-component-ui.css ... */
const UNUSED_UI = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;

export function searchIndex(): AstroIntegration {
  return {
    name: 'klinik:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const pagesFile = join(outDir, SEARCH_PAGES_FILE);
        const { pages, exclude } = JSON.parse(readFileSync(pagesFile, 'utf8')) as SearchPages;
        rmSync(pagesFile);
        const { index, errors } = await createIndex({ excludeSelectors: exclude });
        if (!index) throw new Error(`Pagefind kunde inte starta: ${errors.join('; ')}`);
        try {
          for (const page of pages) {
            const html = readFileSync(join(outDir, pageFile(page.path)), 'utf8');
            const added = await index.addHTMLFile({ url: page.path, content: markForIndex(html, page) });
            if (added.errors.length > 0) throw new Error(`${page.path}: ${added.errors.join('; ')}`);
          }
          const indexDir = join(outDir, SEARCH_INDEX_DIR);
          const written = await index.writeFiles({ outputPath: indexDir });
          if (written.errors.length > 0) throw new Error(written.errors.join('; '));
          // Pagefind also writes its ready-made search interfaces; the site has its own
          // (src/search/search-ui.ts), so they would only be published unused.
          for (const file of readdirSync(indexDir).filter((name) => UNUSED_UI.test(name))) {
            rmSync(join(indexDir, file));
          }
          logger.info(`Sökindex skrivet för ${pages.length} sidor i ${SEARCH_INDEX_DIR}/`);
        } finally {
          await close();
        }
      },
    },
  };
}
