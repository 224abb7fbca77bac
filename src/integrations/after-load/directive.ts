/**
 * `client:afterload`: hydrate an island a moment after the page's load event
 * (src/lib/after-load.ts), so its scripts are not fetched while the page is first drawn. Until
 * then the island is its server-rendered HTML; the contact form's send button stays disabled
 * until it runs (src/lib/use-hydrated.ts).
 */
import type { ClientDirective } from 'astro';
import { AFTER_LOAD_MS } from '../../lib/after-load';

const afterLoad: ClientDirective = (load) => {
  const hydrate = () =>
    setTimeout(() => {
      void load().then((run) => run());
    }, AFTER_LOAD_MS);
  if (document.readyState === 'complete') hydrate();
  else addEventListener('load', hydrate, { once: true });
};

export default afterLoad;
