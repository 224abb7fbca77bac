/**
 * A catalogue `factor` times as large, made from the real one, for `npm run bench:scale` and the
 * unit tests of long listings (src/lib/domain/listing-pages.test.tsx): every treatment copied under a
 * new path and title ("/Fillers-Haka-2", "Fillers haka 2") into its own category and group, and
 * named by every concern and price-list section that names the original. Same texts and prices,
 * so the pages weigh what real pages of such a catalogue would, give or take the words.
 * Plain Node: imports carry their extensions.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The nth copy's path and title (n from 2; the first is the original). */
export const copyPath = (path: string, n: number): string => `${path}-${n}`;
export const copyTitle = (title: string, n: number): string => `${title} ${n}`;

/**
 * Set by bench:scale for the grown build only: the copies' factor. Their share images are then
 * their originals' (see originalOfCopy), so a hundred-fold build draws 100 images, not 10 000: the
 * bench measures pages, and a copy's image would differ from its original's only by its number.
 */
export const SCALED_COPIES_SWITCH = 'BENCH_SCALE_FACTOR';

/**
 * The original a bench copy was made from ("/Fillers-Haka-7" -> "/Fillers-Haka" at factor 10),
 * when `path` is one of `factor`'s copies of a path in `originals`; otherwise undefined.
 */
export function originalOfCopy(
  path: string,
  originals: ReadonlySet<string>,
  factor: number,
): string | undefined {
  const copy = /^(.+)-(\d+)$/.exec(path);
  if (!copy) return undefined;
  const n = Number(copy[2]);
  return n >= 2 && n <= factor && originals.has(copy[1]!) ? copy[1] : undefined;
}

/** A list of treatment paths with each one's copies right after it. */
export function withCopies(paths: readonly string[], factor: number): string[] {
  return paths.flatMap((path) => [
    path,
    ...Array.from({ length: factor - 1 }, (_, index) => copyPath(path, index + 2)),
  ]);
}

const unquoted = (text: string) => text.replace(/^"|"$/g, '');

/**
 * Writes the copies into a copy of src/content (`contentDir`): treatment files beside their
 * originals, and the copies' paths into the concern and price-list files. Returns how many
 * treatments the catalogue then has.
 */
export function multiplyCatalogue(contentDir: string, factor: number): number {
  const treatmentsDir = join(contentDir, 'treatments');
  const files = readdirSync(treatmentsDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.md'),
  );
  const paths = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(treatmentsDir, file), 'utf8');
    paths.add(/^path: (\S+)$/m.exec(text)![1]!);
    for (let n = 2; n <= factor; n += 1) {
      const copy = text
        .replace(/^path: (\S+)$/m, (_, path: string) => `path: ${copyPath(path, n)}`)
        .replace(
          /^(title|menuTitle): (.+)$/gm,
          (_, field: string, title: string) => `${field}: ${copyTitle(unquoted(title), n)}`,
        );
      writeFileSync(join(treatmentsDir, file.replace(/\.md$/, `-${n}.md`)), copy);
    }
  }
  for (const folder of ['concerns', 'price-lists']) {
    for (const file of readdirSync(join(contentDir, folder))) {
      const path = join(contentDir, folder, file);
      const text = readFileSync(path, 'utf8').replace(
        /^(\s+- )(\/\S+)$/gm,
        (line, indent: string, treatment: string) =>
          paths.has(treatment)
            ? withCopies([treatment], factor)
                .map((copy) => `${indent}${copy}`)
                .join('\n')
            : line,
      );
      writeFileSync(path, text);
    }
  }
  return files.length * factor;
}
