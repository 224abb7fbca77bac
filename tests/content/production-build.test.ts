// @vitest-environment node
/**
 * The deploy build the README gives (`npm run build`) without the EmailJS keys, on the content as
 * it is: it must stop, before rendering anything, with the Swedish list of what is missing, naming
 * every sample entry the content still flags (the shipped sample flags them all; a clinic that has
 * replaced some still sees the rest). Runs in a scratch copy so that nothing in the working tree
 * can be overwritten if the guard ever fails.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { readContentYaml } from '../../src/schemas/read-yaml';
import { samplePhotosInContent, STAFF_FILE } from '../../src/lib/build/sample-photos';

/** The entries of a content list that still carry `sample: true`. */
const flagged = <Entry extends { sample?: boolean }>(file: string) =>
  (readContentYaml(file) as Entry[]).filter((entry) => entry.sample === true);

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'publicering-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it(
  'the deploy build (astro build, as npm run build runs it) refuses missing keys and every sample entry left, in one list',
  { timeout: 60_000 },
  async () => {
    for (const entry of ['src', 'scripts', 'public', 'astro.config.ts', 'tsconfig.json', 'package.json']) {
      cpSync(join(root, entry), join(scratch, entry), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
    const env = { ...process.env };
    delete env['ALLOW_SAMPLE_DATA'];
    for (const key of Object.keys(env)) if (key.startsWith('PUBLIC_EMAILJS')) delete env[key];
    const result = await run(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: scratch,
      env,
    }).then(
      () => ({ code: 0, output: '' }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('Produktionsbygget stoppades');
    expect(result.output).toContain('EmailJS-nycklar saknas');
    if (clinic.sample) expect(result.output).toMatch(/1\. .*sample: true i src\/content\/clinic\.yaml/);
    const testimonials = flagged('src/content/testimonials.yaml');
    if (testimonials.length > 0)
      expect(result.output).toContain('(sample: true i src/content/testimonials.yaml)');
    const staff = flagged<{ name: string; sample?: boolean }>(STAFF_FILE);
    if (staff.length > 0) {
      expect(result.output).toContain(
        `(sample: true i ${STAFF_FILE}: ${staff.map((p) => p.name).join(', ')})`,
      );
    }
    for (const photo of samplePhotosInContent()) {
      expect(result.output).toContain(`${photo} är en genererad exempelbild (sample: true)`);
    }
    // Stopped before rendering: no page was written.
    expect(existsSync(join(scratch, 'dist'))).toBe(false);
  },
);
