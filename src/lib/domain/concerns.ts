/**
 * The concern guide as data: each concern with its treatments resolved from the catalogue, so the
 * cards, prices and durations on a concern page are the catalogue's own (treatmentPrices), never
 * typed again. Built once from the `concerns` collection (see load-concerns.ts).
 */
import type { CollectionEntry } from 'astro:content';
import { mergeLawScopes, type LawScope } from './care';
import { claimPaths, type Catalogue, type Group, type Treatment } from './catalogue';
import { entryFile } from './site-paths';
import { pricedOnlyInLists } from './treatment-prices';

type ConcernData = CollectionEntry<'concerns'>['data'];

export interface Concern extends Omit<ConcernData, 'treatments'> {
  id: string;
  /** menuTitle when given, else the title: the concern's name in lists. */
  label: string;
  treatments: Treatment[];
  /**
   * The page's cards: its treatments, except that a prescription medicine's treatments give way to
   * their overview page, once. A card per area for a medicine reads as an offer of the medicine
   * (läkemedelslagen 12 kap.); the overview explains it without a price or a booking (decision 0027).
   */
  cards: Array<Treatment | Group>;
  /** It leads to care under the law: the page says the law's terms for it (RegulatedCare). */
  law: LawScope | undefined;
}

const byOrder = (a: Concern, b: Concern) => a.order - b.order || a.title.localeCompare(b.title, 'sv');

/**
 * Resolves each concern's treatment references; a clashing path fails the build. A hidden or
 * deleted treatment is left out of the concern (the build warns of a line to a deleted one:
 * linesToNothing); a hidden concern, or one left with no treatment, is left out of the guide.
 */
export function buildConcerns(
  entries: ReadonlyArray<{ id: string; data: ConcernData; filePath?: string | undefined }>,
  catalogue: Pick<Catalogue, 'treatments' | 'groups' | 'byPath' | 'hidden'>,
): Concern[] {
  const groupsById = new Map(catalogue.groups.map((group) => [group.id, group]));
  const treatmentsByPath = new Map(catalogue.treatments.map((treatment) => [treatment.path, treatment]));
  const hiddenPaths = new Set(catalogue.hidden.map((page) => page.path));
  const paths = claimPaths([...catalogue.byPath.values()]);
  const concerns = entries.map((entry) => {
    const { id, data } = entry;
    const file = entryFile(entry);
    paths.claim(data.path, file);
    const treatments = data.treatments.flatMap((path) => {
      const treatment = hiddenPaths.has(path) ? undefined : treatmentsByPath.get(path);
      // A prescription medicine without an aesthetic aim is information, not an offer (decision 0027).
      return treatment && !treatment.prescriptionOnly ? [treatment] : [];
    });
    return {
      ...data,
      id,
      label: data.menuTitle ?? data.title,
      treatments,
      cards: cardsFor(treatments, groupsById),
      law: mergeLawScopes(treatments.map((treatment) => treatment.law)),
    };
  });
  return concerns.filter((concern) => !concern.hidden && concern.treatments.length > 0).sort(byOrder);
}

function cardsFor(
  treatments: readonly Treatment[],
  groupsById: ReadonlyMap<string, Group>,
): Array<Treatment | Group> {
  const cards = treatments.map((treatment) => {
    const group = treatment.groupId === undefined ? undefined : groupsById.get(treatment.groupId);
    return group && pricedOnlyInLists(treatment) ? group : treatment;
  });
  return [...new Set(cards)];
}
