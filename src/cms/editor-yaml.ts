/**
 * YAML as the editor at /admin writes it (Sveltia CMS's formatYAML, with the output options of
 * src/cms/config.ts): two-space indent, indented lists, no line wrapping, plain keys and strings
 * where YAML allows, single quotes where it does not. A file a script writes in this shape
 * changes only its own lines on the clinic's next save. Plain Node.
 */
import { stringify } from 'yaml';

export const editorYaml = (value: unknown): string =>
  stringify(value, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();
