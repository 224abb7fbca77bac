/**
 * Lag (2021:363): where a client decides on an injection treatment, the site says the 18-year
 * limit, that licensed staff give it, the vårdgivare's IVO registration and the patient
 * insurance. Every page of the injection category, /Bokatid and /Omoss; no other category.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { parse } from 'yaml';
import { clinic } from '../../src/config/clinic';
import { builtHtml, urlFor } from './site';

const CONTENT = 'src/content';
const frontMatter = (file: string) =>
  parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!) as { path: string; category: string };
const yamlFiles = (dir: string) =>
  readdirSync(join(CONTENT, dir)).map(
    (file) => parse(readFileSync(join(CONTENT, dir, file), 'utf8')) as { path: string; category?: string },
  );

const INJECTIONS = 'injektionsbehandlingar';
const treatments = readdirSync(join(CONTENT, 'treatments'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => frontMatter(join(CONTENT, 'treatments', file)));
const injectionPages = [
  ...yamlFiles('categories')
    .filter((c) => c.path === '/Injektionsbehandlingar')
    .map((c) => c.path),
  ...yamlFiles('groups')
    .filter((g) => g.category === INJECTIONS)
    .map((g) => g.path),
  ...treatments.filter((t) => t.category === INJECTIONS).map((t) => t.path),
];

test('the injection category has its overview pages and treatments (the list below is not empty)', () => {
  // The category page, then at least one overview and one treatment page, whatever their names.
  expect(injectionPages[0]).toBe('/Injektionsbehandlingar');
  expect(yamlFiles('groups').some((g) => g.category === INJECTIONS && injectionPages.includes(g.path))).toBe(
    true,
  );
  expect(treatments.some((t) => t.category === INJECTIONS && injectionPages.includes(t.path))).toBe(true);
});

/** The law's block as the built page has it: the <aside> its heading names. */
function lawBlock(path: string): Element[] {
  const doc = new JSDOM(builtHtml(path)).window.document;
  return [...doc.querySelectorAll('aside')].filter(
    (aside) => aside.querySelector('h2')?.textContent?.trim() === 'Injektionsbehandlingar enligt lag',
  );
}

// Read from the built HTML, page by page (no browser visit each: accessibility.spec.ts visits
// every page already); one page shows that the block is visible in a browser.
for (const path of [...injectionPages, '/Bokatid', '/Omoss']) {
  test(`${path}: the law's block with age limit, licensed staff, IVO and patient insurance`, () => {
    const blocks = lawBlock(path);
    expect(blocks).toHaveLength(1);
    const text = blocks[0]!.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('18 år');
    expect(text).toContain('(2021:363)');
    expect(text).toContain('legitimerad läkare, tandläkare eller sjuksköterska');
    expect(text).toContain('IVO (Inspektionen för vård och omsorg)');
    expect(text).toContain(`Patientförsäkring hos ${clinic.careProvider.patientInsurer}`);
    expect(text).toContain(clinic.careProvider.legalName);
    expect(text).toContain(clinic.careProvider.medicallyResponsible.name);
  });
}

test('the block is visible on a treatment page, named by its heading', async ({ page }) => {
  await page.goto(urlFor('/Rynkbehandling-Panna'));
  await expect(page.getByRole('complementary', { name: 'Injektionsbehandlingar enligt lag' })).toBeVisible();
});

test('pages of other categories do not carry the injection block', () => {
  for (const path of ['/Helkroppsmassage', '/Vaxning', '/Standard-HydraFacial', '/Tradlyft-Midface', '/']) {
    expect(lawBlock(path), path).toEqual([]);
  }
});
