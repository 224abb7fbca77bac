/**
 * `npm run test:e2e`: builds the test site, runs the checks that read it without a browser
 * (tests/site/, Vitest), then the browser tests on ports nothing else uses (scripts/test-ports.ts),
 * so they pass while another copy of the site, or anything else, listens on 4173 or 4322, then the
 * three-engine behaviour specs (tests/engines/). Arguments go to Playwright and skip the site
 * checks and the engines: `npm run test:e2e -- tests/e2e/prices.spec.ts`.
 */
import { spawnSync } from 'node:child_process';
import { testPortEnv } from './test-ports.ts';

const ports = await testPortEnv();
const env = { ...process.env, ...ports };
console.log(
  `Testbygge och webbläsartester på portarna ${Object.entries(ports)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ')}`,
);

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
run(npm, ['run', 'build:test']);
const whole = process.argv.length <= 2;
if (whole) run(npm, ['run', 'test:site']);
run(npm, ['exec', '--', 'playwright', 'test', ...process.argv.slice(2)]);
// The behaviour specs in Chromium, Firefox ESR and WebKitGTK (tests/engines/), on the same build
// and ports; a run limited to some Playwright specs leaves them out.
if (whole) run(process.execPath, ['--test', '--test-reporter=spec', 'tests/engines/engines.test.ts']);
