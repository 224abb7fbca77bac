// @vitest-environment node
/**
 * The guide by concern covers the whole catalogue: every treatment file is named by at least one
 * concern file (src/content/concerns/), by its page path, and every path there is a treatment's.
 * Read from the files themselves, as an editor adds them; tests/e2e/concerns.spec.ts walks the
 * built pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const CONCERNS = 'src/content/concerns';
const TREATMENTS = 'src/content/treatments';

/** A treatment's page path, from its file's front matter. */
const pagePath = (file: string) => /^path: (\S+)$/m.exec(readFileSync(join(TREATMENTS, file), 'utf8'))![1]!;

const treatmentPaths = readdirSync(TREATMENTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map(pagePath);
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
    expect(treatmentPaths.length).toBeGreaterThan(0);
    const named = new Set(concerns.flatMap((concern) => concern.treatments));
    expect(treatmentPaths.filter((path) => !named.has(path))).toEqual([]);
  });

  it('names only treatments that exist', () => {
    const known = new Set(treatmentPaths);
    const unknown = concerns.flatMap((concern) =>
      concern.treatments.filter((path) => !known.has(path)).map((path) => `${concern.file}: ${path}`),
    );
    expect(unknown).toEqual([]);
  });
});
