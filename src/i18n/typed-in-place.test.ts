/**
 * No Swedish interface word is typed where the site is drawn: components, screens, layouts, pages,
 * the search and the browser code read their words from src/i18n (decision 0020). Every text in
 * those files is read as the compiler sees it (string and template literals, JSX text and
 * attributes; an Astro file's front matter and scripts as TypeScript, its template as JSX), and one that looks Swedish fails the test unless it
 * is listed below as the clinic's copy still waiting for its content file. Messages for whoever
 * builds or debugs (console, logger, thrown errors) are not the visitor's and are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTextNode } from '../../tests/support/source-texts';

const SCANNED = [
  'src/components',
  'src/screens',
  'src/layouts',
  'src/pages',
  'src/search',
  'src/lib/browser',
  // The loaders are the delivery code that runs in the page; the rest builds and ships it.
  'src/delivery/loaders',
];

/**
 * The clinic's copy still typed in a component, screen or page, by file and the text's beginning
 * ('' for every text of the file): sentences in the clinic's own voice, not interface words, whose
 * place is a content file under src/content/pages, not the dictionary. A list that only shrinks:
 * an entry that no text matches any more fails the test too, so it is taken out once moved.
 */
const CLINIC_COPY: ReadonlyArray<readonly [file: string, beginning: string]> = [];

/** Attributes and keys whose values are names for code (ids, classes, targets), never read. */
const NOT_READ = new Set(['id', 'className', 'class', 'key', 'href', 'name', 'slot', 'htmlFor', 'for']);

/**
 * Letters and short words only Swedish text has, matched as whole words (not inside a path, an id
 * or a file name: "/Priser", "kanda-sidor"), case as written.
 */
const SWEDISH =
  /[åäöÅÄÖ]|(?<![\p{L}\-_/.])(?:och|att|för|till|med|om|du|dig|din|ditt|vi|oss|inte|eller|av|hos|mer|sidor|sida|Boka|Visa|Meny|Tillbaka|Skicka|Hem|Pris|Priser|Kontakt|Behandling|Behandlingar|Prislista|Ring|Telefon|Tack|Fyll|Skriv|kort|karusell|omdöme)(?![\p{L}\-_/]|\.\p{L})/u;

interface Finding {
  file: string;
  text: string;
}

/** Messages for developers: console.*, a logger, a thrown or constructed error. */
function forDevelopers(node: ts.Node): boolean {
  if (ts.isCallExpression(node)) {
    return /^(?:console|\w*logger)\.\w+$|\.error$/i.test(node.expression.getText());
  }
  if (ts.isNewExpression(node)) return /Error$/.test(node.expression.getText());
  return false;
}

/** Texts in a TypeScript, TSX or compiled-Astro source that look Swedish. */
function swedishTexts(file: string, code: string): Finding[] {
  const kind = file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || forDevelopers(node)) return;
    if ((ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) && NOT_READ.has(nameOf(node.name))) return;
    if (isTextNode(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (SWEDISH.test(text)) found.push({ file, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(name: ts.Node): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

/**
 * An Astro file's texts: its front matter and scripts read as TypeScript, its template as JSX
 * (which Astro's template syntax is, but for the doctype and HTML comments, left out).
 */
function astroTexts(file: string, text: string): Finding[] {
  const [, frontMatter = '', template = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const scripts: string[] = [];
  const markup = template
    .replace(/<!doctype[^>]*>|<!--[\s\S]*?-->/gi, '')
    .replace(/(<script\b[^>]*>)([\s\S]*?)(<\/script>)/g, (_, open: string, body: string, close: string) => {
      scripts.push(body);
      return `${open}${close}`;
    });
  return [
    ...swedishTexts(`${file}.ts`, frontMatter),
    ...scripts.flatMap((script) => swedishTexts(`${file}.ts`, script)),
    ...swedishTexts(`${file}.tsx`, `<>${markup}</>`),
  ].map((finding) => ({ ...finding, file }));
}

function textsOf(file: string): Finding[] {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.astro') ? astroTexts(file, text) : swedishTexts(file, text);
}

function scannedFiles(): string[] {
  return SCANNED.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(?:ts|tsx|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file)),
  );
}

const isClinicCopy = ({ file, text }: Finding) =>
  CLINIC_COPY.some(([copyFile, beginning]) => file === copyFile && text.startsWith(beginning));

describe('Swedish interface words typed in place', () => {
  it('finds a planted one in JSX text, an attribute, a prop, a template and an Astro page', () => {
    const tsx = [
      `const a = <button aria-label="Stäng menyn">Tillbaka</button>;`,
      "const b = <Hero actions={[{ label: 'Boka tid', href: '/Bokatid' }]} />;",
      'const c = `Visa ${n} till.`;',
      `const d = <section id="om" className="kort" />;`,
      "console.error('Kontaktformuläret: fel');",
    ].join('\n');
    expect(swedishTexts('planted.tsx', tsx).map((finding) => finding.text)).toEqual([
      'Stäng menyn',
      'Tillbaka',
      'Boka tid',
      'Visa',
      'till.',
    ]);
    const astro = [
      '---',
      "const title = 'Sidan hittades inte';",
      '---',
      '<!doctype html>',
      '<Layout title="Om oss" description={`Alla sidor`}>',
      '  <!-- Hem -->',
      '  <p id="om">Läs mer</p>',
      "  <script>document.title = 'Sök';</script>",
      '</Layout>',
    ].join('\n');
    expect(astroTexts('planted.astro', astro).map((finding) => finding.text)).toEqual([
      'Sidan hittades inte',
      'Sök',
      'Om oss',
      'Alla sidor',
      'Läs mer',
    ]);
  });

  it('finds none outside src/i18n but the clinic copy listed', () => {
    const findings = scannedFiles().flatMap(textsOf);
    expect(findings.filter((finding) => !isClinicCopy(finding))).toEqual([]);
    const stale = CLINIC_COPY.filter(
      ([file, beginning]) => !findings.some((f) => f.file === file && f.text.startsWith(beginning)),
    );
    expect(stale).toEqual([]);
  });
});
