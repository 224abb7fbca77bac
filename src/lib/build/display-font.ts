/**
 * The one web font the site loads: Fraunces for headings, cut down to what a Swedish page needs.
 *
 * Why so small: a font the first paint may wait for is on the critical path of every page, and
 * Lighthouse's mobile budget (LCP ≤ 1.0 s) leaves room for one round trip of about 15 KB, not two
 * families of 37 KB each. So the body text uses the system's own sans-serif (no download, no
 * layout shift), and the heading font is a single static weight (500, every heading's weight)
 * holding only the characters below: about 14 KB instead of 37 KB.
 *
 * The cut is made at build time from the Fontsource package with harfbuzz (subset-font) and
 * cached under node_modules/.cache, so the repository holds no generated font file. A test checks
 * that every character of every built page is in DISPLAY_FONT_CHARACTERS; a new character in the
 * content means adding it here.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

/** The heading weight: headings, the clinic's name and menu titles all use it (as --weight-display in tokens.css). */
export const DISPLAY_FONT_WEIGHT = 500;

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/** Swedish text and its neighbours: names from other languages, typographic punctuation, kr and €. */
export const DISPLAY_FONT_CHARACTERS = [
  printableAscii,
  '\u00a0ÅÄÖåäöÉéÈèÜüÆæØøÑñÇçÁáÍíÓóÚúÊêËëÔôÂâ',
  '–—‑‘’‚“”„…•·→←↑↓−×÷±°§©®™€½«»',
  // The soft hyphen in long headings (src/lib/domain/hyphenate.ts) and the hyphen drawn where one breaks.
  '\u00ad\u2010',
].join('');

// The package's exports name only its CSS; its LICENSE leads to the folder with the font files.
const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource-variable/fraunces/LICENSE'));
const SOURCE = join(fontsource, 'files', 'fraunces-latin-wght-normal.woff2');
const CACHE_DIR = join(fontsource, '..', '..', '.cache', 'display-font');

/**
 * Writes the cut-down font (once per source, character set, weight and format) and returns its
 * path: WOFF2 for Astro's Fonts API, a plain OpenType file (sfnt) for the share images, which
 * sharp draws with Pango (src/lib/build/share/render-share-image.ts).
 */
export async function displayFontFile(format: 'woff2' | 'sfnt' = 'woff2'): Promise<string> {
  const source = readFileSync(SOURCE);
  const key = createHash('sha256')
    .update(source)
    .update(DISPLAY_FONT_CHARACTERS)
    .update(String(DISPLAY_FONT_WEIGHT))
    .digest('hex')
    .slice(0, 16);
  const file = join(
    CACHE_DIR,
    `fraunces-${DISPLAY_FONT_WEIGHT}-${key}.${format === 'sfnt' ? 'ttf' : 'woff2'}`,
  );
  if (!existsSync(file)) {
    const subset = await subsetFont(source, DISPLAY_FONT_CHARACTERS, {
      targetFormat: format,
      variationAxes: { wght: DISPLAY_FONT_WEIGHT },
    });
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(file, subset);
  }
  return file;
}
