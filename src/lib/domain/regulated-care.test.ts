import { describe, expect, it } from 'vitest';
import { namesRegulatedCare, regulatedNamesOf, sortTestimonials } from './regulated-care';

const names = regulatedNamesOf([
  { title: 'Skinbooster Ejal 40', law: true },
  { title: 'PRP och PRF', law: true },
  { title: 'Klassisk ansiktsbehandling', law: undefined },
]);

describe('namesRegulatedCare', () => {
  it('finds an injection or a thread lift by its words, in any form, and by a regulated page title', () => {
    expect(namesRegulatedCare('Jag provade injektioner för första gången.', names)).toBe(true);
    expect(namesRegulatedCare('Hela injektionsbehandlingen gick lugnt.', names)).toBe(true);
    expect(namesRegulatedCare('Trådlyftet blev fint.', names)).toBe(true);
    expect(namesRegulatedCare('Tillägg: Profhilo', names)).toBe(true);
    expect(namesRegulatedCare('Min PRP och PRF gick bra.', names)).toBe(true);
  });

  it('leaves other treatments alone, and a title only as a whole word', () => {
    expect(namesRegulatedCare('Klassisk ansiktsbehandling, mycket avkopplande.', names)).toBe(false);
    expect(namesRegulatedCare('Tillägg: microneedling', names)).toBe(false);
    expect(namesRegulatedCare('Massagen var skön, ingen stress alls.', names)).toBe(false);
  });
});

describe('sortTestimonials', () => {
  it('withholds the reviews that name regulated care and keeps the order of the rest', () => {
    const reviews = [{ text: 'Skön massage.' }, { text: 'Injektionen gick bra.' }, { text: 'Fin vaxning.' }];
    expect(sortTestimonials(reviews, names)).toEqual({
      shown: [reviews[0], reviews[2]],
      withheld: [reviews[1]],
    });
  });
});
