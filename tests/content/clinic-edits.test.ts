/**
 * The clinic's ordinary edits leave the tests green: on a copy of the content, a price changed,
 * a treatment added, one deleted with its references, a testimonial added and the opening hours
 * changed. The copy still parses with the schemas, its references resolve (the build's own
 * checks), and the original figures' acceptance (docs/product.md) reports exactly the changed entries as changed by the
 * clinic, checking every other against the shipped figures (tests/spec/shipped-content.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/lib/domain/catalogue';
import { buildConcerns } from '../../src/lib/domain/concerns';
import { buildPriceLists } from '../../src/lib/domain/price-lists';
import { frontMatterOf, readContentYaml } from '../../src/schemas/read-yaml';
import { clinicSchema } from '../../src/schemas/clinic';
import { testimonialSchema } from '../../src/schemas/people';
import { parseInSwedishSync } from '../../src/schemas/swedish-errors';
import { schemas } from '../support/test-fixtures';
import { contentFingerprints, MANIFEST_FILE, readManifest, shippedStatus } from '../spec/shipped-content';
import { allSpecRoutes } from '../e2e/spec-routes';
import { shownTreatments } from '../e2e/content';
import { contentPath } from '../../src/config/folders';
import { mainPages } from '../../src/config/routes';
import { escapeRegExp } from '../../src/schemas/regexp';

const ROOT = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'klinikens-andringar-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const at = (file: string) => join(copy, file);
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(at(file), change(readFileSync(at(file), 'utf8')));
const yamlFilesIn = (root: string, folder: string) =>
  Object.keys(contentFingerprints(root)).filter((file) => file.startsWith(`src/content/${folder}/`));
const yamlFiles = (folder: string) => yamlFilesIn(copy, folder);

/** A treatment's line in a price list's or a concern's list of treatments: "  - /Path" or "  - '/Path'". */
const listLine = (path: string) => new RegExp(`^ *- '?${escapeRegExp(path)}'?\n`, 'gm');
const listing = (path: string) =>
  [...yamlFilesIn(ROOT, 'price-lists'), ...yamlFilesIn(ROOT, 'concerns')].some((file) =>
    listLine(path).test(readFileSync(join(ROOT, file), 'utf8')),
  );

// The edits' starting points, chosen from the content: a treatment with a price of its own whose
// page the specification checks, another that a price list or a concern lists (to delete), and a
// third to copy as the new one.
const specTreatments = shownTreatments.filter((t) => allSpecRoutes.includes(t.path));
const priced = specTreatments.find(
  (t) =>
    t.price?.kind === 'fixed' &&
    new RegExp(`^ *amount: ${t.price.amount}$`, 'm').test(readFileSync(t.file, 'utf8')),
);
const deleted = specTreatments.find((t) => t !== priced && listing(t.path));
const template = shownTreatments.find((t) => t !== priced && t !== deleted);
const picked = priced && deleted && template;

/** The files the edits below start from: the shipped sample, or the test has nothing to prove. */
const STARTS_FROM = picked
  ? [priced.file, deleted.file, template.file, contentPath('testimonials.yaml'), contentPath('clinic.yaml')]
  : [];

// Where the clinic has already changed these files, the edits are theirs to make, not this test's.
it.skipIf(!picked || !shippedStatus().isShipped(STARTS_FROM))(
  'a price, a new and a deleted treatment, a testimonial and the hours: content checks pass, the spec notes them',
  () => {
    cpSync(join(ROOT, 'src/content'), at('src/content'), { recursive: true });
    mkdirSync(at('tests/spec'), { recursive: true });
    cpSync(join(ROOT, MANIFEST_FILE), at(MANIFEST_FILE));
    const { amount } = priced!.price as { amount: number };

    edit(priced!.file, (text) =>
      text.replace(new RegExp(`^( *amount:) ${amount}$`, 'm'), `$1 ${amount + 150}`),
    );
    const added = template!.file.replace(/[^/]+$/, 'Ny-behandling.md');
    writeFileSync(
      at(added),
      readFileSync(at(template!.file), 'utf8')
        .replace(/^path: .*$/m, 'path: /Ny-behandling')
        .replace(/^title: .*$/m, 'title: Ny behandling'),
    );
    // A treatment removed, and the lines that named it (price list, concerns) with it.
    rmSync(at(deleted!.file));
    for (const file of [...yamlFiles('price-lists'), ...yamlFiles('concerns')]) {
      edit(file, (text) => text.replace(listLine(deleted!.path), ''));
    }
    edit('src/content/testimonials.yaml', (text) =>
      text.concat(
        '- id: t-ny\n  text: Lugnt och tryggt från början till slut, jag kommer tillbaka.\n  author: Maria L.\n',
      ),
    );
    edit('src/content/clinic.yaml', (text) => text.replace(/closes: '?18:00'?/, "closes: '19:00'"));

    // The content checks the build makes: every entry parses, every reference resolves.
    parseInSwedishSync(clinicSchema, readContentYaml(at('src/content/clinic.yaml')));
    for (const t of readContentYaml(at('src/content/testimonials.yaml')) as unknown[]) {
      parseInSwedishSync(testimonialSchema, t);
    }
    const entries = (folder: string, schema: { parse: (data: unknown) => unknown }) =>
      Object.keys(contentFingerprints(copy))
        .filter((file) => file.startsWith(`src/content/${folder}/`))
        .map((file) => ({
          id: file.replace(/^.*\/|\.(md|yaml)$/g, ''),
          filePath: file,
          data: schema.parse(
            file.endsWith('.md')
              ? frontMatterOf(readFileSync(at(file), 'utf8'), file)
              : readContentYaml(at(file)),
          ) as never,
        }));
    const catalogue = buildCatalogue({
      categories: entries('categories', schemas.category),
      groups: entries('groups', schemas.group),
      treatments: entries('treatments', schemas.treatment),
    });
    expect(catalogue.byPath.get('/Ny-behandling')).toBeDefined();
    expect(catalogue.byPath.get(deleted!.path)).toBeUndefined();
    expect(() => buildPriceLists(entries('price-lists', schemas.priceList), catalogue)).not.toThrow();
    expect(() => buildConcerns(entries('concerns', schemas.concern), catalogue)).not.toThrow();

    // The spec's acceptance: the edited entries are the clinic's, every other still shipped.
    const shipped = shippedStatus(copy);
    expect(shipped.changedFiles()).toEqual(
      [
        'src/content/clinic.yaml',
        'src/content/testimonials.yaml',
        deleted!.file,
        priced!.file,
        added,
        ...[...yamlFiles('price-lists'), ...yamlFiles('concerns')].filter(
          (file) => readFileSync(at(file), 'utf8') !== readFileSync(join(ROOT, file), 'utf8'),
        ),
      ].sort(),
    );
    const checked = allSpecRoutes.filter((route) => {
      const files = shipped.filesOf(route);
      return files !== undefined && shipped.isShipped(files);
    });
    expect(checked).not.toContain(priced!.path);
    expect(checked).not.toContain(mainPages.booking.path);
    expect(checked).not.toContain(deleted!.path);
    // The other pages keep their spec figures: a treatment no edit touched is still checked.
    const untouched = specTreatments.find(
      (t) => !STARTS_FROM.includes(t.file) && shipped.isShipped([t.file]),
    );
    if (untouched) expect(checked).toContain(untouched.path);
    expect(allSpecRoutes.filter((route) => shipped.filesOf(route) && !checked.includes(route))).toEqual(
      expect.arrayContaining([priced!.path, mainPages.booking.path]),
    );
  },
);

it('the manifest hides nothing: every spec route with a content file has that file in it', () => {
  // A file missing from the manifest would read as "changed by the clinic" forever, and its
  // figures would never be checked: a developer who adds sample content runs spec:fingerprint.
  // (The clinic's own edits are meant to differ from the manifest: they are not checked here.)
  const shipped = shippedStatus();
  const manifest = readManifest();
  const withoutFile = allSpecRoutes.filter((route) =>
    (shipped.filesOf(route) ?? []).some((file) => shipped.existsNow(file) && !(file in manifest)),
  );
  expect(withoutFile).toEqual([]);
});
