/**
 * The pages' old addresses, read from the content (`aliases`) and from the rules the build wrote
 * for every host: each alias of a built page redirects to it, an alias of a page the build did not
 * write (hidden, switched off) redirects nowhere, and no redirect leads to a page that is not there
 * (decisions 0003, 0011). Through real nginx and Cloudflare's runtime: tests/e2e/host-rules.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { HOSTING_DIR } from '../../src/config/folders';
import { KNOWN_PATHS_FILE, type KnownPaths } from '../../src/config/known-paths';
import { caseInsensitivePattern } from '../../src/integrations/hosting';
import { contentAliases } from '../../src/lib/build/page-aliases';
import { builtPaths, DIST } from '../e2e/site';

const built = new Set(builtPaths());
const aliases = contentAliases();
const ofBuiltPages = aliases.filter(({ to }) => built.has(to));
const ofMissingPages = aliases.filter(({ to }) => !built.has(to));

/** dist/_redirects as "from -> to", decoded. */
const redirects = readFileSync(join(DIST, '_redirects'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' '))
  .map(([from, to]) => ({ from: decodeURI(from!), to: decodeURI(to!) }));
const known = JSON.parse(readFileSync(join(DIST, KNOWN_PATHS_FILE), 'utf8')) as KnownPaths;
const nginxMap = readFileSync(join(HOSTING_DIR, 'nginx-http.conf'), 'utf8');
/** The alias's line in nginx's map, as the writer quotes it (a backslash doubled). */
const inNginx = (alias: string) =>
  nginxMap.includes(
    `"~*^${caseInsensitivePattern(alias.toLowerCase()).replace(/\\/g, '\\\\')}(?:/|\\\\.html)?$"`,
  );

test('every redirect the build wrote leads to a page it built', () => {
  expect(redirects.filter(({ to }) => !built.has(to))).toEqual([]);
  expect(Object.entries(known.aliases).filter(([, to]) => !built.has(to))).toEqual([]);
});

test('each old address of a built page leads to it on every host', ({ skip }) => {
  skip(ofBuiltPages.length === 0, 'the content gives no old address of a shown page');
  for (const { from, to, file } of ofBuiltPages) {
    expect(redirects, `${from} (${file})`).toContainEqual({ from, to });
    expect(known.aliases[from], `${from} (${file})`).toBe(to);
    expect(inNginx(from), `${from} in nginx's map`).toBe(true);
  }
});

test('an old address of a page the build did not write redirects nowhere', ({ skip }) => {
  skip(ofMissingPages.length === 0, 'no old address belongs to a hidden or missing page');
  for (const { from, file } of ofMissingPages) {
    expect(
      redirects.filter((redirect) => redirect.from === from),
      `${from} (${file})`,
    ).toEqual([]);
    expect(known.aliases[from], `${from} (${file})`).toBeUndefined();
    expect(inNginx(from), `${from} in nginx's map`).toBe(false);
  }
});
