/**
 * The CSS Modules' class names in the built site: one or two characters (`a`, `b`, …, `aB`)
 * instead of `columnTitle_506v` (issue 17: every page inlines its CSS, and a name is written once
 * in the CSS and again on every element that has it; about 2 KB of the median page).
 *
 * Every name is handed out from one list, made when the build starts from all CSS Modules under
 * src/ (each file's names in the order they first appear), so no two classes share a name and
 * the same sources always give the same names. The one-character names go to the modules every
 * page carries, which the caller names first (their order only changes the pages' size); the
 * other modules follow by path. `npm run dev` keeps the readable `[local]_[hash]` names
 * (./compact-css.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import postcss from 'postcss';

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REST = `${FIRST}0123456789`;

/**
 * Ad blockers hide elements by common class names (`.ad`, `.ads`, `.adv`, …); no short name
 * starts like one. Upper and lower case are different names: every page is in standards mode
 * (`<!DOCTYPE html>`), where class names are case-sensitive.
 */
const AVOIDED = /^ad/i;

/**
 * Short identifiers in order, shortest first (`a` … `Z`, `aa` …), skipping avoided and `reserved`
 * ones: the class names here, and the short names of design tokens (./design-tokens.ts).
 */
export function* shortIdentifiers(reserved: ReadonlySet<string>): Generator<string> {
  for (let length = 1; ; length += 1) {
    const indices = Array.from({ length }, () => 0);
    for (;;) {
      const name = indices.map((digit, i) => (i === 0 ? FIRST : REST)[digit]).join('');
      if (!AVOIDED.test(name) && !reserved.has(name)) yield name;
      // The next name of this length: count up from the last character.
      let i = length - 1;
      while (i >= 0 && (indices[i] = indices[i]! + 1) === (i === 0 ? FIRST : REST).length) {
        indices[i] = 0;
        i -= 1;
      }
      if (i < 0) break;
    }
  }
}

/**
 * The names CSS Modules makes local in a stylesheet, in order of first appearance: its selectors'
 * class names, and its @keyframes' names.
 */
export function selectorClassNames(css: string): string[] {
  const names = new Set<string>();
  postcss.parse(css).walk((node) => {
    if (node.type === 'atrule' && /keyframes$/i.test(node.name)) names.add(node.params.trim());
    if (node.type !== 'rule' || (node.parent?.type === 'atrule' && /keyframes$/i.test(node.parent.name)))
      return;
    // Quoted attribute values may hold dots ([href$=".pdf"]); they are not classes.
    const selector = node.selector.replace(/"[^"]*"|'[^']*'/g, '');
    for (const [, name] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(name!);
  });
  return [...names];
}

/** A stylesheet, by its path relative to the project, with its text. */
export interface ModuleSource {
  path: string;
  css: string;
}

/**
 * Every CSS Module under `dir` (src/), by path relative to `root`: those in `first` in that order,
 * then the rest sorted by path, so the order never varies.
 */
export function cssModuleSources(
  root = process.cwd(),
  first: readonly string[] = [],
  dir = join(root, 'src'),
): ModuleSource[] {
  const rank = (path: string) => (first.includes(path) ? first.indexOf(path) : first.length);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => ({
      path: relative(root, join(dir, file)).split(sep).join('/'),
      css: readFileSync(join(dir, file), 'utf8'),
    }))
    .sort((a, b) => rank(a.path) - rank(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * A name for each class of each module: `names.get(path)?.get(className)`. `reserved` are class
 * names used outside the modules (global.css's `visually-hidden`, …), which no short name may be.
 */
export function shortClassNames(
  modules: readonly ModuleSource[],
  reserved: ReadonlySet<string>,
): Map<string, Map<string, string>> {
  const next = shortIdentifiers(reserved);
  return new Map(
    modules.map(({ path, css }) => [
      path,
      new Map(selectorClassNames(css).map((name) => [name, next.next().value as string])),
    ]),
  );
}

/** Every short name the build gives a module class: the classes ./page-css.ts may drop. */
export function shortClassNameSet(first: readonly string[] = [], root = process.cwd()): Set<string> {
  const names = shortClassNames(cssModuleSources(root, first), new Set(globalClassNames(root)));
  return new Set([...names.values()].flatMap((classes) => [...classes.values()]));
}

/**
 * CSS Modules' `generateScopedName` for the build, the modules in `first` getting the shortest
 * names. Vite passes the module's absolute path (sometimes with a query); a class the list has
 * not seen, as in a module outside src/, stops the build rather than risk a name another class has.
 */
export function shortScopedName(
  first: readonly string[] = [],
  root = process.cwd(),
): (name: string, file: string) => string {
  const names = shortClassNames(cssModuleSources(root, first), new Set(globalClassNames(root)));
  return (name, file) => {
    const path = relative(root, file.replace(/\?.*$/, '')).split(sep).join('/');
    const short = names.get(path)?.get(name);
    if (short === undefined)
      throw new Error(`${path}: klassen .${name} saknas i listan över korta klassnamn`);
    return short;
  };
}

/** Class names in the global stylesheets under src/ (every .css file that is not a module). */
export function globalClassNames(root = process.cwd(), dir = join(root, 'src')): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css') && !file.endsWith('.module.css'))
    .sort()
    .flatMap((file) => selectorClassNames(readFileSync(join(dir, file), 'utf8')));
}
