import { expect, test } from 'vitest';
import { isPublished } from '../../src/config/page-texts';
import { mainPages } from '../../src/config/routes';
import { builtHtml, builtPaths } from '../e2e/site';
import { NOT_FOUND_PAGES } from './languages';
import { builtDocument, textOf } from './dom';

/** Facts the code must hold once: checked in the HTML the build wrote. */

test('each main page shows the title routes.ts gives it, in <title> and in its heading', () => {
  for (const [key, { path, title }] of Object.entries(mainPages)) {
    // The start page's heading and title are the clinic's tagline; its menu label is the title.
    if (key === 'home') continue;
    // A page the clinic switched off is not built (src/config/page-texts.ts).
    if (!isPublished(path)) continue;
    const document = builtDocument(path);
    expect(textOf(document.querySelector('h1')), path).toBe(title);
    const documentTitle = document.title;
    expect(documentTitle.startsWith(`${title} | `), `${path}: ${documentTitle}`).toBe(true);
  }
});

test('no class attribute carries stray spaces', () => {
  // A question about the bytes the build wrote (its class names are compacted), so it reads the
  // HTML as written: a parser hands over the class list already normalised.
  const offenders: string[] = [];
  for (const path of [...builtPaths(), ...NOT_FOUND_PAGES]) {
    for (const [attribute] of builtHtml(path).matchAll(
      /\bclass="(?:\s[^"]*|[^"]*\s)"|\bclass="[^"]*\s{2}[^"]*"/g,
    )) {
      offenders.push(`${path}: ${attribute}`);
    }
  }
  expect(offenders.slice(0, 10)).toEqual([]);
});
