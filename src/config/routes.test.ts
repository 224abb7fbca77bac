import { describe, expect, it } from 'vitest';
import { aliases, createRedirectResolver } from './routes';

const resolve = createRedirectResolver([
  '/',
  '/Omoss',
  '/HittaBehandling',
  '/Trådlyft',
  '/Overlapp+haka',
  '/Massagee',
]);

describe('createRedirectResolver', () => {
  it('leaves canonical paths and unknown paths alone', () => {
    expect(resolve('/Omoss')).toBeUndefined();
    expect(resolve('/')).toBeUndefined();
    expect(resolve('/finns-inte')).toBeUndefined();
  });

  it('sends any other letter case of a known path to it', () => {
    expect(resolve('/omoss')).toBe('/Omoss');
    expect(resolve('/OMOSS')).toBe('/Omoss');
    expect(resolve('/Hittabehandling')).toBe('/HittaBehandling');
    expect(resolve('/trådlyft')).toBe('/Trådlyft');
  });

  it('follows the aliases of DESIGN.md, in any letter case', () => {
    expect(resolve('/Hem')).toBe('/');
    expect(resolve('/hem')).toBe('/');
    expect(resolve('/Tradlyft')).toBe('/Trådlyft');
    expect(resolve('/Pverlapp+haka')).toBe('/Overlapp+haka');
    expect(resolve('/massage')).toBe('/Massagee');
  });

  it('drops a trailing slash and matches a decomposed å', () => {
    expect(resolve('/Omoss/')).toBe('/Omoss');
    expect(resolve('/Tra\u030adlyft')).toBe('/Trådlyft');
  });

  it('has no alias that differs from its target only in letter case (case is matched anyway)', () => {
    for (const [alias, target] of Object.entries(aliases)) {
      expect(alias.toLowerCase()).not.toBe(target.toLowerCase());
    }
  });
});
