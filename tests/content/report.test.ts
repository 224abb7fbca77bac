import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { englishFileOf } from '../../src/config/english-files';
import { contentPath } from '../../src/config/folders';
import { describe, expect, it, vi } from 'vitest';
import {
  concernGaps,
  contentReport,
  figuresToConfirm,
  priceListGaps,
  untranslatedContent,
} from '../../src/lib/build/content-report';
import { readPriceLists, readTranslations } from '../../src/lib/build/treatment-files';
import { placesToAddSummary, readTreatments } from '../../scripts/content-report';
import { fromKr, kr } from '../support/test-fixtures';

/**
 * The content report on the content as it is, and on small fixtures. The exact list of figures
 * the old site gave two ways is the shipped sample's, in its acceptance (tests/spec/).
 */
describe('content report', () => {
  const lines = contentReport(readTreatments()).map((line) => line.replace(/\u00a0/g, ' '));

  it('names the treatments whose booking button still leads to the general booking page', () => {
    const booking = lines.filter((line) => line.startsWith('Bokningslänk'));
    const shown = readTreatments().filter((treatment) => !treatment.hidden);
    const general = shown.filter((treatment) => treatment.bookingHref === undefined);
    expect(booking).toHaveLength(general.length > 0 ? 1 : 0);
    if (general.length === 0) return;
    expect(booking[0]).toContain(`${general.length} av ${shown.length} behandlingar`);
    for (const { path } of general) expect(booking[0]).toContain(path);
  });

  it('counts a treatment inside a hidden category as hidden, as the build does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'innehall-'));
    try {
      cpSync(contentPath(''), dir, { recursive: true });
      const [first] = readTreatments().filter((t) => !t.hidden && t.category);
      expect(first, 'a shown treatment with a category').toBeDefined();
      appendFileSync(join(dir, 'categories', `${first!.category}.yaml`), '\nhidden: true\n');
      vi.stubEnv('CONTENT_DIR', dir);
      vi.resetModules();
      const { readTreatmentsAsBuilt } = await import('../../scripts/content-report');
      const inCategory = readTreatmentsAsBuilt().filter((t) => t.category === first!.category);
      expect(inCategory.length).toBeGreaterThan(0);
      expect(inCategory.filter((t) => !t.hidden)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks nothing about a hidden treatment’s booking link', () => {
    const treatment = { path: '/Synlig', title: 'Synlig', price: kr(500) };
    const report = contentReport([treatment, { ...treatment, path: '/Dold', title: 'Dold', hidden: true }]);
    expect(report.find((line) => line.startsWith('Bokningslänk'))).toMatch(
      /^Bokningslänk: 1 av 1 behandlingar .*: \/Synlig\.$/,
    );
  });

  it('reports a fixture as given, and leaves a treatment with its own booking link out', () => {
    expect(
      contentReport([
        {
          path: '/X',
          title: 'X',
          price: kr(200),
          formerPagePrice: fromKr(100),
          dataNotes: ['Anteckning till kliniken.'],
        },
        {
          path: '/Y',
          title: 'Y',
          price: kr(300),
          duration: { kind: 'fixed', minutes: 30 },
          bookingHref: 'https://bokning.se/klinik/tjanst-y',
        },
      ]),
    ).toEqual([
      'X (/X): prislistans 200\u00a0kr gäller överallt (den gamla sidan visade från 100\u00a0kr).',
      'X (/X): Anteckning till kliniken.',
      'Bokningslänk: 1 av 2 behandlingar leder till bokningstjänstens allmänna sida (clinic.bookingUrl) i stället för en egen tjänst (bookingHref i innehållsfilen): /X.',
      'Behandlingstid saknas, så sidan säger inte hur lång tid besöket tar: /X. Fyll i Behandlingstid i redigeraren (duration i innehållsfilen).',
    ]);
  });

  it('names every shown treatment without a treatment time, but not a course card or a hidden page', () => {
    const timed = { duration: { kind: 'fixed', minutes: 20 } } as const;
    const booked = { bookingHref: 'https://bokning.se/klinik/tjanst' };
    expect(
      contentReport([
        { path: '/A', title: 'A', ...booked },
        { path: '/B', title: 'B', ...booked, ...timed },
        { path: '/C', title: 'C', ...booked, priceKind: 'course' },
        { path: '/D', title: 'D', ...booked, hidden: true },
      ]),
    ).toEqual([
      'Behandlingstid saknas, så sidan säger inte hur lång tid besöket tar: /A. Fyll i Behandlingstid i redigeraren (duration i innehållsfilen).',
      expect.stringMatching(/^Dolda behandlingar, som webbplatsen inte visar: D \(\/D\)\. Ta bort dem/),
    ]);
    const missing = readTreatments().filter((t) => !t.hidden && !t.duration && t.priceKind !== 'course');
    const line = lines.filter((l) => l.startsWith('Behandlingstid saknas'));
    expect(line).toHaveLength(missing.length > 0 ? 1 : 0);
    for (const { path } of missing) expect(line[0]).toContain(path);
  });
});

// Figures a reader takes for typing errors, kept and listed for the clinic.
describe('content report: figures to confirm', () => {
  const priced = (path: string, title: string, amount: number, minutes: number, category = 'har') => ({
    path,
    title,
    category,
    price: { kind: 'fixed', amount } as const,
    duration: { kind: 'fixed', minutes } as const,
  });

  it('names a treatment that covers another and more but costs no more, or takes no longer', () => {
    const legs = priced('/Ben', 'Vaxning ben', 400, 30);
    expect(figuresToConfirm([legs, priced('/BenBikini', 'Vaxning ben och bikini', 550, 45)])).toEqual([]);
    expect(figuresToConfirm([legs, priced('/BenBikini', 'Vaxning ben och bikini', 400, 20)])).toEqual([
      'Att bekräfta: Vaxning ben och bikini (/BenBikini) kostar 400 kr, inte mer än Vaxning ben (/Ben) (400 kr), fast den omfattar mer. Stämmer priserna?',
      'Att bekräfta: Vaxning ben och bikini (/BenBikini) tar 20 min, inte längre än Vaxning ben (/Ben) (30 min), fast den omfattar mer. Stämmer tiderna?',
    ]);
    // Another category, or a hidden page, is no comparison.
    expect(
      figuresToConfirm([
        legs,
        { ...priced('/BenBikini', 'Vaxning ben och bikini', 300, 20), category: 'annat' },
      ]),
    ).toEqual([]);
    expect(
      figuresToConfirm([legs, { ...priced('/BenBikini', 'Vaxning ben och bikini', 300, 20), hidden: true }]),
    ).toEqual([]);
  });

  it('names a variant whose price differs from what most of its category ask for the same label', () => {
    const massage = (path: string, amount: number) => ({
      path,
      title: path.slice(1),
      category: 'kropp',
      options: [{ label: '60 min', price: { kind: 'fixed', amount } as const }],
    });
    expect(figuresToConfirm([massage('/A', 690), massage('/B', 690), massage('/C', 695)])).toEqual([
      'Att bekräfta: C (/C) kostar 695 kr för 60 min, medan de andra i samma kategori kostar 690 kr. Stämmer priserna?',
    ]);
    // No price most of them share: nothing to compare to.
    expect(figuresToConfirm([massage('/A', 690), massage('/B', 700)])).toEqual([]);
  });
});

describe('content report: treatments no concern leads to', () => {
  it('names the one treatment left out, with where to fix it', () => {
    expect(
      concernGaps(
        [
          { path: '/A', title: 'A' },
          { path: '/B', title: 'B' },
        ],
        [{ treatments: ['/A'] }],
      ),
    ).toEqual([expect.stringMatching(/^Inget besvär leder till B \(\/B\)\. .*src\/content\/concerns/)]);
  });

  it('asks nothing of a hidden treatment, which has no page to lead to', () => {
    expect(concernGaps([{ path: '/Dold', title: 'Dold', hidden: true }], [])).toEqual([]);
  });
});

describe('content report: treatments no price list shows', () => {
  it('names a treatment left off every price list, and no treatment a list reaches in any way', () => {
    const treatments = [
      { path: '/Ny', title: 'Ny behandling', category: 'ansikte' },
      { path: '/Listad', title: 'Listad', category: 'ansikte' },
      { path: '/IGrupp', title: 'I grupp', category: 'injektion', group: 'lappar' },
      { path: '/IKategori', title: 'I kategori', category: 'kropp' },
      { path: '/Dold', title: 'Dold', category: 'ansikte', hidden: true },
    ];
    const lists = [
      { sections: [{ treatments: ['/Listad'] }, { group: 'lappar' }] },
      { sections: [{ category: 'kropp' }] },
    ];
    expect(priceListGaps(treatments, lists)).toEqual([
      expect.stringMatching(
        /^Ny behandling \(\/Ny\) står inte i någon prislista.*src\/content\/price-lists\//,
      ),
    ]);
  });

  it('goes to the run summary the owner reads, published all the same', () => {
    const gap = priceListGaps([{ path: '/Ny', title: 'Ny behandling' }], [])[0]!;
    expect(placesToAddSummary([gap])).toBe(`### Publicerat, men att göra i innehållet\n\n- ${gap}\n`);
    expect(placesToAddSummary([])).toBe('');
  });

  it('the content as it is: every treatment listed, or named in the report', () => {
    const gaps = priceListGaps(readTreatments(), readPriceLists()).join('\n');
    const onAList = new Set(
      readPriceLists().flatMap((list) => list.sections.flatMap((section) => section.treatments ?? [])),
    );
    for (const t of readTreatments().filter((t) => !t.hidden && !t.group && onAList.has(t.path))) {
      expect(gaps).not.toContain(`(${t.path})`);
    }
  });
});

describe('what is not yet in English (decision 0022)', () => {
  it('names each entry with no English, and each English page that still shows Swedish words', () => {
    const lines = untranslatedContent([
      {
        kind: 'kategorier',
        entries: [
          { title: 'Kroppsvård', path: '/Kroppsvard', hasEnglish: true, untranslated: [], shorter: [] },
          { title: 'Sockring', path: '/Sockring', hasEnglish: false, untranslated: [], shorter: [] },
          {
            title: 'Ljusbehandlingar',
            path: '/Ljusbehandlingar',
            hasEnglish: true,
            untranslated: ['Inledning'],
            shorter: [],
          },
          {
            title: 'Läppar',
            path: '/Lappar',
            hasEnglish: true,
            untranslated: [],
            shorter: ['Vanliga frågor'],
          },
        ],
      },
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(
      /^Läppar \(\/Lappar\): på engelska har Vanliga frågor färre rader än på svenska\./,
    );
    expect(lines[0]).toMatch(/^Engelska saknas för 1 av 4 kategorier: Sockring \(\/Sockring\)\./);
    expect(lines[1]).toMatch(/^Ljusbehandlingar \(\/Ljusbehandlingar\): .* svensk text i fältet Inledning\./);
  });

  it('names an English text whose Swedish words changed since, with the file, the fields and the command that marks it current', () => {
    const lines = untranslatedContent([
      {
        kind: 'behandlingar',
        entries: [
          {
            title: 'Exempelbehandling',
            path: '/Exempelbehandling',
            englishFile: 'src/content/en/treatments/exempel/Exempelbehandling.md',
            hasEnglish: true,
            untranslated: [],
            shorter: [],
            outdated: ['Rubrik', 'Kort beskrivning'],
          },
        ],
      },
    ]);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Exempelbehandling \(\/Exempelbehandling\): den svenska texten i fälten Rubrik och Kort beskrivning har ändrats sedan den engelska skrevs.* npm run english:current -- src\/content\/en\/treatments\/exempel\/Exempelbehandling\.md: .*translatedFrom/,
      ),
    ]);
  });

  it('reads every Swedish entry once, and its English file where there is one', () => {
    const kinds = readTranslations();
    const treatments = kinds.find((kind) => kind.kind === 'behandlingar')!.entries;
    expect(treatments.map((t) => t.path).sort()).toEqual(
      readTreatments()
        .map((t) => t.path)
        .sort(),
    );
    for (const { entries } of kinds) {
      for (const entry of entries.filter((e) => !e.hasEnglish)) expect(entry.untranslated).toEqual([]);
    }
  });

  it('reads the clinic’s facts, the staff, the privacy policy and the accessibility statement too, each against its English file', () => {
    const own = readTranslations().find((kind) => kind.kind === 'av klinikens egna filer')!.entries;
    expect(own.map((entry) => entry.path)).toEqual([
      'src/content/clinic.yaml',
      'src/content/staff.yaml',
      'src/content/pages/integritetspolicy.md',
      'src/content/pages/tillganglighet.md',
    ]);
    for (const entry of own) expect(entry.hasEnglish, entry.path).toBe(existsSync(englishFileOf(entry.path)));
  });

  it('counts the English of a page that is Markdown alone as outdated once its Swedish text changes, and current again after npm run english:current', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'innehall-'));
    try {
      cpSync(contentPath('pages'), join(dir, 'pages'), { recursive: true });
      cpSync(englishFileOf(contentPath('pages')), join(dir, 'en', 'pages'), { recursive: true });
      vi.stubEnv('CONTENT_DIR', dir);
      vi.resetModules();
      const { markdownPagesNotCurrent } = await import('../../src/lib/build/treatment-files');
      const before = markdownPagesNotCurrent();
      appendFileSync(join(dir, 'pages', 'integritetspolicy.md'), '\nEn mening som inte finns på engelska.\n');
      expect(markdownPagesNotCurrent()).toEqual([...new Set([...before, 'privacy'])]);
      const english = join(dir, 'en', 'pages', 'integritetspolicy.md');
      const { markCurrent } = await import('../../scripts/english-current');
      markCurrent(english);
      expect(markdownPagesNotCurrent()).not.toContain('privacy');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
