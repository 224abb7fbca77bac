import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and during hydration, true once the island runs in the browser.
 * Controls that need script are inert until then.
 *
 * State set from an effect rather than useSyncExternalStore: the store's "changed since the
 * server" re-render is synchronous, so a key press that made React hydrate the form also paid for
 * re-rendering all of it. The effect's update renders in a task of its own, outside any handler.
 * Measured with `npm run bench` (12 sessions each, 4× CPU): the longest key press 37–79 ms with
 * the store, 19–46 ms with the effect (issue 17).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render after hydration is the point
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
