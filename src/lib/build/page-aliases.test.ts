// @vitest-environment node
/**
 * The old addresses as the content gives them: each leads to its entry's page, a fixed page's
 * file to that page, and one whose page is not built (a hidden treatment) is dropped with a
 * Swedish line, so no host's rules and no resolver send a visitor to a missing page.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createRedirectResolver, mainPages } from '../../config/routes';
import { contentOf } from './content-rules/content';
import { builtAliases, contentAliases, droppedAliasLine } from './page-aliases';

const file = (name: string, data: Record<string, unknown>) =>
  name.endsWith('.md')
    ? { file: `src/content/${name}`, text: `---\n${stringify(data)}---\nText.\n` }
    : { file: `src/content/${name}`, text: stringify(data) };

const content = contentOf([
  file('categories/hud.yaml', { path: '/Hud', title: 'Hud', aliases: ['/Hudvard-gammal'] }),
  file('treatments/hud/Peeling.md', {
    path: '/Peeling',
    title: 'Peeling',
    category: 'hud',
    aliases: ['/Peel'],
  }),
  file('treatments/hud/Dold.md', {
    path: '/Dold',
    title: 'Dold',
    category: 'hud',
    hidden: true,
    aliases: ['/Dold-gammal'],
  }),
  file('pages/hem.yaml', { aliases: ['/Hem'] }),
  file('en/treatments/hud/Peeling.md', { path: '/peeling', title: 'Peeling' }),
]);
/** What the build wrote: the hidden treatment's page is not among them. */
const built = ['/', '/Hud', '/Peeling', '/en', '/en/peeling'];

describe('the content’s aliases', () => {
  it('lead to their entry’s page, a fixed page’s file to that page', () => {
    expect(contentAliases(content).map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      '/Hudvard-gammal -> /Hud',
      '/Hem -> /',
      '/Dold-gammal -> /Dold',
      '/Peel -> /Peeling',
    ]);
    expect(contentAliases(content).find(({ from }) => from === '/Hem')?.to).toBe(mainPages.home.path);
  });

  it('drop an alias to a hidden treatment, and the build says so in Swedish with the file', () => {
    const { kept, dropped } = builtAliases(contentAliases(content), built);
    expect(kept).toEqual({ '/Hudvard-gammal': '/Hud', '/Hem': '/', '/Peel': '/Peeling' });
    expect(dropped.map(droppedAliasLine)).toEqual([
      'Omdirigering tas bort: /Dold-gammal skulle leda till /Dold, som inte byggs (src/content/treatments/hud/Dold.md, fältet aliases). /Dold-gammal svarar nu att sidan inte finns.',
    ]);
  });

  it('give the resolver only what leads to a built page, in any letter case', () => {
    const resolve = createRedirectResolver(built, builtAliases(contentAliases(content), built).kept);
    expect(resolve('/peel')).toBe('/Peeling');
    expect(resolve('/HEM')).toBe('/');
    expect(resolve('/Dold-gammal')).toBeUndefined();
    // Even given every alias, the resolver never leads to a page it does not know.
    const unfiltered = Object.fromEntries(contentAliases(content).map(({ from, to }) => [from, to]));
    expect(createRedirectResolver(built, unfiltered)('/Dold-gammal')).toBeUndefined();
  });

  it('go with their entry: a deleted entry leaves no alias', () => {
    const without = contentOf([file('categories/hud.yaml', { path: '/Hud', title: 'Hud' })]);
    expect(contentAliases(without)).toEqual([]);
  });
});
