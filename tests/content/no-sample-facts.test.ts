// @vitest-environment node
/**
 * No test names a fact of the clinic's content (decisions 0017 and 0029): not its name, domain,
 * phone or staff, not an id or a page's path of its catalogue. Such a test passes only while that
 * content is shipped and fails on the first ordinary edit. The facts are read from the content
 * (tests/support/sample-facts.ts), so this test knows none; the shipped sample's acceptance
 * (tests/spec/, tests/e2e/spec-*.ts) and the fixture clinic are the places that may name them.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../src/config/folders';
import { sampleFacts, sightings } from '../support/sample-facts';

/** The fixture clinic's content folder, as its environment file names it. */
const FIXTURE_DIR = parseEnv(readFileSync('tests/fixtures/clinic.env', 'utf8'))['CONTENT_DIR']!;

/** Where a test may name the shipped sample's facts: its acceptance, and the fixture clinic. */
const ALLOWED = [/^tests\/spec\//, /^tests\/e2e\/spec-[^/]*\.ts$/, /^tests\/fixtures\//];

const filesUnder = (dir: string, name: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => name.test(file));

/** Every test file and test helper: tests/, and the unit tests beside the code. */
const testFiles = [
  ...filesUnder('tests', /\.(ts|tsx|js|mjs)$/),
  ...filesUnder('src', /\.test\.tsx?$/),
  ...filesUnder('scripts', /\.test\.ts$/),
].filter((file) => !ALLOWED.some((allowed) => allowed.test(file)));

describe('the tests name no fact of the clinic’s content', () => {
  const sameContent = CONTENT_DIR === FIXTURE_DIR;
  const facts = sameContent ? [] : sampleFacts(CONTENT_DIR, FIXTURE_DIR);

  it.skipIf(sameContent)('outside the sample’s acceptance and the fixture clinic', () => {
    expect(facts.length, 'the content states facts to look for').toBeGreaterThan(0);
    const found = sightings(testFiles, facts).map(
      ({ file, line, fact, source }) => `${file}:${line} names ${fact.kind} "${fact.text}": ${source}`,
    );
    expect(
      found,
      'choose the case from the content or the built site (tests/e2e/content.ts, tests/e2e/site.ts, tests/engines/site-picks.ts), or invent one for a unit test',
    ).toEqual([]);
  });

  it.skipIf(sameContent)('finds a fact where a line names it, and not inside a longer word', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fakta-'));
    try {
      const named = facts.map((fact, index) => {
        const file = join(dir, `${index}.ts`);
        writeFileSync(file, `const x = '${fact.text}';\nconst y = 'x${fact.text}x';\n`);
        return file;
      });
      const lines = sightings(named, facts);
      // Each fact found on its own line 1, never on line 2 where it is part of a longer word.
      for (const [index, fact] of facts.entries()) {
        expect(
          lines.some((s) => s.file === named[index] && s.fact === fact && s.line === 1),
          fact.text,
        ).toBe(true);
      }
      expect(lines.filter((s) => s.line === 2)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
