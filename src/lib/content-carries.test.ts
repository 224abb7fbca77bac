import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { buildMenu, type MenuBranch } from './menu';
import { categoryEntry, groupEntry, ref, treatmentEntry } from './test-fixtures';

describe('the art motif comes from the content, not from a component', () => {
  it('a new category names its motif, and its groups and treatments share it', () => {
    const catalogue = buildCatalogue({
      categories: [categoryEntry('ny-kategori', 1, { motif: 'stone' })],
      groups: [groupEntry('ny-grupp', 'ny-kategori')],
      treatments: [
        treatmentEntry('ny-behandling', 1, {
          category: ref('categories', 'ny-kategori'),
          group: ref('groups', 'ny-grupp'),
        }),
      ],
    });
    expect(catalogue.categories[0]?.motif).toBe('stone');
    expect(catalogue.groups[0]?.motif).toBe('stone');
    expect(catalogue.treatments[0]?.motif).toBe('stone');
  });
});

describe('the dropdowns\u2019 overview links come from the menu data, not from a component', () => {
  it('each branch carries the words of the link to its own page', () => {
    const catalogue = buildCatalogue({
      categories: [categoryEntry('Ny kategori', 1)],
      groups: [groupEntry('Ny grupp', 'Ny kategori')],
      treatments: [
        treatmentEntry('Ny behandling', 1, {
          category: ref('categories', 'Ny kategori'),
          group: ref('groups', 'Ny grupp'),
        }),
      ],
    });
    const branches = (nodes: ReturnType<typeof buildMenu>): MenuBranch[] =>
      nodes.flatMap((node) => (node.kind === 'branch' ? [node, ...branches(node.children)] : []));
    const labels = branches(buildMenu(catalogue, [{ path: '/Massagepriser', label: 'Massage' }])).map(
      (branch) => [branch.href, branch.overviewLabel],
    );
    expect(labels).toEqual([
      ['/Behandlingsutbud', 'Hela behandlingsutbudet'],
      ['/Ny kategori', 'Ny kategori'],
      ['/Ny grupp', 'Ny grupp'],
      ['/Priser', 'Alla priser'],
    ]);
  });
});
