// @vitest-environment node
/**
 * Marketing law and lag (2021:363): every injection, thread-lift and laser page states its risks and
 * side effects. Each such treatment file answers the question in its FAQ, in its own words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TREATMENTS = 'src/content/treatments';
const RISK_CATEGORIES = ['injektionsbehandlingar', 'tradlyft', 'laserbehandlingar'];

const treatmentFiles = readdirSync(TREATMENTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ file, source: readFileSync(join(TREATMENTS, file), 'utf8') }));

describe('risks', () => {
  it('every injection, thread-lift and laser page says what the risks and side effects are', () => {
    const concerned = treatmentFiles.filter(({ source }) =>
      RISK_CATEGORIES.includes(/^category: (\S+)$/m.exec(source)?.[1] ?? ''),
    );
    expect(concerned.length).toBeGreaterThan(0);
    const silent = concerned
      .filter(
        ({ source }) =>
          !/question: "?Vilka biverkningar och risker finns\?"?\n\s+answer: .*(?:[Ss]ällsynt|risk)/m.test(
            source,
          ),
      )
      .map(({ file }) => file);
    expect(silent).toEqual([]);
  });
});
