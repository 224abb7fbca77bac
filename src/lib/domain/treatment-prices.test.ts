import { describe, expect, it } from 'vitest';
import { treatmentPrices, type TreatmentPriceData } from './treatment-prices';
import { fromKr, kr, minutes, rangeKr } from '../../../tests/support/test-fixtures';

const NBSP = '\u00a0';
const treatment = (data: Partial<TreatmentPriceData>): TreatmentPriceData => ({
  title: 'Behandling',
  options: [],
  ...data,
});

describe('what a treatment costs', () => {
  it('one own price: the card shows it with its note, the range has it', () => {
    const prices = treatmentPrices(
      treatment({ price: kr(1700), priceNote: 'per område', duration: minutes(15) }),
    );
    expect(prices.cardPrice).toBe(`1${NBSP}700${NBSP}kr per område`);
    expect(prices.onPage.map((o) => [o.pageLabel, o.price])).toEqual([['Pris', kr(1700)]]);
    expect(prices.rangePrices).toEqual([kr(1700)]);
    expect(prices.cardDuration).toBe(`15${NBSP}min`);
  });

  it('a prescription medicine: the price lists keep its row, its card and the overview’s spans show neither price nor time', () => {
    const prices = treatmentPrices(
      treatment({ price: kr(1700), duration: minutes(15), prescriptionMedicine: true }),
    );
    expect(prices.options.map((o) => o.price)).toEqual([kr(1700)]);
    expect(prices.onPage).toEqual([]);
    expect([prices.cardPrice, prices.cardDuration]).toEqual(['', undefined]);
    expect(prices.rangePrices).toEqual([]);
  });

  it('variants stand instead of an own price; the card says "från" the lowest', () => {
    const prices = treatmentPrices(
      treatment({
        options: [
          { label: '60 min', price: kr(690), duration: minutes(60) },
          { label: '90 min', price: kr(990), duration: minutes(90) },
        ],
      }),
    );
    expect(prices.cardPrice).toBe(`från 690${NBSP}kr`);
    expect(prices.onPage.map((o) => [o.pageLabel, o.price])).toEqual([
      ['Pris 60 min', kr(690)],
      ['Pris 90 min', kr(990)],
    ]);
    expect(prices.rangePrices).toEqual([kr(690), kr(990)]);
    expect(prices.cardDuration).toBe(`60\u201390${NBSP}min`);
  });

  it('a card shows no time where the data has none', () => {
    expect(treatmentPrices(treatment({ price: kr(1700) })).cardDuration).toBeUndefined();
  });

  it('courses, punch cards and add-ons are listed but never part of a range or the card', () => {
    const withExtras = treatmentPrices(
      treatment({
        price: kr(1895),
        options: [
          { label: 'Kur om 4 behandlingar', price: kr(5400), kind: 'course' },
          { label: 'Tillägg: microneedling', price: kr(1000), kind: 'addon' },
        ],
      }),
    );
    expect(withExtras.options.map((o) => o.price)).toEqual([kr(1895), kr(5400), kr(1000)]);
    expect(withExtras.rangePrices).toEqual([kr(1895)]);
    expect(withExtras.cardPrice).toBe(`1${NBSP}895${NBSP}kr`);
    const punchCard = treatmentPrices(treatment({ price: kr(3000), priceKind: 'course' }));
    expect(punchCard.rangePrices).toEqual([]);
    expect(punchCard.cardPrice).toBe(`3${NBSP}000${NBSP}kr`);
  });

  it('a figure only the price list has stays off the page but counts in the range when it is one visit', () => {
    const prices = treatmentPrices(
      treatment({
        title: 'Milk Peel',
        price: kr(1295),
        options: [{ label: 'Crystal Peel', price: kr(1895), ownName: true, priceListOnly: true }],
      }),
    );
    expect(prices.options.map((o) => o.listName)).toEqual(['Milk Peel', 'Crystal Peel']);
    expect(prices.onPage.map((o) => o.price)).toEqual([kr(1295)]);
    expect(prices.rangePrices).toEqual([kr(1295), kr(1895)]);
    expect(prices.cardPrice).toBe(`1${NBSP}295${NBSP}kr`);
  });

  it('no price: nothing to list, and the card says the price is set at the consultation', () => {
    const prices = treatmentPrices(treatment({}));
    expect(prices.options).toEqual([]);
    expect(prices.cardPrice).toBe('Pris efter konsultation');
  });

  it('a range price stays a range on the card when it is the only one', () => {
    expect(treatmentPrices(treatment({ price: rangeKr(2500, 8800) })).cardPrice).toBe(
      `2${NBSP}500\u20138${NBSP}800${NBSP}kr`,
    );
    expect(treatmentPrices(treatment({ price: fromKr(3300) })).cardPrice).toBe(`från 3${NBSP}300${NBSP}kr`);
  });
});
