/**
 * The whole site as the build wrote it, read without a browser: both HTML validators, the
 * heading font's characters, the form patterns, titles, descriptions and canonical links, the
 * structured data, the test build's day. Through nginx and in a browser: tests/e2e/whole-site.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { expect, test } from 'vitest';
import { clinic, CLINIC_FILE, datedContent } from '../../src/config/clinic';
import { ENGLISH_ROOT, mainPages } from '../../src/config/routes';
import { DISPLAY_FONT_CHARACTERS } from '../../src/lib/build/display-font';
import { NOT_FOUND_FILE, pageFile } from '../../src/lib/build/site-pages';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import { pricesOf, shownTreatments as treatments, SITE } from '../e2e/content';
import { builtHtml, builtPaths, DIST, testBuildDay, urlFor } from '../e2e/site';
import { builtDocument, jsonLdOf, metaContent, textOf } from './dom';
import { builtPathsIn, expectedEnglishPath, LANGS, NOT_FOUND_PAGES } from './languages';

const TEXT_NODE = 3;

/** Every character of a node's text, scripts and styles left out (their text is never drawn). */
function readText(node: Node): string {
  if (node.nodeType === TEXT_NODE) return node.textContent ?? '';
  const name = (node as Element).localName;
  if (name === 'script' || name === 'style') return '';
  return [...node.childNodes].map(readText).join('');
}

test('html-validate finds no error on any page', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors: string[] = [];
  for (const path of [...builtPaths(), ...NOT_FOUND_PAGES]) {
    const report = await validator.validateString(builtHtml(path), `${path}.html`);
    for (const result of report.results) {
      for (const message of result.messages) errors.push(`${path}: ${message.ruleId} ${message.message}`);
    }
  }
  expect(errors).toEqual([]);
});

/**
 * The only messages of the W3C checker (vnu-jar) allowed: features it has no schema for yet,
 * which the browsers we support implement. Each is a regular expression for the whole message.
 */
const NEWER_THAN_THE_CHECKER: ReadonlyArray<{ message: RegExp; reason: string }> = [
  {
    message: /^CSS: “anchor-name”: Property “anchor-name” doesn't exist\.$/,
    reason: 'CSS anchor positioning: the header is the anchor the menu panel is placed under.',
  },
  {
    message: /^CSS: “position-anchor”: Property “position-anchor” doesn't exist\.$/,
    reason: 'CSS anchor positioning: the menu panel is placed under the header.',
  },
  {
    // Checked since the build writes the design tokens' values in (a var() hid it from the checker).
    message: /^CSS: “top”: “anchor\(bottom, ?calc\([^”]*\)\)” is not a “top” value\.$/,
    reason: 'CSS anchor positioning: the menu panel’s top is the header’s bottom edge, anchor(bottom).',
  },
];

// vnu.jar needs Java (Debian: default-jre-headless, which .ci/run installs). One run over dist/,
// which it reads with its folders (the English pages in dist/en/).
test(
  'the W3C HTML checker reads every page in both languages and finds no error but the newer features listed',
  { timeout: 240_000 },
  () => {
    const run = spawnSync(
      'java',
      [
        // The checker's schema needs a deep stack (it says so when it gets less).
        '-Xss4m',
        // Java's optimising compiler costs more than it saves in a run this short: the quick
        // compiler alone halves the checker's CPU time (32 against 15 s), with the same messages.
        '-XX:TieredStopAtLevel=1',
        '-jar',
        'node_modules/vnu-jar/build/dist/vnu.jar',
        '--format',
        'json',
        '--errors-only',
        '--no-langdetect',
        '--skip-non-html',
        // Names each file it reads on stdout (the messages go to stderr).
        '--verbose',
        DIST,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error, 'java -jar vnu.jar could not start: is Java installed?').toBeUndefined();
    // Every page of both languages and each language's not-found page was read, not only dist/'s own files.
    const read = new Set(
      run.stdout
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => relative(DIST, line.trim())),
    );
    const englishNotFound = `${ENGLISH_ROOT.slice(1)}/${NOT_FOUND_FILE}`;
    const pages = [...builtPaths().map(pageFile), NOT_FOUND_FILE, englishNotFound];
    expect(pages.filter((file) => file.startsWith(`${ENGLISH_ROOT.slice(1)}/`)).length).toBeGreaterThan(1);
    expect(pages.filter((file) => !read.has(file))).toEqual([]);
    const { messages } = JSON.parse(run.stderr) as {
      messages: Array<{ type: string; url?: string; message: string; lastLine?: number }>;
    };
    const ours = messages
      .filter((m) => !NEWER_THAN_THE_CHECKER.some((allowed) => allowed.message.test(m.message)))
      .map((m) => `${m.url?.replace(/^.*\/dist\//, '/') ?? ''}:${m.lastLine ?? ''} ${m.message}`);
    expect(ours).toEqual([]);
  },
);

test('the heading font has every character the pages use', () => {
  // The font is cut down to DISPLAY_FONT_CHARACTERS (src/lib/build/display-font.ts): a heading
  // with any other character would show that one letter in another font.
  const missing = new Map<string, string>();
  for (const path of builtPaths()) {
    const text = readText(builtDocument(path).documentElement);
    for (const char of text) {
      if (!/[\n\r\t]/.test(char) && !DISPLAY_FONT_CHARACTERS.includes(char)) missing.set(char, path);
    }
  }
  expect(
    [...missing].map(([char, path]) => `"${char}" (U+${char.codePointAt(0)!.toString(16)}) on ${path}`),
  ).toEqual([]);
});

test('every pattern attribute compiles with the v flag, as browsers compile it', () => {
  const patterns = builtPaths().flatMap((path) =>
    [...builtDocument(path).querySelectorAll('[pattern]')].map((input) => ({
      path,
      pattern: input.getAttribute('pattern')!,
    })),
  );
  expect(patterns.map(({ path }) => path)).toContain(mainPages.findTreatment.path);
  const invalid = patterns.filter(({ pattern }) => {
    try {
      new RegExp(`^(?:${pattern})$`, 'v');
      return false;
    } catch {
      return true;
    }
  });
  expect(invalid).toEqual([]);
});

test('every page has its own title and description in its language, and a canonical link to itself', () => {
  // Per language: a treatment named alike in both ("Dermaplaning") rightly has one title in both.
  const problems: string[] = [];
  for (const lang of LANGS) problems.push(...titleProblems(builtPathsIn(lang)));
  expect(problems).toEqual([]);
});

/** Titles or descriptions repeated among `paths`, a missing one, a canonical link elsewhere. */
function titleProblems(paths: readonly string[]): string[] {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  for (const path of paths) {
    const document = builtDocument(path);
    const title = document.title;
    const description = metaContent(document, 'description');
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (!title || titles.has(title))
      problems.push(`${path}: title "${title}" also on ${titles.get(title ?? '')}`);
    if (!description || descriptions.has(description)) problems.push(`${path}: description repeated`);
    if (canonical !== new URL(urlFor(path), SITE).href) problems.push(`${path}: canonical ${canonical}`);
    if (!metaContent(document, 'og:title')) problems.push(`${path}: no Open Graph title`);
    titles.set(title ?? '', path);
    descriptions.set(description ?? '', path);
  }
  return problems;
}

test('a page headed differently in English than in Swedish has a different title too', () => {
  const heading = (path: string) => textOf(builtDocument(path).querySelector('h1'));
  const pairs = builtPathsIn('sv').flatMap((path) => {
    const english = expectedEnglishPath(path);
    return english && heading(english) !== heading(path) ? [[path, english] as const] : [];
  });
  expect(pairs.length).toBeGreaterThan(0);
  const alike = pairs
    .filter(([sv, en]) => builtDocument(sv).title === builtDocument(en).title)
    .map(([sv, en]) => `${en}: "${builtDocument(en).title}" as on ${sv}`);
  expect(alike).toEqual([]);
});

test('structured data: the clinic, a treatment with its price in SEK, FAQ and breadcrumbs', () => {
  // Each figure as the content files give it (src/content/clinic.yaml, the treatments' files).
  const jsonLd = (path: string) => jsonLdOf(builtDocument(path));
  const [business] = jsonLd('/');
  // One specification per regular line with times, each with that line's times.
  const timed = clinic.openingHours.regular.filter((line) => line.opens !== undefined);
  expect(business).toMatchObject({
    '@type': 'HealthAndBeautyBusiness',
    telephone: clinic.phone.e164,
    address: { streetAddress: clinic.address.street, addressCountry: 'SE' },
    openingHoursSpecification: timed.map(({ opens, closes }) => ({ opens, closes })),
  });
  const service = (path: string) => jsonLd(path).find((data) => data['@type'] === 'Service');
  // A treatment with one fixed price and questions of its own, and one priced as a range.
  const fixed = treatments.find(
    (t) => pricesOf(t).onPage.length === 1 && pricesOf(t).onPage[0]!.price.kind === 'fixed' && t.faq?.length,
  );
  // A clinic whose every fixed price has no questions of its own: the business alone is checked.
  if (!fixed) return;
  // No FAQPage: the questions are on the page, and search engines no longer show them for a clinic
  // (decision 0023); repeating them in the data cost a treatment page about 600 bytes.
  expect(jsonLd(fixed.path).map((data) => data['@type'])).toEqual(['BreadcrumbList', 'Service']);
  const price = pricesOf(fixed).onPage[0]!.price as { kind: 'fixed'; amount: number };
  expect(service(fixed.path)?.['offers']).toEqual([
    { '@type': 'Offer', price: price.amount, priceCurrency: 'SEK' },
  ]);
  const ranged = treatments.find((t) => pricesOf(t).onPage.some((o) => o.price.kind === 'range'));
  if (ranged) {
    const range = pricesOf(ranged).onPage.find((o) => o.price.kind === 'range')!.price as {
      min: number;
      max: number;
    };
    expect(service(ranged.path)?.['offers']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          priceSpecification: expect.objectContaining({
            minPrice: range.min,
            maxPrice: range.max,
            priceCurrency: 'SEK',
          }),
        }),
      ]),
    );
  }
});

test('the test build stands on a day the sample content shows a notice and an exception (BUILD_DATE in tests/e2e/build.env)', async ({
  annotate,
}) => {
  const { notices, exceptions } = datedContent(testBuildDay());
  // The sample's dates, as shipped (tests/spec/shipped-content.ts); a clinic's own notices and
  // exceptions are checked by the tests below, however many show on the test build's day.
  if (!shippedStatus().isShipped([CLINIC_FILE])) {
    await annotate(CHANGED_BY_CLINIC, 'spec');
    return;
  }
  expect(notices.length).toBeGreaterThan(0);
  expect(exceptions.length).toBeGreaterThan(0);
});
