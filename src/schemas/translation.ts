/**
 * English beside Swedish (decision 0022): which fields of a content schema are words, what an
 * English file may hold, and the English view of an entry. A text field says whether it is words
 * with `.meta({ translate: true | false })` (src/schemas/editor.ts); prices, durations, order,
 * flags, picked entries and photos are never words. The English file holds only words, and the
 * English view is the Swedish entry with its words replaced: figures always come from the Swedish
 * file. Plain Zod and data, so the build, the editor, the content report and the unit tests share it.
 */
import { createHash } from 'node:crypto';
import { z } from 'astro/zod';

/** Where the words of a schema are: a text, an object's word fields, or a list's items. */
export type WordShape =
  | { kind: 'text'; label: string }
  | { kind: 'object'; label: string; fields: Record<string, WordShape> }
  /**
   * `wordsOnly`: the items hold nothing but words (questions, advice), so the English list is its
   * own. Otherwise `key` names the items' id (`entryId`), by which each English item finds its
   * Swedish one; a list of figures without one is never paired (by position it would drift).
   */
  | { kind: 'list'; label: string; item: WordShape; wordsOnly: boolean; key?: string };

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
};

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that change whether or how a value is given, not what it is. */
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** The schema under its wrappers, with the editor metadata of every level (the outer one wins). */
export function unwrap(schema: z.ZodType): { core: z.ZodType; meta: z.GlobalMeta } {
  let meta: z.GlobalMeta = { ...z.globalRegistry.get(schema) };
  let core = schema;
  for (;;) {
    const def = defOf(core);
    const inner = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
    if (!inner) return { core, meta };
    core = inner;
    meta = { ...z.globalRegistry.get(core), ...meta };
  }
}

/** A string that is not text: a picked entry (saved as its id or path) or a photo's file. */
const isPick = (meta: z.GlobalMeta) => meta.relation !== undefined || meta.widget === 'image';

/** The variants of a union, or undefined. */
const variantsOf = (def: Def) => (def.type === 'union' ? def.options : undefined);

/** The words of `schema`, or undefined when it holds none. */
export function wordsOf(schema: z.ZodType, label = ''): WordShape | undefined {
  const { core, meta } = unwrap(schema);
  const def = defOf(core);
  const name = meta.label ?? label;
  if (meta.translate === false || isPick(meta)) return undefined;
  if (def.type === 'string') return meta.translate ? { kind: 'text', label: name } : undefined;
  if (def.type === 'object' || variantsOf(def)) {
    const shapes =
      def.type === 'object' ? [def.shape ?? {}] : variantsOf(def)!.map((v) => defOf(v).shape ?? {});
    const fields: Record<string, WordShape> = {};
    for (const shape of shapes) {
      for (const [key, field] of Object.entries(shape)) {
        const words = wordsOf(field, key);
        if (words) fields[key] = words;
      }
    }
    return Object.keys(fields).length > 0 ? { kind: 'object', label: name, fields } : undefined;
  }
  if (def.type === 'array' && def.element) {
    const item = wordsOf(def.element, name);
    if (!item) return undefined;
    const key = keyOf(def.element);
    return { kind: 'list', label: name, item, wordsOnly: onlyWords(def.element), ...(key ? { key } : {}) };
  }
  return undefined;
}

/** The field that identifies a list's items: an id the editor makes (`widget: 'uuid'`) in every shape. */
const ITEM_KEY = 'id';

function keyOf(element: z.ZodType): string | undefined {
  const def = defOf(unwrap(element).core);
  const shapes =
    def.type === 'object' ? [def.shape ?? {}] : (variantsOf(def) ?? []).map((v) => defOf(v).shape ?? {});
  const isKey = (shape: Record<string, z.ZodType>) =>
    shape[ITEM_KEY] !== undefined && unwrap(shape[ITEM_KEY]).meta.widget === 'uuid';
  return shapes.length > 0 && shapes.every(isKey) ? ITEM_KEY : undefined;
}

/** True when every value inside `schema` is words (a list of questions), false when any is a figure. */
function onlyWords(schema: z.ZodType): boolean {
  const { core, meta } = unwrap(schema);
  const def = defOf(core);
  if (def.type === 'string') return meta.translate === true && !isPick(meta);
  if (def.type === 'object') return Object.values(def.shape ?? {}).every(onlyWords);
  if (def.type === 'array' && def.element) return onlyWords(def.element);
  return false;
}

/**
 * The text fields of `schema` that say nothing on translation, by path: each must be marked
 * `translate: true` (words) or `translate: false`, so that a new field is never left out of the
 * English version by accident (src/schemas/translation.test.ts).
 */
export function unmarkedTextFields(schema: z.ZodType, path = ''): string[] {
  const { core, meta } = unwrap(schema);
  const def = defOf(core);
  if (meta.translate !== undefined || isPick(meta)) return [];
  if (def.type === 'string') return [path || '(text)'];
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
      unmarkedTextFields(field, path ? `${path}.${key}` : key),
    );
  }
  if (def.type === 'array' && def.element) return unmarkedTextFields(def.element, `${path}[]`);
  const variants = variantsOf(def);
  if (variants) return [...new Set(variants.flatMap((variant) => unmarkedTextFields(variant, path)))];
  return [];
}

/** What an English file may hold: the words of `schema`, each optional, with the same checks. */
export function englishFileSchema(schema: z.ZodType): z.ZodType {
  const words = wordsOf(schema);
  if (words?.kind !== 'object') throw new Error('Ett schema utan ord har ingen engelsk fil');
  return z.strictObject({
    ...Object.fromEntries(
      Object.keys(words.fields).map((key) => [
        key,
        englishValue(fieldOf(schema, key), words.fields[key]!).optional(),
      ]),
    ),
    [SOURCE_FIELD]: sourceRecord.optional().meta({ label: 'Översatt från' }),
  });
}

/** The field `key` of an object schema (of any of a union's variants). */
function fieldOf(schema: z.ZodType, key: string): z.ZodType {
  const def = defOf(unwrap(schema).core);
  const shapes =
    def.type === 'object' ? [def.shape ?? {}] : (variantsOf(def) ?? []).map((v) => defOf(v).shape ?? {});
  return shapes.find((shape) => key in shape)![key]!;
}

/** Every key of an object schema, or of all of a union's variants. */
function keysOf(schema: z.ZodType): string[] {
  const def = defOf(unwrap(schema).core);
  const shapes =
    def.type === 'object' ? [def.shape ?? {}] : (variantsOf(def) ?? []).map((v) => defOf(v).shape ?? {});
  return [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
}

/**
 * The schema of one English value: a text keeps its checks, an object and a list keep only their
 * words. Inside a list keyed by id (`mirror`), the editor keeps each English item beside its
 * Swedish one (`i18n: duplicate`) and writes the Swedish item's other values into it as copies:
 * they are allowed there and never read (every figure comes from the Swedish file), and every word
 * is optional, since a new item's English is written later.
 */
function englishValue(schema: z.ZodType, words: WordShape, mirror = false): z.ZodType {
  const { core } = unwrap(schema);
  if (words.kind === 'text') return core;
  if (words.kind === 'list') {
    const key = words.key;
    const item = englishValue(defOf(core).element!, words.item, mirror || key !== undefined);
    // A keyed item names its Swedish item: its id, as the editor copies it (decision 0022).
    return z.array(
      key && item instanceof z.ZodObject
        ? item.extend({ [key]: z.string().min(1).meta({ label: 'Id' }) })
        : item,
    );
  }
  const required = (key: string) => {
    const field = fieldOf(core, key);
    return !mirror && !field.safeParse(undefined).success;
  };
  const copies = mirror
    ? keysOf(core)
        .filter((key) => !(key in words.fields))
        .map((key) => [key, z.unknown().optional()] as const)
    : [];
  return z.strictObject(
    Object.fromEntries([
      ...copies,
      ...Object.entries(words.fields).map(([key, shape]) => {
        const value = englishValue(fieldOf(core, key), shape, mirror);
        return [key, required(key) ? value : value.optional()] as const;
      }),
    ]),
  );
}

/**
 * What one item of a file that is a list (the staff) may hold in English: its words under the
 * Swedish item's id, the record of the Swedish words it translates, and the copies the editor
 * keeps of the rest (as in any list keyed by id).
 */
export function englishListItemSchema(schema: z.ZodType): z.ZodObject {
  const words = wordsOf(schema);
  if (words?.kind !== 'object') throw new Error('Ett schema utan ord har ingen engelsk fil');
  return (englishValue(schema, words, true) as z.ZodObject).extend({
    [ITEM_KEY]: z.string().min(1).meta({ label: 'Id' }),
    [SOURCE_FIELD]: sourceRecord.optional().meta({ label: 'Översatt från' }),
  });
}

/** An entry in English: the Swedish data with its words replaced, and the words still in Swedish. */
export interface EnglishView<Data> {
  data: Data;
  /** The labels of the fields still in Swedish ("Rubrik", "Vanliga frågor"); empty when translated. */
  untranslated: string[];
  /**
   * The labels of lists of words the English file has fewer items of than the Swedish one: its
   * own list, but a question, a piece of advice or a "not suitable" row may have been left out.
   */
  shorter: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * The English view of an entry: `english` (the English file's words, or undefined when there is
 * none) laid over `swedish`. Every figure is the Swedish file's; a word the English file lacks stays
 * Swedish and is named in `untranslated`.
 */
export function englishView<Data>(words: WordShape, swedish: Data, english: unknown): EnglishView<Data> {
  const untranslated = new Set<string>();
  const shorter = new Set<string>();
  const merge = (shape: WordShape, sv: unknown, en: unknown, label: string): unknown => {
    if (isEmpty(sv)) return sv;
    if (shape.kind === 'text') {
      if (typeof en === 'string' && en.trim() !== '') return en;
      untranslated.add(label);
      return sv;
    }
    if (shape.kind === 'list') {
      if (!Array.isArray(sv)) return sv;
      // A list of words is the English file's own: it may have more or fewer questions.
      if (shape.wordsOnly && Array.isArray(en) && en.length > 0) {
        if (en.length < sv.length) shorter.add(label || shape.label);
        return en;
      }
      // A list with figures takes its words item by item, each English item laid over the Swedish
      // item of its id; a Swedish item without an id or an English twin keeps its Swedish words.
      const key = shape.key;
      if (!shape.wordsOnly && key && Array.isArray(en)) {
        const byKey = new Map(en.filter(isRecord).map((item) => [item[key], item] as const));
        return sv.map((item) => {
          const twin = isRecord(item) && item[key] !== undefined ? byKey.get(item[key]) : undefined;
          return merge(shape.item, item, twin, label);
        });
      }
      untranslated.add(label);
      return sv;
    }
    if (typeof sv !== 'object' || sv === null) return sv;
    const enObject = (typeof en === 'object' && en !== null ? en : {}) as Record<string, unknown>;
    const result: Record<string, unknown> = { ...(sv as Record<string, unknown>) };
    for (const [key, field] of Object.entries(shape.fields)) {
      if (key in result) result[key] = merge(field, result[key], enObject[key], label || field.label);
    }
    return result;
  };
  const data = merge(words, swedish, english, '') as Data;
  return { data, untranslated: [...untranslated], shorter: [...shorter] };
}

/**
 * Where an English file records the words it was written from (decision 0022): per word field, a
 * short hash of the Swedish field's words and, after a slash, of the English words as they were
 * then, `translatedFrom: { title: 3f9a0c21/77b0e415, … }`. A Swedish edit changes the first hash,
 * so the field's English counts as outdated, until the English is edited too (in the editor: the
 * second hash no longer matches) or the clinic records it anew (`npm run english:current`). The
 * editor does not know the field and keeps it as it is when it saves the file.
 */
export const SOURCE_FIELD = 'translatedFrom';

const sourceRecord = z.record(z.string(), z.string().regex(/^[0-9a-f]{8}(\/[0-9a-f]{8})?$/));

/**
 * The words of `value` under `shape`, in a form that changes only when a word does: a list keyed
 * by id as an object by id (moving a Swedish item changes no word), a list of words in its order.
 */
function wordsIn(shape: WordShape, value: unknown): unknown {
  if (shape.kind === 'text') return typeof value === 'string' ? value.trim() : null;
  if (shape.kind === 'object') {
    if (!isRecord(value)) return null;
    return Object.fromEntries(
      Object.keys(shape.fields)
        .sort()
        .map((key) => [key, wordsIn(shape.fields[key]!, value[key])]),
    );
  }
  if (!Array.isArray(value)) return null;
  const items = value.map((item) => wordsIn(shape.item, item));
  const key = shape.key;
  if (!key) return items;
  const byKey = value.map(
    (item, index) => [String(isRecord(item) ? item[key] : index), items[index]] as const,
  );
  return Object.fromEntries(byKey.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Eight hex digits of SHA-256: enough to tell one text from its edit, short enough to read in a file. */
const shortHash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 8);

/**
 * The hash of each word field of an entry's Swedish file that holds words, by key; the page's
 * address (`path`) aside, which is a name, not a text to translate.
 */
export function swedishSources(words: WordShape, swedish: unknown): Record<string, string> {
  if (words.kind !== 'object' || !isRecord(swedish)) return {};
  return Object.fromEntries(
    Object.entries(words.fields)
      .filter(([key]) => key !== 'path' && !isEmpty(swedish[key]) && swedish[key] !== '')
      .map(([key, shape]) => [key, shortHash(wordsIn(shape, swedish[key]))]),
  );
}

/**
 * What `npm run english:current` records for an entry: each Swedish word field's hash, and the
 * hash of its English words beside it where the English has the field.
 */
export function recordedSources(
  words: WordShape,
  swedish: unknown,
  english: unknown,
): Record<string, string> {
  const fields = words.kind === 'object' ? words.fields : {};
  return Object.fromEntries(
    Object.entries(swedishSources(words, swedish)).map(([key, hash]) => {
      const value = isRecord(english) ? english[key] : undefined;
      return [
        key,
        isEmpty(value) || value === '' ? hash : `${hash}/${shortHash(wordsIn(fields[key]!, value))}`,
      ];
    }),
  );
}

/**
 * The labels of the fields whose English is outdated: the Swedish words changed since the record,
 * and the English did not. The page then says so, as for an untranslated one. English edited after
 * the record is the clinic's update, so an owner with only the editor clears the mark by editing
 * the English; English the record never held was written by the clinic after it, and is current.
 * A record without the English hash (written before it was kept) counts the English as unchanged.
 */
export function outdatedFields(words: WordShape, swedish: unknown, english: unknown): string[] {
  if (words.kind !== 'object' || !isRecord(english)) return [];
  const parsed = sourceRecord.safeParse(english[SOURCE_FIELD]);
  const recorded = parsed.success ? parsed.data : {};
  return Object.entries(swedishSources(words, swedish))
    .filter(([key, hash]) => {
      const record = recorded[key];
      if (isEmpty(english[key]) || record === undefined) return false;
      const [swedishThen, englishThen] = record.split('/');
      if (swedishThen === hash) return false;
      return (
        englishThen === undefined || englishThen === shortHash(wordsIn(words.fields[key]!, english[key]))
      );
    })
    .map(([key]) => words.fields[key]!.label || key);
}

/** The words of a Markdown entry: its schema's, and its body (the page's text) as `body`. */
export const withMarkdownBody = (words: WordShape): WordShape =>
  words.kind === 'object'
    ? { ...words, fields: { ...words.fields, body: { kind: 'text', label: 'Beskrivning' } } }
    : words;
