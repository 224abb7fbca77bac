/**
 * One price, typed once, reaches every place that shows it: the treatment page's facts, its
 * row in the price list and the span on /Priser. Proven on a fixture built the way the pages are.
 */
import { describe, expect, it } from 'vitest';
import { treatmentFacts } from '../components/TreatmentFacts/TreatmentFacts';
import { buildCatalogue } from './catalogue';
import { formatPrice } from './price';
import { buildPriceLists } from './price-lists';
import { categoryEntry, groupEntry, ref, treatmentEntry } from './test-fixtures';

function site(ipsPrice: number) {
  const inLaser = (price: number) => ({
    category: ref('categories', 'laser'),
    group: ref('groups', 'ipl'),
    price,
    duration: 30,
  });
  const catalogue = buildCatalogue({
    categories: [categoryEntry('laser', 1)],
    groups: [groupEntry('ipl', 'laser')],
    treatments: [
      treatmentEntry('IPL-Liten', 1, inLaser(ipsPrice)),
      treatmentEntry('IPL-Stor', 2, inLaser(4000)),
    ] as never,
  });
  const [list] = buildPriceLists(
    [
      {
        id: 'laser',
        data: {
          path: '/laser-priser',
          title: 'Laser',
          order: 1,
          summary: 's',
          sections: [{ title: 'IPL', group: ref('groups', 'ipl') }],
        },
      },
    ] as never,
    catalogue,
  );
  const page = treatmentFacts(catalogue.treatments[0]!).find((fact) => fact.label === 'Pris')!.value;
  return { page, row: list!.sections[0]!.rows[0]!.ordPris, span: formatPrice(list!.sections[0]!.span!) };
}

describe('a price typed once', () => {
  it('shows the same figure on the page, in the price list and in the /Priser span', () => {
    const before = site(1500);
    expect(before).toEqual({
      page: formatPrice(1500),
      row: formatPrice(1500),
      span: formatPrice({ min: 1500, max: 4000 }),
    });
    const after = site(1200);
    expect(after).toEqual({
      page: formatPrice(1200),
      row: formatPrice(1200),
      span: formatPrice({ min: 1200, max: 4000 }),
    });
  });
});
