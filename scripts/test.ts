/**
 * `npm test`: the type check and the lint side by side, then the unit tests, then the test build,
 * its checks without a browser and the browser tests (scripts/test-e2e.ts); it stops at the first
 * step that fails. The check and the lint each
 * keep one core busy and neither writes what the other reads (eslint and prettier skip .astro/,
 * where astro check writes), so together they take the time of the longer one. Each one's output
 * is printed whole when it ends, so the two never interleave.
 */
import { spawn, spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs an npm script with its output held back; prints it whole and resolves with the exit code. */
function runQuietly(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(npm, ['run', script], { env: { ...process.env, FORCE_COLOR: '1' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

function run(script: string): void {
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const codes = await Promise.all(['check', 'lint'].map(runQuietly));
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
run('test:unit');
run('test:e2e');
