// @vitest-environment node
/**
 * Where the old site disagreed with itself (docs/product.md): the exact list the clinic is asked
 * to confirm in the content report. The spec's acceptance: a line is expected only while its
 * treatment's file is the shipped sample (a page the clinic edited or added says what its own file
 * says, and is left out on both sides).
 */
import { describe, expect, it } from 'vitest';
import { contentReport } from '../../src/lib/build/content-report';
import { readTreatments } from '../../scripts/content-report';
import { shippedStatus } from './shipped-content';

describe('the shipped sample\u2019s content report', () => {
  const lines = contentReport(readTreatments()).map((line) => line.replace(/\u00a0/g, ' '));
  const shipped = shippedStatus();
  const isShippedLine = (line: string) => {
    const path = /\((\/[^)\s]+)\)/.exec(line)?.[1];
    return path !== undefined && shipped.isShipped(shipped.filesOf(path) ?? []);
  };

  it('lists every conflict the price list settled, with the figure the old page showed', () => {
    const conflicts = lines.filter((line) => / gäller överallt | finns bara i prislistan/.test(line));
    expect(conflicts.filter(isShippedLine)).toEqual(
      [
        'Ansiktsmassage (/Ansiktsmassage): prislistans 500 kr gäller överallt (den gamla sidan visade 450 kr).',
        'BioRepeel (/BioRepeel): prislistans 1 495 kr gäller överallt (den gamla sidan visade från 897 kr).',
        'BioRepeel (/BioRepeel): Kur om 3 behandlingar (3 795 kr) finns bara i prislistan.',
        'Helkroppsmassage (/Helkroppsmassage), 60 min: prislistans 690 kr gäller överallt (den gamla sidan visade 695 kr).',
        'Helkroppsmassage (/Helkroppsmassage), 90 min: prislistans 990 kr gäller överallt (den gamla sidan visade 1 050 kr).',
        'Milk Peel (/Kemisk-peel): prislistans 1 295 kr gäller överallt (den gamla sidan visade från 777 kr).',
        'Milk Peel (/Kemisk-peel): Crystal Peel (1 895 kr) finns bara i prislistan.',
        'Mask Peel (/MaskPeel): prislistans 995 kr gäller överallt (den gamla sidan visade från 597 kr).',
        'Relaxing Time (/RelaxingTime): prislistans 700 kr gäller överallt (den gamla sidan visade 450 kr).',
      ].filter(isShippedLine),
    );
    const notedPages = lines
      // The summaries over many pages (booking links, hidden pages) are not one page's note.
      .filter(
        (line) =>
          !conflicts.includes(line) &&
          !line.startsWith('Bokningslänk') &&
          !line.startsWith('Dolda behandlingar'),
      )
      .filter(isShippedLine)
      .map((line) => line.split(':')[0]);
    expect(notedPages).toEqual(
      [
        'BioRepeel (/BioRepeel)',
        'Fillers vid kindbenen (/Fillers-Kindben)',
        'Milk Peel (/Kemisk-peel)',
        'Vaxning av överläpp och haka (/Overlapp+haka)',
        'Profhilo (/Profhilo)',
        'Relaxing Time (/RelaxingTime)',
        // A question, not a conflict: its page shows no price (a prescription medicine, decision 0027).
        'Läkarbedömning vid kraftig svettning (hyperhidros) (/Rynkbehandling-Hyperhidros)',
        // Questions too: a price per area, with the number of threads not given.
        'Halslyft med trådar (/Tradlyft-Halslyft)',
        'Trådlyft vid kindbenen (/Tradlyft-Kindben)',
      ].filter(isShippedLine),
    );
  });
});
