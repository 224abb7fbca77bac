import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The checks that read the built site in Node, with an HTML parser and no browser (tests/site/):
 * `npm run test:site` after `npm run build:test`, and `npm run test:e2e` runs them between the
 * build and Playwright. Kept out of the unit run, which has no build to read.
 */
export default defineConfig({
  test: {
    name: 'site',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    globals: true,
    // Every file reads the same pages: a worker keeps its parsed documents for its next file.
    isolate: false,
    // A worker per core (Vitest's default leaves one idle; here that was one worker): the W3C
    // checker's file runs beside the others.
    maxWorkers: availableParallelism(),
    // As Playwright's: a check over every page takes seconds on a busy machine.
    testTimeout: 60_000,
  },
});
