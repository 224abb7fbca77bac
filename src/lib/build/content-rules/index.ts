/**
 * The content rules: the checks an edit can break that no schema makes (the law's statements on
 * the medical pages, the glossary, the care pages' advice, template frames, the guide by concern),
 * as functions over the content. Every build runs them (src/integrations/content-rules.ts), and so
 * does `npm run check:content` (scripts/check-content.ts), which the publish workflow runs first:
 * the local build and the publish run cannot disagree. All failures are listed at once, each a
 * Swedish sentence with the file and the field. Plain Node: imports carry their extensions.
 */
import { aliasRules } from './aliases.ts';
import { careRules } from './care.ts';
import { copyRules } from './copy.ts';
import { readContent, type RuleContent } from './content.ts';
import { legalRules } from './legal.ts';
import type { ContentRule, Problem } from './rule.ts';

export type { ContentRule, Problem } from './rule.ts';
export { contentOf, readContent, type RuleContent } from './content.ts';

export const contentRules: readonly ContentRule[] = [
  ...legalRules,
  ...careRules,
  ...copyRules,
  ...aliasRules,
];

/** Every broken rule in `content`, sorted by file, each once. */
export function checkContent(content: RuleContent, rules: readonly ContentRule[] = contentRules): Problem[] {
  const seen = new Set<string>();
  return rules
    .flatMap((rule) => rule.check(content))
    .filter((problem) => {
      const key = `${problem.file}\n${problem.field}\n${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) => a.file.localeCompare(b.file) || a.field.localeCompare(b.field, undefined, { numeric: true }),
    );
}

/** The field as the owner finds it: a list file's "items.2.text" is entry 3's text. */
function fieldName(field: string): string {
  const inList = /^items\.(\d+)(?:\.(.+))?$/.exec(field);
  if (inList) return `post ${Number(inList[1]) + 1}${inList[2] ? `, fältet ${inList[2]}` : ''}`;
  return field ? `fältet ${field}` : '';
}

/** One problem as the build prints it: "src/content/…md, fältet faq: …". */
export const problemLine = ({ file, field, message }: Problem) =>
  `${file}${field ? `, ${fieldName(field)}` : ''}: ${message}`;

/** A problem the build reports but does not stop for: "Varning: src/content/…, fältet …: …". */
export const warningLine = (problem: Problem) => `Varning: ${problemLine(problem)}`;

/** The start of the message's first line. */
const RULES_HEADING = 'Innehållskontrollen hittade';

/** The message of a build the rules stop: how many, then one numbered line each. */
export function rulesReport(problems: readonly Problem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  return [
    `${RULES_HEADING} ${problems.length === 1 ? 'en sak' : `${problems.length} saker`} i ${files === 1 ? 'en fil' : `${files} filer`} som behöver rättas innan webbplatsen kan publiceras:`,
    ...problems.map((problem, index) => `  ${index + 1}. ${problemLine(problem)}`),
    'Rätta i redigeringen (/admin) eller i filen och spara; docs/gor-webbplatsen-till-er.md förklarar varje kontroll.',
  ].join('\n');
}

/** Reads the content under `root` and checks it: the build's and the publish check's one entry point. */
export function checkContentFiles(root?: string): Problem[] {
  return checkContent(readContent(root));
}
