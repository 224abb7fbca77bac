/**
 * What the clinic offers, where the home, about and booking pages say how a new client starts:
 * the sentences name exactly the categories the build wrote a page for, by kind of care, and no
 * category the clinic hid or deleted (decision 0032). Read from the content and the built site, so
 * it holds for the sample and the fixture clinic alike.
 */
import { expect, test } from 'vitest';
import { clinicIn, creditWaysOf } from '../../src/config/clinic';
import { mainPages } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { listOf, namesInSentence } from '../../src/i18n/words';
import { firstStepsOf } from '../../src/lib/domain/care';
import { categories } from '../e2e/content';
import { builtPaths } from '../e2e/site';
import { renderToStaticMarkup } from 'react-dom/server';
import { builtDocument, parseDocument, textOf } from './dom';
import { escapeRegExp } from '../../src/schemas/regexp';

const { firstSteps, clinicInfo } = uiWords('sv').site;
const built = new Set(builtPaths());
const withKind = (category: (typeof categories)[number]) => ({
  title: category.title,
  careKind: category.careKind ?? 'beauty',
  noCredit: category.noCredit,
});
const steps = firstStepsOf(categories.filter((c) => built.has(c.path)).map(withKind));
const unbuilt = categories.filter((c) => !built.has(c.path));

const pageText = (path: string) => textOf(builtDocument(path).body).replace(/\s+/g, ' ');
const names = (titles: readonly string[]) => namesInSentence('sv', titles);
/** The sentence as a visitor reads it, its link included. */
const firstSentence = (titles: readonly string[]) =>
  textOf(
    parseDocument(
      `<p>${renderToStaticMarkup(firstSteps.consultationFirst(names(titles), mainPages.booking.title))}</p>`,
    ).querySelector('p'),
  ).replace(/\s+/g, ' ');

test.each([mainPages.home.path, mainPages.about.path])(
  '%s says which built categories start with a consultation and which are booked directly',
  (path) => {
    const text = pageText(path);
    if (steps.consultationFirst.length > 0) expect(text).toContain(firstSentence(steps.consultationFirst));
    if (steps.direct.length > 0) expect(text).toContain(firstSteps.bookDirectly(names(steps.direct)));
  },
);

test('the booking rules name the built device and beauty categories, each under its rule', ({ skip }) => {
  skip(steps.device.length + steps.direct.length === 0, 'every category is care under the law');
  const text = pageText(mainPages.booking.path);
  if (steps.device.length > 0) expect(text).toContain(clinicInfo.deviceConsultation(names(steps.device)));
  if (steps.direct.length > 0)
    expect(text).toContain(clinicInfo.noConsultation(namesInSentence('sv', steps.direct, 'disjunction')));
});

test('no category the build left out is named on the pages that say how a client starts', ({ skip }) => {
  skip(unbuilt.length === 0, 'the clinic hides no category');
  for (const path of [mainPages.home.path, mainPages.about.path, mainPages.booking.path]) {
    const text = pageText(path);
    for (const category of unbuilt) {
      // The title as a word of its own, in any case, as the build's warning for hidden pages reads it.
      const title = escapeRegExp(category.title);
      const word = new RegExp(`(?<![\\p{L}\\p{N}])${title}(?![\\p{L}\\p{N}])`, 'iu');
      expect(text, `${path} names ${category.title}`).not.toMatch(word);
    }
  }
});

test('the booking page offers credit by name for the care without a licence, and for nothing else', ({
  skip,
}) => {
  const { policies } = clinicIn('sv');
  skip(!policies.instalments, 'the clinic offers no instalments');
  const text = pageText(mainPages.booking.path);
  if (steps.consultationFirst.length === 0)
    return expect(text).toContain(clinicInfo.instalments(policies.instalments!));
  // What a category marks noCredit is named with the care that offers none.
  const withCredit = steps.direct.filter((title) => !steps.directWithoutCredit.includes(title));
  if (withCredit.length > 0)
    expect(text).toContain(
      clinicInfo.creditFor(listOf('sv', creditWaysOf(policies), 'disjunction'), names(withCredit)),
    );
  expect(text).not.toContain(clinicInfo.instalments(policies.instalments!));
});
