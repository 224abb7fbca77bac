/** Waiting assertions for the engine specs: poll the page until a condition holds, or fail saying which. */
import type { Driver, InPage, Json } from './drivers.ts';

/** What is awaited, as the failure names it, and for how long (4 s unless said). */
export type Expected = string | { what: string; ms: number };

/** Polls `check` until it returns true; fails naming what was awaited and the last answer. */
export async function waitFor(
  driver: Driver,
  expected: Expected,
  check: () => Promise<unknown>,
): Promise<void> {
  const { what, ms } = typeof expected === 'string' ? { what: expected, ms: 4000 } : expected;
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      last = await check();
      if (last === true) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) {
      throw new Error(`${driver.engine}: ${what} (väntade ${ms} ms; sist: ${String(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `condition` in the page until it returns true. */
export const waitUntil = <A extends Json[]>(
  driver: Driver,
  expected: Expected,
  condition: InPage<A, unknown>,
  ...args: A
): Promise<void> => waitFor(driver, expected, () => driver.evaluate(condition, ...args));

export async function waitForPath(driver: Driver, path: string, ms = 8000): Promise<void> {
  const until = Date.now() + ms;
  let current = '';
  while (Date.now() < until) {
    current = await driver.path().catch(() => '');
    if (current === path) {
      // The new page has loaded when its document is complete.
      await waitUntil(driver, `${path} laddades`, () => document.readyState === 'complete');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${driver.engine}: väntade på sidan ${path}, var på ${current}`);
}
