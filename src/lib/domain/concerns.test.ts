import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { buildConcerns } from './concerns';
import {
  kr,
  minutes,
  mockCategory,
  mockConcern,
  mockGroup,
  mockTreatment,
} from '../../../tests/support/test-fixtures';

const catalogue = buildCatalogue({
  categories: [mockCategory('inj', 1, { careKind: 'injection' }), mockCategory('hud', 2)],
  groups: [],
  treatments: [
    mockTreatment('Panna', 1, { price: kr(1700), duration: minutes(15) }),
    mockTreatment('Underarm', 2, { category: 'hud', price: kr(300), duration: minutes(30) }),
  ],
});

const concern = mockConcern;

describe('the concern guide', () => {
  it('resolves each concern to the catalogue\u2019s own treatments, in order of the concerns', () => {
    const concerns = buildConcerns(
      [concern('Har', 2, ['/Underarm']), concern('Linjer', 1, ['/Panna'])],
      catalogue,
    );
    expect(concerns.map((c) => [c.path, c.treatments.map((t) => t.path)])).toEqual([
      ['/Besvar-Linjer', ['/Panna']],
      ['/Besvar-Har', ['/Underarm']],
    ]);
    // The treatment object is the catalogue's: its price data is read where it is typed.
    expect(concerns[0]!.treatments[0]).toBe(catalogue.treatments.find((t) => t.id === 'Panna'));
  });

  it('says the law\u2019s terms only where a concern leads to an injection treatment', () => {
    const [rynkor, har] = buildConcerns(
      [concern('Linjer', 1, ['/Panna']), concern('Har', 2, ['/Underarm'])],
      catalogue,
    );
    expect(rynkor!.law).toEqual({ injection: true, physician: [], titles: ['inj'] });
    expect(har!.law).toBeUndefined();
  });

  it('leaves out a line to a deleted treatment, and a concern left with none', () => {
    const [kvar, ...rest] = buildConcerns(
      [concern('Kvar', 1, ['/Finns-inte', '/Panna']), concern('Borta', 2, ['/Finns-inte'])],
      catalogue,
    );
    expect(kvar!.treatments.map((treatment) => treatment.path)).toEqual(['/Panna']);
    expect(rest).toEqual([]);
  });

  it('shows a prescription medicine’s overview once, in place of a card per area', () => {
    const withMedicine = buildCatalogue({
      categories: [mockCategory('inj', 1, { careKind: 'injection' }), mockCategory('hud', 2)],
      groups: [mockGroup('Muskler', 'inj')],
      treatments: [
        mockTreatment('Linje', 1, { group: 'Muskler', price: kr(1700), prescriptionMedicine: true }),
        mockTreatment('Underarm', 2, { category: 'hud', price: kr(300) }),
        mockTreatment('Veck', 3, { group: 'Muskler', price: kr(2000), prescriptionMedicine: true }),
      ],
    });
    const [concernWithMedicine] = buildConcerns(
      [concern('Linjer', 1, ['/Linje', '/Underarm', '/Veck'])],
      withMedicine,
    );
    expect(concernWithMedicine!.cards.map((card) => card.path)).toEqual(['/Muskler', '/Underarm']);
    // The law's terms still come from the treatments themselves.
    expect(concernWithMedicine!.treatments.map((treatment) => treatment.path)).toEqual([
      '/Linje',
      '/Underarm',
      '/Veck',
    ]);
  });

  it('fails the build on a path a catalogue page has', () => {
    const clash = concern('Krock', 1, ['/Panna']);
    expect(() => buildConcerns([{ ...clash, data: { ...clash.data, path: '/panna' } }], catalogue)).toThrow(
      'fältet path: sökvägen /panna används redan av Panna.',
    );
  });
});
