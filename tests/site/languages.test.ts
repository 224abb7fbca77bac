/**
 * The two languages as search engines and visitors meet them (issue 30, decision 0022), read from
 * dist/: each page's <html lang> from its path, the hreflang alternates (both ways, absolute, each
 * to a built page, the Swedish page the default), the header's switch to the same page in the
 * other language, and the notice on an English page whose entry has no English file yet.
 */
import { expect, test } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { langOfPath, mainPages, pagesIn, type Lang } from '../../src/config/routes';
import { SITE } from '../e2e/content';
import { builtPaths, urlFor } from '../e2e/site';
import { builtDocument, metaContent } from './dom';
import { builtPathsIn, expectedEnglishPath, isCurrentInEnglish, LANGS, NOT_FOUND_PAGES } from './languages';

const otherLang = (lang: Lang): Lang => (lang === 'sv' ? 'en' : 'sv');
const isIndexable = (path: string) => metaContent(builtDocument(path), 'robots') !== 'noindex';

/** Every Swedish page with the English page the data puts beside it. */
const pairs = () =>
  builtPathsIn('sv').map((sv) => ({ sv, en: expectedEnglishPath(sv) ?? `(no English path for ${sv})` }));

/** The path a link names, when it is a page of this site ("https://www.klinik.se/en/x" -> "/en/x"). */
function sitePath(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const url = new URL(href, SITE);
  return url.origin === SITE ? decodeURI(url.pathname) : undefined;
}

test('every page, each 404 page too, says its language in <html lang>, as its path decides it', () => {
  const wrong = [...builtPaths(), ...NOT_FOUND_PAGES].flatMap((path) => {
    const lang = builtDocument(path).documentElement.getAttribute('lang');
    return lang === langOfPath(path) ? [] : [`${path}: lang="${lang}"`];
  });
  expect(builtPathsIn('en').length).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

test('every indexable page names itself and its counterpart as hreflang alternates, and x-default the Swedish page', () => {
  const problems: string[] = [];
  for (const { sv, en } of pairs()) {
    for (const path of [sv, en]) {
      if (!isIndexable(path)) continue;
      const links = [...builtDocument(path).querySelectorAll('link[rel="alternate"][hreflang]')];
      const named = Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
      const expected = {
        sv: `${SITE}${urlFor(sv)}`,
        en: `${SITE}${urlFor(en)}`,
        'x-default': `${SITE}${urlFor(sv)}`,
      };
      if (links.length !== 3 || JSON.stringify(named) !== JSON.stringify(expected))
        problems.push(`${path}: ${JSON.stringify(named)}`);
    }
  }
  expect(problems).toEqual([]);
});

test('hreflang alternates are absolute, reciprocal and lead to built pages; a noindex page names none', () => {
  const built = new Set(builtPaths());
  const problems: string[] = [];
  const alternatesOf = (path: string) =>
    [...builtDocument(path).querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
      lang: link.getAttribute('hreflang')!,
      href: link.getAttribute('href')!,
    }));
  let checked = 0;
  for (const path of builtPaths()) {
    const alternates = alternatesOf(path);
    if (!isIndexable(path)) {
      if (alternates.length > 0) problems.push(`${path}: noindex, yet names alternates`);
      continue;
    }
    for (const { lang, href } of alternates) {
      checked += 1;
      const target = sitePath(href);
      if (!/^https:\/\//.test(href) || target === undefined)
        problems.push(`${path}: ${lang} ${href} is not absolute on the site`);
      else if (!built.has(target)) problems.push(`${path}: ${lang} -> ${target} is not built`);
      else if (target !== path && !alternatesOf(target).some((other) => sitePath(other.href) === path))
        problems.push(`${path} names ${target}, which does not name it back`);
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('the header’s language switch leads to the same page in the other language, the 404 page’s to the other home page', () => {
  const problems: string[] = [];
  const check = (path: string, lang: Lang, expected: string) => {
    const switches = [...builtDocument(path).querySelectorAll('header a[hreflang]')];
    const link = switches[0];
    const other = otherLang(lang);
    if (switches.length !== 1 || !link) return problems.push(`${path}: ${switches.length} language switches`);
    if (sitePath(link.getAttribute('href')) !== expected)
      problems.push(`${path}: switch to ${link.getAttribute('href')}, not ${expected}`);
    if (link.getAttribute('hreflang') !== other || link.getAttribute('lang') !== other)
      problems.push(
        `${path}: switch's hreflang/lang ${link.getAttribute('hreflang')}/${link.getAttribute('lang')}`,
      );
    return undefined;
  };
  for (const { sv, en } of pairs()) {
    check(sv, 'sv', en);
    check(en, 'en', sv);
  }
  // Never the home page, but on the home page itself: the switch goes to the counterpart.
  expect(pairs().find(({ sv }) => sv === mainPages.home.path)?.en).toBe(pagesIn('en').home.path);
  for (const lang of LANGS)
    check(NOT_FOUND_PAGES[LANGS.indexOf(lang)]!, lang, pagesIn(otherLang(lang)).home.path);
  expect(problems).toEqual([]);
});

test('the untranslated notice shows exactly on the English pages without an English file or with a card in Swedish, and links to the Swedish page', () => {
  const problems: string[] = [];
  for (const { sv, en } of pairs()) {
    const links = [...builtDocument(en).querySelectorAll('main a[hreflang="sv"]')];
    const shows = links.length > 0;
    // A card of an untranslated entry shows its Swedish words (marked lang="sv"): the page says so too.
    const swedishCard = builtDocument(en).querySelector('main article [lang="sv"]') !== null;
    if (shows !== (!isCurrentInEnglish(sv) || swedishCard))
      problems.push(`${en}: notice ${shows ? 'shown' : 'missing'}`);
    if (shows && (links.length !== 1 || sitePath(links[0]!.getAttribute('href')) !== sv))
      problems.push(
        `${en}: the notice links to ${links.map((a) => a.getAttribute('href')).join(', ')}, not ${sv}`,
      );
  }
  for (const sv of builtPathsIn('sv')) {
    if (builtDocument(sv).querySelector('main a[hreflang="sv"]'))
      problems.push(`${sv}: a Swedish page with the notice`);
  }
  expect(problems).toEqual([]);
});

/** Where a listed word stands in a text: whole words, any case, soft hyphens and spacing as the page has them. */
function standsIn(text: string, word: string): boolean {
  const plain = text.replaceAll('\u00ad', '').replace(/\s+/g, ' ').toLowerCase();
  const wanted = word.replace(/\s+/g, ' ').toLowerCase();
  for (let at = plain.indexOf(wanted); at !== -1; at = plain.indexOf(wanted, at + 1)) {
    const before = plain[at - 1] ?? ' ';
    const after = plain[at + wanted.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

const wordsInEnglish = clinic.wordsInEnglish;

test.skipIf(wordsInEnglish.length === 0)(
  'on Swedish pages, the words the clinic lists as English stand in an element marked lang="en" (skipped when it lists none)',
  () => {
    const unmarked: string[] = [];
    for (const path of builtPathsIn('sv')) {
      const document = builtDocument(path);
      const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, template, textarea, option, svg, noscript')) continue;
        for (const word of wordsInEnglish.filter((listed) => standsIn(node.textContent ?? '', listed))) {
          if (!parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en'))
            unmarked.push(`${path}: "${word}" in <${parent.tagName.toLowerCase()}>`);
        }
      }
    }
    expect(unmarked).toEqual([]);
  },
);
