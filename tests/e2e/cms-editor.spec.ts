/**
 * The clinic edits its own site: in the CMS at /admin (served by nginx with its own CSP, as in
 * production), working on a folder on disk as `npm run dev` does locally, a price and a
 * testimonial are changed through the editor's own interface and saved. The test edits no file
 * itself; it checks and builds the edited copy with the publish pipeline's own script
 * (scripts/publish.ts, as .github/workflows/publish.yml runs it) and reads the pages the visitor
 * would get.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { offerFolder } from './local-folder';
import { jsonLdData } from './site';

const ROOT = resolve(import.meta.dirname, '../..');
const NBSP = '\u00a0';
const TREATMENT_FILE = 'src/content/treatments/rynkreducerande/Rynkbehandling-Panna.md';
const TESTIMONIALS_FILE = 'src/content/testimonials.yaml';
const HIDDEN_FILE = 'src/content/treatments/rynkreducerande/Rynkbehandling-Glabella.md';
const HIDDEN_PATH = '/Rynkbehandling-Glabella';
const HOME_TEXTS_FILE = 'src/content/pages/hem.yaml';
const EDUCATION_TEXTS_FILE = 'src/content/pages/utbildningar.yaml';
const EDUCATION_PATH = '/Utbildningar';
const NEW_HERO_TEXT =
  'En liten klinik för hudvård, estetik och välmående, där du alltid får tid att ställa dina frågor.';
const NEW_TESTIMONIAL =
  'Personalen tog sig tid att förklara allt i lugn och ro, och jag kände mig trygg hela vägen.';

/** A working copy of the project, as the clinic's own clone would be: its sources, and a .git. */
function workingCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'redigering-'));
  for (const entry of [
    'src',
    'public',
    'scripts',
    'tests/content',
    // The shipped sample's manifest (tests/spec/): the content checks tell shipped sample files from the clinic's own.
    'tests/spec',
    'astro.config.ts',
    'vitest.config.ts',
    'package.json',
    'tsconfig.json',
  ]) {
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  mkdirSync(join(dir, '.git'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const fileIn = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

async function save(page: Page) {
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
}

// Each step of the editor answers within seconds; only the build at the end takes long.
test.use({ actionTimeout: 30_000 });

/** Every text file the build wrote: pages, sitemap, host rules, search entries' sources. */
const textFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(html|xml|txt|json|conf)$|^_(redirects|headers)$/.test(file),
  );

test('the clinic changes a price and a testimonial and hides a treatment in the editor, and the rebuilt site shows them', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const copy = workingCopy();
  try {
    await offerFolder(page, copy, 'webbplats');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Arbeta med lokalt repository' }).click();

    // A treatment's price: Behandlingar › rynkreducerande › the forehead, 1 700 -> 1 850 kr.
    await page.getByRole('treeitem', { name: 'rynkreducerande' }).click();
    await page.getByText('Rynkreducerande injektioner i pannan').first().click();
    // The editor draws a field's subfields when it scrolls into view.
    const priceField = page.getByRole('group', { name: /^Fält “\u2068?Pris och tid · Pris\u2069?”$/ });
    await priceField.scrollIntoViewIfNeeded();
    const price = priceField.getByRole('spinbutton');
    await expect(price).toHaveValue('1700');
    await price.fill('1850');
    await save(page);
    await expect
      .poll(() => fileIn(copy, TREATMENT_FILE))
      .toMatch(/^price:\n {2}kind: fixed\n {2}amount: 1850$/m);
    const unchanged = fileIn(copy, HIDDEN_FILE);

    // Another treatment hidden: its file stays, with one line more.
    await page.getByText('Rynkreducerande injektioner mellan ögonbrynen').first().click();
    const hide = page.locator('[data-key-path="hidden"]').getByRole('switch');
    await hide.scrollIntoViewIfNeeded();
    await hide.check();
    await save(page);
    await expect.poll(() => fileIn(copy, HIDDEN_FILE)).toContain('\nhidden: true\n');
    // The save keeps the file's order and writes no default the schema supplies.
    const keys = (text: string) => [...text.matchAll(/^(\w+):/gm)].map((m) => m[1]);
    expect(keys(fileIn(copy, HIDDEN_FILE)).filter((key) => key !== 'hidden')).toEqual(keys(unchanged));

    // A testimonial's text, in the list of testimonials (saving led back to the lists).
    await page.getByRole('treeitem', { name: 'Kliniken, omdömen och personal' }).click();
    await page.getByText('Omdömen', { exact: true }).first().click();
    const text = page.locator('[data-key-path="testimonials.1.text"]').getByRole('textbox');
    await expect(text).toHaveValue(/^Det var första gången jag provade injektioner/);
    await text.fill(NEW_TESTIMONIAL);
    await save(page);
    await expect.poll(() => fileIn(copy, TESTIMONIALS_FILE)).toContain(`text: ${NEW_TESTIMONIAL}`);

    // The fixed pages' texts: the home page's hero text changed, the education page switched off.
    await page.getByRole('treeitem', { name: 'Sidornas texter' }).click();
    await page.getByText('Startsidan', { exact: true }).first().click();
    const heroText = page.locator('[data-key-path="heroText"]').getByRole('textbox');
    await expect(heroText).toHaveValue(/\S/);
    await heroText.fill(NEW_HERO_TEXT);
    await save(page);
    await expect.poll(() => fileIn(copy, HOME_TEXTS_FILE)).toContain(`heroText: ${NEW_HERO_TEXT}\n`);
    await page.getByRole('treeitem', { name: 'Sidornas texter' }).click();
    await page.getByText('Utbildningar', { exact: true }).first().click();
    const hideEducation = page.locator('[data-key-path="hidden"]').getByRole('switch');
    await hideEducation.scrollIntoViewIfNeeded();
    await hideEducation.check();
    await save(page);
    await expect.poll(() => fileIn(copy, EDUCATION_TEXTS_FILE)).toMatch(/^hidden: true$/m);

    // What the editor saved, through the publish pipeline's steps: the content checks, then the
    // build (which checks it against the schemas), with the sample data the copy still has.
    const summary = join(copy, 'sammanfattning.md');
    for (const step of ['check', 'build']) {
      await promisify(execFile)(process.execPath, ['scripts/publish.ts', step], {
        cwd: copy,
        env: { ...process.env, ALLOW_SAMPLE_DATA: '1', GITHUB_STEP_SUMMARY: summary },
      });
    }
    expect(readFileSync(summary, 'utf8')).toContain('Bygget är klart');
    const built = (file: string) => new JSDOM(fileIn(copy, join('dist', file))).window.document;
    // Collapses the markup's line breaks, keeping the no-break spaces of prices.
    const text$ = (node: Element | null) => node?.textContent?.replace(/[ \t\n\r]+/g, ' ').trim() ?? '';
    const newPrice = `1${NBSP}850${NBSP}kr per område`;

    // textContent joins a <dt> and its <dd> with nothing between.
    const detail = built('Rynkbehandling-Panna.html');
    const facts = [...detail.querySelectorAll('main dl')].map(text$);
    expect(facts.length).toBeGreaterThan(0);
    for (const list of facts) expect(list).toContain(`Pris${newPrice}Behandlingstid15${NBSP}min`);
    const service = [...detail.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => jsonLdData(script.textContent ?? '{}'))
      .find((data) => data['@type'] === 'Service');
    expect(service?.['offers']).toEqual([{ '@type': 'Offer', price: 1850, priceCurrency: 'SEK' }]);

    const card = [...built('Rynkreducerande.html').querySelectorAll('main li')].find((li) =>
      text$(li).startsWith('Panna'),
    );
    expect(text$(card ?? null)).toContain(`Panna${newPrice}`);

    const row = [...built('injektionsbehandlingar-priser.html').querySelectorAll('main tr')].find((tr) =>
      text$(tr).startsWith('Rynkreducerande injektioner i pannan'),
    );
    expect(text$(row ?? null)).toBe(`Rynkreducerande injektioner i pannan${newPrice}\u2013`);

    // The hidden treatment: no page, and no link, menu entry, price row or sitemap line to it.
    expect(existsSync(join(copy, 'dist', `${HIDDEN_PATH}.html`))).toBe(false);
    const mentions = textFiles(join(copy, 'dist')).filter((file) =>
      fileIn(copy, join('dist', file)).includes(HIDDEN_PATH),
    );
    expect(mentions).toEqual([]);

    const home = text$(built('index.html').querySelector('main'));
    expect(home).toContain(NEW_TESTIMONIAL);
    expect(home).not.toContain('Det var första gången jag provade injektioner');

    // The hero text as saved; the education page not built, so the host has no page at its path
    // (404, as for any removed page: the host rules know built pages only), and nothing names
    // it: no menu, footer or page link, no sitemap line, search entry or host rule.
    expect(text$(built('index.html').querySelector('h1 + p'))).toBe(NEW_HERO_TEXT);
    expect(existsSync(join(copy, 'dist', `${EDUCATION_PATH}.html`))).toBe(false);
    const educationMentions = textFiles(join(copy, 'dist')).filter((file) =>
      fileIn(copy, join('dist', file)).includes(EDUCATION_PATH),
    );
    expect(educationMentions).toEqual([]);
    expect(textFiles(join(copy, 'dist')).length).toBeGreaterThan(100);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
