// @vitest-environment node
/**
 * The specification's acceptance of the shipped sample's content, on the shipped sample only
 * (tests/spec/shipped-content.ts): each case runs while its files are as shipped. What holds for
 * any clinic is a content rule that every build runs (src/lib/build/content-rules/).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frontMatterOf, readContentYaml } from '../../src/schemas/read-yaml';
import { shippedStatus } from './shipped-content';

const shipped = shippedStatus();
const concernFiles = shipped.filesUnder('src/content/concerns');
const treatmentFiles = shipped.filesUnder('src/content/treatments');

const pathOf = (file: string) => (frontMatterOf(readFileSync(file, 'utf8'), file) as { path: string }).path;

describe('the shipped sample', () => {
  it.runIf(shipped.isShipped([...concernFiles, ...treatmentFiles]))(
    'has 10 to 15 concerns that reach every treatment but the prescription-only vitamin drip',
    () => {
      const concerns = concernFiles.map((file) => readContentYaml(file) as { treatments: string[] });
      expect(concerns.length).toBeGreaterThanOrEqual(10);
      expect(concerns.length).toBeLessThanOrEqual(15);
      const named = new Set(concerns.flatMap((concern) => concern.treatments));
      // A vitamin drip is a prescription medicine a physician orders after an assessment: it is
      // not offered for a concern such as stress (läkemedelslagen; issue 27).
      const prescribedOnly = ['/VitaminDropp'];
      for (const path of prescribedOnly) expect(named.has(path), path).toBe(false);
      const paths = treatmentFiles.map(pathOf);
      expect(paths.filter((path) => !named.has(path) && !prescribedOnly.includes(path))).toEqual([]);
    },
  );

  const musclePages = ['Masseter', 'Trapezius', 'Hyperhidros'].map(
    (name) => `src/content/treatments/rynkreducerande/Rynkbehandling-${name}.md`,
  );
  it.runIf(shipped.isShipped(musclePages))(
    'names the jaw, shoulder and sweating treatments by what they do, not as wrinkle treatments',
    () => {
      for (const file of musclePages) {
        const data = frontMatterOf(readFileSync(file, 'utf8'), file) as Record<string, string>;
        const names = [data['title'], data['menuTitle'], data['summary']].filter(Boolean);
        expect(names.length, file).toBeGreaterThanOrEqual(3);
        for (const text of names) expect(text, file).not.toMatch(/rynk/i);
      }
    },
  );
});
