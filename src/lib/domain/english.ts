/**
 * An entry of the catalogue, the concern guide or the price lists in English (decision 0022): the
 * Swedish entry with the English file's words laid over it, at its English path. Figures (prices,
 * durations, order, flags, picked entries) are always the Swedish file's. Plain data: the English
 * pages read their entries through `englishEntries`, with the English collections of
 * src/content.config.ts.
 */
import { englishPathOf } from '../../config/routes.ts';
import { englishView, outdatedFields, type WordShape } from '../../schemas/translation.ts';

interface EnglishEntry<Data> {
  /** The Swedish page's path, which the English page links to. */
  swedishPath: string;
  /** The English page's path: /en and the English file's `path`, or the Swedish one in lower case. */
  path: string;
  /** The entry in English: English words where there are any, every figure from Swedish. */
  data: Data;
  /** False while the entry has no English file at all. */
  hasEnglish: boolean;
  /** The labels of the fields still in Swedish ("Rubrik", "Vanliga frågor"); empty when done. */
  untranslated: string[];
  /** The labels of the fields whose Swedish words changed since their English was written. */
  outdated: string[];
}

/** `english` is the English file's data, or undefined when the entry has none. */
export function englishEntry<Data extends { path: string }>(
  words: WordShape,
  swedish: Data,
  english: { path?: string | undefined } | undefined,
): EnglishEntry<Data> {
  const view = englishView(words, swedish, english);
  const path = englishPathOf(swedish.path, english?.path);
  return {
    swedishPath: swedish.path,
    path,
    data: { ...view.data, path },
    hasEnglish: english !== undefined,
    untranslated: english === undefined ? [] : view.untranslated,
    outdated: outdatedFields(words, swedish, english),
  };
}

/**
 * Each Swedish entry of a collection in English, paired with the English entry of the same id
 * (the English collections, `categoriesEn` ..., hold src/content/en/ at the Swedish paths).
 */
export function englishEntries<Data extends { path: string }>(
  words: WordShape,
  swedish: ReadonlyArray<{ id: string; data: Data }>,
  english: ReadonlyArray<{ id: string; data: unknown }>,
): Array<EnglishEntry<Data> & { id: string }> {
  const byId = new Map(english.map((entry) => [entry.id, entry.data as { path?: string }]));
  return swedish.map(({ id, data }) => ({ id, ...englishEntry(words, data, byId.get(id)) }));
}

/** One person's words in English, under the Swedish person's id (src/content/en/staff.yaml). */
export type PersonWords = { id: string } & Record<string, unknown>;

/**
 * The staff in English: each Swedish person with the words of the English item of the same id
 * laid over (never by place in the list), and what is still Swedish or outdated, by name.
 * `personWords` is the words of one person (the staff schema's).
 */
export function englishPeople<Person extends { id: string; name: string }>(
  personWords: WordShape,
  swedish: readonly Person[],
  english: readonly PersonWords[],
) {
  const byId = new Map(english.map((words) => [words.id, words]));
  const people = swedish.map((person) => {
    const words = byId.get(person.id);
    const view = englishView(personWords, person, words);
    return {
      person: view.data,
      untranslated: view.untranslated.length > 0,
      outdated: outdatedFields(personWords, person, words),
    };
  });
  return {
    staff: people.map(({ person }) => person),
    /** The names of the people whose English words are missing, in part or whole. */
    untranslated: people.filter((p) => p.untranslated).map(({ person }) => person.name),
    /** The names of the people whose Swedish words changed since their English was written. */
    outdated: people.filter((p) => p.outdated.length > 0).map(({ person }) => person.name),
  };
}
