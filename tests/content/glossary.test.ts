// @vitest-environment node
/**
 * The glossary (src/config/glossary.ts) applied to the sources: every content file and every
 * string a UI file can show. A wrong form, a banned term or a known grammar error fails with the
 * file and the text named. tests/site/copy.test.ts applies the same list to the built pages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTextNode } from '../support/source-texts';
import {
  bannedTerms,
  englishBannedTerms,
  englishGlossary,
  findCopyProblems,
  glossary,
} from '../../src/config/glossary';
import { isEnglishFile } from '../../src/config/english-files';

const SRC = 'src';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Site paths ("/Rynkbehandling-Browlift") keep the old site's names (docs/product.md, Routes) and are not copy. */
const withoutPaths = (text: string) => text.replace(/(?<![\p{L}\p{N}])\/[\p{L}\p{N}+\-_/.]+/gu, ' ');

/**
 * The text a content file puts on a page: not its identifiers (path, category, group, the price
 * lists' treatment ids) nor the notes to the clinic (dataNotes), which are never shown.
 */
export function contentProse(source: string): string {
  const kept: string[] = [];
  let inNotes = false;
  for (const line of source.split('\n')) {
    if (/^dataNotes:/.test(line)) {
      inNotes = true;
      continue;
    }
    if (inNotes && /^\s+-|^\s+\S/.test(line)) continue;
    inNotes = false;
    if (/^\s*(?:path|category|group|id|order|bookingHref|detailScreen|showPriceList):/.test(line)) continue;
    if (/^\s*(?:-\s*)?[a-z0-9-]+\/[a-z0-9+-]+\s*$/.test(line) || /treatments:\s*\[/.test(line)) continue;
    kept.push(line);
  }
  return withoutPaths(kept.join('\n'));
}

/** The strings and JSX text of a TypeScript file: what it can show, without code or comments. */
export function uiStrings(path: string, source: string): string {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (isTextNode(node)) {
      texts.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return withoutPaths(texts.join('\n'));
}

const isUiFile = (path: string) =>
  /\.(tsx?|astro)$/.test(path) &&
  !/\.test\.tsx?$/.test(path) &&
  !/(?:^|\/)(?:test-setup|test-fixtures)\.ts$/.test(path) &&
  !path.startsWith(join(SRC, 'content') + '/') &&
  path !== join(SRC, 'config', 'glossary.ts');

/** English content, and the English interface words (src/i18n/en/), go by the English rules. */
const isEnglish = (path: string) => isEnglishFile(path) || path.includes(join(SRC, 'i18n', 'en') + '/');

function problemsIn(files: readonly string[], textOf: (path: string, source: string) => string): string[] {
  return files.flatMap((path) =>
    findCopyProblems(textOf(path, readFileSync(path, 'utf8')), isEnglish(path) ? 'en' : 'sv').map(
      ({ found, fix }) => `${relative('.', path)}: "${found}" – ${fix}`,
    ),
  );
}

describe('the glossary', () => {
  it('finds every listed wrong form and banned term, and leaves the right forms alone', () => {
    for (const { term, wrong } of glossary) {
      for (const form of wrong) expect(findCopyProblems(`Läs om ${form} här.`), form).not.toEqual([]);
      if (/^[\p{L} &:-]+$/u.test(term)) expect(findCopyProblems(`Läs om ${term} här.`), term).toEqual([]);
    }
    for (const { term } of bannedTerms)
      expect(findCopyProblems(`Vi använder ${term}.`), term).not.toEqual([]);
    expect(findCopyProblems('Huden kan bli röd, men det brukar gå över av sig självt.')).toEqual([]);
    expect(findCopyProblems('Huden kan bli röd, men det brukar gå över av sig själv.')).not.toEqual([]);
    expect(findCopyProblems('Svullnad kan förekomma och brukar gå över av sig själva.')).toEqual([]);
    expect(findCopyProblems('Svullnad kan förekomma och brukar gå över av sig själv.')).not.toEqual([]);
    expect(findCopyProblems('label: Passar dig som\n    value: vill ha slät hud')).not.toEqual([]);
    expect(findCopyProblems('label: Passar dig som\n    value: Vill ha slät hud')).toEqual([]);
  });

  it('finds the English wrong forms and banned terms in English text, and only there', () => {
    for (const { term, wrong } of englishGlossary) {
      for (const form of wrong)
        expect(findCopyProblems(`Read about ${form} here.`, 'en'), form).not.toEqual([]);
      if (/^[\p{L} &-]+$/u.test(term))
        expect(findCopyProblems(`Read about ${term} here.`, 'en'), term).toEqual([]);
    }
    for (const { term } of englishBannedTerms)
      expect(findCopyProblems(`We use ${term}.`, 'en'), term).not.toEqual([]);
    // The Swedish rules do not judge English words, nor the English ones Swedish words.
    expect(findCopyProblems('Thread lifts with mono threads.', 'en')).toEqual([]);
    expect(findCopyProblems('Trådlyft med monotrådar.')).toEqual([]);
  });

  it('reads prose, not identifiers or notes to the clinic', () => {
    const prose = contentProse(
      'path: /Tradlyft-Midface\ngroup: x\nsummary: Läs [mer](/Rynkbehandling-Browlift).\ndataNotes:\n  - "Prislistan kallar den RelaxTime."\nfaq: []\n',
    );
    expect(findCopyProblems(prose)).toEqual([]);
    expect(prose).toContain('faq: []');
    expect(uiStrings('x.tsx', '// Botox in a comment\nconst a = <p>Hotstone massage</p>;')).not.toContain(
      'Botox',
    );
    expect(findCopyProblems(uiStrings('x.tsx', 'const a = <p>Hotstone massage</p>;'))).not.toEqual([]);
  });

  it('every content file uses the clinic’s terms and none of the banned ones, English files the English ones', () => {
    const files = filesUnder(join(SRC, 'content'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.some(isEnglishFile)).toBe(true);
    expect(problemsIn(files, (_path, source) => contentProse(source))).toEqual([]);
  });

  it('every UI string uses the clinic’s terms and none of the banned ones', () => {
    const files = filesUnder(SRC).filter(isUiFile);
    expect(files.length).toBeGreaterThan(30);
    expect(
      problemsIn(files, (path, source) =>
        path.endsWith('.astro') ? withoutPaths(source) : uiStrings(path, source),
      ),
    ).toEqual([]);
  });

  it('names the jaw, shoulder and sweating treatments by what they do, not as wrinkle treatments', () => {
    for (const name of ['Masseter', 'Trapezius', 'Hyperhidros']) {
      const file = join(SRC, 'content/treatments/rynkreducerande', `Rynkbehandling-${name}.md`);
      // Each of these pages while it exists: the clinic may remove a treatment.
      if (!existsSync(file)) continue;
      const source = readFileSync(file, 'utf8');
      const names = [...source.matchAll(/^(?:title|menuTitle|summary): (.+)$/gm)].map((match) => match[1]);
      expect(names.length, name).toBeGreaterThanOrEqual(3);
      for (const text of names) expect(text, name).not.toMatch(/rynk/i);
    }
  });
});
