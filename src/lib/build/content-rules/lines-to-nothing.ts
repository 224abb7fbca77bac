/**
 * Lines that lead to no treatment: a concern's or a price list's line whose treatment is deleted
 * (or has a new address). The page leaves the line out, so a clinic that deletes a category with
 * its treatments still builds; the build warns with the file and the field, since a line that
 * vanishes because an address changed should be chosen again. Plain Node: imports carry their
 * extensions.
 */
import type { ContentEntry, RuleContent } from './content.ts';
import type { Problem } from './index.ts';
import { problemIn } from './rule.ts';

const paths = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Each line, in a Swedish concern or price list, to a path no Swedish treatment has. */
export function linesToNothing(content: RuleContent): Problem[] {
  const swedish = content.entries.filter((entry) => entry.lang === 'sv');
  const known = new Set(
    swedish.filter((entry) => entry.collection === 'treatments').map((entry) => entry.data['path']),
  );
  const missing = (entry: ContentEntry, field: string, lines: string[]) =>
    lines.flatMap((path, index) =>
      known.has(path)
        ? []
        : [
            problemIn(
              entry,
              `${field}.${index}`,
              `${path} är ingen behandlings adress, så raden visas inte: ta bort raden, eller välj behandlingen på nytt i redigeraren om den har fått en ny adress.`,
            ),
          ],
    );
  return swedish.flatMap((entry) => {
    if (entry.collection === 'concerns') return missing(entry, 'treatments', paths(entry.data['treatments']));
    if (entry.collection !== 'priceLists' || !Array.isArray(entry.data['sections'])) return [];
    return (entry.data['sections'] as Array<Record<string, unknown>>).flatMap((section, index) =>
      missing(entry, `sections.${index}.treatments`, paths(section?.['treatments'])),
    );
  });
}
