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
    // Every file reads the same pages: one worker keeps its parsed documents for the next file.
    isolate: false,
    // As Playwright's: a check over every page takes seconds on a busy machine.
    testTimeout: 60_000,
  },
});
