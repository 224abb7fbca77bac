/**
 * One source for the content model: the editor's fields are generated from the Zod schemas the
 * build checks (src/schemas/, through src/cms/fields.ts). Here every generated field is held
 * against its schema, read as JSON Schema of what a content file may hold (a field in one and not
 * the other, a different type, or a different required-ness fails, naming the collection and
 * the field's path); every field must have a Swedish label; and a schema's constraint must reach
 * the editor without another edit.
 */
import type { Field } from '@sveltia/cms';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../tests/support/test-fixtures';
import { clinicSchema } from '../schemas/clinic';
import { categorySchema } from '../schemas/catalogue';
import { pageTextSchemas } from '../schemas/pages';
import { testimonialSchema } from '../schemas/people';
import { cmsConfig } from './config';
import { editorFields } from './fields';

interface JsonSchema {
  type?: string;
  const?: string;
  enum?: string[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The editor's widgets that save a string, and what the schema may say of one. */
const STRING_WIDGETS = ['string', 'text', 'markdown', 'relation', 'uuid', 'image', 'datetime'];

type FieldLike = Field & {
  required?: boolean | string[];
  fields?: FieldLike[];
  field?: FieldLike;
  types?: Array<{ name: string; fields?: FieldLike[] }>;
  typeKey?: string;
  multiple?: boolean;
  options?: Array<string | { value: string | boolean | null }>;
  value_type?: string;
  root?: boolean;
};

/** Every difference between a list of fields and an object schema, as "path: what differs". */
function differences(
  fields: readonly FieldLike[],
  schema: JsonSchema,
  path: string,
  extra: string[] = [],
): string[] {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const found: string[] = [];
  for (const name of Object.keys(properties)) {
    if (!fields.some((field) => field.name === name)) found.push(`${path}${name}: i schemat men inte i CMS`);
  }
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) {
      if (!extra.includes(field.name)) found.push(`${path}${field.name}: i CMS men inte i schemat`);
      continue;
    }
    const where = `${path}${field.name}`;
    const cmsRequired = field.required !== false;
    if (cmsRequired !== required.has(field.name)) {
      found.push(
        `${where}: ${required.has(field.name) ? 'obligatoriskt' : 'frivilligt'} i schemat men inte i CMS`,
      );
    }
    found.push(...typeDifferences(field, property, where));
  }
  return found;
}

/** The variants of a union tagged by `kind`, by their tag. */
function variants(schema: JsonSchema): Map<string, JsonSchema> | undefined {
  const options = schema.oneOf ?? schema.anyOf;
  if (!options) return undefined;
  return new Map(options.map((option) => [option.properties?.['kind']?.const ?? '?', option]));
}

function typedDifferences(field: FieldLike, schema: JsonSchema, where: string): string[] {
  const tagged = variants(schema);
  if (!tagged || !field.types)
    return [`${where}: en vald typ (types) i CMS ska vara en taggad union i schemat`];
  if (field.typeKey !== 'kind') return [`${where}: typeKey ska vara kind`];
  const names = field.types.map((type) => type.name).sort();
  if (names.join() !== [...tagged.keys()].sort().join()) {
    return [`${where}: typerna ${names.join(', ')} i CMS, ${[...tagged.keys()].join(', ')} i schemat`];
  }
  return field.types.flatMap((type) => {
    const variant = tagged.get(type.name)!;
    // The tag is the editor's type choice (typeKey), not a field of its own.
    const untagged = Object.entries(variant.properties ?? {}).filter(([name]) => name !== 'kind');
    const withoutTag = {
      ...variant,
      properties: Object.fromEntries(untagged),
      required: (variant.required ?? []).filter((n) => n !== 'kind'),
    };
    return differences(type.fields ?? [], withoutTag, `${where}[${type.name}].`);
  });
}

function typeDifferences(field: FieldLike, schema: JsonSchema, where: string): string[] {
  const widget = field.widget ?? 'string';
  if (field.types) return typedDifferences(field, widget === 'list' ? (schema.items ?? {}) : schema, where);
  if (widget === 'object') {
    if (schema.type !== 'object') return [`${where}: objekt i CMS, ${schema.type ?? 'annat'} i schemat`];
    return differences(field.fields ?? [], schema, `${where}.`);
  }
  if (widget === 'list' || (widget === 'relation' && field.multiple)) {
    if (schema.type !== 'array') return [`${where}: lista i CMS, ${schema.type ?? 'annat'} i schemat`];
    const items = schema.items ?? {};
    if (widget === 'relation')
      return items.type === 'string' ? [] : [`${where}[]: text i CMS, annat i schemat`];
    if (field.fields) return differences(field.fields, items, `${where}[].`);
    if (field.field) return typeDifferences(field.field, items, `${where}[]`);
    return [`${where}: lista utan fält i CMS`];
  }
  if (widget === 'select') {
    const values = (field.options ?? []).map((option) =>
      typeof option === 'string' ? option : option.value,
    );
    // A yes/no that is "no" when left out: "Nej" saves nothing, "Ja" saves true.
    if (schema.type === 'boolean')
      return schema.default === false && values.length === 2 && values[0] === null && values[1] === true
        ? []
        : [`${where}: valen ${values.join(', ')} i CMS, ja/nej i schemat`];
    return values.sort().join() === [...(schema.enum ?? [])].sort().join()
      ? []
      : [`${where}: valen ${values.join(', ')} i CMS, ${(schema.enum ?? []).join(', ')} i schemat`];
  }
  if (widget === 'number') {
    const integer = field.value_type === 'int';
    if (schema.type === 'integer' && integer) return [];
    if (schema.type === 'number' && !integer) return [];
    return [`${where}: ${integer ? 'heltal' : 'tal'} i CMS, ${schema.type ?? 'annat'} i schemat`];
  }
  if (widget === 'boolean')
    return schema.type === 'boolean' ? [] : [`${where}: ja/nej i CMS, annat i schemat`];
  if (STRING_WIDGETS.includes(widget)) {
    // A date is coerced from the YAML, so its schema is "anything" ({}).
    const options = schema.anyOf ?? schema.oneOf;
    const isString =
      schema.type === 'string' || (options?.every((option) => option.type === 'string') ?? false);
    const accepts = isString || (widget === 'datetime' && schema.type === undefined && !options);
    return accepts ? [] : [`${where}: text i CMS, ${schema.type ?? 'annat'} i schemat`];
  }
  return [`${where}: okänd widget ${widget}`];
}

const config = cmsConfig({ repo: 'klinik/webbplats', branch: 'main' });
const collection = (name: string) => (config.collections ?? []).find((c) => 'name' in c && c.name === name)!;
const folderFields = (name: string) => (collection(name) as { fields: FieldLike[] }).fields;
const fileFields = (name: string, collectionName = 'site') =>
  (collection(collectionName) as { files: Array<{ name: string; fields: FieldLike[] }> }).files.find(
    (f) => f.name === name,
  )!.fields;
/** A fixed page's texts (the collection Sidornas texter). */
const pageFields = (name: string) => fileFields(name, 'pages');
/** A file that is one list: the list's item fields (`root: true`). */
const rootListFields = (name: string) => fileFields(name)[0]!.fields!;

const cases: Array<[string, FieldLike[], z.ZodType, string[]]> = [
  // A treatment's Markdown body is the page's text, outside the front matter the schema checks.
  ['treatments', folderFields('treatments'), schemas.treatment, ['body']],
  ['categories', folderFields('categories'), schemas.category, []],
  ['groups', folderFields('groups'), schemas.group, []],
  ['priceLists', folderFields('priceLists'), schemas.priceList, []],
  ['concerns', folderFields('concerns'), schemas.concern, []],
  ['testimonials', rootListFields('testimonials'), testimonialSchema, []],
  ['staff', rootListFields('staff'), schemas.staff, []],
  ['clinic', fileFields('clinic'), clinicSchema, []],
  ...Object.entries(pageTextSchemas).map(([name, schema]): [string, FieldLike[], z.ZodType, string[]] => [
    name,
    pageFields(name),
    schema,
    [],
  ]),
];

describe('the CMS edits exactly what the content schemas allow', () => {
  it.each(cases)('%s: the same fields, types and required-ness', (_name, fields, schema, extra) => {
    expect(differences(fields, jsonSchema(schema), '', extra)).toEqual([]);
  });

  it('the testimonial and staff files are lists at the top level', () => {
    expect(fileFields('testimonials')).toMatchObject([{ widget: 'list', root: true }]);
    expect(fileFields('staff')).toMatchObject([{ widget: 'list', root: true }]);
  });
  // Decision 0022: the English file's item names its Swedish item by id, and the editor writes it.
  it.each(cases)(
    '%s: a list whose items hold figures and words moves its items in both languages and copies their ids',
    (_name, fields) => {
      const keyed = allFields(fields).filter(([, field]) => {
        const items = [...(field.fields ?? []), ...(field.types ?? []).flatMap((t) => t.fields ?? [])];
        return field.widget === 'list' && items.some((item) => item.widget === 'uuid');
      });
      for (const [where, list] of keyed) {
        const items = [...(list.fields ?? []), ...(list.types ?? []).flatMap((t) => t.fields ?? [])];
        const ids = items.filter((item) => item.widget === 'uuid');
        const words = items.filter((item) => item.i18n === true);
        expect([where, list.i18n]).toEqual([where, 'duplicate']);
        expect(ids.map((id) => id.i18n)).toEqual(ids.map(() => 'duplicate'));
        expect(words.length, `${where}: inga ord att översätta`).toBeGreaterThan(0);
      }
    },
  );

  it('the staff list, the price options, the price-list sections and the opening hours are such lists', () => {
    const keyedLists = cases.flatMap(([name, fields]) =>
      allFields(fields)
        .filter(([, field]) => field.widget === 'list' && field.i18n === 'duplicate')
        .map(([where]) => `${name}.${where}`),
    );
    expect(keyedLists).toEqual(
      expect.arrayContaining([
        'treatments.options',
        'priceLists.sections',
        'clinic.openingHours.regular',
        'clinic.openingHours.exceptions',
        'clinic.notices',
      ]),
    );
    expect(fileFields('staff')[0]).toMatchObject({ i18n: 'duplicate' });
  });
});

/** Every field of a list of fields, nested ones included, with its path. */
function allFields(fields: readonly FieldLike[], path = ''): Array<[string, FieldLike]> {
  return fields.flatMap((field) => {
    const where = `${path}${field.name}`;
    const nested = [
      ...(field.fields ?? []),
      ...(field.field ? [field.field] : []),
      ...(field.types ?? []).flatMap((type) => type.fields ?? []),
    ];
    return [[where, field] as [string, FieldLike], ...allFields(nested, `${where}.`)];
  });
}

/** The fields whose label is missing: the generator then shows the schema's (English) name. */
const unlabelled = (fields: readonly FieldLike[]) =>
  allFields(fields)
    .filter(([, field]) => field.label === field.name)
    .map(([where]) => where);

describe('the editor is generated from the schemas', () => {
  it.each(cases)('%s: every field has a Swedish label', (_name, fields) => {
    expect(unlabelled(fields)).toEqual([]);
  });

  it('finds a schema field without a label', () => {
    const added = categorySchema.extend({ bannerText: z.string() });
    expect(unlabelled(editorFields(added) as FieldLike[])).toEqual(['bannerText']);
  });

  it('shows a changed constraint without another edit', () => {
    const field = (schema: z.ZodType, name: string) =>
      (editorFields(schema) as FieldLike[]).find((f) => f.name === name) as Record<string, unknown>;
    expect(field(categorySchema, 'intro')).toMatchObject({ minlength: 40 });
    expect(field(categorySchema, 'intro')).not.toHaveProperty('required');
    const changed = categorySchema.extend({
      intro: categorySchema.shape.intro.max(900).optional(),
      path: z
        .string()
        .regex(/^\/[a-z]+$/)
        .meta({ label: 'Adress', patternMessage: 'Små bokstäver' }),
      detailScreen: z
        .enum(['treatment'])
        .meta({ label: 'Sidtyp', choices: { treatment: 'Behandlingssida' } }),
    });
    expect(field(changed, 'intro')).toMatchObject({ minlength: 40, maxlength: 900, required: false });
    expect(field(changed, 'path')).toMatchObject({ pattern: ['^\\/[a-z]+$', 'Små bokstäver'] });
    expect(field(changed, 'detailScreen')).toMatchObject({
      widget: 'select',
      options: [{ label: 'Behandlingssida', value: 'treatment' }],
    });
  });

  it('leaves the schema its defaults: the editor writes none of them', () => {
    const defaults = cases.flatMap(([name, fields]) =>
      allFields(fields)
        .filter(([, field]) => 'default' in field)
        .map(([where]) => `${name}.${where}`),
    );
    expect(defaults).toEqual([]);
  });
});
