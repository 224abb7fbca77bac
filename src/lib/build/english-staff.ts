/**
 * The staff list in English (decision 0022): src/content/en/staff.yaml holds each person's words
 * (role, licence or certification, the portrait's alt text) under the person's id, which the
 * editor copies from the Swedish list, with the hashes of the Swedish words they were written from.
 * Each English item is laid over the Swedish person of its id, never by its place in the list, so
 * a person added, removed or moved in Swedish never gets another's title or licence. Names, order,
 * portraits and flags are the Swedish file's; a person without an English item keeps the Swedish
 * words, and the about page says it is not fully translated (the content report names whom).
 */
import { existsSync } from 'node:fs';
import { z } from 'astro/zod';
import { englishFileOf } from '../../config/english-files';
import { editorReferences } from '../../schemas/editor';
import { staffSchema } from '../../schemas/people';
import { readContentYaml } from '../../schemas/read-yaml';
import { ContentFieldsError, fieldsErrorInFile, parseInSwedishSync } from '../../schemas/swedish-errors';
import { englishListItemSchema, wordsOf } from '../../schemas/translation';
import { englishPeople, type PersonWords } from '../domain/english';
import { STAFF_FILE } from './sample-photos';

const ENGLISH_STAFF_FILE = englishFileOf(STAFF_FILE);

const person = staffSchema(editorReferences.image);
export const PERSON_WORDS = wordsOf(person)!;

/** The English file: one person's words each, under the Swedish person's id (given its key, so errors name "staff.2.title"). */
export const englishStaffFile = z.strictObject({ staff: z.array(englishListItemSchema(person)) });

/** The English file's words, checked (a figure or a name in it stops the build), or undefined. */
export function englishStaffWords(file = ENGLISH_STAFF_FILE): PersonWords[] | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = parseInSwedishSync(englishStaffFile, { staff: readContentYaml(file) ?? [] });
    return (parsed as { staff: PersonWords[] }).staff;
  } catch (error) {
    throw error instanceof ContentFieldsError ? fieldsErrorInFile(file, error) : error;
  }
}

/** The staff in English: each person with the English words of their id laid over, every figure Swedish. */
export function englishStaff<Person extends { id: string; name: string }>(
  swedish: readonly Person[],
  english = englishStaffWords(),
) {
  const view = englishPeople(PERSON_WORDS, swedish, english ?? []);
  return {
    staff: view.staff,
    hasEnglish: english !== undefined,
    untranslated: english === undefined ? [] : view.untranslated,
    outdated: english === undefined ? [] : view.outdated,
  };
}
