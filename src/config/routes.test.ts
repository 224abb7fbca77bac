import { describe, expect, it } from 'vitest';
import { aliases, createRedirectResolver } from './routes';

const resolve = createRedirectResolver([
  '/',
  '/Omoss',
  '/HittaBehandling',
  '/Trådlyft',
  '/Overlapp+haka',
  '/Massagee',
  '/en',
  '/en/about-us',
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

  it('follows the aliases of docs/product.md, in any letter case', () => {
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

  it('reads doubled slashes, ".html" and "/index" as the page, in one step', () => {
    expect(resolve('//Omoss')).toBe('/Omoss');
    expect(resolve('/omoss.html')).toBe('/Omoss');
    expect(resolve('//hem.HTML')).toBe('/');
    expect(resolve('/index')).toBe('/');
    expect(resolve('/index.html')).toBe('/');
    expect(resolve('//')).toBe('/');
  });

  it('never answers with anything but a known page, whatever the request', () => {
    const known = new Set(['/', '/Omoss', '/HittaBehandling', '/Trådlyft', '/Overlapp+haka', '/Massagee']);
    for (const attack of ['//evil.example', '/\\evil.example', '//\tevil.example', '/x\r\nSet-Cookie: a=1']) {
      const target = resolve(attack);
      if (target !== undefined) expect(known).toContain(target);
    }
    expect(resolve('/\\evil.example')).toBeUndefined();
  });

  it('has no alias that differs from its target only in letter case (case is matched anyway)', () => {
    for (const [alias, target] of Object.entries(aliases)) {
      expect(alias.toLowerCase()).not.toBe(target.toLowerCase());
    }
  });

  it('treats the English pages as the Swedish ones: letter case, a trailing slash, "/index"', () => {
    for (const spelling of ['/EN', '/en/', '/en.html', '/en/index', '/EN/Index.html', '//en/index/'])
      expect(resolve(spelling), spelling).toBe('/en');
    expect(resolve('/en/About-Us/')).toBe('/en/about-us');
    expect(resolve('/en')).toBeUndefined();
    expect(resolve('/en/finns-inte')).toBeUndefined();
  });
});
