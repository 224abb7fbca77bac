/**
 * `npm test`: the type check and the lint side by side, then the unit tests side by side with
 * the test build, its checks and the browser tests (scripts/test-e2e.ts). It stops at the first
 * part that fails.
 *
 * The check and the lint each keep one core busy and neither writes what the other reads (eslint
 * and prettier skip .astro/, where astro check writes), so together they take the time of the
 * longer one. The unit tests spend much of their time importing, which leaves room for the build
 * beside them. Held-back output is printed whole when its part ends, so no two interleave.
 */
import { spawn, type ChildProcess } from 'node:child_process';

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

/** Runs an npm script with its output as it comes, in a process group of its own (see below). */
function runLive(script: string): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(npm, ['run', script], { stdio: 'inherit', detached: true });
  const done = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  return { child, done };
}

const firstFailure = (codes: number[]) => codes.find((code) => code !== 0);

const checked = firstFailure(await Promise.all(['check', 'lint'].map(runQuietly)));
if (checked !== undefined) process.exit(checked);

const e2e = runLive('test:e2e');
// The build, the servers and the browsers under test:e2e stop with this run: its whole process
// group, which a Ctrl-C in the terminal no longer reaches by itself.
const stopE2e = (signal: NodeJS.Signals) => process.kill(-e2e.child.pid!, signal);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopE2e(signal);
    process.exit(1);
  });
}
const unit = await runQuietly('test:unit');
if (unit !== 0) {
  stopE2e('SIGTERM');
  process.exit(unit);
}
process.exit(await e2e.done);
