/**
 * Lag (2021:363): where a client decides on an injection treatment, the site says the 18-year
 * limit, that licensed staff give it, the vårdgivare's IVO registration and the patient
 * insurance. Every page of the injection category, /Bokatid and /Omoss; no other category.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { clinic } from '../../src/config/clinic';
import { urlFor } from './site';

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
  expect(injectionPages).toContain('/Rynkreducerande');
  expect(injectionPages).toContain('/Fillers-Hyalase');
  expect(injectionPages).toContain('/Profhilo');
  expect(injectionPages.length).toBeGreaterThan(40);
});

for (const path of [...injectionPages, '/Bokatid', '/Omoss']) {
  test(`${path}: the law's block with age limit, licensed staff, IVO and patient insurance`, async ({
    page,
  }) => {
    await page.goto(urlFor(path));
    const block = page.getByRole('complementary', { name: 'Injektionsbehandlingar enligt lag' });
    await expect(block).toHaveCount(1);
    await expect(block).toBeVisible();
    const text = (await block.textContent())!.replace(/\s+/g, ' ');
    expect(text).toContain('18 år');
    expect(text).toContain('(2021:363)');
    expect(text).toContain('legitimerad läkare, tandläkare eller sjuksköterska');
    expect(text).toContain('IVO (Inspektionen för vård och omsorg)');
    expect(text).toContain(`Patientförsäkring hos ${clinic.careProvider.patientInsurer}`);
    expect(text).toContain(clinic.careProvider.legalName);
    expect(text).toContain(clinic.careProvider.medicallyResponsible.name);
  });
}

test('pages of other categories do not carry the injection block', async ({ page }) => {
  for (const path of ['/Helkroppsmassage', '/Vaxning', '/Standard-HydraFacial', '/Tradlyft-Midface', '/']) {
    await page.goto(urlFor(path));
    await expect(
      page.getByRole('complementary', { name: 'Injektionsbehandlingar enligt lag' }),
      path,
    ).toHaveCount(0);
  }
});
