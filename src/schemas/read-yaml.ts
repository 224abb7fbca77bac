/**
 * Reads a content file's YAML (a YAML file, or a Markdown file's front matter) and, where it
 * cannot be read, says so in Swedish with the file, the line and what to do. A parser's own
 * message ("Nested mappings are not allowed in compact mappings") names neither the file nor the
 * usual cause, a colon inside a text. Plain Node: imports carry their extensions.
 */
import { readFileSync } from 'node:fs';
import { parse, YAMLParseError } from 'yaml';
import type { z } from 'astro/zod';
import {
  ContentFieldsError,
  ContentFileError,
  fieldsErrorInFile,
  parseInSwedishSync,
} from './swedish-errors.ts';

/** The usual cause of each parser error, and what to do about it. */
function advice(
  error: YAMLParseError,
  lines: readonly string[],
  line: number,
): { line: number; text: string } {
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      return {
        line,
        text: 'ett kolon mitt i en text (som i "Nyhet: En …") läses som ett nytt fält. Sätt hela texten inom citattecken: \'Nyhet: En …\'. Eller är raden indragen fast den inte ska vara det?',
      };
    case 'MISSING_CHAR': {
      // The parser reports where it gave up; the unclosed quote is on the last line before with an odd count.
      const quote = /Missing closing (["'])/.exec(error.message)?.[1];
      if (quote) {
        let start = line;
        for (let i = line - 1; i >= 1; i -= 1) {
          if ((lines[i - 1]!.split(quote).length - 1) % 2 === 1) {
            start = i;
            break;
          }
        }
        return {
          line: start,
          text: `ett citattecken (${quote}) öppnas men stängs aldrig: sätt ${quote} också i slutet av texten.`,
        };
      }
      return { line, text: 'ett tecken saknas (ett citattecken eller en hakparentes som inte stängs).' };
    }
    case 'DUPLICATE_KEY':
      return { line, text: 'samma fält står två gånger: ta bort det ena.' };
    case 'TAB_AS_INDENT':
      return { line, text: 'raden är indragen med tabb: använd mellanslag.' };
    case 'BAD_INDENT':
    case 'MULTILINE_IMPLICIT_KEY':
      return {
        line,
        text: 'indraget stämmer inte med raderna runt omkring: dra in raden lika mycket som fälten bredvid.',
      };
    default:
      return {
        line,
        text: 'raden kan inte läsas som YAML: jämför med hur samma fält skrivs i en annan fil.',
      };
  }
}

/**
 * Parses YAML from `file`; `firstLine` is the file's line number of the text's first line (2 for
 * front matter after its opening ---). Throws a ContentFileError naming file and line.
 */
export function parseContentYaml(text: string, file: string, firstLine = 1): unknown {
  try {
    return parse(text, { prettyErrors: true });
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const lines = text.split('\n');
    const { line, text: what } = advice(error, lines, error.linePos?.[0].line ?? 1);
    const shownLine = lines[line - 1]?.trim();
    throw new ContentFileError(file, [
      `rad ${line + firstLine - 1}: ${what}${shownLine ? `\n    Raden: ${shownLine}` : ''}`,
    ]);
  }
}

/** A Markdown file's front matter: the text between the opening and closing --- lines. */
export function frontMatterOf(text: string, file: string): unknown {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (frontMatter === undefined) {
    throw new ContentFileError(file, ['rad 1: filen ska börja med fälten mellan två rader med ---']);
  }
  return parseContentYaml(frontMatter, file, 2);
}

/** Reads and parses a YAML content file (relative to the project root, as the build runs). */
export function readContentYaml(file: string): unknown {
  return parseContentYaml(readFileSync(file, 'utf8'), file);
}

/**
 * Reads a YAML content file that stands alone (the clinic's facts, a fixed page's texts) and
 * checks it against `schema`: a mistake stops the build in Swedish with the file and the line or
 * field named, as the collections' loaders do (src/lib/build/content-loaders.ts).
 */
export function loadContentYaml<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  try {
    return parseInSwedishSync(schema, readContentYaml(file));
  } catch (error) {
    throw error instanceof ContentFieldsError ? fieldsErrorInFile(file, error) : error;
  }
}
