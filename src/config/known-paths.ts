/**
 * Every canonical path as a JSON list, for the 404 page's resolver on hosts that cannot redirect
 * by rule (src/pages/kanda-sidor.json.ts). Its own file, fetched only by the 404 page, so that
 * page weighs the same however many treatments the catalogue has (issue 29). A module of its own,
 * so the routes' script chunk that the contact form shares stays as it was.
 */
export const KNOWN_PATHS_FILE = '/kanda-sidor.json';
