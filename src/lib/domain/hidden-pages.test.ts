/**
 * Hide without deleting: a treatment, an overview or a concern marked `hidden` is left out of the
 * catalogue, and with it out of every list built from it (menus, price lists, the concern guide).
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { buildConcerns } from './concerns';
import { hiddenFixedPageLine, hiddenPageChanges, hiddenPageLine } from './hidden-pages';
import { buildMenu, menuPaths } from './menu';
import { buildPriceLists } from './price-lists';
import {
  kr,
  mockCategory,
  mockGroup,
  mockPriceList,
  mockTreatment,
  schemas,
} from '../../../tests/support/test-fixtures';

const priceList = mockPriceList('priser', 1, {
  sections: [
    { kind: 'group', title: 'Rynk', group: 'rynk' },
    { kind: 'group', title: 'Fillers', group: 'fill' },
    { kind: 'treatments', title: 'Utvalda', treatments: ['/Glabella', '/Panna'] },
  ],
});

const input = {
  categories: [mockCategory('inj', 1)],
  groups: [mockGroup('rynk', 'inj', 1), mockGroup('fill', 'inj', 2, { hidden: true })],
  treatments: [
    mockTreatment('Panna', 1, { group: 'rynk', price: kr(1700) }),
    mockTreatment('Glabella', 2, { group: 'rynk', price: kr(1900), hidden: true }),
    mockTreatment('Haka', 3, { group: 'fill', price: kr(3500) }),
  ],
  priceLists: [priceList],
};
const catalogue = buildCatalogue(input);

const concern = (id: string, treatments: string[], hidden = false) => ({
  id,
  data: schemas.concern.parse({
    path: `/Besvar-${id}`,
    title: id,
    hidden,
    summary: `Sammanfattning av ${id} i enhetstestet.`,
    about: 'Vad besväret är och varför det uppstår, i så många ord att schemat godtar det som en förklaring.',
    choosing:
      'Hur man väljer mellan behandlingarna, i så många ord att schemat godtar det som en vägledning.',
    treatments,
  }),
});

describe('a hidden page', () => {
  it('is out of the catalogue, and a hidden overview takes its treatments with it', () => {
    expect(catalogue.treatments.map((t) => t.id)).toEqual(['Panna']);
    expect(catalogue.groups.map((g) => g.id)).toEqual(['rynk']);
    expect([...catalogue.byPath.keys()].sort()).toEqual(['/Panna', '/inj', '/rynk']);
    expect(catalogue.hidden.map((page) => page.path).sort()).toEqual(['/Glabella', '/Haka', '/fill']);
  });

  it('is in no menu', () => {
    const paths = menuPaths(buildMenu(catalogue, [], 'treatments', []));
    for (const page of catalogue.hidden) expect(paths).not.toContain(page.path);
  });

  it('leaves the price lists: its rows, and a section left empty', () => {
    const [list] = buildPriceLists([priceList], catalogue);
    expect(list!.sections.map((s) => s.title)).toEqual(['Rynk', 'Utvalda']);
    const linked = list!.sections.flatMap((s) => s.rows.map((row) => row.href));
    expect(linked).toEqual(['/Panna', '/Panna']);
  });

  it('leaves the concern guide; a concern hidden, or with every treatment hidden, goes too', () => {
    const entries = [
      concern('Linjer', ['/Glabella', '/Panna']),
      concern('Fyllnad', ['/Haka']),
      concern('Dold', ['/Panna'], true),
    ];
    const concerns = buildConcerns(entries, catalogue);
    expect(concerns.map((c) => [c.id, c.treatments.map((t) => t.id)])).toEqual([['Linjer', ['Panna']]]);
    const hidden = hiddenPageChanges({ ...input, concerns: entries }).map((change) => change.path);
    expect(hidden.filter((path) => path.startsWith('/Besvar'))).toEqual(['/Besvar-Fyllnad', '/Besvar-Dold']);
  });
});

describe('the build says what hiding changed', () => {
  const changes = hiddenPageChanges({
    ...input,
    concerns: [concern('Linjer', ['/Glabella', '/Panna']), concern('Dold', ['/Panna'], true)],
  });
  const change = (path: string) => changes.find((c) => c.path === path);

  it('names, for a hidden treatment, every page that listed it: overview, category, price lists, concerns, site map', () => {
    expect(change('/Glabella')?.pagesWithoutLink).toEqual([
      '/rynk',
      '/inj',
      '/priser-priser',
      '/Besvar-Linjer',
      '/Meny',
    ]);
    expect(change('/Glabella')?.inEveryPageMenu).toBe(false);
  });

  it("names, for a hidden overview, its category and the header menu on every page, and not its own treatments' pages", () => {
    expect(change('/fill')?.pagesWithoutLink).toEqual(['/inj', '/priser-priser', '/Meny']);
    expect(change('/fill')?.inEveryPageMenu).toBe(true);
    // Its treatment's own overview is hidden with it, so is not a page that changed.
    expect(change('/Haka')?.pagesWithoutLink).toEqual(['/inj', '/priser-priser', '/Meny']);
  });

  it('names, for a hidden concern, the guide and the site map', () => {
    expect(change('/Besvar-Dold')?.pagesWithoutLink).toEqual(['/Besvar', '/Meny']);
  });

  it('says it in one Swedish line', () => {
    expect(hiddenPageLine(change('/fill')!)).toBe(
      'Dold sida byggs inte: /fill (fill). Länken dit är borttagen från /inj, /priser-priser, /Meny och menyn på varje sida.',
    );
  });

  it('a switched-off fixed page is named with the menus it left', () => {
    expect(hiddenFixedPageLine({ path: '/kurser', title: 'Kurser' })).toBe(
      'Dold sida byggs inte: /kurser (Kurser). Länken dit är borttagen från menyn på varje sida.',
    );
  });
});

describe('a hidden category', () => {
  const hide = {
    categories: [mockCategory('inj', 1), mockCategory('hud', 2, { hidden: true }), mockCategory('tom', 3)],
    groups: [mockGroup('rynk', 'inj', 1), mockGroup('peel', 'hud', 1), mockGroup('alla-dolda', 'tom', 1)],
    treatments: [
      mockTreatment('Panna', 1, { group: 'rynk', price: kr(1700) }),
      mockTreatment('Peeling', 1, { category: 'hud', group: 'peel', price: kr(900) }),
      mockTreatment('Ansikte', 2, { category: 'hud', price: kr(800) }),
      // Every treatment of "tom" is hidden: its page would offer nothing, so it goes too.
      mockTreatment('Dold', 1, { category: 'tom', group: 'alla-dolda', hidden: true }),
    ],
    priceLists: [
      mockPriceList('inj', 1, { sections: [{ kind: 'category', title: 'Injektioner', category: 'inj' }] }),
      mockPriceList('hud', 2, { sections: [{ kind: 'category', title: 'Hud', category: 'hud' }] }),
      mockPriceList('blandad', 3, {
        sections: [
          { kind: 'group', title: 'Peelingar', group: 'peel' },
          { kind: 'treatments', title: 'Utvalda', treatments: ['/Ansikte', '/Panna'] },
        ],
      }),
      mockPriceList('dold', 4, {
        hidden: true,
        sections: [{ kind: 'category', title: 'Injektioner', category: 'inj' }],
      }),
    ],
    concerns: [concern('Hy', ['/Ansikte'])],
  };
  const built = buildCatalogue(hide);
  const priceLists = buildPriceLists(hide.priceLists, built);

  it('takes its overviews and treatments with it, and so does a category with nothing left to show', () => {
    expect(built.categories.map((c) => c.id)).toEqual(['inj']);
    expect(built.groups.map((g) => g.id)).toEqual(['rynk']);
    expect(built.treatments.map((t) => t.id)).toEqual(['Panna']);
    expect(built.hidden.map((page) => `${page.kind} ${page.id}`).sort()).toEqual([
      'category hud',
      'category tom',
      'group alla-dolda',
      'group peel',
      'treatment Ansikte',
      'treatment Dold',
      'treatment Peeling',
    ]);
  });

  it('leaves no menu entry, and no price list that would list only its treatments', () => {
    const paths = menuPaths(buildMenu(built, priceLists, 'treatments', []));
    for (const page of built.hidden) expect(paths).not.toContain(page.path);
    expect(priceLists.map((list) => [list.id, list.sections.map((s) => s.title)])).toEqual([
      ['inj', ['Injektioner']],
      ['blandad', ['Utvalda']],
    ]);
    expect(buildConcerns(hide.concerns, built)).toEqual([]);
  });

  it('is named by the build with the pages and menus it left, and so is each price list left out', () => {
    const lines = hiddenPageChanges(hide).map(hiddenPageLine);
    expect(lines).toContain(
      'Dold sida byggs inte: /hud (hud). Länken dit är borttagen från /, /Behandlingsutbud, /blandad-priser, /Meny och menyn på varje sida.',
    );
    expect(lines).toContain(
      'Dold sida byggs inte: /hud-priser (hud). Länken dit är borttagen från /Priser, /Meny och menyn på varje sida.',
    );
    expect(lines).toContain(
      'Dold sida byggs inte: /dold-priser (dold). Länken dit är borttagen från /Priser, /Meny och menyn på varje sida.',
    );
    expect(lines.some((line) => line.includes('/inj-priser'))).toBe(false);
  });
});
