/**
 * Who owns each path of the site: the fixed pages (src/config/routes.ts), the editor, and the content's pages by file. A content page at a path
 * already taken would otherwise be published silently wrong (a treatment at /Priser: the menu
 * leads to the price overview instead), so a second claim fails the build, naming both.
 * Paths are compared in any letter case, as the host matches them. (A second spelling in
 * routes.ts gives way to a content page at its path: the page is then what the clinic meant.)
 */
import { EDITOR_PATH } from '../../config/cms';
import { englishPages, mainPages } from '../../config/routes';
import { ContentFileError } from '../../schemas/swedish-errors';

const ROUTES_FILE = 'src/config/routes.ts';

export class SitePaths {
  readonly #owners = new Map<string, string>();

  constructor() {
    for (const page of [...Object.values(mainPages), ...Object.values(englishPages)]) {
      this.#owners.set(page.path.toLowerCase(), `den fasta sidan ${page.title} (${ROUTES_FILE})`);
    }
    this.#owners.set(EDITOR_PATH, 'redigeringsverktyget');
  }

  /** Takes `path` for the page in `file`, or throws naming the page that already has it. */
  claim(path: string, file: string): void {
    const owner = this.#owners.get(path.toLowerCase());
    if (owner !== undefined) {
      throw new ContentFileError(file, [
        `fältet path: sökvägen ${path} används redan av ${owner}. Välj en annan sökväg, annars leder menyer och länkar till fel sida.`,
      ]);
    }
    this.#owners.set(path.toLowerCase(), file);
  }
}

/** A content entry's file as the build names it: Astro's filePath, else its id (unit tests). */
export const entryFile = (entry: { id: string; filePath?: string | undefined }): string =>
  entry.filePath ?? entry.id;
