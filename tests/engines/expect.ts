/** Waiting assertions for the engine specs: poll the page until a condition holds, or fail saying which. */
import type { Driver } from './drivers.ts';

export async function waitUntil(driver: Driver, expression: string, what: string, ms = 4000): Promise<void> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      last = await driver.evaluate<unknown>(expression);
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

export async function waitForPath(driver: Driver, path: string, ms = 8000): Promise<void> {
  const until = Date.now() + ms;
  let current = '';
  while (Date.now() < until) {
    current = await driver.path().catch(() => '');
    if (current === path) {
      // The new page has loaded when its document is complete.
      await waitUntil(driver, "document.readyState === 'complete'", `${path} laddades`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${driver.engine}: väntade på sidan ${path}, var på ${current}`);
}

/** A string as a JavaScript literal for an expression. */
export const js = (value: string): string => JSON.stringify(value);
