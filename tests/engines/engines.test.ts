/**
 * The behaviour specs (behaviours.ts) in three engines: Chromium, Firefox ESR and WebKitGTK.
 * `npm test` runs them after the Playwright specs; a missing engine fails the run (CI installs
 * all three; see .ci/run), unless ENGINES names a subset for a local run, e.g. ENGINES=firefox.
 */
import { after, before, describe, test } from 'node:test';
import { availableEngines, launch, type Driver, type EngineName } from './drivers.ts';
import { behaviours } from './behaviours.ts';
import { serveSite, type Site } from './server.ts';

const requested = (process.env['ENGINES'] ?? 'chromium,firefox,webkit').split(',') as EngineName[];
const installed = availableEngines();
let site: Site;

before(async () => {
  const missing = requested.filter((engine) => !installed[engine]);
  if (missing.length > 0) throw new Error(`Webbläsare saknas: ${missing.join(', ')} (se .ci/run)`);
  site = await serveSite();
});
after(() => site?.stop());

// The engines side by side, each its own browser and its behaviours one at a time: most of a
// behaviour's time is the browser's waiting (load events, timers), which another engine fills.
describe('beteenden i tre webbläsarmotorer', { concurrency: requested.length }, () => {
  for (const engine of requested) {
    describe(engine, { concurrency: 1 }, () => {
      for (const javaScript of [true, false]) {
        describe(javaScript ? 'med JavaScript' : 'utan JavaScript', () => {
          let driver: Driver;
          before(async () => {
            driver = await launch(engine, site.baseUrl, javaScript);
          });
          after(() => driver?.close());
          for (const behaviour of behaviours.filter((b) => b.javaScript.includes(javaScript))) {
            test(behaviour.name, { timeout: 60_000, skip: behaviour.skip ?? false }, () =>
              behaviour.run(driver),
            );
          }
        });
      }
    });
  }
});
