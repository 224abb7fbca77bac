import { expect, test } from 'vitest';
import { mainPages } from '../../src/config/routes';
import { builtPaths } from '../e2e/site';
import { builtDocument, textOf } from './dom';

/** Facts the code must hold once: checked in the HTML the build wrote. */

test('each main page shows the title routes.ts gives it, in <title> and in its heading', () => {
  for (const [key, { path, title }] of Object.entries(mainPages)) {
    // The start page's heading and title are the clinic's tagline; its menu label is the title.
    if (key === 'home') continue;
    const document = builtDocument(path);
    expect(textOf(document.querySelector('h1')), path).toBe(title);
    const documentTitle = document.title;
    expect(documentTitle.startsWith(`${title} | `), `${path}: ${documentTitle}`).toBe(true);
  }
});

test('no class attribute carries stray spaces', () => {
  const offenders: string[] = [];
  for (const path of [...builtPaths(), '/404']) {
    for (const element of builtDocument(path).querySelectorAll('[class]')) {
      const value = element.getAttribute('class')!;
      if (value !== value.trim() || value.includes('  ')) offenders.push(`${path}: class="${value}"`);
    }
  }
  expect(offenders.slice(0, 10)).toEqual([]);
});
