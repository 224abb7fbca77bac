/**
 * Every canonical path and every old address that leads to one, as JSON (KnownPaths), for the 404
 * page's resolver on hosts that cannot redirect by rule (src/pages/kanda-sidor.json.ts) and for
 * `npm start`'s server, which answers as the build decided. Its own file, fetched only by the 404
 * page, so that page weighs the same however many treatments the catalogue has (issue 29). A module
 * of its own, so the routes' script chunk that the contact form shares stays as it was.
 * Plain Node: no imports but types.
 */
import type { Aliases } from './routes.ts';

export const KNOWN_PATHS_FILE = '/kanda-sidor.json';

export interface KnownPaths {
  /** Every page of both languages, by its canonical path. */
  pages: string[];
  /** The content's old addresses of those pages, each with the page it leads to. */
  aliases: Aliases;
}
