import { describe, expect, it } from 'vitest';
import { treatmentPrices, type TreatmentPriceData } from './treatment-prices';

const NBSP = '\u00a0';
const treatment = (data: Partial<TreatmentPriceData>): TreatmentPriceData => ({
  title: 'Behandling',
  options: [],
  ...data,
});

describe('what a treatment costs', () => {
  it('one own price: the card shows it with its note, the range has it', () => {
    const prices = treatmentPrices(treatment({ price: 1700, priceNote: 'per område', duration: 15 }));
    expect(prices.cardPrice).toBe(`1${NBSP}700${NBSP}kr per område`);
    expect(prices.onPage.map((o) => [o.pageLabel, o.price])).toEqual([['Pris', 1700]]);
    expect(prices.rangePrices).toEqual([1700]);
    expect(prices.cardDuration).toBe(`15${NBSP}min`);
  });

  it('variants stand instead of an own price; the card says "från" the lowest', () => {
    const prices = treatmentPrices(
      treatment({
        options: [
          { label: '60 min', price: 690, duration: 60 },
          { label: '90 min', price: 990, duration: 90 },
        ],
      }),
    );
    expect(prices.cardPrice).toBe(`från 690${NBSP}kr`);
    expect(prices.onPage.map((o) => [o.pageLabel, o.price])).toEqual([
      ['Pris 60 min', 690],
      ['Pris 90 min', 990],
    ]);
    expect(prices.rangePrices).toEqual([690, 990]);
    expect(prices.cardDuration).toBe(`60\u201390${NBSP}min`);
  });

  it('a card shows no time where the data has none', () => {
    expect(treatmentPrices(treatment({ price: 1700 })).cardDuration).toBeUndefined();
  });

  it('courses, punch cards and add-ons are listed but never part of a range or the card', () => {
    const withExtras = treatmentPrices(
      treatment({
        price: 1895,
        options: [
          { label: 'Kur om 4 behandlingar', price: 5400, kind: 'course' },
          { label: 'Tillägg: microneedling', price: 1000, kind: 'addon' },
        ],
      }),
    );
    expect(withExtras.options.map((o) => o.price)).toEqual([1895, 5400, 1000]);
    expect(withExtras.rangePrices).toEqual([1895]);
    expect(withExtras.cardPrice).toBe(`1${NBSP}895${NBSP}kr`);
    const punchCard = treatmentPrices(treatment({ price: 3000, priceKind: 'course' }));
    expect(punchCard.rangePrices).toEqual([]);
    expect(punchCard.cardPrice).toBe(`3${NBSP}000${NBSP}kr`);
  });

  it('a figure only the price list has stays off the page but counts in the range when it is one visit', () => {
    const prices = treatmentPrices(
      treatment({
        title: 'Milk Peel',
        price: 1295,
        options: [{ label: 'Crystal Peel', price: 1895, ownName: true, priceListOnly: true }],
      }),
    );
    expect(prices.options.map((o) => o.listName)).toEqual(['Milk Peel', 'Crystal Peel']);
    expect(prices.onPage.map((o) => o.price)).toEqual([1295]);
    expect(prices.rangePrices).toEqual([1295, 1895]);
    expect(prices.cardPrice).toBe(`1${NBSP}295${NBSP}kr`);
  });

  it('no price: nothing to list, and the card says the price is set at the consultation', () => {
    const prices = treatmentPrices(treatment({}));
    expect(prices.options).toEqual([]);
    expect(prices.cardPrice).toBe('Pris efter konsultation');
  });

  it('a range price stays a range on the card when it is the only one', () => {
    expect(treatmentPrices(treatment({ price: { min: 2500, max: 8800 } })).cardPrice).toBe(
      `2${NBSP}500\u20138${NBSP}800${NBSP}kr`,
    );
    expect(treatmentPrices(treatment({ price: { from: 3300 } })).cardPrice).toBe(`från 3${NBSP}300${NBSP}kr`);
  });
});
