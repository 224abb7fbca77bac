/** The carousels' Swedish module (src/delivery/carousel-module.ts): enhance.ts with the Swedish words only. */
import * as words from '../../i18n/sv/carousel';
import { enhanceCarousels as enhance } from './enhance';

export const enhanceCarousels = (scope?: ParentNode) => enhance(words, scope);
