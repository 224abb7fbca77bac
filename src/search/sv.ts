/** The search's Swedish module (src/delivery/search-module.ts): search-ui.ts with the Swedish words only. */
import * as words from '../i18n/sv/search';
import { searchIn } from './search-ui';

export const open = searchIn(words);
