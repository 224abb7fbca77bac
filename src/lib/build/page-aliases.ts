/**
 * The site's second spellings (decision 0003) as the content gives them: each entry's `aliases`,
 * old paths that lead to the entry's own page with one 301. So deleting an entry takes its aliases
 * with it, and one whose page the build does not write (hidden, switched off) is dropped with a
 * line in the build's output: no redirect leads to a page that is not there (decision 0011).
 * The host rules (src/integrations/hosting.ts) and the 404 page's list (src/pages/kanda-sidor.json.ts)
 * read them here. Plain Node: imports carry their extensions.
 */
import { basename } from 'node:path';
import { mainPages, type Aliases } from '../../config/routes.ts';
import { pageKeyOf, readContent, type ContentEntry, type RuleContent } from './content-rules/content.ts';

interface PageAlias {
  /** The old path, as the content writes it ("/Hem"). */
  from: string;
  /** The canonical path of the page it leads to ("/"). */
  to: string;
  /** The file that gives it, as the owner finds it. */
  file: string;
  /** Its field in that file ("aliases.0"). */
  field: string;
}

/** The Swedish path of the page an entry is: its own `path`, or a fixed page's (mainPages). */
export function pagePathOf(entry: ContentEntry): string | undefined {
  if (entry.lang !== 'sv') return undefined;
  if (entry.collection === 'pages') {
    const key = pageKeyOf(basename(entry.file));
    return key !== undefined && key in mainPages ? mainPages[key as keyof typeof mainPages].path : undefined;
  }
  return typeof entry.data['path'] === 'string' ? entry.data['path'] : undefined;
}

/** The entry's old paths, as written (the schema checks their characters). */
export const aliasesOf = (entry: ContentEntry): string[] =>
  Array.isArray(entry.data['aliases'])
    ? entry.data['aliases'].filter((alias): alias is string => typeof alias === 'string')
    : [];

/** Every alias the content gives, hidden entries' too, each with the page it leads to. */
export function contentAliases(content: RuleContent = readContent()): PageAlias[] {
  return content.entries.flatMap((entry) => {
    const to = pagePathOf(entry);
    if (to === undefined) return [];
    return aliasesOf(entry).map((from, index) => ({ from, to, file: entry.file, field: `aliases.${index}` }));
  });
}

/**
 * The aliases whose page was built, as the host rules take them (old path -> page), and those
 * dropped because their page was not.
 */
export function builtAliases(
  aliases: readonly PageAlias[],
  built: Iterable<string>,
): { kept: Aliases; dropped: PageAlias[] } {
  const pages = new Set(built);
  const kept: Record<string, string> = {};
  const dropped: PageAlias[] = [];
  for (const alias of aliases) {
    if (pages.has(alias.to)) kept[alias.from] = alias.to;
    else dropped.push(alias);
  }
  return { kept, dropped };
}

/** The build's line for an alias it dropped, in Swedish, beside its "Dold sida" lines. */
export function droppedAliasLine({ from, to, file }: PageAlias): string {
  return `Omdirigering tas bort: ${from} skulle leda till ${to}, som inte byggs (${file}, fältet aliases). ${from} svarar nu att sidan inte finns.`;
}
