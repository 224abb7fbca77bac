/**
 * `client:afterload`: hydrate an island a moment after the page's load event
 * (./timing.ts), so its scripts are not fetched while the page is first drawn. Until
 * then the island is its server-rendered HTML; the contact form's send button stays disabled
 * until it runs (src/lib/browser/use-hydrated.ts).
 *
 * Never under the visitor's fingers: while keys are being pressed inside the island, hydration
 * waits for a pause of TYPING_PAUSE_MS. A key press that lands while React is hydrating makes it
 * finish the whole island at once inside that key's handler (up to 41 ms at 4× CPU in the bench,
 * issue 17); in a pause nobody is waiting for it. The code is fetched and run meanwhile, so
 * hydration starts as soon as the pause comes.
 */
import type { ClientDirective } from 'astro';
import { AFTER_LOAD_MS, TYPING_PAUSE_MS } from './timing';

/** Key presses, and the input events of phone keyboards that send no key codes. */
const TYPING_EVENTS = ['keydown', 'keyup', 'input'] as const;

const afterLoad: ClientDirective = (load, _options, island) => {
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  const noteKey = () => {
    lastKeyAt = performance.now();
  };
  for (const type of TYPING_EVENTS) island.addEventListener(type, noteKey, { capture: true, passive: true });

  const hydrateInPause = (hydrate: () => Promise<void>) => {
    const resting = performance.now() - lastKeyAt;
    if (resting < TYPING_PAUSE_MS) {
      setTimeout(() => hydrateInPause(hydrate), TYPING_PAUSE_MS - resting);
      return;
    }
    for (const type of TYPING_EVENTS) island.removeEventListener(type, noteKey, { capture: true });
    void hydrate();
  };
  const start = () =>
    setTimeout(() => {
      void load().then(hydrateInPause);
    }, AFTER_LOAD_MS);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
};

export default afterLoad;
