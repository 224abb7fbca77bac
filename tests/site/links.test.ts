import { expect, test } from 'vitest';
import { brokenLinks } from '../../src/lib/build/broken-links';
import { builtPaths, DIST } from '../e2e/site';
import { NOT_FOUND_PAGES } from './languages';

/** Every in-site link and asset of every page points at something the build wrote (the publish run checks the same). */
test('no internal link or asset is broken', () => {
  expect(brokenLinks(DIST).map(({ page, href }) => `${page} -> ${href}`)).toEqual([]);
});

test('no two output files differ only in letter case', () => {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const path of [...builtPaths(), ...NOT_FOUND_PAGES]) {
    const key = path.toLowerCase();
    if (seen.has(key)) clashes.push(`${seen.get(key)} / ${path}`);
    seen.set(key, path);
  }
  expect(clashes).toEqual([]);
});
