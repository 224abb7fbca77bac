/**
 * Which texts of an entry are prose, read from its schema rather than from a list of field names:
 * a text marked `translate: true` (words a visitor reads) unless it says `prose: false` (a site
 * path), or a text marked `prose: true` (a client's review, shown as written). Picked entries,
 * photos' files, figures, flags and notes to the clinic (`translate: false`) are never prose.
 * The walk follows the data, so each text comes with the field path the Swedish errors use
 * ("faq.2.answer"), and an editor save that rewraps or requotes a text changes nothing here.
 * Plain Node: imports carry their extensions.
 */
import type { z } from 'astro/zod';
import { defOf, unwrap } from '../../../schemas/translation.ts';

/** One text of an entry: its field path, as the build's Swedish errors write it, and its words. */
export interface ProseText {
  field: string;
  text: string;
  /** A text of several lines or paragraphs (a long-text or Markdown field), not a label or a list's item. */
  running: boolean;
}

const isProse = (meta: z.GlobalMeta) =>
  meta.prose ?? (meta.translate === true && meta.relation === undefined && meta.widget !== 'image');

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The prose of `data` as `schema` describes it. `inList` is set for a list's own items: an item
 * of a list of texts (advice before a visit) is an instruction, not running prose.
 */
export function proseOf(schema: z.ZodType, data: unknown, path = '', inList = false): ProseText[] {
  const { core, meta } = unwrap(schema);
  const def = defOf(core);
  // Notes to the clinic and other texts never shown: the list's own mark covers its items.
  if (meta.translate === false && meta.prose !== true) return [];
  if (def.type === 'string') {
    if (typeof data !== 'string' || !isProse(meta)) return [];
    const running = !inList && (meta.widget === 'text' || meta.widget === 'markdown');
    return [{ field: path, text: data, running }];
  }
  if (def.type === 'array' && def.element) {
    if (!Array.isArray(data)) return [];
    return data.flatMap((item, index) => proseOf(def.element!, item, join(path, index), true));
  }
  const shapes =
    def.type === 'object'
      ? [def.shape ?? {}]
      : def.type === 'union'
        ? (def.options ?? []).map((option) => defOf(unwrap(option).core).shape ?? {})
        : [];
  if (shapes.length === 0 || !data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  return Object.keys(record).flatMap((key) => {
    const field = shapes.map((shape) => shape[key]).find((candidate) => candidate !== undefined);
    return field ? proseOf(field, record[key], join(path, key)) : [];
  });
}
