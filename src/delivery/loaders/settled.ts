/**
 * A moment after the load event (AFTER_LOAD_MS), the work a first paint does not need:
 * - load every font face the page declares into the cache (src/delivery/brand-font.ts): a face
 *   already loaded is not fetched again; a stand-in whose local font is missing rejects, which is
 *   expected and silenced;
 * - mark the page settled (SETTLED_CLASS), which lets the speculation rules fetch a listing's
 *   cards ahead (src/delivery/speculation-rules.ts).
 */
declare const AFTER_LOAD_MS: number;
declare const SETTLED_CLASS: string;

addEventListener('load', () =>
  setTimeout(() => {
    document.fonts.forEach((face) => face.load().catch(() => 0));
    document.documentElement.classList.add(SETTLED_CLASS);
  }, AFTER_LOAD_MS),
);

export {};
