/**
 * A moment after the load event (AFTER_LOAD_MS), load every font face the page declares into the
 * cache (src/delivery/brand-font.ts): a face already loaded is not fetched again; a stand-in whose
 * local font is missing rejects, which is expected and silenced.
 */
declare const AFTER_LOAD_MS: number;

addEventListener('load', () =>
  setTimeout(() => document.fonts.forEach((face) => face.load().catch(() => 0)), AFTER_LOAD_MS),
);

export {};
