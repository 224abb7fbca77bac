// @vitest-environment node
/**
 * The guide by concern covers the whole catalogue: every treatment file is named by at least one
 * concern file (src/content/concerns/), and every name there is a treatment. Read from the files
 * themselves, as an editor adds them; the build resolves the same references with Astro's own
 * ids, and tests/e2e/concerns.spec.ts walks the built pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slug } from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const CONCERNS = 'src/content/concerns';
const TREATMENTS = 'src/content/treatments';

/** A treatment's entry id as Astro's glob loader makes it: each path segment slugged, no extension. */
const entryId = (file: string) =>
  file
    .replace(/\.md$/, '')
    .split('/')
    .map((segment) => slug(segment))
    .join('/');

const treatmentIds = readdirSync(TREATMENTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map(entryId);
const concerns = readdirSync(CONCERNS).map((file) => ({
  file,
  ...(parse(readFileSync(join(CONCERNS, file), 'utf8')) as { path: string; treatments: string[] }),
}));

describe('the concern guide', () => {
  it('has 10 to 15 concerns, each on its own /Besvar- page', () => {
    expect(concerns.length).toBeGreaterThanOrEqual(10);
    expect(concerns.length).toBeLessThanOrEqual(15);
    for (const concern of concerns) expect(concern.path, concern.file).toMatch(/^\/Besvar-[A-Za-z-]+$/);
  });

  it('leads to every treatment from at least one concern', () => {
    expect(treatmentIds.length).toBeGreaterThan(100);
    const named = new Set(concerns.flatMap((concern) => concern.treatments));
    expect(treatmentIds.filter((id) => !named.has(id))).toEqual([]);
  });

  it('names only treatments that exist', () => {
    const known = new Set(treatmentIds);
    const unknown = concerns.flatMap((concern) =>
      concern.treatments.filter((id) => !known.has(id)).map((id) => `${concern.file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });
});
