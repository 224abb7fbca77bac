/** The carousels' English module (src/delivery/carousel-module.ts): enhance.ts with the English words only. */
import * as words from '../../i18n/en/carousel';
import { enhanceCarousels as enhance } from './enhance';

export const enhanceCarousels = (scope?: ParentNode) => enhance(words, scope);
