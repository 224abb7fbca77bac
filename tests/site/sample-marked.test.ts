/**
 * Invented reviews and staff come with the template, marked `sample` in the content; the publish
 * check refuses them, and the local and test builds that show them say so on the page, so that no
 * invented person reads as real. Cases from the content: the shipped sample, or a clinic's own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_DIR } from '../../src/config/folders';
import { pagesIn, type Lang } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { builtDocument, textOf } from './dom';

const anySample = (file: string) =>
  ((parse(readFileSync(join(CONTENT_DIR, file), 'utf8')) ?? []) as Array<{ sample?: boolean }>).some(
    ({ sample }) => sample === true,
  );

for (const lang of ['sv', 'en'] as const satisfies Lang[]) {
  const words = uiWords(lang).site.clinicFacts;
  const pages = pagesIn(lang);
  for (const [page, file, note] of [
    [pages.home.path, 'testimonials.yaml', words.sampleReviews],
    [pages.about.path, 'staff.yaml', words.sampleStaff],
  ] as const) {
    test(`${page}: says that what ${file} marks sample is invented, and only then`, () => {
      const text = textOf(builtDocument(page).querySelector('main'));
      if (anySample(file)) expect(text).toContain(note);
      else expect(text).not.toContain(note);
    });
  }
}
