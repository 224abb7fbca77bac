// @vitest-environment node
/**
 * The glossary (src/config/glossary.ts): it finds every listed wrong form and banned term, and
 * every string a UI file can show keeps it. The content keeps it by a content rule that every
 * build runs (src/lib/build/content-rules/copy.ts); tests/site/copy.test.ts applies the same list
 * to the built pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTextNode } from '../../tests/support/source-texts';
import { bannedTerms, englishBannedTerms, englishGlossary, findCopyProblems, glossary } from './glossary';

const SRC = 'src';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Site paths ("/Hudvard-Ansikte") keep the old site's names (docs/product.md, Routes) and are not copy. */
const withoutPaths = (text: string) => text.replace(/(?<![\p{L}\p{N}])\/[\p{L}\p{N}+\-_/.]+/gu, ' ');

/** The strings and JSX text of a TypeScript file: what it can show, without code or comments. */
export function uiStrings(path: string, source: string): string {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (isTextNode(node)) texts.push(node.text);
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
  // The rules' own messages quote the wrong forms they find.
  !path.startsWith(join(SRC, 'lib', 'build', 'content-rules') + '/') &&
  path !== join(SRC, 'config', 'glossary.ts');

/** The English interface words (src/i18n/en/) go by the English rules. */
const isEnglish = (path: string) => path.includes(join(SRC, 'i18n', 'en') + '/');

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

  it('reads a UI file’s strings, not its code or comments', () => {
    expect(uiStrings('x.tsx', '// Botox in a comment\nconst a = <p>Hotstone massage</p>;')).not.toContain(
      'Botox',
    );
    expect(findCopyProblems(uiStrings('x.tsx', 'const a = <p>Hotstone massage</p>;'))).not.toEqual([]);
  });

  it('every UI string uses the clinic’s terms and none of the banned ones', () => {
    const files = filesUnder(SRC).filter(isUiFile);
    expect(files.length).toBeGreaterThan(30);
    const problems = files.flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      const text = path.endsWith('.astro') ? withoutPaths(source) : uiStrings(path, source);
      return findCopyProblems(text, isEnglish(path) ? 'en' : 'sv').map(
        ({ found, fix }) => `${relative('.', path)}: "${found}" – ${fix}`,
      );
    });
    expect(problems).toEqual([]);
    // Every UI file through the TypeScript parser and the glossary's patterns: seconds, and more on
    // a loaded machine. Nothing here measures time.
  }, 60_000);
});
