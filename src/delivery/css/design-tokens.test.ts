// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  compactDesignTokens,
  planTokens,
  resolveTokens,
  styleSources,
  TOKENS_FILE,
  type StyleSource,
  type TokenPlan,
} from './design-tokens';
import { searchModule } from '../search-module';

const tokens = (css: string): StyleSource => ({ file: TOKENS_FILE, css });
const component = (css: string): StyleSource => ({ file: join('src', 'components', 'X.module.css'), css });

const compact = (css: string, plan: TokenPlan, from = join('src', 'components', 'X.module.css')) =>
  postcss([compactDesignTokens(plan)]).process(css, { from }).css;

describe('planTokens', () => {
  const sources = [
    tokens(`:root {
      --ink: #2b2421;
      --space: 0.25rem;
      --backdrop: rgb(43 36 33 / 0.45);
      --gutter: clamp(1rem, 4vw, 2rem);
      --wide: calc(var(--width) + 2 * var(--gutter));
      --width: 72rem;
      --stack: -apple-system, 'Segoe UI', sans-serif;
      --display: Georgia, serif;
      --again: var(--ink);
    }
    :root.brand { --display: Fraunces, serif; }
    @media (min-width: 60rem) { :root { --space: 0.5rem; } }`),
    component('.card { --gap: var(--space); --ink-local: 1px; }'),
  ];
  const plan = planTokens(sources);

  it('writes single values as values, with the tokens they refer to resolved', () => {
    expect(Object.fromEntries(plan.values)).toEqual({
      '--ink': '#2b2421',
      '--backdrop': 'rgb(43 36 33 / 0.45)',
      '--width': '72rem',
      '--again': '#2b2421',
    });
  });

  it('keeps expressions, lists and tokens set twice as custom properties, under short names', () => {
    expect([...plan.names.keys()]).toEqual(['--space', '--gutter', '--wide', '--stack', '--display']);
    expect(new Set(plan.names.values()).size).toBe(plan.names.size);
    for (const short of plan.names.values()) expect(short).toMatch(/^--[a-zA-Z][a-zA-Z0-9]?$/);
  });

  it('resolves references, keeps the rest, and resolves fallbacks too', () => {
    const wide = plan.names.get('--wide')!;
    expect(resolveTokens('1px solid var(--ink)', plan)).toBe('1px solid #2b2421');
    expect(resolveTokens('var(--wide)', plan)).toBe(`var(${wide})`);
    expect(resolveTokens('var(--unknown, var(--ink))', plan)).toBe('var(--unknown, #2b2421)');
    expect(resolveTokens('var(--ink, red) var( --width )', plan)).toBe('#2b2421 72rem');
    expect(resolveTokens('calc(var(--width) + var(--gap))', plan)).toBe('calc(72rem + var(--gap))');
  });

  it('with everyValue, writes every token set once as its value (the search dialog)', () => {
    const every = planTokens(sources, { everyValue: true });
    expect(every.values.get('--wide')).toBe('calc(72rem + 2 * clamp(1rem, 4vw, 2rem))');
    expect(every.values.has('--display')).toBe(false);
  });
});

describe('compactDesignTokens', () => {
  const plan = planTokens([
    tokens(':root { --ink: #2b2421; --gutter: clamp(1rem, 4vw, 2rem); --stack: a, "b, c", d; }'),
  ]);
  const gutter = plan.names.get('--gutter')!;
  const stack = plan.names.get('--stack')!;

  it('drops the definitions written as values, renames the rest and tightens their lists', () => {
    const out = compact(
      ':root { --ink: #2b2421; --gutter: clamp(1rem, 4vw, 2rem); --stack: a, "b, c", d; }',
      plan,
      TOKENS_FILE,
    );
    expect(out).toBe(`:root { ${gutter}: clamp(1rem,4vw,2rem); ${stack}: a,"b, c",d; }`);
  });

  it('writes values and short names into every declaration', () => {
    expect(compact('.a { color: var(--ink); padding: 0 var(--gutter); }', plan)).toBe(
      `.a { color: #2b2421; padding: 0 var(${gutter}); }`,
    );
  });

  it('stops the build where a style outside src/ sets a token written as its value', () => {
    expect(() => compact('.a { --ink: red; }', plan)).toThrow(/--ink sätts här/);
  });
});

describe('the site\u2019s tokens', () => {
  const plan = planTokens();

  it('every colour is written as its value; the font stacks and the gutter stay custom properties', () => {
    const declared = styleSources()
      .filter(({ file }) => file === TOKENS_FILE)
      .flatMap(({ css }) => [...css.matchAll(/(--color-[\w-]+):/g)].map(([, name]) => name!));
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((name) => !plan.values.has(name))).toEqual([]);
    expect([...plan.names.keys()]).toEqual(
      expect.arrayContaining(['--font-body', '--font-display', '--gutter']),
    );
  });

  it('no script sets a token: the build renames or removes them', () => {
    const names = [...plan.values.keys(), ...plan.names.keys()];
    const setting = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !file.endsWith('.test.ts'))
      .flatMap((file) => {
        const code = readFileSync(join('src', file), 'utf8');
        return names
          .filter((name) =>
            new RegExp(`setProperty\\(\\s*['"\`]${name}['"\`]|['"\`]${name}['"\`]\\s*:`).test(code),
          )
          .map((name) => `${file}: ${name}`);
      });
    expect(setting).toEqual([]);
  });

  it('the search dialog\u2019s styles name no token: they are written as values', async () => {
    const { source } = await searchModule();
    expect(source).not.toMatch(/var\(--/);
    expect(source).toContain('#7a4536');
  });
});
