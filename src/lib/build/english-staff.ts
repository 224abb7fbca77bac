/**
 * The staff list in English (decision 0022): src/content/en/staff.yaml holds each person's words
 * (role, licence or certification, the portrait's alt text), item by item in the Swedish list's
 * order, as the editor writes a list's English beside its Swedish. Names, order, portraits and
 * flags are the Swedish file's; a list of another length counts as untranslated and the English
 * page shows the Swedish words (the content report names it).
 */
import { existsSync } from 'node:fs';
import { z } from 'astro/zod';
import { englishFileOf } from '../../config/english-files';
import { editorReferences } from '../../schemas/editor';
import { staffSchema } from '../../schemas/people';
import { readContentYaml } from '../../schemas/read-yaml';
import { ContentFieldsError, fieldsErrorInFile, parseInSwedishSync } from '../../schemas/swedish-errors';
import { englishFileSchema, englishView, wordsOf } from '../../schemas/translation';
import { STAFF_FILE } from './sample-photos';

const ENGLISH_STAFF_FILE = englishFileOf(STAFF_FILE);

/** The staff file as one object, so that its list has the words of an entry's list field. */
const staffFile = z.strictObject({
  staff: z.array(staffSchema(editorReferences.image)).meta({ label: 'Personal' }),
});
const STAFF_WORDS = wordsOf(staffFile)!;

/** The English file's words, checked (a figure or a name in it stops the build), or undefined. */
function englishStaffWords(file = ENGLISH_STAFF_FILE): unknown[] | undefined {
  if (!existsSync(file)) return undefined;
  // The file is a list: given its key, it is checked as the list field of one entry, in Swedish.
  try {
    const parsed = parseInSwedishSync(englishFileSchema(staffFile), { staff: readContentYaml(file) });
    return (parsed as { staff?: unknown[] }).staff;
  } catch (error) {
    throw error instanceof ContentFieldsError ? fieldsErrorInFile(file, error) : error;
  }
}

/** The staff in English: each person with the English words laid over, every figure Swedish. */
export function englishStaff<Person>(swedish: readonly Person[], english = englishStaffWords()) {
  const view = englishView(
    STAFF_WORDS,
    { staff: swedish },
    english === undefined ? undefined : { staff: english },
  );
  return {
    staff: view.data.staff,
    hasEnglish: english !== undefined,
    untranslated: english === undefined ? [] : view.untranslated,
  };
}
