/**
 * After the build, marks the clinic's words in English on every Swedish page (src/lib/build/words-in-english.ts),
 * before the search index and the host rules read the pages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { clinic } from '../config/clinic';
import { builtHtmlFiles } from '../lib/build/site-pages';
import { markWordsInEnglish } from '../lib/build/words-in-english';

export function wordsInEnglish(): AstroIntegration {
  return {
    name: 'klinik:words-in-english',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        let pages = 0;
        for (const file of builtHtmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const marked = markWordsInEnglish(html, clinic.wordsInEnglish);
          if (marked === html) continue;
          writeFileSync(file, marked);
          pages += 1;
        }
        logger.info(`Engelska ord märkta med lang="en" på ${pages} svenska sidor`);
      },
    },
  };
}
