/**
 * The treatment catalogue as one tree: categories hold groups and treatments, groups hold
 * treatments, each list in content order. Built once from the content collections
 * (see load-catalogue.ts) and read by pages, menus and price lists alike.
 */
import type { CollectionEntry } from 'astro:content';
import { DEFAULT_MOTIF, motifAfter, type ArtMotif } from './art-motifs';

type CategoryData = CollectionEntry<'categories'>['data'];
type GroupData = CollectionEntry<'groups'>['data'];
type TreatmentData = CollectionEntry<'treatments'>['data'];

/** What the builder needs of a content entry; astro:content entries fit this shape. */
interface EntryInput<Data> {
  id: string;
  data: Data;
  rendered?: { html: string } | undefined;
}

interface PageBase {
  id: string;
  /** menuTitle when given, else the title. */
  label: string;
}

export interface Treatment extends Omit<TreatmentData, 'category' | 'group'>, PageBase {
  kind: 'treatment';
  /** From its category: an aesthetic injection page, with the law's block (RegulatedCare). */
  regulatedCare: boolean;
  categoryId: string;
  /**
   * Its art where it has no photo: the category's motif, turned on by the treatment's place in
   * the listing that shows its card (the category page, or its group's carousel), so neighbours differ.
   */
  motif: ArtMotif;
  groupId: string | undefined;
  /** The long description, rendered from the Markdown body. */
  bodyHtml: string;
}

export interface Group extends Omit<GroupData, 'category'>, PageBase {
  kind: 'group';
  /** From its category, as for treatments. */
  regulatedCare: boolean;
  categoryId: string;
  /** The category's motif, turned on by the group's place on the category page (as for treatments). */
  motif: ArtMotif;
  treatments: Treatment[];
}

export interface Category extends CategoryData, PageBase {
  kind: 'category';
  /** The category's own listing: its groups and the treatments outside any group. */
  entries: Array<Group | Treatment>;
  /** Every treatment in the category, group by group, in listing order. */
  treatments: Treatment[];
}

export type CataloguePage = Category | Group | Treatment;

export interface Catalogue {
  categories: Category[];
  groups: Group[];
  treatments: Treatment[];
  byPath: ReadonlyMap<string, CataloguePage>;
  /**
   * The pages the clinic hid (`hidden: true`; a hidden group hides its treatments too): left out
   * of every list above, so no page, menu, price list, search entry or sitemap line leads there.
   */
  hidden: ReadonlyArray<{ id: string; path: string; title: string }>;
}

const byOrder = (a: { order: number; title: string }, b: { order: number; title: string }) =>
  a.order - b.order || a.title.localeCompare(b.title, 'sv');

export function buildCatalogue(input: {
  categories: ReadonlyArray<EntryInput<CategoryData>>;
  groups: ReadonlyArray<EntryInput<GroupData>>;
  treatments: ReadonlyArray<EntryInput<TreatmentData>>;
}): Catalogue {
  const hiddenGroups = new Set(input.groups.filter((g) => g.data.hidden).map((g) => g.id));
  const isHidden = ({ data }: EntryInput<TreatmentData>) =>
    data.hidden || (data.group !== undefined && hiddenGroups.has(data.group.id));
  const hidden = [...input.groups.filter((g) => g.data.hidden), ...input.treatments.filter(isHidden)].map(
    ({ id, data }) => ({ id, path: data.path, title: data.title }),
  );
  input = {
    ...input,
    groups: input.groups.filter((g) => !g.data.hidden),
    treatments: input.treatments.filter((t) => !isHidden(t)),
  };
  const motifOf = (categoryId: string): ArtMotif =>
    input.categories.find((c) => c.id === categoryId)?.data.motif ?? DEFAULT_MOTIF;
  const regulated = new Set(input.categories.filter((c) => c.data.regulatedCare).map((c) => c.id));
  const treatments: Treatment[] = input.treatments
    .map(({ id, data, rendered }) => {
      const { category, group, ...rest } = data;
      return {
        ...rest,
        kind: 'treatment' as const,
        id,
        label: data.menuTitle ?? data.title,
        categoryId: category.id,
        motif: motifOf(category.id),
        regulatedCare: regulated.has(category.id),
        groupId: group?.id,
        bodyHtml: rendered?.html ?? '',
      };
    })
    .sort(byOrder);

  const groups: Group[] = input.groups
    .map(({ id, data }) => {
      const { category, ...rest } = data;
      return {
        ...rest,
        kind: 'group' as const,
        id,
        label: data.menuTitle ?? data.title,
        categoryId: category.id,
        motif: motifOf(category.id),
        regulatedCare: regulated.has(category.id),
        treatments: treatments.filter((t) => t.groupId === id),
      };
    })
    .sort(byOrder);

  const categories: Category[] = input.categories
    .map(({ id, data }) => {
      const entries = [
        ...groups.filter((g) => g.categoryId === id),
        ...treatments.filter((t) => t.categoryId === id && t.groupId === undefined),
      ].sort(byOrder);
      return {
        ...data,
        kind: 'category' as const,
        id,
        label: data.menuTitle ?? data.title,
        entries,
        treatments: entries.flatMap((e) => (e.kind === 'group' ? e.treatments : [e])),
      };
    })
    .sort(byOrder);
  varyMotifs(categories);

  const byPath = new Map<string, CataloguePage>();
  for (const page of [...categories, ...groups, ...treatments]) {
    const clash = byPath.get(page.path.toLowerCase());
    if (clash) {
      throw new Error(`Sökvägen ${page.path} används av både ${clash.id} och ${page.id}`);
    }
    byPath.set(page.path.toLowerCase(), page);
  }
  for (const group of groups) {
    if (!categories.some((c) => c.id === group.categoryId)) {
      throw new Error(`Gruppen ${group.id} hänvisar till en okänd kategori: ${group.categoryId}`);
    }
  }
  for (const treatment of treatments) {
    if (!categories.some((c) => c.id === treatment.categoryId)) {
      throw new Error(
        `Behandlingen ${treatment.id} hänvisar till en okänd kategori: ${treatment.categoryId}`,
      );
    }
    const group = groups.find((g) => g.id === treatment.groupId);
    if (treatment.groupId !== undefined && !group) {
      throw new Error(`Behandlingen ${treatment.id} hänvisar till en okänd grupp: ${treatment.groupId}`);
    }
    if (group && group.categoryId !== treatment.categoryId) {
      throw new Error(
        `Behandlingen ${treatment.id} ligger i kategorin ${treatment.categoryId} men gruppen ${group.id} i ${group.categoryId}`,
      );
    }
  }

  return {
    categories,
    groups,
    treatments,
    byPath: new Map([...byPath.values()].map((page) => [page.path, page])),
    hidden,
  };
}

/**
 * One motif per card, so a grid of cards is not one picture repeated: the cards of a category
 * page step through the motifs from the category's own, and so do the cards of a group's
 * carousel from the group's. A page's hero shows the same motif as its card.
 */
function varyMotifs(categories: readonly Category[]): void {
  for (const category of categories) {
    category.entries.forEach((entry, index) => {
      entry.motif = motifAfter(category.motif, index);
      if (entry.kind === 'group') {
        entry.treatments.forEach((treatment, inGroup) => {
          treatment.motif = motifAfter(entry.motif, inGroup + 1);
        });
      }
    });
  }
}

/** The breadcrumb trail of a catalogue page: Behandlingsutbud, its category, its group, itself. */
export function trailFor(
  page: CataloguePage,
  catalogue: Catalogue,
  root: { label: string; href: string },
): Array<{ label: string; href: string }> {
  const crumb = (p: CataloguePage) => ({ label: p.label, href: p.path });
  const category = catalogue.categories.find(
    (c) => c.id === (page.kind === 'category' ? page.id : page.categoryId),
  );
  const group = page.kind === 'treatment' ? catalogue.groups.find((g) => g.id === page.groupId) : undefined;
  return [
    root,
    ...[category, group].filter((p) => p !== undefined && p !== page).map((p) => crumb(p!)),
    crumb(page),
  ];
}
