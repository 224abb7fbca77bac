/**
 * The editor's fields, generated from the content schemas (src/schemas/): a schema is read as
 * JSON Schema of what a content file may hold (`z.toJSONSchema`, input side), which gives each
 * field's type, required-ness and constraints (length, pattern, range, allowed values), together
 * with the editor metadata written on it with `.meta()` (src/schemas/editor.ts). So a constraint
 * is typed once: `.min(10)` in a schema is `minlength: 10` in the editor.
 *
 * Defaults stay the schema's: the editor gets no `default`, so an untouched optional field is
 * left out of the file (`omit_empty_optional_fields`) and the build fills it in. The hint says
 * what an empty field means.
 */
import type { Field } from '@sveltia/cms';
import { z } from 'astro/zod';
import type { EditorMeta } from '../schemas/editor';
import { ENGLISH } from '../config/english-files';
import { PHOTOS_DIR } from '../config/folders';
import { wordsOf, type WordShape } from '../schemas/translation';

/** A node of the JSON Schema `z.toJSONSchema` writes, with the editor metadata merged in. */
interface Node extends EditorMeta {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  oneOf?: Node[];
  anyOf?: Node[];
}

interface FieldContext {
  /** Where a collection's photos point from its files to src/assets/photos. */
  publicFolder?: string;
  /**
   * The collection has English beside Swedish (decision 0022): words get `i18n: true`, so the
   * editor shows them side by side and writes them to the English file, and they are required in
   * Swedish only. Everything else stays Swedish only (Sveltia's default).
   */
  i18n?: boolean;
}

/** The content's languages in the editor: Swedish is the default, whose files the site has always had. */
export const CONTENT_LOCALES = { default: 'sv', others: [ENGLISH] } as const;

/** Where every photo lands: the image pipeline reads src/assets/photos. */
export const MEDIA_FOLDER = PHOTOS_DIR;

/** The tag of the schemas' tagged unions (price, duration, price-list section). */
const TYPE_KEY = 'kind';

/**
 * A yes/no the schema answers "no" to when it is left out (`hidden`, `sample`): a choice of "Nej"
 * or "Ja" where "Nej" saves nothing. Sveltia's switch would write its off state into every file it
 * saves (`hidden: false`), a default the schema already supplies; a choice whose value is empty
 * (null) is left out of the file (`omit_empty_optional_fields`). A new entry starts on "Nej", and
 * so does an existing one without the key (Sveltia fills in a missing field's default on load).
 */
const YES_OR_NOTHING = {
  widget: 'select',
  options: [
    { label: 'Nej', value: null },
    { label: 'Ja', value: true },
  ],
} as const;

const toNode = (schema: z.ZodType): Node =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;

/** The editor's fields for an object schema, in the schema's order (which is the files' order). */
export function editorFields(schema: z.ZodType, context: FieldContext = {}): Field[] {
  const fields = objectFields(toNode(schema), context);
  if (!context.i18n) return fields;
  const words = wordsOf(schema);
  return words?.kind === 'object'
    ? fields.map((field) => translatable(field, words.fields[field.name]))
    : fields;
}

/** A field as a plain record, for walking into its subfields. */
interface FieldTree {
  name: string;
  required?: boolean | string[] | undefined;
  fields?: FieldTree[] | undefined;
  field?: FieldTree | undefined;
  types?: Array<{ fields?: FieldTree[] | undefined }> | undefined;
  [option: string]: unknown;
}

/**
 * `field` marked for the editor's i18n by the words inside it (src/schemas/translation.ts): a
 * word, or an object or list holding words, is translated; the rest is left Swedish only.
 */
function translatable(field: FieldTree, words: WordShape | undefined): FieldTree {
  if (!words) return field;
  const inner = words.kind === 'list' ? words.item : words;
  const key = words.kind === 'list' ? words.key : undefined;
  const sub = (fields: FieldTree[] | undefined) =>
    fields && inner.kind === 'object'
      ? fields.map((child) =>
          child.name === key
            ? { ...child, i18n: 'duplicate' }
            : translatable(child, inner.fields[child.name]),
        )
      : fields;
  return {
    ...field,
    // A list whose items hold figures (decision 0022): Sveltia adds, removes and moves its items in
    // every language at once (`duplicate`), copies each item's id into the English file, and lets
    // the words inside be translated; the build pairs the English items by that id.
    i18n: key ? 'duplicate' : true,
    // English is never required: a required word is required in Swedish only.
    ...(field.required !== false ? { required: [CONTENT_LOCALES.default] } : {}),
    ...(field.fields ? { fields: sub(field.fields) } : {}),
    ...(field.field ? { field: translatable(field.field, inner) } : {}),
    ...(field.types ? { types: field.types.map((type) => ({ ...type, fields: sub(type.fields) })) } : {}),
  };
}

function objectFields(node: Node, context: FieldContext): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([name]) => name !== TYPE_KEY || !node.properties?.[name]?.const)
    .map(([name, property]) => editorField(name, property, required.has(name), context));
}

/** The editor's pattern for a string node: its own, or what its format implies. */
function stringPattern(node: Node): string | undefined {
  // Every address the content holds is https (the schemas' z.url({ protocol: /^https$/ })).
  if (node.format === 'uri') return '^https://\\S+$';
  if (node.format === 'email') return undefined;
  return node.pattern;
}

/** What an empty optional field means, when the schema fills it in. */
function defaultHint(node: Node): string | undefined {
  const value = node.default;
  if (typeof value === 'string') return `Lämnas fältet tomt gäller ”${node.choices?.[value] ?? value}”.`;
  if (typeof value === 'number') return `Lämnas fältet tomt gäller ${value}.`;
  return undefined;
}

const taggedVariants = (node: Node) =>
  (node.oneOf ?? node.anyOf)?.every((option) => option.properties?.[TYPE_KEY]?.const !== undefined)
    ? (node.oneOf ?? node.anyOf)
    : undefined;

function editorField(name: string, node: Node, required: boolean, context: FieldContext): Field {
  const hint = [node.hint, defaultHint(node)].filter(Boolean).join(' ');
  const base = {
    name,
    label: node.label ? (node.group ? `${node.group} · ${node.label}` : node.label) : name,
    ...(hint ? { hint } : {}),
    ...(required ? {} : { required: false }),
  };
  return { ...base, ...widgetOf(node, context), ...node.editor } as Field;
}

function listOptions(node: Node) {
  return {
    ...(node.labelSingular ? { label_singular: node.labelSingular } : {}),
    ...(node.summary ? { summary: node.summary } : {}),
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
}

function relationOf(node: Node, multiple: boolean) {
  const { collection, valueField } = node.relation!;
  return {
    widget: 'relation',
    collection,
    value_field: valueField ?? '{{slug}}',
    display_fields: ['{{title}}'],
    search_fields: valueField ? ['title', valueField] : ['title'],
    ...(multiple ? { multiple: true, ...listOptions(node) } : {}),
  };
}

/** A union tagged by `kind`: the editor offers its shapes as a choice and saves it as `kind`. */
function typesOf(variants: Node[], context: FieldContext) {
  return {
    typeKey: TYPE_KEY,
    types: variants.map((variant) => ({
      name: String(variant.properties![TYPE_KEY]!.const),
      label: variant.label ?? String(variant.properties![TYPE_KEY]!.const),
      widget: 'object',
      fields: objectFields(variant, context),
    })),
  };
}

function widgetOf(node: Node, context: FieldContext): Record<string, unknown> {
  if (node.relation) return relationOf(node, node.type === 'array');
  const variants = taggedVariants(node);
  if (variants) return { widget: 'object', ...typesOf(variants, context) };
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) {
    // Alternatives of text (an address or a path): one pattern that takes either.
    const patterns = alternatives.map(stringPattern);
    if (patterns.some((pattern) => pattern === undefined))
      throw new Error(`Redigeraren kan inte visa ett val mellan ${JSON.stringify(alternatives)}`);
    return stringWidget(node, patterns.map((pattern) => `(?:${pattern})`).join('|'));
  }
  if (node.enum) {
    return {
      widget: 'select',
      options: node.enum.map((value) =>
        node.choices ? { label: node.choices[String(value)] ?? String(value), value } : value,
      ),
    };
  }
  switch (node.type) {
    case 'object':
      return { widget: 'object', fields: objectFields(node, context) };
    case 'array': {
      const items = node.items ?? {};
      const itemVariants = taggedVariants(items);
      if (itemVariants) return { widget: 'list', ...listOptions(node), ...typesOf(itemVariants, context) };
      if (items.type === 'object')
        return { widget: 'list', ...listOptions(node), fields: objectFields(items, context) };
      return { widget: 'list', ...listOptions(node), field: editorField('item', items, true, context) };
    }
    case 'boolean':
      return node.default === false ? YES_OR_NOTHING : { widget: 'boolean' };
    case 'integer':
    case 'number':
      return numberWidget(node);
    case 'string':
      return node.widget === 'image' ? imageWidget(context) : stringWidget(node);
    default:
      // A value the build coerces (a date): the metadata names the widget.
      if (!node.widget) throw new Error(`Redigeraren vet inte hur fältet ska visas: ${JSON.stringify(node)}`);
      return { widget: node.widget };
  }
}

function imageWidget(context: FieldContext) {
  return {
    widget: 'image',
    media_folder: `/${MEDIA_FOLDER}`,
    ...(context.publicFolder ? { public_folder: context.publicFolder } : {}),
  };
}

/** What a pattern asks for, when the schema gives no message of its own. */
const formatMessage = (node: Node) =>
  node.format === 'uri' ? 'En adress som börjar med https://' : 'Texten har inte rätt form';

function stringWidget(node: Node, pattern = stringPattern(node)) {
  return {
    widget: node.widget ?? 'string',
    ...(node.format === 'email' ? { type: 'email' } : {}),
    ...(node.minLength !== undefined ? { minlength: node.minLength } : {}),
    ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
    ...(pattern ? { pattern: [pattern, node.patternMessage ?? formatMessage(node)] } : {}),
  };
}

function numberWidget(node: Node) {
  const integer = node.type === 'integer';
  // An exclusive bound of an integer is the next whole number (positive() is "> 0", so min 1).
  const min =
    node.minimum ??
    (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (integer ? 1 : 0) : undefined);
  const max =
    node.maximum ??
    (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - (integer ? 1 : 0) : undefined);
  return {
    widget: 'number',
    value_type: integer ? 'int' : 'float',
    ...(min !== undefined && min > Number.MIN_SAFE_INTEGER ? { min } : {}),
    // Zod's int() alone writes the largest safe integer as the bound: no bound for the owner.
    ...(max !== undefined && max < Number.MAX_SAFE_INTEGER ? { max } : {}),
    ...(node.unit ? { after_input: node.unit } : {}),
  };
}
