/**
 * The site's menu as data, in three depths from one builder. The whole tree (every treatment) is
 * sitemap.xml's and the 404 page's list of known pages; the site map page /Meny shows it too, but
 * a listing too long for one page as one link to it. The header's menus
 * (desktop dropdowns, mobile drill-down) stop at categories and overview groups, so the weight
 * every page carries does not grow with the number of treatments: a treatment is one click
 * further, on its category's or group's page, which lists it (docs/decisions/0005-menus-stop-at-groups.md).
 * Catalogue pages join it by being added as content; nothing here names them.
 */
import { isPublished } from '../../config/page-texts';
import { pagesIn, type Lang } from '../../config/routes';
import { uiWords, type UiWords } from '../../i18n/ui';
import { langOfLabel, type Catalogue, type Category, type Group, type Treatment } from './catalogue';
import { CARDS_PER_PAGE } from './listing-pages';
import { formatNumber } from './price';

interface MenuLink {
  kind: 'link';
  label: string;
  href: string;
  /** `sv` when an English menu shows the entry's Swedish label (langOfLabel). */
  lang?: 'sv' | undefined;
}

/** A menu entry with its own page (href) and a level below it. */
export interface MenuBranch {
  kind: 'branch';
  /** Unique and stable: used for element ids of the drill-down levels. */
  id: string;
  label: string;
  href: string;
  /** `sv` when an English menu shows the entry's Swedish label (langOfLabel). */
  lang?: 'sv' | undefined;
  /** The words of the link to the branch's own page at the top of its dropdown. */
  overviewLabel: string;
  children: MenuNode[];
}

export type MenuNode = MenuLink | MenuBranch;

/** A price list or a concern: a page with a path and a short name. */
interface PageLink {
  path: string;
  label: string;
}

function link(label: string, href: string, lang?: 'sv'): MenuLink {
  return { kind: 'link', label, href, ...(lang ? { lang } : {}) };
}

/** A link to an entry's page under its label, marked Swedish where an English menu shows it so. */
function entryLink(entry: Category | Group | Treatment): MenuLink {
  return link(entry.label, entry.path, langOfLabel(entry));
}

/**
 * How deep the catalogue goes: every treatment (sitemap.xml, the 404 page's known pages, the
 * search), every treatment of a listing that fits one page ('listings', the site map page /Meny),
 * or categories and groups only (the header).
 */
export type MenuDepth = 'treatments' | 'listings' | 'groups';

/**
 * A category's or group's treatments as links. At the 'listings' depth, a list longer than one
 * page of its listing (CARDS_PER_PAGE, more than any today) is one link to that listing instead,
 * which shows them all over its numbered pages: /Meny then weighs what its categories and groups
 * do, not what the catalogue does (issue 29). `besideGroups`: the category lists groups too.
 */
function treatmentLinks(
  treatments: readonly Treatment[],
  listingPath: string,
  depth: MenuDepth,
  words: UiWords['site']['menu'],
  besideGroups = false,
): MenuLink[] {
  if (depth !== 'listings' || treatments.length <= CARDS_PER_PAGE) return treatments.map(entryLink);
  const count = formatNumber(treatments.length);
  return [link(besideGroups ? words.otherTreatments(count) : words.everyTreatment(count), listingPath)];
}

function groupBranch(group: Group, depth: MenuDepth, words: UiWords['site']['menu']): MenuBranch {
  return {
    kind: 'branch',
    id: `grupp-${group.id}`,
    label: group.label,
    lang: langOfLabel(group),
    href: group.path,
    overviewLabel: group.label,
    children: treatmentLinks(group.treatments, group.path, depth, words),
  };
}

function categoryBranch(category: Category, depth: MenuDepth, words: UiWords['site']['menu']): MenuBranch {
  const groups = category.entries.filter((entry): entry is Group => entry.kind === 'group');
  const treatments = category.entries.filter((entry): entry is Treatment => entry.kind === 'treatment');
  // Kept in the category's own order while every treatment is listed; summarised, after its groups.
  const children =
    depth === 'listings' && treatments.length > CARDS_PER_PAGE
      ? [
          ...groups.map((group) => groupBranch(group, depth, words)),
          ...treatmentLinks(treatments, category.path, depth, words, groups.length > 0),
        ]
      : category.entries.map((entry) =>
          entry.kind === 'group' ? groupBranch(entry, depth, words) : entryLink(entry),
        );
  return {
    kind: 'branch',
    id: `kategori-${category.id}`,
    label: category.label,
    lang: langOfLabel(category),
    href: category.path,
    overviewLabel: category.label,
    // Its pages of information (prescription medicines, decision 0027) close the site map's list.
    children: [...children, ...category.information.map(entryLink)],
  };
}

/**
 * A category as the header shows it: its overview groups as links, or the category alone when it
 * has none. Its treatments outside a group are on the category page, which lists them all.
 */
function categoryWithGroups(category: Category, words: UiWords['site']['menu']): MenuNode {
  const groups = category.entries.filter((entry): entry is Group => entry.kind === 'group');
  if (groups.length === 0) return entryLink(category);
  return {
    ...categoryBranch(category, 'groups', words),
    children: groups.map(entryLink),
  };
}

/**
 * The menu: main pages, with the catalogue under Behandlingsutbud and the price lists under
 * Priser; `depth` says whether the catalogue goes down to every treatment or stops at groups.
 */
export function buildMenu(
  catalogue: Catalogue,
  priceLists: readonly PageLink[],
  depth: MenuDepth = 'treatments',
  concerns: readonly PageLink[] = [],
  lang: Lang = 'sv',
): MenuNode[] {
  const words = uiWords(lang).site.menu;
  const mainPages = pagesIn(lang);
  // The guide by concern, first under Behandlingsutbud: a way into the same offer by what a
  // visitor wants treated. A plain link in the header (its weight stays the same however many
  // concerns there are), every concern in the site map.
  const concernGuide: MenuNode[] =
    concerns.length === 0
      ? []
      : depth !== 'groups'
        ? [
            {
              kind: 'branch',
              id: 'besvar',
              label: mainPages.concerns.title,
              href: mainPages.concerns.path,
              overviewLabel: words.allConcerns,
              children: concerns.map((concern) => link(concern.label, concern.path)),
            },
          ]
        : [link(mainPages.concerns.title, mainPages.concerns.path)];
  return [
    link(mainPages.home.title, mainPages.home.path),
    {
      kind: 'branch',
      id: 'behandlingsutbud',
      label: mainPages.treatments.title,
      href: mainPages.treatments.path,
      overviewLabel: words.allTreatments,
      children: [
        ...concernGuide,
        ...catalogue.categories.map((category) =>
          depth === 'groups' ? categoryWithGroups(category, words) : categoryBranch(category, depth, words),
        ),
      ],
    },
    {
      kind: 'branch',
      id: 'priser',
      label: mainPages.prices.title,
      href: mainPages.prices.path,
      overviewLabel: words.allPrices,
      children: priceLists.map((list) => link(list.label, list.path)),
    },
    link(mainPages.findTreatment.title, mainPages.findTreatment.path),
    link(mainPages.about.title, mainPages.about.path),
    // The education page only while the clinic shows it (src/content/pages/utbildningar.yaml).
    ...(isPublished(mainPages.education.path)
      ? [link(mainPages.education.title, mainPages.education.path)]
      : []),
    link(mainPages.contact.title, mainPages.contact.path),
  ];
}

/** Every href in the menu, depth first; the sitemap and link checks read this. */
export function menuPaths(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) =>
    node.kind === 'link' ? [node.href] : [node.href, ...menuPaths(node.children)],
  );
}
