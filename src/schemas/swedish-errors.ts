/**
 * Content errors in Swedish, each naming the file, the field and what to do: the clinic reads
 * them in the build log after an edit in the editor (/admin), so they must be its own language.
 *
 * - `swedishIssue`: Zod's error map in Swedish. A schema's own message ('en tid som "10:00"')
 *   outranks it; Astro passes its own English map to every parse, which outranks a global
 *   `z.config({ customError })`, so the collections parse through `inSwedish` instead.
 * - `inSwedish`: wraps a collection's schema so that it is parsed with the Swedish map and a
 *   refused entry throws a `ContentFieldsError` (field path and message, no file yet).
 * - `ContentFileError`: the message the build prints, with the file: src/content-loaders.ts adds
 *   the file to a `ContentFieldsError` where Astro's loader knows it.
 */
import { z } from 'astro/zod';
import { markupInText } from './plain-text.ts';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'en text',
  number: 'ett tal',
  int: 'ett heltal',
  boolean: 'true eller false',
  array: 'en lista (rader som börjar med "- ")',
  object: 'en grupp av fält (indragna rader under fältnamnet)',
  date: 'ett datum som 2026-03-14',
};

/** What to do instead of what was typed, where the mistake is a common one. */
function typeAdvice(expected: string, input: unknown): string {
  if ((expected === 'number' || expected === 'int') && typeof input === 'string') {
    return ': skriv bara siffrorna, utan "kr", "min" eller mellanslag (t.ex. 850)';
  }
  if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) {
    return ': sätt texten inom citattecken';
  }
  return '';
}

/** How a typed value reads in a message: short, quoted where it is text. */
function shown(input: unknown): string {
  if (typeof input === 'string') return `texten "${input.length > 40 ? `${input.slice(0, 40)}…` : input}"`;
  if (input === null) return 'tomt';
  if (Array.isArray(input)) return 'en lista';
  if (typeof input === 'object') return 'en grupp av fält';
  return String(input);
}

const SIZE_UNITS: Record<string, [one: string, many: string]> = {
  string: ['tecken', 'tecken'],
  array: ['rad', 'rader'],
  set: ['rad', 'rader'],
};

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const unit = SIZE_UNITS[issue.origin];
  if (unit) {
    const words = limit === 1 ? unit[0] : unit[1];
    if (issue.origin === 'string') {
      return small
        ? limit <= 1
          ? 'är tomt: fyll i fältet'
          : `är för kort: skriv minst ${limit} ${words}`
        : `är för långt: högst ${limit} ${words}, korta texten`;
    }
    return small ? `behöver minst ${limit} ${words}` : `får ha högst ${limit} ${words}`;
  }
  const inclusive = issue.inclusive !== false;
  if (small) return inclusive ? `ska vara minst ${limit}` : `ska vara större än ${limit}`;
  return inclusive ? `får vara högst ${limit}` : `ska vara mindre än ${limit}`;
}

const FORMATS: Record<string, string> = {
  email: 'ska vara en e-postadress som "kontakt@klinik.se"',
  url: 'ska vara en webbadress som börjar med https://',
  date: 'ska vara ett datum som 2026-03-14',
  datetime: 'ska vara ett datum och en tid som 2026-03-14T10:00',
};

const quoted = (values: readonly unknown[]) => values.map((value) => `"${String(value)}"`).join(', ');

/** Zod's error map in Swedish: what is wrong with the field, and what to write instead. */
export function swedishIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'saknas: fyll i fältet (det krävs)';
      return `ska vara ${TYPE_NAMES[issue.expected] ?? issue.expected}, men är ${shown(issue.input)}${typeAdvice(issue.expected, issue.input)}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      if (issue.format === 'regex')
        return `har fel form (${shown(issue.input)}): se hur fältet skrivs i en annan fil`;
      return FORMATS[issue.format] ?? `har fel form: ska vara ${issue.format}`;
    case 'not_multiple_of':
      return `ska vara en multipel av ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `okänt fält ${quoted(issue.keys)}: ta bort det eller rätta stavningen`;
    case 'invalid_value':
      return `ska vara ${issue.values.length === 1 ? '' : 'ett av '}${quoted(issue.values)}, men är ${shown(issue.input)}`;
    case 'invalid_union':
      return `passar inte någon av de tillåtna formerna (${shown(issue.input)}): jämför med samma fält i en annan fil`;
    case 'invalid_key':
    case 'invalid_element':
      return 'har ett ogiltigt värde';
    default:
      return 'stämmer inte: jämför med samma fält i en annan fil';
  }
}

/** A field of a content entry and what is wrong with it, in Swedish. */
interface FieldProblem {
  /** The field's path as the file writes it: "price.amount", "options.1.label"; empty for the entry. */
  field: string;
  message: string;
}

const fieldProblems = (issues: readonly z.core.$ZodIssue[]): FieldProblem[] =>
  issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));

/** A content entry the schema refused: its fields and what is wrong, before the file is known. */
export class ContentFieldsError extends Error {
  readonly problems: readonly FieldProblem[];
  constructor(problems: readonly FieldProblem[]) {
    super(problems.map(({ field, message }) => `${field || '(posten)'}: ${message}`).join('\n'));
    this.name = 'ContentFieldsError';
    this.problems = problems;
  }
}

/** A content file that cannot be published, with its name and what to do: the build's message. */
export class ContentFileError extends Error {
  readonly file: string;
  constructor(file: string, lines: readonly string[]) {
    super(
      [
        `Innehållsfilen ${file} behöver rättas innan webbplatsen kan byggas:`,
        ...lines.map((l) => `  - ${l}`),
      ].join('\n'),
    );
    this.name = 'ContentFileError';
    this.file = file;
  }
}

/** The build's message for an entry the schema refused: the file, then each field. */
export function fieldsErrorInFile(file: string, error: ContentFieldsError): ContentFileError {
  return new ContentFileError(
    file,
    error.problems.map(({ field, message }) => {
      if (!field) return message;
      // A schema's own message is a sentence of its own ("Priset skrivs en gång: ...").
      return /^\p{Lu}/u.test(message) ? `fältet ${field}: ${message}` : `fältet ${field} ${message}`;
    }),
  );
}

/** Text fields are plain text: one that reads as HTML stops the entry first (plain-text.ts). */
function refuseMarkup(data: unknown) {
  const markup = markupInText(data);
  if (markup.length > 0) throw new ContentFieldsError(markup);
}

/**
 * Parses with the Swedish error map; a refused entry throws `ContentFieldsError` rather than
 * returning issues, so that Astro's English map never rewrites the messages.
 */
export async function parseInSwedish<S extends z.ZodType>(schema: S, data: unknown): Promise<z.output<S>> {
  refuseMarkup(data);
  const result = await schema.safeParseAsync(data, { error: swedishIssue });
  if (!result.success) throw new ContentFieldsError(fieldProblems(result.error.issues));
  return result.data;
}

/** The same, for schemas without async parts (the clinic's facts, read before Astro starts). */
export function parseInSwedishSync<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  refuseMarkup(data);
  const result = schema.safeParse(data, { error: swedishIssue });
  if (!result.success) throw new ContentFieldsError(fieldProblems(result.error.issues));
  return result.data;
}

/** A collection's schema that Astro parses with the Swedish map (see the module comment). */
export const inSwedish = <S extends z.ZodType>(schema: S) =>
  z.unknown().transform((data): Promise<z.output<S>> => parseInSwedish(schema, data));
