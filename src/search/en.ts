/** The search's English module (src/delivery/search-module.ts): search-ui.ts with the English words only. */
import * as words from '../i18n/en/search';
import { searchIn } from './search-ui';

export const open = searchIn(words);
