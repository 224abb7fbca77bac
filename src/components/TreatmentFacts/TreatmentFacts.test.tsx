import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../lib/domain/catalogue';
import { mockCategory, mockTreatment } from '../../../tests/support/test-fixtures';
import { treatmentFacts } from './TreatmentFacts';

describe('treatmentFacts', () => {
  it('a treatment priced at the consultation says so without repeating its label', () => {
    // The facts read "Pris: Pris efter konsultation" on the Profhilo, cheekbone-filler and vitamin
    // drip pages (issue 27, third reading); the label already says what the value is about.
    const catalogue = buildCatalogue({
      categories: [mockCategory('inj', 1)],
      groups: [],
      treatments: [mockTreatment('Profhilo', 1)],
    });
    const [treatment] = catalogue.treatments;
    const price = treatmentFacts(treatment!).find((fact) => fact.label === 'Pris');
    expect(price?.value).toMatch(/konsultation/);
    expect(price?.value.toLowerCase().startsWith('pris')).toBe(false);
  });
});
