// @vitest-environment node
/**
 * The build's warning for prose that names what the clinic does not offer: a built page's text
 * that names the title of a page the build leaves out, on a small clinic of a few files.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { contentOf } from './content';
import { warningLine } from './index';
import {
  hiddenCataloguePaths,
  namesUnoffered,
  offeredTexts,
  proseNamingUnbuilt,
  unofferedNames,
} from './unoffered';

const yamlFile = (file: string, data: unknown) => ({ file: `src/content/${file}`, text: stringify(data) });
const markdownFile = (file: string, data: Record<string, unknown>, body = '') => ({
  file: `src/content/${file}`,
  text: `---\n${stringify(data)}---\n${body}\n`,
});

const treatment = (name: string, fields: Record<string, unknown> = {}) =>
  markdownFile(`treatments/hud/${name}.md`, {
    path: `/${name}`,
    title: name,
    category: 'hud',
    summary: `${name} är en behandling för huden.`,
    ...fields,
  });

const CATEGORY = yamlFile('categories/hud.yaml', {
  path: '/Hud',
  title: 'Hud',
  summary: 'Behandlingar för huden.',
  intro: 'Här finns Ljuspeel och Syrabad. Vi börjar alltid med ett samtal om din hud.',
});
const FILES = [CATEGORY, treatment('Ljuspeel'), treatment('Syrabad', { hidden: true })];

describe('prose that names a page the build leaves out', () => {
  it('warns of each built text that names its title, with the file and the field', () => {
    const problems = proseNamingUnbuilt(contentOf(FILES), new Set(['/Syrabad']));
    expect(problems).toEqual([
      {
        file: 'src/content/categories/hud.yaml',
        field: 'intro',
        message: expect.stringMatching(
          /^"Här finns Ljuspeel och Syrabad\." nämner Syrabad \(\/Syrabad\), en sida som är dold/,
        ),
      },
    ]);
    expect(warningLine(problems[0]!)).toMatch(
      /^Varning: src\/content\/categories\/hud\.yaml, fältet intro: "Här/,
    );
  });

  it('says nothing when every page is built, or of the left-out page’s own text', () => {
    expect(proseNamingUnbuilt(contentOf(FILES), new Set())).toEqual([]);
    // Syrabad's own summary names it, but its page is not built.
    const own = proseNamingUnbuilt(contentOf(FILES), new Set(['/Syrabad']));
    expect(own.map((problem) => problem.file)).not.toContain('src/content/treatments/hud/Syrabad.md');
  });

  it('finds the title as a word in any case, not inside a longer word', () => {
    const files = [
      CATEGORY,
      treatment('Ljuspeel', { summary: 'Ljuspeel kan följas av ett syrabad hemma.' }),
      treatment('Syra', { hidden: true }),
    ];
    expect(proseNamingUnbuilt(contentOf(files), new Set(['/Syra']))).toEqual([]);
    const lower = proseNamingUnbuilt(
      contentOf(files.slice(0, 2).concat(treatment('Syrabad'))),
      new Set(['/Syrabad']),
    );
    expect(lower.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'src/content/categories/hud.yaml intro',
      'src/content/treatments/hud/Ljuspeel.md summary',
    ]);
  });

  it('lets a text name a concern whose page is not built: it names what troubles a visitor, not an offer', () => {
    const concern = yamlFile('concerns/fjallande-hud.yaml', {
      path: '/Besvar-Fjallande-hud',
      title: 'Fjällande hud',
      summary: 'Huden stramar och flagnar.',
      treatments: ['/Ljuspeel'],
    });
    const files = [
      CATEGORY,
      treatment('Ljuspeel', { summary: 'Ljuspeel passar vid fjällande hud.' }),
      concern,
    ];
    expect(proseNamingUnbuilt(contentOf(files), new Set(['/Besvar-Fjallande-hud']))).toEqual([]);
  });

  it('lets a title be that a built page shares', () => {
    const files = [
      CATEGORY,
      treatment('Ljuspeel'),
      markdownFile('treatments/hud/Syrabad-kur.md', {
        path: '/Syrabad-kur',
        title: 'Syrabad',
        category: 'hud',
      }),
      treatment('Syrabad', { hidden: true }),
    ];
    expect(proseNamingUnbuilt(contentOf(files), new Set(['/Syrabad']))).toEqual([]);
  });

  it('names a term of the clinic’s that only left-out pages carry in their titles', () => {
    // 'peel' is in no left-out title: not a name of what was left out.
    const terms = { sv: ['Glöd 300', 'peel'], en: [] };
    const files = [
      CATEGORY,
      treatment('Ljuspeel', {
        summary: 'Ljuspeel kan följas av en behandling med Glöd 300 några veckor senare.',
      }),
      treatment('GlodAnsikte', { title: 'Glöd 300 ansikte', hidden: true }),
      treatment('GlodHals', { title: 'Glöd 300 hals', hidden: true }),
    ];
    const problems = proseNamingUnbuilt(contentOf(files), new Set(['/GlodAnsikte', '/GlodHals']), terms);
    expect(problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'src/content/treatments/hud/Ljuspeel.md summary',
    ]);
    expect(problems[0]!.message).toMatch(/nämner Glöd 300 \(\/GlodAnsikte\)/);
    // With one page titled with it still built, the term names something offered.
    const oneBuilt = proseNamingUnbuilt(contentOf(files), new Set(['/GlodAnsikte']), terms);
    expect(oneBuilt).toEqual([]);
  });

  it('says nothing of the texts of a page that is not built either, a hidden concern’s', () => {
    const concern = yamlFile('concerns/stram-hud.yaml', {
      path: '/Besvar-Stram-hud',
      title: 'Stram hud',
      hidden: true,
      summary: 'Syrabad kan hjälpa hud som stramar.',
      treatments: ['/Syrabad'],
    });
    const problems = proseNamingUnbuilt(
      contentOf([...FILES, concern]),
      new Set(['/Syrabad', '/Besvar-Stram-hud']),
    );
    expect(problems.map(({ file }) => file)).toEqual(['src/content/categories/hud.yaml']);
  });

  it('reads the English texts for the English title', () => {
    const english = [
      yamlFile('en/categories/hud.yaml', {
        path: '/skin',
        title: 'Skin',
        intro: 'Light peel and acid bath are both here. We always start with a talk about your skin.',
      }),
      markdownFile('en/treatments/hud/Syrabad.md', { path: '/acid-bath', title: 'Acid bath' }),
    ];
    const problems = proseNamingUnbuilt(contentOf([...FILES, ...english]), new Set(['/Syrabad']));
    expect(problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'src/content/categories/hud.yaml intro',
      'src/content/en/categories/hud.yaml intro',
    ]);
    expect(problems[1]!.message).toMatch(/nämner på engelska Acid bath \(\/acid-bath\)/);
  });

  it('tells whether the page leaves the sentence out or shows it as written', () => {
    const files = [...FILES, treatment('Ljuspeel', { summary: 'Ljuspeel följs ibland av Syrabad.' })];
    const problems = proseNamingUnbuilt(contentOf(files), new Set(['/Syrabad']));
    const said = Object.fromEntries(problems.map(({ field, message }) => [field, message]));
    expect(said['intro']).toMatch(/: sidan visar texten utan det stycket\. Skriv om stycket/);
    expect(said['summary']).toMatch(/: skriv om meningen, så att texten inte erbjuder/);
  });
});

describe('the running texts as the page shows them', () => {
  const names = unofferedNames(contentOf(FILES), new Set(['/Syrabad']));

  it('finds the left-out page’s title in each language, and only there', () => {
    expect(names.sv.map(({ title, path }) => `${title} ${path}`)).toEqual(['Syrabad /Syrabad']);
    // No English file: an English page would show the Swedish title.
    expect(names.en).toEqual(names.sv);
    expect(unofferedNames(contentOf(FILES), new Set())).toEqual({ sv: [], en: [] });
  });

  it('leaves out each paragraph that names it, and a question whose answer did', () => {
    const entry = {
      id: 'hud',
      data: {
        intro:
          'Här finns Ljuspeel.\nDet tar en timme.\n\nVi har också Syrabad! Den passar torr hud.\n\nVälkommen.',
        faq: [
          { question: 'Gör det ont?', answer: 'Nej.\n\nSyrabad svider ibland.' },
          { question: 'Vad är Syrabad?', answer: 'Syrabad är en syra.' },
        ],
      },
    };
    expect(offeredTexts(entry, names.sv).data).toEqual({
      intro: 'Här finns Ljuspeel.\nDet tar en timme.\n\nVälkommen.',
      faq: [{ question: 'Gör det ont?', answer: 'Nej.' }],
    });
    const untouched = { id: 'x', data: { intro: 'En rad.\n\nEn till.' } };
    expect(offeredTexts(untouched, names.sv)).toEqual(untouched);
    expect(offeredTexts(entry, [])).toBe(entry);
  });

  it('finds a review that names it, in any case, as a word of its own', () => {
    expect(namesUnoffered('Mitt syrabad var skönt.', names.sv)).toBe(true);
    expect(namesUnoffered('Syrabaden här är bra.', names.sv)).toBe(false);
  });
});

describe('the pages the files leave out, for the content report', () => {
  it('are the hidden ones, and those inside a hidden category', () => {
    expect(hiddenCataloguePaths(contentOf(FILES))).toEqual(new Set(['/Syrabad']));
    const hiddenCategory = yamlFile('categories/hud.yaml', { path: '/Hud', title: 'Hud', hidden: true });
    const paths = hiddenCataloguePaths(contentOf([hiddenCategory, treatment('Ljuspeel')]));
    expect(paths).toEqual(new Set(['/Hud', '/Ljuspeel']));
  });
});
