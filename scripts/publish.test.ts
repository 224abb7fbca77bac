/**
 * What the owner reads in the run's summary when a publish stops: the files to fix, named as the
 * build's own error names them, and the error itself; and the site's address, from its one place.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLINIC_FILE } from '../src/config/clinic';
import { publishReport } from '../src/lib/build/publish-check';
import {
  deploySummary,
  errorText,
  failureSummary,
  filesToFix,
  headingAnchor,
  KEYS_SECTION,
  siteAddress,
} from './publish';

// An error as the build prints it: coloured, after progress lines, with an absolute path.
const schemaError = [
  '\u001b[32m21:25:40\u001b[39m   ▶ /_astro/exempel.oQQ0qkwA_1Hg9oe.jpg (before: 18kB, after: 7kB) (+87ms) (38/66)',
  '\u001b[31m[InvalidContentEntryDataError]\u001b[39m treatments → laser/ipl data does not match collection schema.',
  '  price: Expected number, received string',
  '  File: /home/klinik/webbplats/src/content/treatments/laser/ipl.md.',
].join('\n');

describe('the summary of a publish that stopped', () => {
  it('names each file the error names, once, relative to the repository', () => {
    const report = publishReport([
      `E-postadressen a@b.example är en exempeladress (email i ${CLINIC_FILE}).`,
      `Adressen Exempelgatan 1 är en platshållare (address i ${CLINIC_FILE}).`,
    ]);
    expect(filesToFix(report)).toEqual([CLINIC_FILE]);
    expect(filesToFix(schemaError)).toEqual(['src/content/treatments/laser/ipl.md']);
  });

  it('quotes the error as written, without the progress lines before it', () => {
    const text = errorText(schemaError);
    expect(text.split('\n')[0]).toBe(
      '[InvalidContentEntryDataError] treatments → laser/ipl data does not match collection schema.',
    );
    expect(text).toContain('price: Expected number, received string');
    expect(text).not.toContain('▶');
  });

  it('says the site was not published, by which step, and what to fix', () => {
    const summary = failureSummary('build', schemaError);
    expect(summary).toMatch(/^## Webbplatsen publicerades inte\n/);
    expect(summary).toContain('Bygget stoppade publiceringen');
    expect(summary).toContain('**Rätta:** `src/content/treatments/laser/ipl.md`');
    expect(summary).toContain('price: Expected number, received string');
    expect(failureSummary('check', 'AssertionError: x')).toContain(
      'Innehållskontrollen stoppade publiceringen',
    );
  });

  it('after the upload: published at the address, or not, and the old version still whole', () => {
    expect(deploySummary('success', 'https://www.klinik.se', 'abcdef1234')).toContain(
      'https://www.klinik.se visar nu den senaste sparade ändringen (version `abcdef1`)',
    );
    const failed = deploySummary('failure', 'https://www.klinik.se', undefined);
    expect(failed).toMatch(/^## Webbplatsen publicerades inte\n/);
    expect(failed).toContain('förra versionen, hel och oförändrad');
  });

  it('leaves out the warnings and stack frames around the Swedish sentence', () => {
    // As a build prints a refused field, after a warning that does not stop it.
    const output = [
      '01:07:35 [WARN] [klinik:publish-check] Bygger med exempeldata (ALLOW_SAMPLE_DATA=1): bara för lokal visning och tester.',
      '01:07:35 [content] Syncing content',
      'Innehållsfilen src/content/treatments/laser/ipl.md behöver rättas innan webbplatsen kan byggas:',
      '  - fältet title ska vara en text, men är 5: sätt texten inom citattecken',
      '  Stack trace:',
      '    at fieldsErrorInFile (/work/src/schemas/swedish-errors.ts:123:9)',
      '    at async syncData (/work/node_modules/astro/dist/content/loaders/glob.js:119:28)',
    ].join('\n');
    expect(filesToFix(output)).toEqual(['src/content/treatments/laser/ipl.md']);
    expect(errorText(output)).toBe(
      [
        'Innehållsfilen src/content/treatments/laser/ipl.md behöver rättas innan webbplatsen kan byggas:',
        '  - fältet title ska vara en text, men är 5: sätt texten inom citattecken',
      ].join('\n'),
    );
  });

  it('quotes both the sample data left and a field the content layer refused, from one build', () => {
    // The guard prints its list as the build starts and stops the build after the content layer,
    // which stops it first on a content error (src/integrations/publish-check.ts).
    const treatment = 'src/content/treatments/nagot/Pahittad.md';
    const sampleLine = `Klinikens kontaktuppgifter är markerade som exempel (sample: true i ${CLINIC_FILE}).`;
    const output = [
      '14:39:08 [ERROR] [klinik:publish-check] ',
      publishReport([sampleLine]),
      '',
      '14:39:13 [content] Syncing content',
      `Innehållsfilen ${treatment} behöver rättas innan webbplatsen kan byggas:`,
      '  - fältet title ska vara en text, men är 5: sätt texten inom citattecken',
      '  Location:',
      '    /work/src/schemas/swedish-errors.ts:125:9',
      '  Stack trace:',
      '    at fieldsErrorInFile (/work/src/schemas/swedish-errors.ts:125:9)',
    ].join('\n');
    expect(filesToFix(output)).toEqual([CLINIC_FILE, treatment]);
    const text = errorText(output);
    expect(text).toContain(`1. ${sampleLine}`);
    expect(text).toContain('fältet title ska vara en text, men är 5');
    expect(text).not.toMatch(/Syncing content|Location:|swedish-errors\.ts/);
    expect(failureSummary('build', output)).toContain(`**Rätta:** \`${CLINIC_FILE}\`, \`${treatment}\``);
  });

  it('says which page an error stopped, in Swedish, without the error’s class name', () => {
    const output = [
      '12:00:01 [ERROR] [build] Caught error rendering /en/about-us: ContentFileError: Innehållsfilen src/content/staff.yaml behöver rättas:',
      '  - den medicinskt ansvariga finns inte i personallistan',
    ].join('\n');
    expect(errorText(output)).toBe(
      [
        'Sidan /en/about-us kunde inte byggas: Innehållsfilen src/content/staff.yaml behöver rättas:',
        '  - den medicinskt ansvariga finns inte i personallistan',
      ].join('\n'),
    );
    expect(filesToFix(output)).toEqual(['src/content/staff.yaml']);
  });

  it('points to a section of the docs that exists', () => {
    const headings = (readFileSync(KEYS_SECTION.file, 'utf8').match(/^#+ .+$/gm) ?? []).map((line) =>
      line.replace(/^#+ /, ''),
    );
    expect(headings).toContain(KEYS_SECTION.heading);
    expect(deploySummary('failure', undefined, undefined)).toContain(`"${KEYS_SECTION.heading}"`);
    // On GitHub, a link to the heading's anchor in the repository.
    const linked = deploySummary('failure', undefined, undefined, 'https://github.com/klinik/webbplats');
    expect(linked).toContain(
      `](https://github.com/klinik/webbplats/blob/HEAD/${KEYS_SECTION.file}#2-nycklar-och-variabler-på-github)`,
    );
    expect(headingAnchor('2. Nycklar och variabler på GitHub')).toBe('2-nycklar-och-variabler-på-github');
  });

  it("reads the site's address from the clinic's file, as the build does", async () => {
    const { clinic } = await import('../src/config/clinic');
    expect(siteAddress(readFileSync(CLINIC_FILE, 'utf8'))).toBe(clinic.siteUrl);
    expect(siteAddress("siteUrl: 'https://www.klinik.se' # klinikens domän\n")).toBe('https://www.klinik.se');
  });
});
