// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE_MODULES } from './compact-css';
import {
  cssModuleSources,
  globalClassNames,
  selectorClassNames,
  shortClassNames,
  shortClassNameSet,
  shortIdentifiers,
  shortScopedName,
  type ModuleSource,
} from './short-class-names';

const take = (count: number, reserved = new Set<string>()) => {
  const names: string[] = [];
  for (const name of shortIdentifiers(reserved)) {
    names.push(name);
    if (names.length === count) break;
  }
  return names;
};

describe('shortIdentifiers', () => {
  it('one character first, then two, each a valid class name, none twice', () => {
    const names = take(3000);
    expect(names.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(names.filter((name) => name.length === 1)).toHaveLength(52);
    expect(names.every((name) => /^[a-zA-Z][a-zA-Z0-9]*$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('skips what ad blockers hide (.ad, .ads …) and the reserved names', () => {
    const names = take(3000, new Set(['b', 'aa']));
    expect(names.filter((name) => /^ad/i.test(name))).toEqual([]);
    expect(names).not.toContain('b');
    expect(names).not.toContain('aa');
  });
});

describe('selectorClassNames', () => {
  it('the classes of the selectors and the keyframes, in order, not dots in values or quoted attributes', () => {
    const css = `.card { width: 1.5rem; background: url(a.png); }
      .card > .title:hover, .link[href$=".pdf"] { color: red; }
      @media (min-width: 40rem) { .grid:not(.wide) { gap: 0.5rem; } }
      @keyframes fade { from { opacity: 0.5; } to { opacity: 1; } }`;
    expect(selectorClassNames(css)).toEqual(['card', 'title', 'link', 'grid', 'wide', 'fade']);
  });
});

describe('shortClassNames', () => {
  const modules: ModuleSource[] = [
    { path: 'src/a/A.module.css', css: '.card {} .title {}' },
    { path: 'src/b/B.module.css', css: '.card {} .b {}' },
  ];

  it('gives each class of each module its own name, the same every time', () => {
    const names = shortClassNames(modules, new Set(['c']));
    expect(Object.fromEntries(names.get('src/a/A.module.css')!)).toEqual({ card: 'a', title: 'b' });
    expect(Object.fromEntries(names.get('src/b/B.module.css')!)).toEqual({ card: 'd', b: 'e' });
    expect(shortClassNames(modules, new Set(['c']))).toEqual(names);
  });
});

describe('the site\u2019s modules', () => {
  it('the modules named first exist, and come first', () => {
    expect(EVERY_PAGE_MODULES.filter((path) => !existsSync(path))).toEqual([]);
    const paths = cssModuleSources(process.cwd(), EVERY_PAGE_MODULES).map(({ path }) => path);
    expect(paths.slice(0, EVERY_PAGE_MODULES.length)).toEqual(EVERY_PAGE_MODULES);
    expect(paths.length).toBeGreaterThan(EVERY_PAGE_MODULES.length);
  });

  it('no short name is a class the components write as it is, and every such class is global', () => {
    const literal = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx|astro)$/.test(file))
      .flatMap((file) =>
        [...readFileSync(join('src', file), 'utf8').matchAll(/\bclass(?:Name)?="([^"]+)"/g)].flatMap(
          ([, value]) => value!.split(/\s+/),
        ),
      );
    const short = shortClassNameSet(EVERY_PAGE_MODULES);
    expect(literal.filter((name) => short.has(name))).toEqual([]);
    expect(literal.filter((name) => !globalClassNames().includes(name))).toEqual([]);
    expect(globalClassNames().filter((name) => short.has(name))).toEqual([]);
  });

  it('the build\u2019s names: a module\u2019s class by its absolute path, an unknown class stops it', () => {
    const scoped = shortScopedName(EVERY_PAGE_MODULES);
    const file = join(process.cwd(), EVERY_PAGE_MODULES[0]!);
    expect(scoped('visuallyHidden', file)).toBe('a');
    expect(scoped('visuallyHidden', `${file}?used`)).toBe('a');
    expect(() => scoped('nothing', file)).toThrow(/nothing/);
  });
});
