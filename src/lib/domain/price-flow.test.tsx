/**
 * One price, typed once, reaches every place that shows it: the treatment page's facts, its
 * row in the price list and the span on /Priser (rendered by its screen). Proven on a fixture
 * built the way the pages are, against the figures written out as a visitor reads them.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { treatmentFacts } from '../../components/TreatmentFacts/TreatmentFacts';
import { PricesScreen } from '../../screens/PricesScreen';
import { buildCatalogue } from './catalogue';
import { buildPriceLists } from './price-lists';
import {
  kr,
  minutes,
  mockCategory,
  mockGroup,
  mockPriceList,
  mockTreatment,
} from '../../../tests/support/test-fixtures';

function site(smallAreaPrice: number) {
  const inLaser = (price: number) => ({
    category: 'laser',
    group: 'ipl',
    price: kr(price),
    duration: minutes(30),
  });
  const catalogue = buildCatalogue({
    categories: [mockCategory('laser', 1)],
    groups: [mockGroup('ipl', 'laser')],
    treatments: [
      mockTreatment('IPL-Liten', 1, inLaser(smallAreaPrice)),
      mockTreatment('IPL-Stor', 2, inLaser(4000)),
    ],
  });
  const priceLists = buildPriceLists(
    [mockPriceList('laser', 1, { sections: [{ kind: 'group', title: 'IPL', group: 'ipl' }] })],
    catalogue,
  );
  const [small] = catalogue.treatments;
  const [firstRow] = priceLists[0]!.sections[0]!.rows;
  const pricesPage = renderToStaticMarkup(<PricesScreen priceLists={priceLists} />);
  return {
    page: treatmentFacts(small!).find((fact) => fact.label === 'Pris')?.value,
    row: [firstRow?.name, firstRow?.ordPris],
    span: /IPL: <strong>([^<]*)<\/strong>/.exec(pricesPage)?.[1],
  };
}

describe('a price typed once', () => {
  it('shows the same figure on the page, in the price list and in the /Priser span', () => {
    expect(site(1500)).toEqual({
      page: '1\u00a0500\u00a0kr',
      row: ['IPL-Liten', '1\u00a0500\u00a0kr'],
      span: '1\u00a0500\u20134\u00a0000\u00a0kr',
    });
  });

  it('changed in the one place, it changes in all three', () => {
    expect(site(1200)).toEqual({
      page: '1\u00a0200\u00a0kr',
      row: ['IPL-Liten', '1\u00a0200\u00a0kr'],
      span: '1\u00a0200\u20134\u00a0000\u00a0kr',
    });
  });
});
