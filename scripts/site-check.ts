/**
 * After the production build, before anything is uploaded: every in-site link and asset of the
 * built pages leads somewhere (src/lib/build/broken-links.ts). A link the clinic typed into a text is
 * named with the content file it is in, so the job summary (scripts/publish.ts) says what to fix.
 *
 * Usage: node scripts/site-check.ts [dist]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenLinks, type BrokenLink } from '../src/lib/build/broken-links.ts';
import { CONTENT_DIR } from '../src/config/folders.ts';

/** The content files that write `href`, as a Markdown link or a quoted value. */
function filesWriting(href: string, contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|ya?ml)$/.test(file))
    .map((file) => join(contentDir, file))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return [`](${href})`, `](${href} `, `"${href}"`, `'${href}'`, `: ${href}\n`].some((form) =>
        text.includes(form),
      );
    });
}

/** The Swedish report of the broken links, one line each; empty when there are none. */
export function brokenLinksReport(broken: readonly BrokenLink[], contentDir = CONTENT_DIR): string {
  if (broken.length === 0) return '';
  const lines = broken.map(({ page, href }) => {
    const files = filesWriting(href, contentDir);
    const where =
      files.length > 0
        ? `länken står i ${files.join(', ')}: ta bort länken eller skriv sidans nya sökväg`
        : 'länken kommer inte från innehållet utan från koden: be en utvecklare rätta den';
    return `  - sidan ${page} länkar till ${href}, som inte finns (${where}).`;
  });
  return [
    `Publiceringen stoppades: ${broken.length === 1 ? 'en länk' : `${broken.length} länkar`} på webbplatsen leder ingenstans.`,
    ...lines,
  ].join('\n');
}

if (import.meta.main) {
  const report = brokenLinksReport(brokenLinks(process.argv[2] ?? 'dist'));
  if (report) {
    console.error(report);
    process.exitCode = 1;
  } else {
    console.log('Länkkontrollen: varje länk inom webbplatsen leder till en sida eller fil.');
  }
}
