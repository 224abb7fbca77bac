/**
 * Where the English words of an entry lie (decision 0022): in src/content/en/, at the same path as
 * its Swedish file under src/content/, as the editor's i18n writes them (`{{locale}}` in the
 * collection's folder, the default locale left out): src/content/categories/<id>.yaml and
 * src/content/en/categories/<id>.yaml. The Swedish folders hold Swedish files only.
 * Plain Node: imports carry their extensions.
 */
import { CONTENT_DIR } from './folders.ts';

/** The editor's and the site's language code for English. */
export const ENGLISH = 'en';

const CONTENT = `${CONTENT_DIR}/`;

/** The English file of a Swedish one: "src/content/pages/hem.yaml" -> "src/content/en/pages/hem.yaml". */
export const englishFileOf = (swedishFile: string) => swedishFile.replace(CONTENT, `${CONTENT}${ENGLISH}/`);

/** The editor's name of a content folder or file with the locale in it (the Swedish one omitted). */
export const withLocale = (swedishPath: string) => swedishPath.replace(CONTENT, `${CONTENT}{{locale}}/`);

/** True for an English content file, by its path from the project root. */
export const isEnglishFile = (file: string) => file.includes(`${CONTENT}${ENGLISH}/`);
