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

const categoryOf = (source: string) => /^category: (\S+)$/m.exec(source)?.[1] ?? '';
const groupOf = (source: string) => /^group: (\S+)$/m.exec(source)?.[1] ?? '';
/** The front matter's list under `key` ("after", "before"), one item a line. */
const listOf = (source: string, key: string) =>
  (new RegExp(`^${key}:\\n((?:  - .*\\n)+)`, 'm').exec(source)?.[1] ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^ {2}- "?|"$/g, ''));

describe('the consultation before a first treatment (lag 2021:363)', () => {
  it('every injection and thread page’s before-care gives the whole rule: 48 hours, and again after six months', () => {
    // The thread pages gave the 48 hours but not the six months the injection pages and the
    // thread-lift overview give (issue 27, second reading). A consultation asked of everyone
    // ("Alla som ...", the vitamin drip) needs no six months.
    const regulated = treatmentFiles.filter(({ source }) =>
      ['injektionsbehandlingar', 'tradlyft'].includes(categoryOf(source)),
    );
    expect(regulated.length).toBeGreaterThan(0);
    const partial = regulated
      .filter(({ source }) => {
        const before = listOf(source, 'before').join('\n');
        return !/48 timmar/.test(before) || !/sex månader|^Alla som/m.test(before);
      })
      .map(({ file }) => file);
    expect(partial).toEqual([]);
  });
});

describe('laser (issue 27, second reading)', () => {
  const laser = treatmentFiles.filter(({ source }) => categoryOf(source) === 'laserbehandlingar');

  it('every laser page says who it does not suit, naming pregnancy and light-sensitive skin', () => {
    expect(laser.length).toBeGreaterThan(0);
    const without = laser
      .filter(({ source }) => {
        const value = /label: "?Passar inte dig som"?\n\s+value: "?(.*)/.exec(source)?.[1] ?? '';
        return !/gravid/.test(value) || !/ljuskänslig/.test(value);
      })
      .map(({ file }) => file);
    expect(without).toEqual([]);
  });

  it('every laser page’s aftercare says where to turn when the clinic is closed', () => {
    // The injection and thread pages say it in the law's block; laser pages have no such block.
    const silent = laser
      .filter(({ source }) => !listOf(source, 'after').some((item) => /när vi har stängt.*1177/i.test(item)))
      .map(({ file }) => file);
    expect(silent).toEqual([]);
  });
});

describe('treatments the clinic does not offer', () => {
  it('lip fillers are named only to say that the clinic does not give them', () => {
    // The clinic offers no filler for the lips: advice and durations for them read as an offer
    // (issue 27). If a filler page for the lips is added, the copy may speak of them freely.
    const offered = treatmentFiles.some(
      ({ source }) => groupOf(source) === 'fillers' && /^title: .*läpp/im.test(source),
    );
    if (offered) return;
    const content = readdirSync('src/content', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(md|ya?ml)$/.test(file))
      .map((file) => ({ file, text: readFileSync(join('src/content', file), 'utf8') }));
    const offers = content.flatMap(({ file, text }) =>
      text
        .split(/(?<=[.!?])\s+|\n/)
        .filter((sentence) => /läppfiller|fillers? i läpparna/i.test(sentence) && !/\binte\b/.test(sentence))
        .map((sentence) => `${file}: ${sentence.trim()}`),
    );
    expect(offers).toEqual([]);
  });
});
