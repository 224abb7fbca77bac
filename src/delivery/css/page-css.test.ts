// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dropUnmatchedRules, pageClassNames, requiredClassNames, trimPageCss } from './page-css';

describe('requiredClassNames', () => {
  it('the classes outside functional pseudo-classes, attribute selectors and strings', () => {
    expect(requiredClassNames('.a > :where(li) .b:hover')).toEqual(['a', 'b']);
    expect(requiredClassNames('.a:not(.b) :has(.c:popover-open) .d::before')).toEqual(['a', 'd']);
    expect(requiredClassNames('.a[data-x=".b"] :is(.c, .d)')).toEqual(['a']);
    expect(requiredClassNames(':root.brand-font')).toEqual(['brand-font']);
  });
});

describe('pageClassNames', () => {
  it('every class of every element, whichever quotes', () => {
    expect(pageClassNames(`<p class="a b">x</p><svg class='c'></svg><i data-class="d"></i>`)).toEqual(
      new Set(['a', 'b', 'c']),
    );
  });
});

describe('dropUnmatchedRules', () => {
  const modules = new Set(['a', 'b', 'c', 'd']);

  it('drops a selector that needs a module class the page lacks, and what it leaves empty', () => {
    const css =
      '.a{color:red}.b,.a .c{margin:0}@media (width>=40rem){.b{gap:0}}@media print{.a{display:none}}';
    expect(dropUnmatchedRules(css, new Set(['a']), modules)).toBe(
      '.a{color:red}@media print{.a{display:none}}',
    );
    expect(dropUnmatchedRules(css, new Set(['a', 'b']), modules)).toBe(
      '.a{color:red}.b{margin:0}@media (width>=40rem){.b{gap:0}}@media print{.a{display:none}}',
    );
  });

  it('keeps global classes, classes inside :not() or :has(), element rules and @font-face', () => {
    const css =
      ':root.brand-font{--x:1}.a:not(.b){color:red}.a:has(.c) p{margin:0}body{margin:0}@font-face{font-family:X;src:local(X)}';
    expect(dropUnmatchedRules(css, new Set(['a']), modules)).toBe(css);
  });
});

describe('trimPageCss', () => {
  const page = (body: string) =>
    `<html><head><style>.a{color:red}.b{color:blue}</style></head><body>${body}</body></html>`;
  const modules = new Set(['a', 'b']);

  it('trims each page\u2019s style to the classes on the page', () => {
    expect(trimPageCss(page('<p class="a">x</p>'), modules)).toBe(
      page('<p class="a">x</p>').replace('.b{color:blue}', ''),
    );
  });

  it('leaves a page with an island whole: its script may render any class later', () => {
    const island = page('<astro-island><p class="a">x</p></astro-island>');
    expect(trimPageCss(island, modules)).toBe(island);
  });
});
