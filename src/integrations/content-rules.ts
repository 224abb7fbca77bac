/**
 * Runs the content rules (src/lib/build/content-rules/) when a build starts, before a page is
 * rendered: every build (`npm run build`, `npm run build:local`, `npm start`, the test builds in
 * `npm test`, the publish workflow) stops with one Swedish list of what to fix, each line with the
 * file and the field. `npm run dev` is never stopped: the list is a warning there.
 */
import type { AstroIntegration } from 'astro';
import { checkContentFiles, rulesReport } from '../lib/build/content-rules';
import { ContentFileError } from '../schemas/swedish-errors';

export function contentRules(): AstroIntegration {
  return {
    name: 'klinik:content-rules',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build' && command !== 'dev') return;
        let problems;
        try {
          problems = checkContentFiles();
        } catch (error) {
          // A file that cannot be read: the content layer names it, with its line, in a moment.
          if (error instanceof ContentFileError) return;
          throw error;
        }
        if (problems.length === 0) return;
        if (command === 'dev') {
          logger.warn(`\n${rulesReport(problems)}\n`);
          return;
        }
        logger.error(`\n${rulesReport(problems)}\n`);
        // Exit here rather than throw: the list is the whole message, without a stack trace.
        process.exit(1);
      },
    },
  };
}
