/**
 * A content file as the editor at /admin writes it when it saves, modelled on Sveltia CMS's own
 * serializer (0.221, with the output options of src/cms/config.ts): keys in the order of the
 * editor's fields (a tagged union's `kind` first), keys the editor does not know after them in
 * sorted order, empty optional values left out, YAML written with the editor's settings, and a
 * Markdown body after its front matter with one blank line between. The shipped content is kept in
 * this shape (tests/content/editor-shape.test.ts), so that a save changes only the lines the
 * clinic changed; tests/e2e/cms-editor.spec.ts holds the model against the editor itself.
 */
import { parse } from 'yaml';
import { editorYaml } from '../../src/cms/editor-yaml.ts';

/** The part of an editor field this model reads. */
export interface FieldShape {
  name: string;
  widget?: string;
  required?: boolean | string[];
  root?: boolean;
  fields?: FieldShape[];
  field?: FieldShape;
  types?: Array<{ name: string; fields?: FieldShape[] }>;
  typeKey?: string;
}

/** The file formats the editor writes: a YAML file, or Markdown with YAML front matter. */
export type EditorFormat = 'yaml' | 'frontmatter';

/** Sveltia's YAML settings (formatYAML): two-space indent, indented lists, no line wrapping. */
export { editorYaml };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the editor counts as empty (isValueEmpty): false and 0 are values. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0);

/** An object's keys in the fields' order, unknown keys after them, empty optional values left out. */
function ordered(value: Record<string, unknown>, fields: readonly FieldShape[], typeKey?: string) {
  const result: Record<string, unknown> = {};
  if (typeKey && typeKey in value) result[typeKey] = value[typeKey];
  for (const field of fields) {
    if (!(field.name in value)) continue;
    const shaped = shape(value[field.name], field);
    if (field.required === false && isEmpty(shaped)) continue;
    result[field.name] = shaped;
  }
  for (const key of Object.keys(value).sort()) if (!(key in result)) result[key] = value[key];
  return result;
}

function shapeItem(item: unknown, field: FieldShape): unknown {
  if (!isPlainObject(item)) return item;
  if (field.types) {
    const typeKey = field.typeKey ?? 'type';
    const type = field.types.find((t) => t.name === item[typeKey]);
    return ordered(item, type?.fields ?? [], typeKey);
  }
  return field.fields ? ordered(item, field.fields) : item;
}

/** A field's value as the editor writes it. */
function shape(value: unknown, field: FieldShape): unknown {
  if (field.widget === 'list' && Array.isArray(value)) {
    return value.map((item) => (field.field ? shape(item, field.field) : shapeItem(item, field)));
  }
  if (field.widget === 'object') return shapeItem(value, field);
  return value;
}

/** The file's text after the editor has read it and saved it unchanged. */
export function editorText(text: string, fields: readonly FieldShape[], format: EditorFormat): string {
  const normalized = text.trim().replace(/\r\n?/g, '\n');
  if (format === 'yaml') {
    const data: unknown = parse(normalized);
    // A file that is one list (testimonials, staff): the editor's only field is that list.
    const root = fields.length === 1 && fields[0]!.root ? fields[0]! : undefined;
    if (root) return `${editorYaml(shape(data, root))}\n`;
    return `${editorYaml(ordered(data as Record<string, unknown>, fields))}\n`;
  }
  const match = /^---\n(?<head>[\s\S]*?)\n---(?:\n(?<body>[\s\S]*))?$/.exec(normalized);
  const body = (match ? (match.groups!['body'] ?? '') : normalized).replace(/^\n/, '');
  const head = match ? (parse(match.groups!['head']!) as Record<string, unknown>) : {};
  const frontMatter = ordered(
    head,
    fields.filter((field) => field.name !== 'body'),
  );
  if (Object.keys(frontMatter).length === 0) return `${body}\n`;
  return `---\n${editorYaml(frontMatter)}\n---\n${body ? `\n${body}\n` : ''}`;
}
