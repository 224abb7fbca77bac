import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtHtml, builtPaths, DIST } from './site';

/** Every in-site link and asset of every page points at something the build wrote. */
test('no internal link or asset is broken', () => {
  const pages = new Set(builtPaths());
  const broken: string[] = [];
  for (const path of pages) {
    const html = builtHtml(path);
    for (const [, attr, raw] of html.matchAll(/\s(href|src)="([^"]+)"/g)) {
      if (!raw || /^(https?:|mailto:|tel:|#|data:)/.test(raw)) continue;
      const target = decodeURI(raw.replace(/&amp;/g, '&').split('#')[0]!.split('?')[0]!);
      const ok = attr === 'href' && pages.has(target) ? true : existsSync(join(DIST, target));
      if (!ok) broken.push(`${path} -> ${raw}`);
    }
  }
  expect(broken).toEqual([]);
});

test('no two output files differ only in letter case', () => {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const path of [...builtPaths(), '/404']) {
    const key = path.toLowerCase();
    if (seen.has(key)) clashes.push(`${seen.get(key)} / ${path}`);
    seen.set(key, path);
  }
  expect(clashes).toEqual([]);
});
