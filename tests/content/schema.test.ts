// @vitest-environment node
/**
 * The content schema's rejections, proven the way an editor meets them: a malformed entry makes
 * Astro's content sync fail, naming the file and the field. Each case runs in a scratch copy.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'innehall-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const validTreatment = `---
path: /Test-Behandling
title: Testbehandling
category: injektionsbehandlingar
order: 99
summary: En behandling som bara finns i det här testet av innehållsschemat.
price: 1700
duration: 15
before: ["Drick 2–3 liter vatten dagen före."]
after: ["Undvik träning i 48 timmar efteråt."]
---
Text.
`;

async function syncWith(file: string, content: string): Promise<string> {
  const dir = mkdtempSync(join(scratch, 'fall-'));
  for (const entry of ['src', 'astro.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'src/content/treatments', file), content);
  try {
    await run(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], { cwd: dir });
    return '';
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return stdout + stderr;
  }
}

describe('content schema', { timeout: 60_000 }, () => {
  it('accepts a well-formed treatment', async () => {
    expect(await syncWith('Test-Behandling.md', validTreatment)).toBe('');
  });

  it('rejects a price typed as text, naming the file and the field', async () => {
    const output = await syncWith(
      'Test-Behandling.md',
      validTreatment.replace('price: 1700', 'price: "1 700 kr"'),
    );
    expect(output).toContain('Test-Behandling.md');
    expect(output).toMatch(/price/);
  });

  it('rejects a price or time typed as a detail instead of data', async () => {
    const output = await syncWith(
      'Test-Behandling.md',
      validTreatment.replace('duration: 15', 'duration: 15\ndetails: [{ label: Pris, value: "1 700 kr" }]'),
    );
    expect(output).toContain('Test-Behandling.md');
    expect(output).toContain('Pris och tid skrivs som data');
  });

  it('rejects a path that is not a site path, and a range that runs backwards', async () => {
    const badPath = await syncWith(
      'Test-Behandling.md',
      validTreatment.replace('path: /Test-Behandling', 'path: Test Behandling'),
    );
    expect(badPath).toMatch(/path/);
    expect(badPath).toContain('sökväg');
    const badRange = await syncWith(
      'Test-Behandling.md',
      validTreatment.replace('price: 1700', 'price: { min: 8800, max: 2500 }'),
    );
    expect(badRange).toContain('min måste vara lägre än max');
  });

  it('refuses a price typed twice: an own price beside variants, or a second list price', async () => {
    const twice = await syncWith(
      'Test-Behandling.md',
      validTreatment.replace(
        'duration: 15',
        'duration: 15\noptions: [{ label: "60 min", price: 1700, duration: 60 }, { label: "90 min", price: 2500, duration: 90 }]',
      ),
    );
    expect(twice).toContain('Test-Behandling.md');
    expect(twice).toContain('Priset skrivs en gång');
    expect(twice).toContain('Tiden skrivs en gång');
    const listPrice = await syncWith(
      'Test-Behandling.md',
      validTreatment.replace('price: 1700', 'price: 1700\nlistPrice: 1650'),
    );
    expect(listPrice).toContain('Test-Behandling.md');
    expect(listPrice).toMatch(/listPrice/);
  });
});
