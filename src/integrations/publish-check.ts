/**
 * Stops a production build that would publish sample data (src/lib/build/publish-check.ts), before
 * Astro renders a page. The list is printed as the build starts, and the build stops once Astro's
 * content layer has read the content: a field its schema refuses is then reported in the same run,
 * under the list, and the clinic fixes both at once rather than finding the field in the next run.
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
import { ContentFileError } from '../schemas/swedish-errors';
import { samplePhotosInContent, STAFF_FILE } from '../lib/build/sample-photos';
import { readTreatments } from '../lib/build/treatment-files';
import { contentPath } from '../config/folders';

const TESTIMONIALS_FILE = contentPath('testimonials.yaml');

/** What the guard judges, read straight from the content files and the environment. */
function contentToPublish(site: string | undefined): PublishInput {
  const unreadable = new Set<string>();
  // A file that cannot be read as YAML is named, not thrown: the rest of the list is still shown,
  // and the content layer names the mistake with its line under it.
  const readable = <T>(read: () => T): T | [] => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      unreadable.add(error.file);
      return [];
    }
  };
  return {
    site,
    clinic,
    testimonials: readable(() => readContentYaml(TESTIMONIALS_FILE) as PublishInput['testimonials']),
    staff: readable(() => readContentYaml(STAFF_FILE) as PublishInput['staff']),
    samplePhotos: readable(samplePhotosInContent),
    bookingLinks: readable(() =>
      readTreatments().flatMap((t) => (t.bookingHref ? [{ path: t.path, href: t.bookingHref }] : [])),
    ),
    env: loadEnv('production', process.cwd(), 'PUBLIC_'),
    unreadable: [...unreadable],
  };
}

/** `read` gives the guard its input: the content's by default, a test's own in the unit test. */
export function publishCheck(
  read: (site: string | undefined) => PublishInput = contentToPublish,
): AstroIntegration {
  let refused = false;
  return {
    name: 'klinik:publish-check',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        if (command !== 'build') return;
        if (process.env[SAMPLE_DATA_SWITCH] === '1') {
          logger.warn('Bygger med exempeldata (ALLOW_SAMPLE_DATA=1): bara för lokal visning och tester.');
          return;
        }
        const problems = sampleDataLeft(read(config.site));
        if (problems.length === 0) return;
        // Printed now: a content error stops the build before build:start, and the list comes first.
        logger.error(`\n${publishReport(problems)}\n`);
        refused = true;
      },
      // After the content layer (which stops the build on a content error) and before any page.
      'astro:build:start': () => {
        // Exit here rather than throw: the list above is the whole message, without a stack trace.
        if (refused) process.exit(1);
      },
    },
  };
}
