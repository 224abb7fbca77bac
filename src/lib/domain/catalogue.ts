/**
 * The treatment catalogue as one tree: categories hold groups and treatments, groups hold
 * treatments, each list in content order. Built once from the content collections
 * (see load-catalogue.ts) and read by pages, menus and price lists alike.
 */
import type { CollectionEntry } from 'astro:content';
import type { CareKind } from '../../schemas/catalogue';
import { ContentFileError } from '../../schemas/swedish-errors';
import { contentPath } from '../../config/folders';
import { DEFAULT_MOTIF, motifAfter, type ArtMotif } from './art-motifs';
import { lawScopeOf, type LawScope } from './care';
import { namesRegulatedCare, regulatedNamesOf } from './regulated-care';
import { entryFile, SitePaths } from './site-paths';

type CategoryData = CollectionEntry<'categories'>['data'];
type GroupData = CollectionEntry<'groups'>['data'];
type TreatmentData = CollectionEntry<'treatments'>['data'];

/** What the builder needs of a content entry; astro:content entries fit this shape. */
interface EntryInput<Data> {
  id: string;
  data: Data;
  rendered?: { html: string } | undefined;
  /** The entry's file, relative to the project (Astro's); error messages name it. */
  filePath?: string | undefined;
  /** On an English page: its word fields still in Swedish (src/lib/build/english-collections.ts). */
  swedishWords?: readonly string[] | undefined;
}

interface PageBase {
  id: string;
  /** menuTitle when given, else the title. */
  label: string;
  /** The content file it comes from, named by error messages. */
  file: string;
  /** On an English page: the word fields it shows in Swedish, each marked lang="sv" where shown. */
  swedishWords?: readonly string[] | undefined;
}

/** `lang="sv"` for a field an English page shows in Swedish; nothing for words in the page's language. */
export const langOfWords = (entry: { swedishWords?: readonly string[] | undefined }, field: string) =>
  entry.swedishWords?.includes(field) ? ('sv' as const) : undefined;

/** `lang="sv"` for an entry's label (its menuTitle when it has one, else its title) shown in Swedish. */
export const langOfLabel = (entry: {
  swedishWords?: readonly string[] | undefined;
  menuTitle?: string | undefined;
}) => langOfWords(entry, entry.menuTitle ? 'menuTitle' : 'title');

/** Whether a page showing these entries' cards shows Swedish words in them (title or summary). */
export const showsSwedishCards = (entries: ReadonlyArray<{ swedishWords?: readonly string[] | undefined }>) =>
  entries.some((entry) => langOfWords(entry, 'title') ?? langOfWords(entry, 'summary'));

export interface Treatment extends Omit<TreatmentData, 'category' | 'group'>, PageBase {
  kind: 'treatment';
  /** From its category's careKind: what the law's block (RegulatedCare) on its page says; none outside the law. */
  law: LawScope | undefined;
  /** Its category's kind of care: whether a consultation comes first (care.ts, startsWithConsultation). */
  careKind: CareKind;
  /**
   * Sells an injection or a thread lift as an option though its category is not regulated
   * (PRX-T33's "Profhilo som tillägg"): its page shows the law's block too (lib/domain/regulated-care.ts).
   */
  sellsRegulatedOption: boolean;
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
  law: LawScope | undefined;
  /** Its category's kind of care, as for treatments: what its page's banner offers. */
  careKind: CareKind;
  categoryId: string;
  /** The category's motif, turned on by the group's place on the category page (as for treatments). */
  motif: ArtMotif;
  treatments: Treatment[];
}

export interface Category extends CategoryData, PageBase {
  kind: 'category';
  /** From its careKind: what the law's block on its page says; none outside the law. */
  law: LawScope | undefined;
  /** The category's own listing: its groups and the treatments outside any group. */
  entries: Array<Group | Treatment>;
  /** Every treatment in the category, group by group, in listing order. */
  treatments: Treatment[];
  /**
   * Its prescription medicines without an aesthetic aim (`prescriptionOnly`): pages of information,
   * not offers (decision 0027), so no card, listing or header menu shows them among the
   * category's treatments; the site map (/Meny) and the factual price lists link to them.
   */
  information: Treatment[];
}

export type CataloguePage = Category | Group | Treatment;

export interface Catalogue {
  categories: Category[];
  groups: Group[];
  treatments: Treatment[];
  byPath: ReadonlyMap<string, CataloguePage>;
  /**
   * The pages the clinic hid (`hidden: true`; a hidden category or group hides what is in it, and
   * one left with no treatment shown is hidden too): left out of every list above, so no page,
   * menu, price list, search entry or sitemap line leads there.
   */
  hidden: readonly HiddenPage[];
}

interface HiddenPage {
  kind: CataloguePage['kind'];
  id: string;
  path: string;
  title: string;
}

const byOrder = (a: { order: number; title: string }, b: { order: number; title: string }) =>
  a.order - b.order || a.title.localeCompare(b.title, 'sv');

export function buildCatalogue(input: {
  categories: ReadonlyArray<EntryInput<CategoryData>>;
  groups: ReadonlyArray<EntryInput<GroupData>>;
  treatments: ReadonlyArray<EntryInput<TreatmentData>>;
}): Catalogue {
  const { shown, hidden } = withoutHidden(input);
  const categoryIds = new Set(input.categories.map((c) => c.id));
  input = { ...input, ...shown };
  const motifOf = (categoryId: string): ArtMotif =>
    input.categories.find((c) => c.id === categoryId)?.data.motif ?? DEFAULT_MOTIF;
  const lawOf = new Map(input.categories.map((c) => [c.id, lawScopeOf([c.data])]));
  const careKindOf = (categoryId: string): CareKind =>
    input.categories.find((c) => c.id === categoryId)?.data.careKind ?? 'beauty';
  const treatments: Treatment[] = input.treatments
    .map((entry) => {
      const { id, data, rendered } = entry;
      const { category, group, ...rest } = data;
      return {
        ...rest,
        kind: 'treatment' as const,
        id,
        file: entryFile(entry),
        swedishWords: entry.swedishWords,
        label: data.menuTitle ?? data.title,
        categoryId: category.id,
        motif: motifOf(category.id),
        careKind: careKindOf(category.id),
        // A prescription medicine given for no aesthetic aim is health care, outside lag (2021:363).
        law: data.prescriptionOnly ? undefined : lawOf.get(category.id),
        sellsRegulatedOption: false,
        groupId: group?.id,
        bodyHtml: rendered?.html ?? '',
      };
    })
    .sort(byOrder);

  const groups: Group[] = input.groups
    .map((entry) => {
      const { id, data } = entry;
      const { category, ...rest } = data;
      return {
        ...rest,
        kind: 'group' as const,
        id,
        file: entryFile(entry),
        swedishWords: entry.swedishWords,
        label: data.menuTitle ?? data.title,
        categoryId: category.id,
        motif: motifOf(category.id),
        law: lawOf.get(category.id),
        careKind: careKindOf(category.id),
        treatments: treatments.filter((t) => t.groupId === id && !t.prescriptionOnly),
      };
    })
    .sort(byOrder);

  const categories: Category[] = input.categories
    .map((entry) => {
      const { id, data } = entry;
      const entries = [
        ...groups.filter((g) => g.categoryId === id),
        ...treatments.filter((t) => t.categoryId === id && t.groupId === undefined && !t.prescriptionOnly),
      ].sort(byOrder);
      return {
        ...data,
        kind: 'category' as const,
        id,
        file: entryFile(entry),
        swedishWords: entry.swedishWords,
        label: data.menuTitle ?? data.title,
        law: lawOf.get(id),
        entries,
        treatments: entries.flatMap((e) => (e.kind === 'group' ? e.treatments : [e])),
        information: treatments.filter((t) => t.categoryId === id && t.prescriptionOnly),
      };
    })
    .sort(byOrder);
  varyMotifs(categories);

  const regulatedNames = regulatedNamesOf([...categories, ...groups, ...treatments]);
  for (const treatment of treatments) {
    treatment.sellsRegulatedOption =
      treatment.law === undefined &&
      !treatment.prescriptionOnly &&
      treatment.options.some((option) => namesRegulatedCare(option.label, regulatedNames));
  }

  const pages = [...categories, ...groups, ...treatments];
  claimPaths(pages);
  for (const group of groups) {
    if (!categoryIds.has(group.categoryId)) {
      throw new ContentFileError(group.file, [
        unknownEntry('category', 'kategori', group.categoryId, 'categories'),
      ]);
    }
  }
  for (const treatment of treatments) {
    if (!categories.some((c) => c.id === treatment.categoryId)) {
      throw new ContentFileError(treatment.file, [
        unknownEntry('category', 'kategori', treatment.categoryId, 'categories'),
      ]);
    }
    const group = groups.find((g) => g.id === treatment.groupId);
    if (treatment.groupId !== undefined && !group) {
      throw new ContentFileError(treatment.file, [
        unknownEntry('group', 'översiktssida', treatment.groupId, 'groups'),
      ]);
    }
    if (group && group.categoryId !== treatment.categoryId) {
      throw new ContentFileError(treatment.file, [
        `fältet group: översiktssidan ${group.id} hör till kategorin ${group.categoryId}, men behandlingen till ${treatment.categoryId}. Välj en översiktssida i samma kategori, eller ändra kategorin.`,
      ]);
    }
  }

  return {
    categories,
    groups,
    treatments,
    byPath: new Map(pages.map((page) => [page.path, page])),
    hidden,
  };
}

/**
 * The entries left to build and the pages left out: a page marked hidden, everything inside a
 * hidden category or group, and a category or group with no treatment left to show (an empty
 * page would offer nothing, and its menu entry, card and price list would lead nowhere).
 */
function withoutHidden(input: {
  categories: ReadonlyArray<EntryInput<CategoryData>>;
  groups: ReadonlyArray<EntryInput<GroupData>>;
  treatments: ReadonlyArray<EntryInput<TreatmentData>>;
}): {
  shown: Pick<typeof input, 'categories' | 'groups' | 'treatments'>;
  hidden: HiddenPage[];
} {
  const hiddenCategories = new Set(input.categories.filter((c) => c.data.hidden).map((c) => c.id));
  const hiddenGroups = new Set(
    input.groups.filter((g) => g.data.hidden || hiddenCategories.has(g.data.category.id)).map((g) => g.id),
  );
  const treatments = input.treatments.filter(
    ({ data }) =>
      !data.hidden &&
      !hiddenCategories.has(data.category.id) &&
      !(data.group !== undefined && hiddenGroups.has(data.group.id)),
  );
  const groups = input.groups.filter(
    (g) => !hiddenGroups.has(g.id) && treatments.some((t) => t.data.group?.id === g.id),
  );
  const categories = input.categories.filter(
    (c) => !hiddenCategories.has(c.id) && treatments.some((t) => t.data.category.id === c.id),
  );
  const left = <Data extends { path: string; title: string }>(
    kind: HiddenPage['kind'],
    all: ReadonlyArray<EntryInput<Data>>,
    kept: ReadonlyArray<EntryInput<Data>>,
  ): HiddenPage[] =>
    all
      .filter((entry) => !kept.includes(entry))
      .map(({ id, data }) => ({ kind, id, path: data.path, title: data.title }));
  return {
    shown: { categories, groups, treatments },
    hidden: [
      ...left('category', input.categories, categories),
      ...left('group', input.groups, groups),
      ...left('treatment', input.treatments, treatments),
    ],
  };
}

/** "fältet category: kategorin xx finns inte ..." for a reference to an entry that is not there. */
const unknownEntry = (field: string, what: string, id: string, folder: string) =>
  `fältet ${field}: ${what}n ${id} finns inte (ingen fil ${contentPath(`${folder}/${id}.yaml`)}). Välj en som finns, eller skapa den.`;

/**
 * The site's paths with the catalogue's pages claimed, each by its file: a page at a fixed page's
 * path, or two at one path, fail here. Price lists and concerns claim theirs in the result.
 */
export function claimPaths(pages: ReadonlyArray<Pick<PageBase, 'file'> & { path: string }>): SitePaths {
  const paths = new SitePaths();
  for (const page of pages) paths.claim(page.path, page.file);
  return paths;
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
): Array<{ label: string; href: string; lang?: 'sv' | undefined }> {
  const crumb = (p: CataloguePage) => ({ label: p.label, href: p.path, lang: langOfLabel(p) });
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
