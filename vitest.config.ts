/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

// Unit and component tests run through Astro's Vite config, so CSS Modules and
// astro:content types resolve exactly as in the build. Only the component tests get a DOM
// (jsdom costs about two seconds a file to set up); everything else runs in plain Node.
export default getViteConfig({
  test: {
    globals: true,
    // A worker per core: Vitest's default leaves one core free, which on a two-core machine runs
    // every file in one worker while the other core idles.
    maxWorkers: availableParallelism(),
    // The content tests read every content file in both languages, and npm test runs them beside
    // the build: on two busy cores such a test takes more than Vitest's 5 s now and then.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // One DOM per worker, not per file: the set-up cleans the DOM after every test.
          isolate: false,
          include: ['src/components/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/content/**/*.test.ts',
            'tests/spec/**/*.test.ts',
          ],
          exclude: ['src/components/**'],
          // Modules imported once per worker, not once per file: the imports through Astro's Vite
          // config were 60 % of this run (59 s isolated, 46 s shared). No test changes a module.
          isolate: false,
        },
      },
    ],
  },
});
