/**
 * The content collections in English (decision 0022), for the English pages: each Swedish entry
 * with its English file's words laid over it (`englishEntry`), at its English path, its Markdown
 * body the English file's where it has one. Figures, order, flags and picked entries stay the
 * Swedish file's. A concern's or price list's picked treatments are saved by their Swedish path,
 * so they are led to the same treatments' English paths here, and every builder
 * (buildCatalogue, buildConcerns, buildPriceLists) works on English entries as on Swedish ones.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { categorySchema, groupSchema, priceListSchema, treatmentSchema } from '../../schemas/catalogue';
import { concernSchema } from '../../schemas/concerns';
import { editorReferences } from '../../schemas/editor';
import { outdatedFields, withMarkdownBody, wordsOf, type WordShape } from '../../schemas/translation';
import { englishEntry } from '../domain/english';

type Translated = 'categories' | 'groups' | 'treatments' | 'priceLists' | 'concerns';

const WORDS: Record<Translated, WordShape> = {
  categories: wordsOf(categorySchema)!,
  groups: wordsOf(groupSchema(editorReferences))!,
  treatments: wordsOf(treatmentSchema(editorReferences))!,
  priceLists: wordsOf(priceListSchema(editorReferences))!,
  concerns: wordsOf(concernSchema)!,
};

type EnglishEntry<C extends Translated> = CollectionEntry<C> & {
  swedishPath: string;
  /**
   * False while the entry has no English file, or while a Swedish text changed since its English
   * was written: its page then says so, and the English search leaves it out (decision 0022).
   */
  translated: boolean;
  /**
   * The entry's word fields (top-level keys, `body` for the Markdown text) that the English page
   * shows in Swedish, since the English file has no words for them: marked `lang="sv"` wherever
   * they show (decision 0022).
   */
  swedishWords: string[];
};

/** The word fields of `words` the English file gives no words for; every one without a file. */
function swedishWordsOf(words: WordShape, english: Record<string, unknown> | undefined, hasBody: boolean) {
  const fields = words.kind === 'object' ? Object.keys(words.fields) : [];
  const missing = fields.filter((field) => field !== 'path' && english?.[field] === undefined);
  return hasBody ? missing : [...missing, 'body'];
}

/** A collection's entries in English, each with the path of its Swedish page. */
export async function englishCollection<C extends Translated>(name: C): Promise<Array<EnglishEntry<C>>> {
  const [swedish, english] = await Promise.all([
    getCollection(name),
    getCollection(`${name}En` as const) as Promise<
      Array<{ id: string; data: unknown; body?: string; rendered?: { html: string } }>
    >,
  ]);
  const byId = new Map(english.map((entry) => [entry.id, entry]));
  return swedish.map((entry) => {
    const translation = byId.get(entry.id);
    const { data, swedishPath, hasEnglish, outdated } = englishEntry(
      WORDS[name],
      entry.data as CollectionEntry<C>['data'] & { path: string },
      translation?.data as { path?: string } | undefined,
    );
    const rendered = translation?.rendered?.html
      ? translation.rendered
      : (entry as { rendered?: unknown }).rendered;
    // A Markdown entry's text is its body: a Swedish edit there outdates the English body too.
    const bodyOutdated =
      translation?.body !== undefined &&
      outdatedFields(
        withMarkdownBody(WORDS[name]),
        { body: (entry as { body?: string }).body },
        { ...(translation.data as object), body: translation.body },
      ).length > 0;
    const translated = hasEnglish && outdated.length === 0 && !bodyOutdated;
    const swedishWords = swedishWordsOf(
      WORDS[name],
      translation?.data as Record<string, unknown> | undefined,
      // Only a Markdown entry has a body; a YAML entry has nothing there to be Swedish.
      (entry as { body?: string }).body === undefined || Boolean(translation?.body?.trim()),
    );
    return { ...entry, data, rendered, swedishPath, translated, swedishWords } as EnglishEntry<C>;
  });
}

/** Swedish treatment paths to English ones, for the picks of concerns and price lists. */
export async function englishTreatmentPaths(): Promise<(swedishPath: string) => string> {
  const treatments = await englishCollection('treatments');
  const bySwedish = new Map(treatments.map((entry) => [entry.swedishPath, entry.data.path]));
  // An unknown path stays as it is: the builder then names it in its Swedish error, as for Swedish.
  return (path) => bySwedish.get(path) ?? path;
}
