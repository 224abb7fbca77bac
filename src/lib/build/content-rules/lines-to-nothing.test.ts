// @vitest-environment node
/**
 * The build's warning for a concern's or a price list's line whose treatment is deleted, on a
 * small clinic of a few files.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { contentOf } from './content';
import { linesToNothing } from './lines-to-nothing';

const yamlFile = (file: string, data: unknown) => ({ file: `src/content/${file}`, text: stringify(data) });
const treatment = (name: string, fields: Record<string, unknown> = {}) => ({
  file: `src/content/treatments/hud/${name}.md`,
  text: `---\n${stringify({ path: `/${name}`, title: name, category: 'hud', ...fields })}---\n`,
});

const CONCERN = yamlFile('concerns/torr.yaml', { path: '/Besvar-Torr', treatments: ['/Ljuspeel', '/Borta'] });
const PRICES = yamlFile('price-lists/hud.yaml', {
  path: '/Hud-priser',
  sections: [
    { kind: 'category', title: 'Allt', category: 'hud' },
    { kind: 'treatments', title: 'Hud', treatments: ['/Borta', '/Syrabad'] },
  ],
});

describe('lines to a deleted treatment', () => {
  it('names each, in a concern and a price list, with the file and the field', () => {
    const problems = linesToNothing(
      contentOf([treatment('Ljuspeel'), treatment('Syrabad'), CONCERN, PRICES]),
    );
    expect(problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'src/content/concerns/torr.yaml treatments.1',
      'src/content/price-lists/hud.yaml sections.1.treatments.0',
    ]);
    expect(problems[0]!.message).toBe(
      '/Borta är ingen behandlings adress, så raden visas inte: ta bort raden, eller välj behandlingen på nytt i redigeraren om den har fått en ny adress.',
    );
  });

  it('says nothing of a line to a hidden treatment: hiding keeps the line for later', () => {
    const files = [treatment('Ljuspeel'), treatment('Syrabad'), treatment('Borta', { hidden: true })];
    expect(linesToNothing(contentOf([...files, CONCERN, PRICES]))).toEqual([]);
  });
});
