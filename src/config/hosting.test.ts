import { describe, expect, it } from 'vitest';
import { caseInsensitivePattern, locationFor } from '../integrations/hosting';
import { contentSecurityPolicy, securityHeaders, strictTransportSecurity } from './hosting';

describe('HSTS', () => {
  it('is sent without preload unless the clinic opts in', () => {
    expect(securityHeaders("default-src 'self'")['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(strictTransportSecurity({ preload: true })).toBe('max-age=63072000; includeSubDomains; preload');
  });
});

describe('caseInsensitivePattern (nginx ~* folds ASCII only)', () => {
  it('spells each non-ASCII letter in both cases, composed and decomposed', () => {
    expect(caseInsensitivePattern('/Ljusbåge')).toBe('/Ljusb(?:å|a\u030a|Å|A\u030a)ge');
    expect(caseInsensitivePattern('/Hand+Fot')).toBe('/Hand\\+Fot');
  });

  it('matches every spelling of the path as nginx will', () => {
    const pattern = new RegExp(`^${caseInsensitivePattern('/Ljusbåge')}/?$`, 'i');
    for (const spelling of ['/LJUSBÅGE', '/ljusbåge', '/Ljusba\u030age', '/LJUSBA\u030aGE/']) {
      expect(spelling).toMatch(pattern);
    }
    expect('/Ljusbage').not.toMatch(pattern);
  });
});

describe('the CSP for the search worker', () => {
  it('allows compiling WebAssembly and nothing more than the pages\u2019 policy', () => {
    const inputs = { scriptHashes: ['abc='], connectOrigins: ['https://api.emailjs.com'] };
    const pages = contentSecurityPolicy(inputs);
    const search = contentSecurityPolicy({ ...inputs, webAssembly: true });
    expect(pages).toContain("script-src 'self' 'sha256-abc='");
    expect(pages).not.toContain('wasm');
    expect(search).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(search).not.toContain("'unsafe-eval'");
    expect(search.replace(" 'wasm-unsafe-eval'", '')).toBe(pages);
  });
});

describe('locationFor (what any host rule may put in a Location header)', () => {
  it('encodes a page path', () => {
    expect(locationFor('/Ljusbåge')).toBe('/Ljusb%C3%A5ge');
    expect(locationFor('/')).toBe('/');
  });

  it('refuses anything a browser could read as another host or as a header\u2019s end', () => {
    for (const target of [
      '//evil.example',
      '///evil.example',
      'https://evil.example/',
      'evil',
      '',
      '/$arg_next',
      '/Q*',
    ]) {
      expect(() => locationFor(target), target).toThrow(/leder inte till en sida/);
    }
    // A backslash or a line break is encoded, so it stays a character of the path.
    expect(locationFor('/\\evil.example')).toBe('/%5Cevil.example');
    expect(locationFor('/x\r\ny')).toBe('/x%0D%0Ay');
  });
});
