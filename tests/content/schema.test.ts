/**
 * The content schema's rules, checked with the schemas themselves (src/schemas/): each rejection
 * names the exact field and says why. One smoke test runs Astro's own content sync on a scratch
 * copy, proving the build uses these schemas and names the file of a malformed entry.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { kr, minutes, rangeKr, rangeMinutes, schemas } from '../support/test-fixtures';
import { testimonialSchema } from '../../src/schemas/people';
import { swedishIssue } from '../../src/schemas/swedish-errors';
import { contentPath } from '../../src/config/folders';

/** A category the content has, whichever: the scratch build below resolves the treatment's reference to it. */
const CATEGORY = readdirSync(contentPath('categories'))
  .sort()[0]!
  .replace(/\.yaml$/, '');

const validTreatment = {
  path: '/Test-Behandling',
  title: 'Testbehandling',
  category: CATEGORY,
  order: 99,
  summary: 'En behandling som bara finns i det här testet av innehållsschemat.',
  price: kr(1700),
  duration: minutes(15),
  before: ['Drick 2–3 liter vatten dagen före.'],
  after: ['Undvik träning i 48 timmar efteråt.'],
};

/** Where and why an entry is refused, as the build reports it: the field's path and the Swedish message. */
function problems(
  schema: {
    safeParse: (
      data: unknown,
      params: { error: typeof swedishIssue },
    ) => {
      error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
    };
  },
  data: unknown,
) {
  return (schema.safeParse(data, { error: swedishIssue }).error?.issues ?? []).map(({ path, message }) => ({
    path,
    message,
  }));
}

describe('treatment schema', () => {
  it('accepts a well-formed treatment and fills in the defaults', () => {
    const result = schemas.treatment.safeParse(validTreatment);
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({
      category: { collection: 'categories', id: CATEGORY },
      price: kr(1700),
      options: [],
      details: [],
    });
  });

  it('refuses a price typed as text, at the price field', () => {
    expect(problems(schemas.treatment, { ...validTreatment, price: '1 700 kr' })).toEqual([
      {
        path: ['price'],
        message:
          'Priset ska vara ett fast pris, ett från-pris eller ett intervall, t.ex. { kind: fixed, amount: 1700 }',
      },
    ]);
  });

  it('refuses a price or time typed as a detail instead of data, at that detail\u2019s label', () => {
    const details = [{ label: 'Pris', value: '1 700 kr' }];
    expect(problems(schemas.treatment, { ...validTreatment, details })).toEqual([
      {
        path: ['details', 0, 'label'],
        message: 'Pris och tid skrivs som data (price, duration), inte som en detalj',
      },
    ]);
  });

  it('refuses a path that is not a site path', () => {
    expect(problems(schemas.treatment, { ...validTreatment, path: 'Test Behandling' })).toEqual([
      {
        path: ['path'],
        message:
          'ska vara en sökväg som "/Hudvard-Ansikte": inledande snedstreck, sedan bara bokstäver, siffror, -, + och _',
      },
    ]);
  });

  it('refuses a price range or a duration range that runs backwards', () => {
    expect(problems(schemas.treatment, { ...validTreatment, price: rangeKr(8800, 2500) })).toEqual([
      { path: ['price'], message: 'min måste vara lägre än max' },
    ]);
    expect(problems(schemas.treatment, { ...validTreatment, duration: rangeMinutes(60, 30) })).toEqual([
      { path: ['duration'], message: 'min måste vara lägre än max' },
    ]);
  });

  it('refuses a treatment longer than four hours, and a misspelt field', () => {
    expect(problems(schemas.treatment, { ...validTreatment, duration: minutes(300) })).toEqual([
      { path: ['duration', 'minutes'], message: 'får vara högst 240' },
    ]);
    expect(problems(schemas.treatment, { ...validTreatment, pris: 1700 })).toEqual([
      { path: [], message: 'okänt fält "pris": ta bort det eller rätta stavningen' },
    ]);
  });

  it('refuses an external booking link that is not https', () => {
    expect(
      problems(schemas.treatment, { ...validTreatment, bookingHref: 'http://boka.example/linnea' }).map(
        (problem) => problem.path,
      ),
    ).toEqual([['bookingHref']]);
    expect(
      problems(schemas.treatment, { ...validTreatment, bookingHref: 'https://boka.example/linnea' }),
    ).toEqual([]);
  });
});

describe('concern schema', () => {
  const validConcern = {
    path: '/Besvar-Test',
    title: 'Ett besvär i testet',
    order: 1,
    summary: 'Ett besvär som bara finns i det här testet av innehållsschemat.',
    about: 'Vad besväret är och varför det uppstår, i så många ord att schemat godtar det som en förklaring.',
    choosing:
      'Hur man väljer mellan behandlingarna, i så många ord att schemat godtar det som en vägledning.',
    treatments: ['/Test-Behandling', '/Test-Annan'],
  };

  it('accepts a concern and names its treatments by page path, in order', () => {
    const result = schemas.concern.safeParse(validConcern);
    expect(result.error).toBeUndefined();
    expect(result.data?.treatments).toEqual(['/Test-Behandling', '/Test-Annan']);
    expect(result.data?.faq).toEqual([]);
  });

  it('refuses a concern without treatments, and one listing a treatment twice', () => {
    expect(problems(schemas.concern, { ...validConcern, treatments: [] })).toEqual([
      {
        path: ['treatments'],
        message:
          'Ett besvär behöver minst en behandling: välj en, eller ta bort besväret om ingen av era behandlingar hjälper mot det',
      },
    ]);
    expect(
      problems(schemas.concern, {
        ...validConcern,
        treatments: ['/Test-Annan', '/Test-Annan'],
      }),
    ).toEqual([{ path: ['treatments'], message: 'En behandling står bara en gång i samma besvär' }]);
  });

  it('refuses a concern without an explanation or advice on choosing, and a misspelt field', () => {
    expect(problems(schemas.concern, { ...validConcern, about: undefined }).map(({ path }) => path)).toEqual([
      ['about'],
    ]);
    expect(problems(schemas.concern, { ...validConcern, choosing: 'Kort.' }).map(({ path }) => path)).toEqual(
      [['choosing']],
    );
    expect(problems(schemas.concern, { ...validConcern, treatments: ['testgrupp/behandling'] })).toEqual([
      expect.objectContaining({ path: ['treatments', 0] }),
    ]);
    expect(problems(schemas.concern, { ...validConcern, treatment: [] })).toEqual([
      expect.objectContaining({ path: [], message: expect.stringContaining('treatment') }),
    ]);
  });
});

describe('people', () => {
  it('a testimonial is signed with a first name and an initial only', () => {
    const testimonial = { id: 't1', text: 'Varmt bemötande och en lugn behandling.' };
    expect(problems(testimonialSchema, { ...testimonial, author: 'Anna K.' })).toEqual([]);
    expect(problems(testimonialSchema, { ...testimonial, author: 'Anna Karlsson' })).toEqual([
      { path: ['author'], message: 'förnamn och initial, t.ex. "Anna K."' },
    ]);
  });

  it('a staff member has a name, a title and an order', () => {
    expect(problems(schemas.staff, { id: 's1', name: 'Karin', title: 'Hudterapeut', order: 1 })).toEqual([]);
    expect(problems(schemas.staff, { id: 's1', name: 'Karin', order: 1 })).toEqual([
      { path: ['title'], message: 'saknas: fyll i fältet (det krävs)' },
    ]);
  });

  const portrait = {
    file: '../assets/photos/personal.jpg',
    alt: 'Karin i behandlingsrummet, leende',
    consent: { date: '2026-03-14', record: 'Signerad blankett i personalpärmen' },
  };
  const staff = { id: 's1', name: 'Karin', title: 'Hudterapeut', order: 1 };

  it('a portrait needs Swedish alt text and the person\u2019s consent, with its date', () => {
    expect(problems(schemas.staff, { ...staff, portrait })).toEqual([]);
    expect(problems(schemas.staff, { ...staff, portrait: { ...portrait, consent: undefined } })).toEqual([
      { path: ['portrait', 'consent'], message: 'saknas: fyll i fältet (det krävs)' },
    ]);
    expect(problems(schemas.staff, { ...staff, portrait: { ...portrait, alt: 'personal.jpg' } })).toEqual([
      { path: ['portrait', 'alt'], message: 'alt ska beskriva bilden, inte vara filnamnet' },
    ]);
    expect(problems(schemas.staff, { ...staff, portrait: { ...portrait, alt: 'Karin' } })).toEqual([
      {
        path: ['portrait', 'alt'],
        message: 'alt ska beskriva bilden på svenska för den som inte ser den (minst 10 tecken)',
      },
    ]);
  });

  it('a treatment photo keeps its focus point inside the picture', () => {
    const photo = { file: '../../assets/photos/rum.jpg', alt: 'Ett ljust behandlingsrum med brits' };
    expect(problems(schemas.treatment, { ...validTreatment, photo })).toEqual([]);
    expect(
      problems(schemas.treatment, { ...validTreatment, photo: { ...photo, focus: { x: 120, y: 50 } } }),
    ).toEqual([{ path: ['photo', 'focus', 'x'], message: 'får vara högst 100' }]);
  });
});

describe('the build uses these schemas (astro sync on a scratch copy)', () => {
  it(
    'fails on a malformed treatment in Swedish, naming its file, each field and what to do',
    { timeout: 60_000 },
    async () => {
      const root = resolve(import.meta.dirname, '../..');
      const dir = mkdtempSync(join(tmpdir(), 'innehall-'));
      try {
        for (const entry of ['src', 'astro.config.ts', 'tsconfig.json', 'package.json']) {
          cpSync(join(root, entry), join(dir, entry), { recursive: true });
        }
        symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
        const untitled: Partial<typeof validTreatment> = { ...validTreatment };
        delete untitled.title;
        const frontmatter = Object.entries({ ...untitled, price: { kind: 'fixed', amount: '850kr' } })
          .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
          .join('\n');
        writeFileSync(
          join(dir, 'src/content/treatments/Test-Behandling.md'),
          `---\n${frontmatter}\n---\nText.\n`,
        );
        const sync = promisify(execFile)(
          process.execPath,
          [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'],
          {
            cwd: dir,
          },
        );
        const failure = (await sync.then(
          () => ({ stdout: 'astro sync accepted the malformed entry', stderr: '' }),
          (error: unknown) => error,
        )) as { stdout: string; stderr: string };
        // Astro colours its output when it thinks a terminal (or CI) reads it.
        const output = stripVTControlCharacters(failure.stdout + failure.stderr);
        expect(output).toContain(
          'Innehållsfilen src/content/treatments/Test-Behandling.md behöver rättas innan webbplatsen kan byggas:\n' +
            '  - fältet title saknas: fyll i fältet (det krävs)\n' +
            '  - fältet price.amount ska vara ett tal, men är texten "850kr": skriv bara siffrorna',
        );
        expect(output).not.toMatch(/Expected type|Required|does not match collection schema/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('refuses a price typed twice: an own price beside variants, an option repeating it, a list price', () => {
    const variants = [
      { label: '60 min', price: kr(1700), duration: minutes(60) },
      { label: '90 min', price: kr(2500), duration: minutes(90) },
    ];
    expect(problems(schemas.treatment, { ...validTreatment, options: variants })).toEqual([
      {
        path: ['price'],
        message:
          'Priset skrivs en gång: ta bort price när varianterna (options med duration) har egna priser',
      },
      {
        path: ['duration'],
        message:
          'Tiden skrivs en gång: ta bort duration när varianterna (options med duration) har egna tider',
      },
      {
        path: ['options', 0, 'price'],
        message: 'Priset skrivs en gång: alternativet upprepar behandlingens eget pris',
      },
    ]);
    expect(problems(schemas.treatment, { ...validTreatment, listPrice: kr(1650) })).toEqual([
      { path: [], message: 'okänt fält "listPrice": ta bort det eller rätta stavningen' },
    ]);
  });
});
