import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { buildMenu, type MenuBranch } from './menu';
import { mockCategory, mockGroup, mockTreatment } from '../../../tests/support/test-fixtures';

describe('the art motif comes from the content, not from a component', () => {
  it('a new category names its motif, and its groups and treatments step on from it', () => {
    const catalogue = buildCatalogue({
      categories: [mockCategory('ny-kategori', 1, { motif: 'stone' })],
      groups: [mockGroup('ny-grupp', 'ny-kategori')],
      treatments: [mockTreatment('ny-behandling', 1, { category: 'ny-kategori', group: 'ny-grupp' })],
    });
    expect(catalogue.categories[0]?.motif).toBe('stone');
    expect(catalogue.groups[0]?.motif).toBe('stone');
    // The group's carousel starts one step on, so its first card differs from the group's own.
    expect(catalogue.treatments[0]?.motif).toBe('petal');
  });

  it('neighbouring cards differ: a category of nine treatments shows nine motifs in a row', () => {
    const catalogue = buildCatalogue({
      categories: [mockCategory('ny-kategori', 1, { motif: 'drop' })],
      groups: [],
      treatments: Array.from({ length: 9 }, (_, i) => mockTreatment(`b${i}`, i, { category: 'ny-kategori' })),
    });
    const motifs = catalogue.categories[0]!.entries.map((entry) => entry.motif);
    expect(motifs[0]).toBe('drop');
    motifs.slice(1).forEach((motif, i) => expect(motif).not.toBe(motifs[i]));
  });
});

describe('the dropdowns\u2019 overview links come from the menu data, not from a component', () => {
  it('each branch carries the words of the link to its own page', () => {
    const catalogue = buildCatalogue({
      categories: [mockCategory('NyKategori', 1)],
      groups: [mockGroup('NyGrupp', 'NyKategori')],
      treatments: [mockTreatment('NyBehandling', 1, { category: 'NyKategori', group: 'NyGrupp' })],
    });
    const branches = (nodes: ReturnType<typeof buildMenu>): MenuBranch[] =>
      nodes.flatMap((node) => (node.kind === 'branch' ? [node, ...branches(node.children)] : []));
    const labels = branches(buildMenu(catalogue, [{ path: '/Massagepriser', label: 'Massage' }])).map(
      (branch) => [branch.href, branch.overviewLabel],
    );
    expect(labels).toEqual([
      ['/Behandlingsutbud', 'Hela behandlingsutbudet'],
      ['/NyKategori', 'NyKategori'],
      ['/NyGrupp', 'NyGrupp'],
      ['/Priser', 'Alla priser'],
    ]);
  });
});
