/**
 * The clinic edits its own site: in the CMS at /admin (served by nginx with its own CSP, as in
 * production), working on a folder on disk as `npm run dev` does locally, a price, a testimonial,
 * the opening hours (a Christmas exception, a regular line's note), two dated notices and a hidden
 * treatment are changed through the editor's own interface and saved. Each save changes only the
 * lines of what the clinic changed (a line diff of the file), and a new treatment holds no value
 * its schema would supply. The test edits no file itself; it checks and builds the edited copy with the publish pipeline's own script
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
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { CONTENT_LOCALES } from '../../src/cms/fields';
import { treatmentFolderLabels } from '../../src/cms/folder-labels';
import { ENGLISH, englishFileOf } from '../../src/config/english-files';
import { englishPathOf, langOfPath } from '../../src/config/routes';
import { treatmentSchema } from '../../src/schemas/catalogue';
import { clinicSchema } from '../../src/schemas/clinic';
import { editorReferences } from '../../src/schemas/editor';
import { pageTextSchemas } from '../../src/schemas/pages';
import { englishFileSchema } from '../../src/schemas/translation';
import { formatDuration, formatPrice, formatPriceWithNote, type Duration } from '../../src/lib/domain/price';
import { frontMatterOf } from '../../src/schemas/read-yaml';
import { offerFolder } from './local-folder';
import { jsonLdData, testBuildDay } from './site';
import {
  categories,
  groups,
  sectionTreatments,
  shownPriceLists,
  shownTreatments,
  type ContentTreatment,
} from './content';
import { escapeRegExp } from '../../src/schemas/regexp';

const ROOT = resolve(import.meta.dirname, '../..');
/** The shown treatments of each folder under treatments/, as the editor's tree lists them. */
const byFolder = Map.groupBy(shownTreatments, (t) => dirname(t.file));
/** One price and one time of its own, with no variants or courses beside them, as its file writes it. */
const hasOwnPrice = (t: ContentTreatment) =>
  t.price?.kind === 'fixed' &&
  t.duration !== undefined &&
  (t.options ?? []).length === 0 &&
  new RegExp(`^price:\\n {2}kind: fixed\\n {2}amount: ${t.price.amount}$`, 'm').test(
    readFileSync(t.file, 'utf8'),
  );
/**
 * The walk's cases, chosen from the content: a folder whose treatments share one overview page
 * (the tree names it after that page), a treatment there with a price of its own, an English file
 * and a price list that lists it (the one edited), a second one there (the one hidden), and a
 * folder whose treatments share a category and no overview (where the new treatment is added).
 */
const [editFolder, edited] = [...byFolder].flatMap(([folder, ts]): Array<[string, ContentTreatment]> => {
  const group = ts[0]?.group;
  if (!group || ts.length < 2 || ts.some((t) => t.group !== group)) return [];
  const t = ts.find(
    (t) =>
      hasOwnPrice(t) &&
      existsSync(englishFileOf(t.file)) &&
      shownPriceLists.some((list) => list.sections.some((section) => sectionTreatments(section).includes(t))),
  );
  return t ? [[folder, t]] : [];
})[0] ?? [undefined, undefined];
const hiddenTreatment = editFolder ? byFolder.get(editFolder)!.find((t) => t !== edited) : undefined;
const [addFolder, addCategory] = [...byFolder].flatMap(([folder, ts]) => {
  const category = ts[0]?.category;
  return ts.every((t) => t.group === undefined && t.category === category)
    ? [[folder, categories.find((c) => c.id === category)!] as const]
    : [];
})[0] ?? [undefined, undefined];
const TREATMENT_FILE = edited?.file ?? '';
const TESTIMONIALS_FILE = 'src/content/testimonials.yaml';
const HIDDEN_FILE = hiddenTreatment?.file ?? '';
const HIDDEN_PATH = hiddenTreatment?.path ?? '';
/** The overview page that lists the edited treatment, and a price list that does. */
const GROUP_PATH = groups.find((g) => g.id === edited?.group)?.path ?? '';
const PRICE_LIST_PATH =
  shownPriceLists.find((list) =>
    list.sections.some((section) => sectionTreatments(section).includes(edited!)),
  )?.path ?? '';
const HOME_TEXTS_FILE = 'src/content/pages/hem.yaml';
const EDUCATION_TEXTS_FILE = 'src/content/pages/utbildningar.yaml';
const EDUCATION_PATH = '/Utbildningar';
const NEW_HERO_TEXT =
  'En liten klinik för hudvård, estetik och välmående, där du alltid får tid att ställa dina frågor.';
const CLINIC_FILE = 'src/content/clinic.yaml';
/** The treatment's English words (decision 0022): the editor shows them beside the Swedish ones. */
const ENGLISH_TREATMENT_FILE = TREATMENT_FILE && englishFileOf(TREATMENT_FILE);
const NEW_ENGLISH_SUMMARY =
  'A calm treatment we plan with you beforehand, and whose effect differs from one person to the next.';
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
    'tests/support',
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

/**
 * The editor's input for a field, by its place in the file ("openingHours.regular.1.note"). The
 * editor draws an object's fields when the object scrolls into view, so each level is scrolled to.
 */
async function input(page: Page, keyPath: string) {
  // An entry with English beside it has two panes with the same fields: work in the Swedish one.
  await page.locator('[data-key-path]').first().waitFor();
  const swedishPane = page.locator('[data-locale="sv"]:has([data-key-path])');
  const pane = (await swedishPane.count()) > 0 ? swedishPane.first() : page.locator('body');
  const parts = keyPath.split('.');
  for (let depth = 1; depth < parts.length; depth++) {
    // A list's items have no key path of their own, only their fields.
    if (/^\d+$/.test(parts[depth - 1]!)) continue;
    await pane
      .locator(`[data-key-path="${parts.slice(0, depth).join('.')}"]`)
      .first()
      .scrollIntoViewIfNeeded();
  }
  // Inside a long object (an item of a list, say), the fields come as the drawn ones scroll in.
  // Scrolls to the last drawn field under the nearest drawn ancestor: a later item of a list has
  // nothing drawn until the items before it are scrolled through.
  const field = pane.locator(`[data-key-path="${keyPath}"]`);
  const ancestors = parts.slice(0, -1).map((_, index) => parts.slice(0, parts.length - 1 - index).join('.'));
  for (let step = 0; step < 20 && (await field.count()) === 0; step++) {
    for (const ancestor of ancestors) {
      const drawn = pane.locator(`[data-key-path^="${ancestor}."]`);
      if ((await drawn.count()) === 0) continue;
      await drawn.last().scrollIntoViewIfNeeded();
      break;
    }
  }
  const box = field.locator('input, textarea').first();
  await box.scrollIntoViewIfNeeded();
  return box;
}

/** Scrolls down the entry's form until the editor has drawn the field at `keyPath`. */
async function reveal(page: Page, keyPath: string) {
  const field = page.locator(`[data-key-path="${keyPath}"]`).first();
  for (let step = 0; step < 40 && (await field.count()) === 0; step++) {
    await page.locator('section[data-key-path]').last().scrollIntoViewIfNeeded();
  }
  await field.scrollIntoViewIfNeeded();
  return field;
}

/**
 * The lines a save took out of a file and the lines it put in (a longest-common-subsequence line
 * diff): a save that changes one field changes that field's lines and nothing else.
 */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) {
      added.push(b[j++]!);
    } else {
      removed.push(a[i++]!);
    }
  }
  return { removed, added };
}

/** The values a treatment's schema supplies when a key is left out of its file. */
const treatmentDefaults = Object.fromEntries(
  Object.entries(
    (
      z.toJSONSchema(treatmentSchema(editorReferences), { io: 'input', unrepresentable: 'any' }) as {
        properties: Record<string, { default?: unknown }>;
      }
    ).properties,
  )
    .filter(([, property]) => 'default' in property)
    .map(([key, property]) => [key, property.default]),
);

/** The ISO day `days` after an ISO day. */
function dayAfter(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Adds an item after the `count` a list field has, and fills its fields, each by name. */
async function addListItem(
  page: Page,
  list: string,
  count: number,
  itemName: string,
  values: Record<string, string>,
) {
  const listField = page.locator(`[data-key-path="${list}"]`).first();
  await listField.scrollIntoViewIfNeeded();
  // The editor isolates the name it puts into its own words (U+2068 ... U+2069).
  const add = new RegExp(`^Lägg till \u2068?${itemName}\u2069?$`);
  await listField.getByRole('button', { name: add }).last().click();
  for (const [field, value] of Object.entries(values)) {
    await (await input(page, `${list}.${count}.${field}`)).fill(value);
  }
}

// Each step of the editor answers within seconds; only the build at the end takes long.
test.use({ actionTimeout: 30_000 });

/** Every text file the build wrote: pages, sitemap, host rules, search entries' sources. */
const textFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(html|xml|txt|json|conf)$|^_(redirects|headers)$/.test(file),
  );

/** The edited treatment as the content has it now: the test edits from there, whatever the clinic changed. */
const forehead = (
  TREATMENT_FILE && existsSync(join(ROOT, TREATMENT_FILE))
    ? frontMatterOf(readFileSync(join(ROOT, TREATMENT_FILE), 'utf8'), TREATMENT_FILE)
    : { price: { kind: 'fixed', amount: 0 } }
) as {
  path: string;
  title: string;
  menuTitle?: string;
  summary: string;
  price: { kind: 'fixed'; amount: number };
  priceNote?: string;
  duration: Duration;
};
const OLD_AMOUNT = forehead.price?.amount ?? 0;
const NEW_AMOUNT = OLD_AMOUNT + 150;
/**
 * What the editing walk needs of the content: the treatment it edits with its English file, the
 * one it hides, and two testimonials. A clinic without them skips the walk, saying which is missing.
 */
const missingForWalk = [
  ...(edited ? [] : ['folder of one overview page with a priced, English, listed treatment']),
  ...(hiddenTreatment ? [] : ['second treatment in that folder']),
  ...(addCategory ? [] : ['folder of one category without overview pages']),
  ...(((parse(readFileSync(join(ROOT, TESTIMONIALS_FILE), 'utf8')) as unknown[] | null)?.length ?? 0) < 2
    ? ['two testimonials']
    : []),
];
/** The same treatment's English words, as its English file has them now. */
const englishForehead = (
  missingForWalk.length > 0
    ? { path: '', summary: '' }
    : frontMatterOf(readFileSync(join(ROOT, ENGLISH_TREATMENT_FILE), 'utf8'), ENGLISH_TREATMENT_FILE)
) as { path: string; summary: string };
/** The second testimonial's opening words, as the file has them (the one the test rewrites). */
const SECOND_TESTIMONIAL = (
  (parse(readFileSync(join(ROOT, TESTIMONIALS_FILE), 'utf8')) as { text: string }[] | null)?.[1]?.text ?? ''
)
  .split(' ')
  .slice(0, 6)
  .join(' ');

test('the clinic changes a price, the opening hours, notices and a testimonial, adds and hides a treatment in the editor, and the rebuilt site shows them', async ({
  page,
}) => {
  test.skip(missingForWalk.length > 0, `the content has no ${missingForWalk.join(', ')}`);
  test.setTimeout(300_000);
  const copy = workingCopy();
  try {
    await offerFolder(page, copy, 'webbplats');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Arbeta med lokalt repository' }).click();

    // A treatment's price: Behandlingar › its overview page › the treatment, 150 kr more. The
    // folder shows by its overview page's name, not by its own.
    const folderLabels = treatmentFolderLabels(join(ROOT, dirname(editFolder!)));
    const folder = folderLabels[basename(editFolder!)]!;
    expect(folder).not.toBe(basename(editFolder!));
    await page.getByRole('treeitem', { name: folder }).click();
    await page.getByText(forehead.title).first().click();
    // "Visa sidan" opens the entry's own page (its path field).
    const [view] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Visa sidan' }).first().click(),
    ]);
    expect(new URL(view.url()).pathname).toBe(forehead.path);
    await view.close();
    // The editor draws a field's subfields when it scrolls into view.
    const priceField = page.getByRole('group', { name: /^Fält “\u2068?Pris och tid · Pris\u2069?”$/ });
    await priceField.scrollIntoViewIfNeeded();
    const price = priceField.getByRole('spinbutton');
    await expect(price).toHaveValue(String(OLD_AMOUNT));
    const treatmentBefore = fileIn(copy, TREATMENT_FILE);
    await price.fill(String(NEW_AMOUNT));
    await save(page);
    await expect
      .poll(() => fileIn(copy, TREATMENT_FILE))
      .toMatch(new RegExp(`^price:\\n {2}kind: fixed\\n {2}amount: ${NEW_AMOUNT}$`, 'm'));
    // The save changed the price's line and nothing else: no quotes, order, comment or default.
    expect.soft(lineDiff(treatmentBefore, fileIn(copy, TREATMENT_FILE))).toEqual({
      removed: [`  amount: ${OLD_AMOUNT}`],
      added: [`  amount: ${NEW_AMOUNT}`],
    });

    // The same treatment's English summary, in the English pane beside the Swedish one: the
    // English file changes on that line only, the Swedish file not at all.
    await page.getByText(forehead.title).first().click();
    const englishSummary = page
      .locator('[data-key-path="summary"]')
      .getByRole('textbox')
      .and(page.locator(`[lang="${ENGLISH}"]`));
    await englishSummary.scrollIntoViewIfNeeded();
    await expect(englishSummary).toHaveValue(englishForehead.summary);
    const swedishAfterPrice = fileIn(copy, TREATMENT_FILE);
    const englishBefore = fileIn(copy, ENGLISH_TREATMENT_FILE);
    await englishSummary.fill(NEW_ENGLISH_SUMMARY);
    await save(page);
    await expect.poll(() => fileIn(copy, ENGLISH_TREATMENT_FILE)).toContain(NEW_ENGLISH_SUMMARY);
    const englishAfter = frontMatterOf(fileIn(copy, ENGLISH_TREATMENT_FILE), ENGLISH_TREATMENT_FILE);
    expect((englishAfter as { summary: string }).summary).toBe(NEW_ENGLISH_SUMMARY);
    expect
      .soft(lineDiff(englishBefore, fileIn(copy, ENGLISH_TREATMENT_FILE)).added)
      .toEqual([`summary: ${NEW_ENGLISH_SUMMARY}`]);
    expect(fileIn(copy, TREATMENT_FILE)).toBe(swedishAfterPrice);
    // Words only: no price, duration or other figure written into the English file.
    const englishTreatment = englishFileSchema(treatmentSchema(editorReferences)).safeParse(englishAfter);
    expect(englishTreatment.error?.issues ?? []).toEqual([]);
    const unchanged = fileIn(copy, HIDDEN_FILE);

    // Another treatment hidden: its file stays, with one line more.
    await page.getByText(hiddenTreatment!.title).first().click();
    const hide = page.locator('[data-key-path="hidden"]').getByRole('radio', { name: 'Ja', exact: true });
    await hide.scrollIntoViewIfNeeded();
    await hide.click();
    await save(page);
    await expect.poll(() => fileIn(copy, HIDDEN_FILE)).toContain('\nhidden: true\n');
    // The save keeps the file as it was, with one line more.
    const keys = (text: string) => [...text.matchAll(/^(\w+):/gm)].map((m) => m[1]);
    expect
      .soft(lineDiff(unchanged, fileIn(copy, HIDDEN_FILE)))
      .toEqual({ removed: [], added: ['hidden: true'] });

    // The clinic's facts: a Christmas exception to the opening hours, a regular line's note as the
    // clinic writes it, a notice for the build's day and one for later. Dates from the build's
    // fixed day (tests/e2e/build.env), so the exception is inside its lead and the first notice
    // inside its dates.
    const today = testBuildDay();
    const christmas = {
      label: 'Julveckan',
      from: dayAfter(today, 3),
      to: dayAfter(today, 5),
      opens: '11:00',
      closes: '15:00',
    };
    const current = {
      text: 'Julklappstips: presentkort finns i receptionen.',
      from: dayAfter(today, -1),
      to: dayAfter(today, 1),
    };
    const later = {
      text: 'Nyhet: kvällstider på torsdagar från februari.',
      from: dayAfter(today, 10),
      to: dayAfter(today, 20),
    };
    const clinicBefore = fileIn(copy, CLINIC_FILE);
    await page.getByRole('treeitem', { name: 'Kliniken, omdömen och personal' }).click();
    await page.getByText('Klinikens uppgifter', { exact: true }).first().click();
    const before = parse(clinicBefore) as {
      openingHours: { regular: Array<{ note?: string }>; exceptions: unknown[] };
      notices: unknown[];
    };
    // The first regular line with a note instead of times (the weekend, in the sample).
    const noteLine = before.openingHours.regular.findIndex((line) => line.note !== undefined);
    expect(noteLine, 'a line of the regular hours with a note').toBeGreaterThanOrEqual(0);
    await (await input(page, `openingHours.regular.${noteLine}.note`)).fill('Stängt söndagar');
    const exceptionCount = before.openingHours.exceptions.length;
    await addListItem(page, 'openingHours.exceptions', exceptionCount, 'avvikelse', christmas);
    await addListItem(page, 'notices', before.notices.length, 'meddelande', current);
    await addListItem(page, 'notices', before.notices.length + 1, 'meddelande', later);
    await save(page);
    await expect.poll(() => fileIn(copy, CLINIC_FILE)).toContain(later.text);
    const saved = parse(fileIn(copy, CLINIC_FILE)) as {
      openingHours: { regular: Array<{ note?: string }>; exceptions: unknown[] };
      notices: unknown[];
    };
    expect(saved.openingHours.regular[noteLine]?.note).toBe('Stängt söndagar');
    // Only the note's line and the new items' lines changed: the times keep their form.
    const oldNote = before.openingHours.regular[noteLine]!.note!;
    const clinicDiff = lineDiff(clinicBefore, fileIn(copy, CLINIC_FILE));
    expect.soft(clinicDiff.removed).toEqual([expect.stringMatching(new RegExp(`^ +note: ${oldNote}$`))]);
    // Each new item has an id the editor made, which its English words are paired by (decision
    // 0022): the clinic typed none of them.
    const newItems = [
      ...(saved.openingHours.exceptions.slice(exceptionCount) as Array<{ id?: string }>),
      ...(saved.notices.slice(before.notices.length) as Array<{ id?: string }>),
    ];
    const ids = newItems.map((item) => item.id ?? '');
    expect(ids).toHaveLength(3);
    for (const id of ids)
      expect(id).toMatch(/^[a-z]-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
    const typed = [
      'Stängt söndagar',
      ...ids,
      ...[christmas, current, later].flatMap((item) => Object.values(item)),
    ];
    // Each added line is one "key: value" (a list item's first with its dash), read as YAML.
    const valueOf = (line: string) =>
      String(Object.values(parse(line.replace(/^[\s-]+/, '')) as Record<string, unknown>)[0]);
    expect.soft(clinicDiff.added.map(valueOf).filter((value) => !typed.includes(value))).toEqual([]);
    expect.soft(clinicDiff.added).toHaveLength(typed.length);
    expect(saved.openingHours.exceptions).toContainEqual({ id: ids[0], ...christmas });
    // Saved as typed, and nothing the schema supplies (no empty link, no default link text).
    expect(saved.notices).toContainEqual({ id: ids[1], ...current });
    expect(saved.notices).toContainEqual({ id: ids[2], ...later });
    // The English file: the new items under the same ids, and only words (the build refuses figures).
    // The editor writes it after the Swedish one, so it is read once it holds them.
    const readEnglishClinic = () =>
      parse(fileIn(copy, englishFileOf(CLINIC_FILE))) as {
        openingHours?: { exceptions?: Array<{ id?: string }> };
        notices?: Array<{ id?: string }>;
      };
    const englishIds = () => {
      const english = readEnglishClinic();
      return [...(english.openingHours?.exceptions ?? []), ...(english.notices ?? [])].map((i) => i.id);
    };
    await expect.poll(englishIds).toEqual(expect.arrayContaining(ids));
    const englishClinic = readEnglishClinic();
    expect.soft(englishFileSchema(clinicSchema).safeParse(englishClinic).error?.issues ?? []).toEqual([]);
    // The file keeps its order.
    const topKeys = (text: string) => Object.keys(parse(text) as object);
    expect(topKeys(fileIn(copy, CLINIC_FILE))).toEqual(topKeys(clinicBefore));

    // A new treatment with only what a clinic knows: where it lives, its name, its category, a
    // summary, its text and one line before and after. No order, price or internal field.
    const newTreatment = {
      path: '/Nack-och-axelmassage',
      title: 'Massage av nacke och axlar',
      summary: 'En lugn massage av nacke och axlar som kan släppa spänningar efter en lång dag.',
      before: 'Berätta om du har ont någonstans innan vi börjar.',
      after: 'Drick gärna lite extra vatten efteråt.',
    };
    const massageFolder = addFolder!;
    const massageFiles = readdirSync(join(copy, massageFolder));
    await page.getByRole('treeitem', { name: folderLabels[basename(massageFolder)]!, exact: true }).click();
    await page.getByRole('button', { name: 'Skapa ny post' }).click();
    await (await input(page, 'path')).fill(newTreatment.path);
    await (await input(page, 'title')).fill(newTreatment.title);
    await page.locator('[data-key-path="category"]').getByRole('combobox').click();
    await page.getByRole('option', { name: addCategory!.title, exact: true }).click();
    await (await input(page, 'summary')).fill(newTreatment.summary);
    await (
      await reveal(page, 'body')
    )
      .locator('[contenteditable="true"]')
      .fill('Vi masserar nacke och axlar med lugna tag, och trycket anpassas efter dig.');
    for (const list of ['before', 'after'] as const) {
      await (
        await reveal(page, list)
      )
        .getByRole('button', { name: /^Lägg till/ })
        .last()
        .click();
      await (await input(page, `${list}.0`)).fill(newTreatment[list]);
    }
    await save(page);
    const added = () => readdirSync(join(copy, massageFolder)).filter((file) => !massageFiles.includes(file));
    // The file appears before its text is written: wait for the whole of it.
    const addedText = () => added().map((file) => fileIn(copy, join(massageFolder, file)));
    await expect.poll(addedText).toEqual([expect.stringContaining(newTreatment.after)]);
    const newFile = addedText()[0]!;
    // Saved with the fields filled in and nothing else: "Dölj sidan" left at "Nej" writes no
    // line, and no key holds the value its schema supplies (order 999, no price, shown).
    expect.soft(keys(newFile)).toEqual(['path', 'title', 'category', 'summary', 'before', 'after']);
    const newFrontMatter = frontMatterOf(newFile, 'ny behandling') as Record<string, unknown>;
    const defaultsWritten = Object.keys(newFrontMatter).filter(
      (key) => key in treatmentDefaults && isDeepStrictEqual(newFrontMatter[key], treatmentDefaults[key]),
    );
    expect.soft(defaultsWritten).toEqual([]);

    // A testimonial's text, in the list of testimonials (saving led back to the lists).
    await page.getByRole('treeitem', { name: 'Kliniken, omdömen och personal' }).click();
    await page.getByText('Omdömen', { exact: true }).first().click();
    const text = page.locator('[data-key-path="testimonials.1.text"]').getByRole('textbox');
    await expect(text).toHaveValue(new RegExp(`^${escapeRegExp(SECOND_TESTIMONIAL)}`));
    const testimonialsBefore = fileIn(copy, TESTIMONIALS_FILE);
    const oldTestimonial = (parse(testimonialsBefore) as { text: string }[])[1]!.text;
    await text.fill(NEW_TESTIMONIAL);
    await save(page);
    await expect.poll(() => fileIn(copy, TESTIMONIALS_FILE)).toContain(`text: ${NEW_TESTIMONIAL}`);
    expect.soft(lineDiff(testimonialsBefore, fileIn(copy, TESTIMONIALS_FILE))).toEqual({
      removed: [`  text: ${oldTestimonial}`],
      added: [`  text: ${NEW_TESTIMONIAL}`],
    });

    // The fixed pages' texts: the home page's hero text changed, the education page switched off.
    await page.getByRole('treeitem', { name: 'Sidornas texter' }).click();
    await page.getByText('Startsidan', { exact: true }).first().click();
    // The page has English beside it (decision 0022): the Swedish field, beside the English one.
    const heroText = page
      .locator('[data-key-path="heroText"]')
      .getByRole('textbox')
      .and(page.locator(`[lang="${CONTENT_LOCALES.default}"]`));
    await expect(heroText).toHaveValue(/\S/);
    const homeBefore = fileIn(copy, HOME_TEXTS_FILE);
    const oldHeroText = (parse(homeBefore) as { heroText: string }).heroText;
    await heroText.fill(NEW_HERO_TEXT);
    await save(page);
    await expect.poll(() => fileIn(copy, HOME_TEXTS_FILE)).toContain(`heroText: ${NEW_HERO_TEXT}\n`);
    expect.soft(lineDiff(homeBefore, fileIn(copy, HOME_TEXTS_FILE))).toEqual({
      removed: [`heroText: ${oldHeroText}`],
      added: [`heroText: ${NEW_HERO_TEXT}`],
    });
    // The English file beside it still holds words only, and not the Swedish text.
    const englishHome = parse(fileIn(copy, englishFileOf(HOME_TEXTS_FILE))) as unknown;
    expect(englishFileSchema(pageTextSchemas.home).safeParse(englishHome).success).toBe(true);
    expect(JSON.stringify(englishHome)).not.toContain(NEW_HERO_TEXT);
    await page.getByRole('treeitem', { name: 'Sidornas texter' }).click();
    await page.getByText('Utbildningar', { exact: true }).first().click();
    // A flag is Swedish only; the English pane shows it too, after the Swedish one.
    const hideEducation = page
      .locator('[data-key-path="hidden"]')
      .getByRole('radio', { name: 'Ja', exact: true })
      .first();
    await hideEducation.scrollIntoViewIfNeeded();
    const educationBefore = fileIn(copy, EDUCATION_TEXTS_FILE);
    await hideEducation.click();
    await save(page);
    await expect.poll(() => fileIn(copy, EDUCATION_TEXTS_FILE)).toMatch(/^hidden: true$/m);
    expect
      .soft(lineDiff(educationBefore, fileIn(copy, EDUCATION_TEXTS_FILE)))
      .toEqual({ removed: [], added: ['hidden: true'] });

    // What the editor saved, through the publish pipeline's steps: the content checks, then the
    // build (which checks it against the schemas), with the sample data the copy still has.
    const summary = join(copy, 'sammanfattning.md');
    let buildOutput = '';
    for (const step of ['check', 'build']) {
      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/publish.ts', step], {
        cwd: copy,
        // The test build's fixed day, which the dates above are counted from.
        env: { ...process.env, ALLOW_SAMPLE_DATA: '1', BUILD_DATE: today, GITHUB_STEP_SUMMARY: summary },
        maxBuffer: 64 * 1024 * 1024,
      });
      buildOutput += stdout;
    }
    expect(readFileSync(summary, 'utf8')).toContain('Bygget är klart');
    const built = (file: string) => new JSDOM(fileIn(copy, join('dist', file))).window.document;
    // Collapses the markup's line breaks, keeping the no-break spaces of prices.
    const text$ = (node: Element | null) => node?.textContent?.replace(/[ \t\n\r]+/g, ' ').trim() ?? '';
    const newPrice = formatPriceWithNote({ kind: 'fixed', amount: NEW_AMOUNT }, forehead.priceNote);

    // textContent joins a <dt> and its <dd> with nothing between.
    const detail = built(`${forehead.path.slice(1)}.html`);
    const facts = [...detail.querySelectorAll('main dl')].map(text$);
    expect(facts.length).toBeGreaterThan(0);
    for (const list of facts)
      expect(list).toContain(`Pris${newPrice}Behandlingstid${formatDuration(forehead.duration)}`);
    const service = [...detail.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => jsonLdData(script.textContent ?? '{}'))
      .find((data) => data['@type'] === 'Service');
    expect(service?.['offers']).toEqual([{ '@type': 'Offer', price: NEW_AMOUNT, priceCurrency: 'SEK' }]);

    // The English page shows the new English summary and the new price from the Swedish file;
    // the Swedish page keeps its Swedish summary.
    const englishDetail = built(`${englishPathOf(forehead.path, englishForehead.path).slice(1)}.html`);
    expect(text$(englishDetail.querySelector('h1 + p'))).toBe(NEW_ENGLISH_SUMMARY);
    expect(text$(englishDetail.querySelector('main dl'))).toContain(
      formatPrice({ kind: 'fixed', amount: NEW_AMOUNT }, 'en'),
    );
    expect(text$(detail.querySelector('h1 + p'))).toBe(forehead.summary);
    // No Swedish page carries the English text.
    const swedishPagesWithIt = textFiles(join(copy, 'dist'))
      .filter((file) => file.endsWith('.html') && langOfPath(`/${file.replace(/\.html$/, '')}`) === 'sv')
      .filter((file) => fileIn(copy, join('dist', file)).includes(NEW_ENGLISH_SUMMARY));
    expect(swedishPagesWithIt).toEqual([]);

    const cardTitle = forehead.menuTitle ?? forehead.title;
    const card = [...built(`${GROUP_PATH.slice(1)}.html`).querySelectorAll('main li')].find((li) =>
      text$(li).startsWith(cardTitle),
    );
    expect(text$(card ?? null)).toContain(`${cardTitle}${newPrice}`);

    const row = [...built(`${PRICE_LIST_PATH.slice(1)}.html`).querySelectorAll('main tr')].find((tr) =>
      text$(tr).startsWith(forehead.title),
    );
    expect(text$(row ?? null)).toBe(`${forehead.title}${newPrice}\u2013`);

    // The hidden treatment: no page, and no link, menu entry, price row or sitemap line to it.
    expect(existsSync(join(copy, 'dist', `${HIDDEN_PATH}.html`))).toBe(false);
    const mentions = textFiles(join(copy, 'dist')).filter((file) =>
      fileIn(copy, join('dist', file)).includes(HIDDEN_PATH),
    );
    expect(mentions).toEqual([]);

    // The exception in the clinic's structured data, on every page that carries it.
    const clinicData = [...built('index.html').querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => jsonLdData(script.textContent ?? '{}'))
      .find((data) => data['@type'] === 'HealthAndBeautyBusiness');
    expect(clinicData?.['specialOpeningHoursSpecification']).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: christmas.from,
      validThrough: christmas.to,
      opens: christmas.opens,
      closes: christmas.closes,
    });
    // The notice of the build's day on every page, the later one on none; the line's note with
    // its capital letter.
    const pages = textFiles(join(copy, 'dist')).filter((file) => file.endsWith('.html'));
    for (const file of pages) {
      const html = fileIn(copy, join('dist', file));
      if (file.startsWith('admin')) continue;
      expect(html, file).not.toContain(later.text);
      if (!/^(404|500)\.html$/.test(file)) expect(html, file).toContain(current.text);
    }
    expect(text$(built('Kontakt.html').body)).toContain(': Stängt söndagar');
    expect(text$(built('Kontakt.html').body)).not.toContain('stängt söndagar');

    // The new treatment has its page, under its category.
    expect(text$(built(`${newTreatment.path.slice(1)}.html`).querySelector('h1'))).toBe(newTreatment.title);

    // The build said which page it hid and which pages lost their link to it.
    expect(buildOutput).toMatch(
      new RegExp(
        `Dold sida byggs inte: ${HIDDEN_PATH} \\(.+\\)\\. Länken dit är borttagen från ${GROUP_PATH}, `,
      ),
    );

    const home = text$(built('index.html').querySelector('main'));
    expect(home).toContain(NEW_TESTIMONIAL);
    expect(home).not.toContain(SECOND_TESTIMONIAL);

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
