/**
 * The design tokens of src/styles/tokens.css, made small in the built CSS (issue 17: the median
 * page's raw HTML, every page's CSS inlined).
 *
 * Why: a token reference such as `var(--color-accent-hover)` is 25 bytes where its value,
 * `#5f3327`, is 7, and the median page made about 250 of them, plus the 1.9 KB `:root` block that
 * declares them. A token declared once, in tokens.css's `:root` and nowhere else, has the same
 * value on every element, so writing the value in its place renders the same.
 *
 * Which tokens: those whose value, itself resolved, is one value (a colour, a length, a number,
 * a keyword), which minified is about as short as even a short reference. Expressions and lists
 * (the font stacks, the fluid sizes, the gutter and the widths made from it, the shadows) would
 * be longer written out at each use, so they stay custom properties under short names (`--a`),
 * as does any token set a second time, in tokens.css (under another selector or in a media
 * query) or in any other stylesheet under src/: such a token changes with its context, which only
 * a custom property can do. Nothing to list by hand: adding a rule that sets a token keeps that
 * token a custom property.
 *
 * Only the build does this (./compact-css.ts): in `npm run dev` the tokens stay
 * as written, so they can be tried out in the browser's inspector and an edit of tokens.css
 * reaches every component at once. Scripts set no token (design-tokens.test.ts).
 *
 * This is the one reader of tokens.css: the built CSS (planTokens), a browser module's stylesheet
 * imported with `?inline`, such as the site search's (../browser-modules.ts), and what is not
 * CSS, the share image's palette and <meta name="theme-color"> (designToken).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Declaration, type Plugin } from 'postcss';
import { shortIdentifiers } from './short-class-names';

/** Where the design tokens are declared, in the top-level `:root` rule. */

export const TOKENS_FILE = join(process.cwd(), 'src', 'styles', 'tokens.css');

/** A stylesheet's path and text. */
export interface StyleSource {
  file: string;
  css: string;
}

/** Every stylesheet under src/: tokens.css and whatever else might set a token. */
export function styleSources(dir = join(process.cwd(), 'src')): StyleSource[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => ({ file: join(dir, file), css: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * What the build does with each token: writes its value in place of every reference (`values`,
 * name to value), or, for a token that stays a custom property, gives it a short name (`names`,
 * `--gutter` to, say, `--f`). A custom property that is not a token keeps its name and value.
 */
export interface TokenPlan {
  values: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, string>;
}

/** One value, not an expression or a list: `#5f3327`, `0.25rem`, `500`, `rgb(43 36 33 / 0.45)`. */
const SINGLE_VALUE = /^(?:[#\w.%-]+|(?:rgb|hsl)a?\([^()]*\))$/;

/** The definition the build replaces: a token in tokens.css's top-level `:root` rule. */
function isRootDeclaration(decl: Declaration): boolean {
  const rule = decl.parent;
  return (
    rule?.type === 'rule' && 'selector' in rule && rule.selector === ':root' && rule.parent?.type === 'root'
  );
}

/**
 * The index of the `)` that closes the parenthesis opened just before `from`, or -1. CSS values
 * nest parentheses (`var(--a, calc(1px + 2px))`) but a token's name never holds one.
 */
function closingParenthesis(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && (depth -= 1) === 0) return i;
  }
  return -1;
}

/**
 * `text` (a CSS value, or CSS held in a script's string) with every `var(--token)` or
 * `var(--token, fallback)` of a token written as its value replaced by that value, and every
 * other token's reference under its short name. Any other reference stays; the fallbacks are
 * resolved the same way.
 */
export function resolveTokens(text: string, plan: TokenPlan): string {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(/(?<![\w-])var\(\s*(--[\w-]+)\s*/g)) {
    if (match.index < at) continue; // inside a reference already replaced
    const start = match.index;
    const inner = start + match[0].length;
    const end = closingParenthesis(text, inner);
    if (end < 0) break;
    const name = match[1]!;
    const value = plan.values.get(name);
    if (value === undefined) {
      const reference = `var(${plan.names.get(name) ?? name}`;
      const fallback = resolveTokens(text.slice(start + `var(${name}`.length, end), plan);
      out += `${text.slice(at, start)}${reference}${fallback})`;
    } else {
      out += text.slice(at, start) + value;
    }
    at = end + 1;
  }
  return out + text.slice(at);
}

/**
 * The plan for the tokens of TOKENS_FILE: which the build writes as values (with the tokens they
 * refer to resolved in turn), and the short names of the rest, in the order tokens.css declares
 * them. Any other custom property set in `sources` (a component's own, such as the carousel's
 * --gap) only counts as a token's second setting if it has a token's name; short names are never
 * one of theirs. With `everyValue`, every token declared once is written as its value, however
 * long: for styles that must not depend on the page's custom properties.
 */
export function planTokens(
  sources: readonly StyleSource[] = styleSources(),
  { everyValue = false } = {},
): TokenPlan {
  const declared = new Map<string, { value: string; count: number; inRoot: boolean }>();
  for (const { file, css } of sources) {
    postcss.parse(css).walkDecls(/^--/, (decl) => {
      const seen = declared.get(decl.prop);
      declared.set(decl.prop, {
        value: decl.value.replace(/\s+/g, ' ').trim(),
        count: (seen?.count ?? 0) + 1,
        inRoot: file === TOKENS_FILE && isRootDeclaration(decl),
      });
    });
  }

  const values = new Map<string, string>();
  const plan = { values, names: new Map<string, string>() };
  const decided = new Set<string>();
  const decide = (name: string, visiting: Set<string>): void => {
    const token = declared.get(name);
    if (decided.has(name) || !token || visiting.has(name)) return;
    visiting.add(name);
    // The tokens this one refers to first, so its value is measured with theirs written in.
    for (const [, inner] of token.value.matchAll(/var\(\s*(--[\w-]+)/g)) decide(inner!, visiting);
    decided.add(name);
    const value = resolveTokens(token.value, plan);
    const constant = token.count === 1 && token.inRoot;
    if (constant && (everyValue || SINGLE_VALUE.test(value))) values.set(name, value);
  };
  for (const name of declared.keys()) decide(name, new Set());

  const tokenNames = new Set(
    sources
      .filter(({ file }) => file === TOKENS_FILE)
      .flatMap(({ css }) => {
        const names: string[] = [];
        postcss.parse(css).walkDecls(/^--/, (decl) => void names.push(decl.prop));
        return names;
      }),
  );
  const shortNames = shortIdentifiers(new Set([...declared.keys()].map((name) => name.slice(2))));
  for (const name of tokenNames) {
    if (!values.has(name)) plan.names.set(name, `--${shortNames.next().value as string}`);
  }
  return plan;
}

let everyValuePlan: TokenPlan | undefined;

/**
 * A token's value as tokens.css declares it once in its `:root`, with the tokens it refers to
 * written in: for what is not CSS (the share image's palette, theme-color). A token that is set a
 * second time somewhere has no single value, so asking for it stops the build.
 */
export function designToken(name: `--${string}`): string {
  // Planned once per build: the plan reads every file name under src/ and parses every .css file,
  // and every page (theme-color) and share image asks; at a hundred times the catalogue (10 000
  // content files to list per call) that was most of the build's time (issue 29). `npm run dev`
  // plans again on each call, so an edited tokens.css shows on the next reload.
  const plan =
    import.meta.env?.DEV === true
      ? planTokens(undefined, { everyValue: true })
      : (everyValuePlan ??= planTokens(undefined, { everyValue: true }));
  const value = plan.values.get(name);
  if (value === undefined) throw new Error(`${name} saknas i ${TOKENS_FILE}, eller sätts där mer än en gång`);
  return value;
}

/**
 * The PostCSS plugin of the build: writes the tokens' values or short names in every
 * declaration, and drops the definitions of those written as values from tokens.css's `:root`
 * (whichever file imports it). The plan is read from every .css file under src/ when the build
 * starts; a style from elsewhere (a component's <style>, a package) that sets a token written as
 * its value would change it in a context the written values cannot follow, so that stops the
 * build.
 */
export function compactDesignTokens(plan: TokenPlan = planTokens()): Plugin {
  return {
    postcssPlugin: 'compact-design-tokens',
    Declaration(decl) {
      const short = plan.names.get(decl.prop);
      if (short) {
        decl.prop = short;
        // The minifier leaves custom properties' values as written; the spaces after commas go.
        decl.value = decl.value.replace(/("[^"]*"|'[^']*')|\s*,\s*/g, (_, quoted?: string) => quoted ?? ',');
      }
      if (plan.values.has(decl.prop)) {
        if (isRootDeclaration(decl) && decl.source?.input.file === TOKENS_FILE) {
          decl.remove();
          return;
        }
        throw decl.error(
          `${decl.prop} sätts här, men bygget skriver in tokenens värde överallt (src/delivery/css/design-tokens.ts): ` +
            'sätt den i en .css-fil under src/, så förblir den en custom property',
        );
      }
      if (decl.value.includes('var(')) decl.value = resolveTokens(decl.value, plan);
    },
  };
}
