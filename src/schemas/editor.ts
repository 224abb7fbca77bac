/**
 * What the editor at /admin needs to know about a field beyond its type and constraints: its
 * Swedish label, its help text, the group the owner looks for it in, and the editor widget where
 * the type alone does not say (a long text, Markdown, a picked entry). Written on the schemas with
 * Zod's `.meta()`; src/cms/fields.ts reads it back through `z.toJSONSchema`, together with the
 * constraints, and generates the editor's fields. Error messages stay with the schemas' checks.
 */
import { z } from 'astro/zod';

/** The groups of a page's form, in the order the owner thinks of a page. */
type EditorGroup = 'Sidan' | 'Pris och tid' | 'Texter' | 'Före/efter' | 'Bild' | 'Bokning' | 'Internt';

/** Another collection's entry, picked by title and saved by `valueField` (its file name by default). */
interface EditorRelation {
  collection: string;
  valueField?: string;
}

export interface EditorMeta {
  /** The field's name in the editor, in Swedish. Every field has one (src/cms/schema-drift.test.ts). */
  label?: string;
  hint?: string;
  /** Top-level fields only: shown before the label, "Pris och tid · Pris". */
  group?: EditorGroup | undefined;
  /** Where the type alone does not say: a text over several lines, Markdown, a generated id, a date. */
  widget?: 'text' | 'markdown' | 'uuid' | 'image' | 'datetime';
  /** A list's name for one of its items ("fråga") and the line that stands for an item when folded. */
  labelSingular?: string;
  summary?: string;
  /** A unit after the input: "kr", "min", "%". */
  unit?: string;
  /** What to tell the owner when a pattern does not match, e.g. "T.ex. 10:00". */
  patternMessage?: string;
  /** An allowed value's Swedish name, by value (for `z.enum`). */
  choices?: Record<string, string>;
  relation?: EditorRelation;
  /**
   * Whether a text is words, which the English file holds (decision 0022): a title, a text, a
   * question. False for a text that is the same in every language (another site's address, a
   * note for the clinic). Every text field says one or the other (src/schemas/translation.test.ts).
   */
  translate?: boolean;
  /**
   * Whether a text is prose a visitor reads, which the content rules judge
   * (src/lib/build/content-rules/): words are prose unless marked `prose: false` (a site path);
   * a text shown as written but never translated (a client's review) is marked `prose: true`.
   */
  prose?: boolean;
  /** Options of the editor's own for this field that no schema fact implies (a uuid's prefix). */
  editor?: Record<string, unknown>;
}

declare module 'zod/v4/core' {
  // The global registry's metadata: what `.meta()` takes, typed. Empty on purpose: an
  // augmentation adds EditorMeta's members to Zod's interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalMeta extends EditorMeta {}
}

/**
 * Stand-ins for Astro's `reference()` and `image()` (which exist only inside the content config)
 * when the schemas are read for the editor: a picked entry's id, a photo's file path.
 */
export const editorReferences = {
  categories: z.string().meta({ relation: { collection: 'categories' } }),
  groups: z.string().meta({ relation: { collection: 'groups' } }),
  image: z.string().meta({ widget: 'image' }),
};
