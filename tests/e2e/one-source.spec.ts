import { expect, test } from '@playwright/test';
import { mainPages } from '../../src/config/routes';
import { SOFT_HYPHEN } from '../../src/lib/domain/hyphenate';
import { builtHtml, builtPaths } from './site';

/** Facts the code must hold once: checked in the HTML the build wrote. */

/** What a heading reads as: its text without tags and without the soft hyphens the build adds. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll(SOFT_HYPHEN, '')
    .trim();

test('each main page shows the title routes.ts gives it, in <title> and in its heading', () => {
  for (const [key, { path, title }] of Object.entries(mainPages)) {
    const html = builtHtml(path);
    const h1 = text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
    const documentTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    // The start page's heading and title are the clinic's tagline; its menu label is the title.
    if (key === 'home') continue;
    expect(h1, path).toBe(title);
    expect(documentTitle.startsWith(`${title} | `), `${path}: ${documentTitle}`).toBe(true);
  }
});

test('no class attribute carries stray spaces', () => {
  const offenders: string[] = [];
  for (const path of [...builtPaths(), '/404']) {
    const html = path === '/404' ? builtHtml('/404') : builtHtml(path);
    for (const [attribute] of html.matchAll(/\bclass="(?:\s[^"]*|[^"]*\s)"|\bclass="[^"]*\s{2}[^"]*"/g)) {
      offenders.push(`${path}: ${attribute}`);
    }
  }
  expect(offenders.slice(0, 10)).toEqual([]);
});
