import { describe, expect, it } from 'vitest';
import { contentReport } from '../../src/lib/content-report';
import { readTreatments } from '../../scripts/content-report';

/** Where the spec disagrees with itself: the exact list the clinic is asked to settle. */
describe('content report', () => {
  it('lists every disagreement between page and price list, and every note', () => {
    const lines = contentReport(readTreatments()).map((line) => line.replace(/\u00a0/g, ' '));
    const disagreements = lines.filter((line) => / prislistan .* kr\.$|finns bara i prislistan/.test(line));
    expect(disagreements).toEqual([
      'Ansiktsmassage (/Ansiktsmassage): sidan visar 450 kr, prislistan 500 kr.',
      'BioRepeel (/BioRepeel): sidan visar från 897 kr, prislistan 1 495 kr.',
      'BioRepeel (/BioRepeel): Kur om 3 behandlingar (3 795 kr) finns bara i prislistan.',
      'Helkroppsmassage (/Helkroppsmassage), 60 min: sidan visar 695 kr, prislistan 690 kr.',
      'Helkroppsmassage (/Helkroppsmassage), 90 min: sidan visar 1 050 kr, prislistan 990 kr.',
      'Milk Peel (/Kemisk-peel): sidan visar från 777 kr, prislistan 1 295 kr.',
      'Milk Peel (/Kemisk-peel): Crystal Peel (1 895 kr) finns bara i prislistan.',
      'Mask Peel (/MaskPeel): sidan visar från 597 kr, prislistan 995 kr.',
      'Relaxing Time (/RelaxingTime): sidan visar 450 kr, prislistan 700 kr.',
    ]);
    const notedPages = lines
      .filter((line) => !disagreements.includes(line))
      .map((line) => line.split(':')[0]);
    expect(notedPages).toEqual([
      'BioRepeel (/BioRepeel)',
      'Fillers i kindbenen (/Fillers-Kindben)',
      'Milk Peel (/Kemisk-peel)',
      'Vaxning överläpp och haka (/Overlapp+haka)',
      'Profhilo (/Profhilo)',
      'Relaxing Time (/RelaxingTime)',
    ]);
  });

  it('reports the page and list figures of a fixture as given', () => {
    expect(
      contentReport([
        {
          path: '/X',
          title: 'X',
          price: { from: 100 },
          listPrice: 200,
          dataNotes: ['Anteckning till kliniken.'],
        },
      ]),
    ).toEqual([
      'X (/X): sidan visar från 100\u00a0kr, prislistan 200\u00a0kr.',
      'X (/X): Anteckning till kliniken.',
    ]);
  });
});
