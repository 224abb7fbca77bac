/**
 * Every content mistake the clinic can make in the editor stops the build (or is harmless) with
 * a Swedish message naming the file, the field and what to do: one test per row of issue 25's
 * measured table, each calling the function the build calls. (schema.test.ts and the clinic.yaml
 * test below run Astro itself, proving the build prints these messages with the file. The two
 * rows the production build refuses, sample staff and EmailJS keys that cannot be keys, are in
 * src/lib/build/publish-check.test.ts and production-build.test.ts.)
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/lib/domain/catalogue';
import { buildConcerns } from '../../src/lib/domain/concerns';
import { checkMedicallyResponsible } from '../../src/lib/build/medically-responsible';
import { buildPriceLists } from '../../src/lib/domain/price-lists';
import { PAGE_TEXT_FILES } from '../../src/config/page-texts';
import { frontMatterOf, loadContentYaml, readContentYaml } from '../../src/schemas/read-yaml';
import { homeTextsSchema } from '../../src/schemas/pages';
import { renderShareImage } from '../../src/lib/build/share/render-share-image';
import { SHARE_IMAGE_SIZE } from '../../src/lib/build/share/share-cards';
import {
  kr,
  mockCategory,
  mockConcern,
  mockPriceList,
  mockTreatment,
  schemas,
} from '../support/test-fixtures';
import { ContentFieldsError, fieldsErrorInFile, parseInSwedish } from '../../src/schemas/swedish-errors';

const FILE = 'src/content/treatments/ansikte/Hudslipning.md';
const treatment = {
  path: '/Hudslipning',
  title: 'Hudslipning',
  category: 'ansikte',
  order: 6,
  summary: 'En varsam behandling där döda hudceller tas bort med ett sterilt blad.',
  price: kr(850),
  before: ['Kom utan smink den dagen.'],
  after: ['Undvik sol ett par dagar.'],
};

/** The build's message for `data` in FILE: the Swedish map, then the file (content-loaders.ts). */
async function message(schema: Parameters<typeof parseInSwedish>[0], data: unknown): Promise<string> {
  try {
    await parseInSwedish(schema, data);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ContentFieldsError)) throw error;
    return fieldsErrorInFile(FILE, error).message;
  }
}

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('schema errors, in Swedish with file and field', () => {
  it('amount: 850kr', async () => {
    expect(
      await message(schemas.treatment, { ...treatment, price: { kind: 'fixed', amount: '850kr' } }),
    ).toBe(
      `Innehållsfilen ${FILE} behöver rättas innan webbplatsen kan byggas:\n` +
        '  - fältet price.amount ska vara ett tal, men är texten "850kr": skriv bara siffrorna, utan "kr", "min" eller mellanslag (t.ex. 850)',
    );
  });

  it('title removed', async () => {
    const untitled: Partial<typeof treatment> = { ...treatment };
    delete untitled.title;
    expect(await message(schemas.treatment, untitled)).toContain(
      'fältet title saknas: fyll i fältet (det krävs)',
    );
  });

  it('a photo without alt text', async () => {
    const photo = { file: '../../assets/photos/rum.jpg' };
    expect(await message(schemas.treatment, { ...treatment, photo })).toContain(
      'fältet photo.alt saknas: fyll i fältet (det krävs)',
    );
  });

  it('too short, unknown field, wrong choice: each says what to do', async () => {
    const out = await message(schemas.treatment, {
      ...treatment,
      summary: 'Kort.',
      pris: 850,
      priceKind: 'styck',
    });
    expect(out).toContain('fältet summary är för kort: skriv minst 20 tecken');
    expect(out).toContain('okänt fält "pris": ta bort det eller rätta stavningen');
    expect(out).toContain(
      'fältet priceKind ska vara ett av "single", "course", "addon", men är texten "styck"',
    );
    expect(out).not.toMatch(/Expected|Required|Invalid|Too small/);
  });
});

describe('YAML mistakes, with file and line', () => {
  it('a colon in a text (summary: Nyhet: En …)', () => {
    const text = `---\npath: /Hudslipning\ntitle: Hudslipning\nsummary: Nyhet: En varsam behandling\n---\nText.\n`;
    expect(thrown(() => frontMatterOf(text, FILE))).toMatch(
      new RegExp(
        `^Innehållsfilen ${FILE} behöver rättas.*\\n  - rad 4: ett kolon mitt i en text .*Sätt hela texten inom citattecken`,
      ),
    );
  });

  it('a quote missing in clinic.yaml: the line where it opens', () => {
    const dir = mkdtempSync(join(tmpdir(), 'klinik-'));
    try {
      const file = join(dir, 'clinic.yaml');
      writeFileSync(
        file,
        "name: Hudkliniken\nphone:\n  display: 08-123 456 78\n  e164: '+46812345678\nemail: a@b.se\n",
      );
      expect(thrown(() => readContentYaml(file))).toContain(
        `Innehållsfilen ${file} behöver rättas innan webbplatsen kan byggas:\n  - rad 4: ett citattecken (') öppnas men stängs aldrig`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a fixed page\u2019s texts: a colon in the hero text, a heading emptied', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sidtexter-'));
    try {
      const file = join(dir, 'hem.yaml');
      const home = readFileSync(PAGE_TEXT_FILES.home, 'utf8');
      writeFileSync(file, home.replace(/^heroText: .*$/m, 'heroText: Nyhet: laser i ansiktet'));
      expect(thrown(() => loadContentYaml(file, homeTextsSchema))).toMatch(
        new RegExp(`^Innehållsfilen ${file} behöver rättas.*\\n  - rad \\d+: ett kolon mitt i en text`),
      );
      writeFileSync(file, home.replace(/^treatmentsTitle: .*$/m, "treatmentsTitle: ''"));
      expect(thrown(() => loadContentYaml(file, homeTextsSchema))).toMatch(
        new RegExp(`^Innehållsfilen ${file} behöver rättas.*\\n  - fältet treatmentsTitle `),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'a quote missing in clinic.yaml: the build names the file and line, not only "Unable to load your Astro config"',
    { timeout: 60_000 },
    async () => {
      const root = resolve(import.meta.dirname, '../..');
      const dir = mkdtempSync(join(tmpdir(), 'klinik-bygge-'));
      try {
        for (const entry of ['src', 'astro.config.ts', 'tsconfig.json', 'package.json']) {
          cpSync(join(root, entry), join(dir, entry), { recursive: true });
        }
        symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
        // The clinic's own e-mail line, whatever it is, with its closing quote lost.
        const clinicFile = join(dir, 'src/content/clinic.yaml');
        const lines = readFileSync(clinicFile, 'utf8').split('\n');
        const line = lines.findIndex((text) => text.startsWith('email: '));
        lines[line] = `email: '${lines[line]!.slice('email: '.length).replaceAll("'", '')}`;
        writeFileSync(clinicFile, lines.join('\n'));
        const failure = (await promisify(execFile)(
          process.execPath,
          [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'],
          { cwd: dir },
        ).then(
          () => ({ stdout: 'astro sync accepted the broken file', stderr: '' }),
          (error: unknown) => error,
        )) as { stdout: string; stderr: string };
        expect(stripVTControlCharacters(failure.stdout + failure.stderr)).toContain(
          `Innehållsfilen src/content/clinic.yaml behöver rättas innan webbplatsen kan byggas:\n  - rad ${line + 1}: ett citattecken (') öppnas men stängs aldrig`,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('references name the referring file', () => {
  const catalogue = buildCatalogue({
    categories: [mockCategory('ansikte', 1)],
    groups: [],
    treatments: [mockTreatment('Peeling', 1, { category: 'ansikte' })],
  });

  it('a treatment deleted: the price list and the concern leave its line out (the build warns: lines-to-nothing.ts)', () => {
    const list = mockPriceList('ansikte', 1, {
      sections: [{ kind: 'treatments', title: 'Ansikte', treatments: ['/Peeling', '/Hudslipning'] }],
    });
    const [prices] = buildPriceLists([list], catalogue);
    expect(prices!.sections[0]!.rows.map((row) => row.href)).toEqual(['/Peeling']);
    const [concern] = buildConcerns([mockConcern('Flackar', 1, ['/Gammal-adress', '/Peeling'])], catalogue);
    expect(concern!.treatments.map((treatment) => treatment.path)).toEqual(['/Peeling']);
  });

  it('a new treatment at /Priser: the fixed page it would hide', () => {
    const lymph = {
      ...mockTreatment('Lymfmassage', 2, { category: 'ansikte', path: '/Priser' }),
      filePath: 'src/content/treatments/kropp/Lymfmassage.md',
    };
    expect(
      thrown(() =>
        buildCatalogue({ categories: [mockCategory('ansikte', 1)], groups: [], treatments: [lymph] }),
      ),
    ).toContain(
      'fältet path: sökvägen /Priser används redan av den fasta sidan Priser (src/config/routes.ts)',
    );
  });

  it('staff and the medically responsible person: checked against each other', () => {
    const responsible = { name: 'Eva Läkare', title: 'legitimerad läkare' };
    const staff = [{ name: 'Eva Läkare', licence: 'Legitimerad läkare' }];
    expect(thrown(() => checkMedicallyResponsible(responsible, staff))).toBe('accepted');
    expect(
      thrown(() =>
        checkMedicallyResponsible(responsible, [{ name: 'Karin Ek', licence: 'Legitimerad läkare' }]),
      ),
    ).toContain(
      'fältet careProvider.medicallyResponsible.name: Eva Läkare finns inte i personallistan (src/content/staff.yaml)',
    );
    expect(
      thrown(() =>
        checkMedicallyResponsible(responsible, [
          { name: 'Eva Läkare', licence: 'Legitimerad sjuksköterska' },
        ]),
      ),
    ).toContain('Innehållsfilen src/content/clinic.yaml behöver rättas');
  });
});

describe('share images', () => {
  it('draw a 306-character title inside the card', { timeout: 30_000 }, async () => {
    // Unique per run, so the renderer draws it rather than finding it in its cache.
    const title =
      `${Date.now()} ${'Rynkbehandling med botulinumtoxin i panna, glabella och kråksparkar '.repeat(5)}`.slice(
        0,
        306,
      );
    expect(title).toHaveLength(306);
    const image = await renderShareImage(
      { path: '/Lang', title, price: '1 700 kr', motif: 'drop' },
      'Hudkliniken',
    );
    const { width, height } = await sharp(image).metadata();
    expect({ width, height }).toEqual(SHARE_IMAGE_SIZE);
  });
});
