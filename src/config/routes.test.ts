import { describe, expect, it } from 'vitest';
import { createRedirectResolver } from './routes';

/** Old addresses as the content gives them (src/lib/build/page-aliases.ts), one to a page not built. */
const contentAliases = {
  '/Hem': '/',
  '/Harvard': '/Hårvård',
  '/Hnad+fot': '/Hand+fot',
  '/Spa': '/Spaa',
  '/Gammal-dold': '/Dold-behandling',
};

const resolve = createRedirectResolver(
  ['/', '/Omoss', '/HittaBehandling', '/Hårvård', '/Hand+fot', '/Spaa', '/en', '/en/about-us'],
  contentAliases,
);

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
    expect(resolve('/hårvård')).toBe('/Hårvård');
  });

  it('follows the content’s aliases, in any letter case', () => {
    expect(resolve('/Hem')).toBe('/');
    expect(resolve('/hem')).toBe('/');
    expect(resolve('/Harvard')).toBe('/Hårvård');
    expect(resolve('/Hnad+fot')).toBe('/Hand+fot');
    expect(resolve('/spa')).toBe('/Spaa');
  });

  it('drops a trailing slash and matches a decomposed å', () => {
    expect(resolve('/Omoss/')).toBe('/Omoss');
    expect(resolve('/Ha\u030arvård')).toBe('/Hårvård');
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
    const known = new Set(['/', '/Omoss', '/HittaBehandling', '/Hårvård', '/Hand+fot', '/Spaa']);
    for (const attack of ['//evil.example', '/\\evil.example', '//\tevil.example', '/x\r\nSet-Cookie: a=1']) {
      const target = resolve(attack);
      if (target !== undefined) expect(known).toContain(target);
    }
    expect(resolve('/\\evil.example')).toBeUndefined();
  });

  it('drops an alias whose page is not among the known ones: no redirect to a page not built', () => {
    expect(resolve('/Gammal-dold')).toBeUndefined();
    expect(resolve('/gammal-dold.html')).toBeUndefined();
  });

  it('never lets an alias take over a known page’s own spelling', () => {
    const taken = createRedirectResolver(['/', '/Omoss', '/Kontakt'], { '/omoss': '/Kontakt' });
    expect(taken('/omoss')).toBe('/Omoss');
  });

  it('follows no alias without a table of them', () => {
    expect(createRedirectResolver(['/', '/Spaa'])('/Spa')).toBeUndefined();
  });

  it('treats the English pages as the Swedish ones: letter case, a trailing slash, "/index"', () => {
    for (const spelling of ['/EN', '/en/', '/en.html', '/en/index', '/EN/Index.html', '//en/index/'])
      expect(resolve(spelling), spelling).toBe('/en');
    expect(resolve('/en/About-Us/')).toBe('/en/about-us');
    expect(resolve('/en')).toBeUndefined();
    expect(resolve('/en/finns-inte')).toBeUndefined();
  });
});
