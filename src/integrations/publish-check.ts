/**
 * Stops a production build that would publish sample data (src/lib/build/publish-check.ts), before
 * Astro renders a page: `npm run build` fails at once with one Swedish list of what is left.
 * Local and test builds (`npm start`, `npm run build:test`) set ALLOW_SAMPLE_DATA=1 and build
 * with the sample clinic; `npm run dev` is never checked.
 */
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { clinic } from '../config/clinic';
import {
  publishReport,
  SAMPLE_DATA_SWITCH,
  sampleDataLeft,
  type PublishInput,
} from '../lib/build/publish-check';
import { readContentYaml } from '../schemas/read-yaml';
import { samplePhotosInContent, STAFF_FILE } from '../lib/build/sample-photos';
import { readTreatments } from '../lib/build/treatment-files';
import { contentPath } from '../config/folders';

const TESTIMONIALS_FILE = contentPath('testimonials.yaml');

export function publishCheck(): AstroIntegration {
  return {
    name: 'klinik:publish-check',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        if (command !== 'build') return;
        if (process.env[SAMPLE_DATA_SWITCH] === '1') {
          logger.warn('Bygger med exempeldata (ALLOW_SAMPLE_DATA=1): bara för lokal visning och tester.');
          return;
        }
        const problems = sampleDataLeft({
          site: config.site,
          clinic,
          testimonials: readContentYaml(TESTIMONIALS_FILE) as PublishInput['testimonials'],
          staff: readContentYaml(STAFF_FILE) as PublishInput['staff'],
          samplePhotos: samplePhotosInContent(),
          bookingLinks: readTreatments().flatMap((t) =>
            t.bookingHref ? [{ path: t.path, href: t.bookingHref }] : [],
          ),
          env: loadEnv('production', process.cwd(), 'PUBLIC_'),
        });
        if (problems.length === 0) return;
        logger.error(`\n${publishReport(problems)}\n`);
        // Exit here rather than throw: the list is the whole message, without a stack trace.
        process.exit(1);
      },
    },
  };
}
