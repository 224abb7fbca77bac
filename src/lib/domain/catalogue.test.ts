import { describe, expect, it } from 'vitest';
import { buildCatalogue, trailFor } from './catalogue';
import { buildMenu, menuPaths } from './menu';
import { treatmentRows } from './price-lists';
import {
  kr,
  minutes,
  mockCategory as category,
  mockGroup,
  mockTreatment as treatment,
} from '../../../tests/support/test-fixtures';

const catalogue = buildCatalogue({
  categories: [category('kropp', 2), category('inj', 1)],
  groups: [mockGroup('rynk', 'inj', 1, { path: '/Rynk', title: 'Rynk' })],
  treatments: [
    treatment('Bb', 2, { group: 'rynk' }),
    treatment('Aa', 1, { group: 'rynk' }),
    treatment('Solo', 3, { price: kr(2000) }),
    treatment('Rygg', 1, { category: 'kropp' }),
  ],
});

describe('buildCatalogue', () => {
  it('orders categories, and fills each with its groups and loose treatments in order', () => {
    expect(catalogue.categories.map((c) => c.id)).toEqual(['inj', 'kropp']);
    const inj = catalogue.categories[0]!;
    expect(inj.entries.map((e) => e.id)).toEqual(['rynk', 'Solo']);
    expect(inj.treatments.map((t) => t.id)).toEqual(['Aa', 'Bb', 'Solo']);
    expect(catalogue.byPath.get('/Aa')).toMatchObject({ kind: 'treatment', id: 'Aa' });
  });

  it('refuses two pages with the same path in any letter case', () => {
    expect(() =>
      buildCatalogue({ categories: [category('xx', 1)], groups: [], treatments: [] }),
    ).not.toThrow();
    expect(() =>
      buildCatalogue({
        categories: [category('inj', 1)],
        groups: [],
        treatments: [treatment('Dup', 1), treatment('other', 2, { path: '/dup' })],
      }),
    ).toThrow('Innehållsfilen other behöver rättas');
    expect(() =>
      buildCatalogue({
        categories: [category('inj', 1)],
        groups: [],
        treatments: [
          { ...treatment('Dup', 1), filePath: 'src/content/treatments/Dup.md' },
          treatment('other', 2, { path: '/dup' }),
        ],
      }),
    ).toThrow('fältet path: sökvägen /dup används redan av src/content/treatments/Dup.md');
  });

  it('refuses a page at a fixed page\u2019s path, naming its file and the page it would hide', () => {
    const atPrices = {
      ...treatment('Lymfmassage', 1, { path: '/Priser' }),
      filePath: 'src/content/treatments/x.md',
    };
    expect(() =>
      buildCatalogue({ categories: [category('inj', 1)], groups: [], treatments: [atPrices] }),
    ).toThrow(
      /^Innehållsfilen src\/content\/treatments\/x\.md behöver rättas.*\n.*fältet path: sökvägen \/Priser används redan av den fasta sidan Priser \(src\/config\/routes\.ts\)/,
    );
    const lowerCase = treatment('Om', 1, { path: '/omoss' });
    expect(() =>
      buildCatalogue({ categories: [category('inj', 1)], groups: [], treatments: [lowerCase] }),
    ).toThrow('används redan av den fasta sidan Om oss');
  });

  it('refuses a treatment whose category or group does not exist', () => {
    const build = (refs: { category?: string; group?: string }) => () =>
      buildCatalogue({
        categories: [category('inj', 1)],
        groups: [],
        treatments: [treatment('Xx', 1, refs)],
      });
    expect(build({ category: 'saknas' })).toThrow(
      /^Innehållsfilen Xx behöver rättas.*\n.*fältet category: kategorin saknas finns inte/,
    );
    expect(build({ group: 'saknas' })).toThrow(
      /^Innehållsfilen Xx behöver rättas.*\n.*fältet group: översiktssidan saknas finns inte/,
    );
  });

  it('gives a treatment its breadcrumb trail through category and group', () => {
    const a = catalogue.byPath.get('/Aa')!;
    expect(trailFor(a, catalogue, { label: 'Behandlingsutbud', href: '/Behandlingsutbud' })).toEqual([
      { label: 'Behandlingsutbud', href: '/Behandlingsutbud' },
      { label: 'inj', href: '/inj' },
      { label: 'Rynk', href: '/Rynk' },
      { label: 'Aa', href: '/Aa' },
    ]);
  });
});

describe('buildMenu', () => {
  it('puts the catalogue under Behandlingsutbud and the price lists under Priser', () => {
    const menu = buildMenu(catalogue, [{ path: '/kropp-priser', label: 'Kropp' }]);
    const treatments = menu.find((n) => n.kind === 'branch' && n.href === '/Behandlingsutbud');
    expect(treatments?.kind === 'branch' && treatments.children.map((c) => c.label)).toEqual([
      'inj',
      'kropp',
    ]);
    const paths = menuPaths(menu);
    expect(paths).toContain('/Rynk');
    expect(paths).toContain('/Aa');
    expect(paths).toContain('/kropp-priser');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leads to the guide by concern first under Behandlingsutbud: a link in the header, every concern in the site map', () => {
    const concerns = [
      { path: '/Besvar-Fläckar', label: 'Pigmentfläckar' },
      { path: '/Besvar-Rodnader', label: 'Rodnad' },
    ];
    const underTreatments = (depth: 'treatments' | 'groups') => {
      const node = buildMenu(catalogue, [], depth, concerns).find((n) => n.href === '/Behandlingsutbud');
      return node?.kind === 'branch' ? node.children[0] : undefined;
    };
    expect(underTreatments('groups')).toEqual({
      kind: 'link',
      label: 'Vad vill du behandla?',
      href: '/Besvar',
    });
    expect(underTreatments('treatments')).toMatchObject({
      kind: 'branch',
      href: '/Besvar',
      children: concerns.map(({ path, label }) => ({ kind: 'link', label, href: path })),
    });
    expect(menuPaths(buildMenu(catalogue, [], 'treatments', concerns))).toContain('/Besvar-Rodnader');
  });

  it('stops at categories and groups for the header, the same however many treatments there are', () => {
    const header = (treatments: ReturnType<typeof treatment>[]) =>
      buildMenu(
        buildCatalogue({
          categories: [category('kropp', 2), category('inj', 1)],
          groups: [mockGroup('rynk', 'inj', 1, { path: '/Rynk', title: 'Rynk' })],
          treatments,
        }),
        [{ path: '/kropp-priser', label: 'Kropp' }],
        'groups',
      );
    const few = [
      treatment('Aa', 1, { group: 'rynk' }),
      treatment('Solo', 3, { price: kr(2000) }),
      treatment('Rygg', 1, { category: 'kropp' }),
    ];
    const many = Array.from({ length: 40 }, (_, i) =>
      treatment(`T${i}`, i, i % 2 ? { group: 'rynk' } : { category: 'kropp' }),
    );
    expect(header(many)).toEqual(header(few));
    // A category with groups is a level listing them; one without is a link to its page.
    const treatments = header(few).find((n) => n.kind === 'branch' && n.href === '/Behandlingsutbud');
    expect(treatments?.kind === 'branch' && treatments.children).toEqual([
      expect.objectContaining({
        kind: 'branch',
        href: '/inj',
        children: [{ kind: 'link', label: 'Rynk', href: '/Rynk' }],
      }),
      { kind: 'link', label: 'kropp', href: '/kropp' },
    ]);
  });
});

describe('treatmentRows', () => {
  it('lists variants instead of the own price, then courses, add-ons and own-named rows', () => {
    const [massage] = buildCatalogue({
      categories: [category('inj', 1)],
      groups: [],
      treatments: [
        treatment('Helkropp', 1, {
          options: [
            {
              label: '60 min',
              price: kr(690),
              duration: minutes(60),
              formerPagePrice: kr(695),
              kind: 'single',
            },
            { label: '90 min', price: kr(990), duration: minutes(90), kind: 'single' },
            { label: 'Kur om 5', price: kr(3000), kind: 'course', priceListOnly: true },
            { label: 'Stenpeel', price: kr(1895), kind: 'single', ownName: true },
          ],
        }),
      ],
    }).treatments;
    expect(treatmentRows(massage!).map((r) => [r.name, r.ordPris, r.arskort])).toEqual([
      ['Helkropp, 60\u00a0min', '690\u00a0kr', '\u2013'],
      ['Helkropp, 90\u00a0min', '990\u00a0kr', '\u2013'],
      ['Helkropp: Kur om 5', '3\u00a0000\u00a0kr', '\u2013'],
      ['Stenpeel', '1\u00a0895\u00a0kr', '\u2013'],
    ]);
  });
});
