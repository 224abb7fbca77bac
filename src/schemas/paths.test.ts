/**
 * Paths and in-site links from content reach the host rules (nginx's map, `_redirects`) and
 * Location headers: only names of letters, digits, "-", "+" and "_" pass, each refused value
 * with a Swedish message at its field.
 */
import { describe, expect, it } from 'vitest';
import { schemas } from '../../tests/support/test-fixtures';
import { clinicSchema } from './clinic';
import { inSiteLink, siteOrHttpsLink, sitePath } from './fields';
import { swedishIssue } from './swedish-errors';

const messages = (schema: typeof sitePath | typeof inSiteLink | typeof siteOrHttpsLink, value: string) =>
  (schema.safeParse(value, { error: swedishIssue }).error?.issues ?? []).map(({ message }) => message);

/** What a host or a browser reads as syntax, another host, or something else than a name. */
const UNSAFE = [
  '/$arg_next',
  '/Q*',
  '/\\evil.example',
  '//evil.example',
  '/%2F%2Fevil.example',
  '/Sida?x=1',
  '/Sida#topp',
  '/Sida.html',
  '/Sida med mellanslag',
  '/Sida\ny',
  '/Sida\u0000',
  '/Sida;x',
  '/Sida"x',
  "/Sida'x",
  '/Sida<x>',
  '/Sida{x}',
  '/Sida~',
  '/Сайт', // Cyrillic look-alikes
  '/Ljusba\u030Age', // "å" decomposed: a second spelling of the same name
  'Sida',
  '/',
  '',
];

describe('a page path (sitePath)', () => {
  it('takes names of Swedish letters, digits, "-", "+" and "_"', () => {
    for (const path of [
      '/Hudslipning',
      '/Ljusbåge',
      '/Ögonbryn-Färg',
      '/Laser+IPL',
      '/Spa_Paket',
      '/Öppet24',
    ]) {
      expect(messages(sitePath, path), path).toEqual([]);
    }
  });

  it('refuses, in Swedish, anything else', () => {
    for (const path of [...UNSAFE, '/en/contact', '/Sida/']) {
      expect(messages(sitePath, path), JSON.stringify(path)).toEqual([
        expect.stringMatching(/^ska vara en sökväg som "\/Hudvard-Ansikte": .*bokstäver, siffror/),
      ]);
    }
  });
});

describe('an in-site link (inSiteLink)', () => {
  it('takes one or more names, each after a single slash', () => {
    for (const path of ['/Bokatid', '/en/contact', '/en/Prislista-Laser']) {
      expect(messages(inSiteLink, path), path).toEqual([]);
    }
  });

  it('refuses, in Swedish, a doubled or trailing slash and every unsafe character', () => {
    for (const path of [...UNSAFE, '/en//contact', '/en/', '/en/\\evil']) {
      expect(messages(inSiteLink, path), JSON.stringify(path)).toEqual([
        expect.stringMatching(/^ska vara en sökväg på webbplatsen .*aldrig två snedstreck i rad/),
      ]);
    }
  });
});

describe('a notice link and a booking link', () => {
  const notice = { text: 'Nytt meddelande', from: '2026-01-01', to: '2026-01-31' };
  const noticeProblems = (href: string) => {
    const clinic = clinicSchema.safeParse({ notices: [{ ...notice, href }] }, { error: swedishIssue });
    return (clinic.error?.issues ?? []).filter(({ path }) => path.join('.') === 'notices.0.href');
  };
  const bookingProblems = (bookingHref: string) =>
    (schemas.treatment.safeParse({ bookingHref }, { error: swedishIssue }).error?.issues ?? []).filter(
      ({ path }) => path.join('.') === 'bookingHref',
    );

  it('take a page of the site or an https address', () => {
    for (const href of ['/Bokatid', '/en/contact', 'https://bokning.example/tjanst/42']) {
      expect(noticeProblems(href), href).toEqual([]);
      expect(bookingProblems(href), href).toEqual([]);
    }
  });

  it('refuse, at the field and in Swedish, every other address', () => {
    for (const href of [...UNSAFE, 'javascript:alert(1)', 'http://bokning.example/', 'data:text/html,x']) {
      for (const problems of [noticeProblems(href), bookingProblems(href)]) {
        expect(
          problems.map(({ message }) => message),
          JSON.stringify(href),
        ).toEqual([expect.stringMatching(/^ska vara en sida på webbplatsen som "\/Bokatid" .* https:\/\//)]);
      }
    }
  });
});
