/**
 * The pages' old addresses (`aliases`, decision 0003): each leads to one page only. An old address
 * that is a page's own path would hide that page behind a redirect, and one given twice would
 * send visitors to whichever file the build read first; both stop the build. Letter case and
 * composed letters do not tell two addresses apart, as the host rules match any of them.
 * Plain Node: imports carry their extensions.
 */
import { EDITOR_PATH } from '../../../config/cms.ts';
import { ENGLISH_ROOT, mainPages } from '../../../config/routes.ts';
import { aliasesOf, pagePathOf } from '../page-aliases.ts';
import { itemField, problemIn, type ContentRule, type Problem } from './rule.ts';

/** Addresses a visitor meets as the host rules do: any letter case, "å" composed or not. */
const spelling = (path: string) => path.normalize('NFC').toLowerCase();

/** Addresses the site uses for itself, whatever the content: the English site, the editor, the 404 page. */
const RESERVED = [ENGLISH_ROOT, EDITOR_PATH, '/index', '/404'];

export const aliasesLeadToOnePage: ContentRule = {
  name: 'an old address is no page’s path and leads to one page only',
  check: (content) => {
    const pages = new Map<string, string>();
    for (const page of Object.values(mainPages)) pages.set(spelling(page.path), `sidan ${page.title}`);
    for (const path of RESERVED) pages.set(spelling(path), 'webbplatsens egen');
    for (const entry of content.entries) {
      const path = pagePathOf(entry);
      if (path !== undefined && entry.collection !== 'pages') pages.set(spelling(path), entry.file);
    }
    const given = new Map<string, string>();
    const problems: Problem[] = [];
    for (const entry of content.entries) {
      aliasesOf(entry).forEach((alias, index) => {
        const field = itemField('aliases', index);
        const page = pages.get(spelling(alias));
        const earlier = given.get(spelling(alias));
        if (page !== undefined) {
          const whose =
            spelling(pagePathOf(entry) ?? '') === spelling(alias)
              ? 'sidans egen adress'
              : page === 'webbplatsens egen'
                ? 'en adress som webbplatsen själv använder'
                : `adressen till en annan sida (${page})`;
          problems.push(
            problemIn(
              entry,
              field,
              `Den gamla adressen ${alias} är ${whose}. Ta bort den ur listan Gamla adresser.`,
            ),
          );
        } else if (earlier !== undefined) {
          problems.push(
            problemIn(
              entry,
              field,
              `Den gamla adressen ${alias} står redan som gammal adress i ${earlier}. En adress kan bara leda till en sida: ta bort den ur den ena filen.`,
            ),
          );
        } else given.set(spelling(alias), entry.file);
      });
    }
    return problems;
  },
};

export const aliasRules: readonly ContentRule[] = [aliasesLeadToOnePage];
