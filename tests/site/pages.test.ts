/**
 * The pages the build wrote, against the content and the original routes (docs/product.md). Each
 * page's own checks in a browser (status, one h1, figures, axe) run in
 * tests/e2e/accessibility.spec.ts, which visits every page the build wrote.
 */
import { expect, test } from 'vitest';
import { isPublished } from '../../src/config/page-texts';
import { mainPages } from '../../src/config/routes';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import {
  categories,
  concerns,
  groups,
  isShown,
  priceLists,
  shownPriceLists,
  shownTreatments,
  treatments,
} from '../e2e/content';
import { builtPaths } from '../e2e/site';
import { builtPathsIn, expectedEnglishPath } from './languages';
import { bannerTargets, pageFigures } from '../e2e/spec-figures';
import { allSpecRoutes } from '../e2e/spec-routes';

/**
 * The entries the clinic hid, or left with nothing to show: a hidden treatment, overview or
 * category (or one inside a hidden one), a concern whose treatments are all hidden or
 * prescription-only (pages of information, which a concern page does not offer: decision 0027),
 * a price list hidden or left empty. Their files are there; their pages are not.
 */
const shownPaths = new Set(shownTreatments.filter((t) => !t.prescriptionOnly).map((t) => t.path));
const hiddenPaths = new Set([
  ...[...treatments, ...groups, ...categories].filter((entry) => !isShown(entry)).map((entry) => entry.path),
  ...concerns.filter((c) => !c.treatments.some((path) => shownPaths.has(path))).map((c) => c.path),
  ...priceLists.filter((list) => !shownPriceLists.includes(list)).map((list) => list.path),
]);

/** The fixed pages the clinic shows: the education page can be switched off in the editor. */
const fixedPages = (): string[] =>
  Object.values(mainPages)
    .map((page) => page.path)
    .filter(isPublished);

test('the build has a page for every fixed page and every content entry in each language, and nothing else', () => {
  const shipped = shippedStatus();
  const expected = fixedPages();
  for (const route of new Set([...allSpecRoutes, ...builtPathsIn('sv')])) {
    if (shipped.filesOf(route) && !hiddenPaths.has(route)) expected.push(route);
  }
  const swedish = [...new Set(expected)].sort();
  expect(builtPathsIn('sv')).toEqual(swedish);
  // Every Swedish page in English too, where its English file (or the routes) put it.
  const english = swedish.map((path) => expectedEnglishPath(path) ?? `(no English path for ${path})`);
  expect(builtPathsIn('en')).toEqual([...english].sort());
});

test('the original routes (docs/product.md): each is built where its content file is the shipped one', async ({
  annotate,
}) => {
  const shipped = shippedStatus();
  const built = builtPaths();
  const changed = allSpecRoutes.filter((route) => {
    const files = shipped.filesOf(route);
    return files !== undefined && !shipped.isShipped(files);
  });
  // A spec route without a file of its own now and not a fixed page: its file was removed.
  const fixed = fixedPages();
  const removed = allSpecRoutes.filter((route) => !fixed.includes(route) && !shipped.filesOf(route));
  for (const route of [...changed, ...removed]) await annotate(`${route}: ${CHANGED_BY_CLINIC}`, 'spec');
  // A spec route whose file is the shipped one but which the clinic hid (itself, or through its
  // group or category, which leaves the file unchanged): no page, by the clinic's choice.
  const hidden = allSpecRoutes.filter((route) => hiddenPaths.has(route));
  for (const route of hidden) await annotate(`${route}: hidden by the clinic`, 'spec');
  const checked = allSpecRoutes.filter(
    (route) => !changed.includes(route) && !removed.includes(route) && !hidden.includes(route),
  );
  expect(checked.filter((route) => !built.includes(route))).toEqual([]);
});

test('every treatment has a page, so the browser visits each (accessibility.spec.ts), and a hidden one none', () => {
  expect(shownTreatments.length).toBeGreaterThan(0);
  const built = new Set(builtPaths());
  expect(shownTreatments.map((treatment) => treatment.path).filter((path) => !built.has(path))).toEqual([]);
  const hidden = treatments.filter((treatment) => !isShown(treatment)).map((treatment) => treatment.path);
  expect(hidden.filter((path) => built.has(path))).toEqual([]);
});

test('every page the figures and banner targets name is an original route, so the browser checks it', () => {
  const named = [...Object.keys(pageFigures), ...Object.keys(bannerTargets)];
  expect(named.filter((route) => !allSpecRoutes.includes(route))).toEqual([]);
});
