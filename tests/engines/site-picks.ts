/**
 * The pages and links the behaviours use, chosen from the built site (OUT_DIR) and the content,
 * never typed: "a category with overview pages in the menu", "a treatment page with a photo", "an
 * overview with a carousel of four cards". Whatever the clinic's catalogue, the behaviours find
 * their cases in it, and a behaviour whose kind of page the site lacks is skipped with the reason.
 * Plain Node (the engines' runner): imports carry their extensions.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { contentPath, OUT_DIR } from '../../src/config/folders.ts';
import { mainPages } from '../../src/config/routes.ts';
import { pageFile } from '../../src/lib/build/site-pages.ts';
import { frontMatterOf, readContentYaml } from '../../src/schemas/read-yaml.ts';

const documents = new Map<string, Document>();

/** A built page as a document, or undefined when the build wrote no such page. */
function builtDocument(path: string): Document | undefined {
  const file = join(OUT_DIR, pageFile(path));
  if (!existsSync(file)) return undefined;
  let document = documents.get(path);
  if (!document) {
    document = parseHTML(readFileSync(file, 'utf8')).document as unknown as Document;
    documents.set(path, document);
  }
  return document;
}

const hrefs = (root: ParentNode | null | undefined, selector: string) =>
  [...(root?.querySelectorAll(selector) ?? [])].map((a) => a.getAttribute('href')!).filter(Boolean);

interface Entry {
  path: string;
  title: string;
  hidden?: boolean;
  photo?: unknown;
  price?: unknown;
  duration?: unknown;
  options?: unknown[];
}

/** A collection's entries as their files write them, in file order. */
function entries(folder: string): Entry[] {
  const root = contentPath(folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|yaml)$/.test(file))
    .sort()
    .map((file) => {
      const at = join(root, file);
      return (
        file.endsWith('.md') ? frontMatterOf(readFileSync(at, 'utf8'), at) : readContentYaml(at)
      ) as Entry;
    });
}

/** The entries of a collection that have a page: the build wrote it (so neither it nor its category is hidden). */
const built = (folder: string) => entries(folder).filter((entry) => builtDocument(entry.path) !== undefined);

// --- The menus, as the contact page writes them -------------------------------------------------

const TREATMENTS_LEVEL = `#meny [role="group"][aria-label="${mainPages.treatments.title}"]`;

/** The mobile menu's categories under Behandlingsutbud: those with a level of overview pages, and those that are a link. */
export function menuCategories(): {
  withLevel: Array<{ label: string; firstLink: string }>;
  links: string[];
} {
  const document = builtDocument(mainPages.contact.path);
  const items = [...(document?.querySelectorAll(`${TREATMENTS_LEVEL} > ul > li`) ?? [])];
  return {
    withLevel: items.flatMap((li) => {
      const group = li.querySelector(':scope > details > [role="group"]');
      const firstLink = hrefs(group, 'a')[0];
      return group && firstLink ? [{ label: group.getAttribute('aria-label')!, firstLink }] : [];
    }),
    links: items
      .filter((li) => !li.querySelector(':scope > details'))
      .flatMap((li) => hrefs(li, ':scope > a'))
      .filter((href) => href !== mainPages.concerns.path),
  };
}

/** A category that is a link in the menu, and the first of its treatments its page links to. */
export function categoryAndTreatment(): { category: string; treatment: string } | undefined {
  const treatments = new Set(built('treatments').map((t) => t.path));
  for (const category of menuCategories().links) {
    const treatment = hrefs(builtDocument(category)?.querySelector('main'), 'a[href]').find((href) =>
      treatments.has(decodeURI(href)),
    );
    if (treatment) return { category, treatment };
  }
  return undefined;
}

/** The desktop menu's price lists, as the about page writes them. */
export const desktopPriceLists = () =>
  hrefs(builtDocument(mainPages.about.path), '#meny-desktop-priser ul a');

// --- Pages of a kind ------------------------------------------------------------------------------

/** The first shown treatment, by file. */
export const firstTreatment = (): { title: string; path: string } | undefined => built('treatments')[0];

/** A shown treatment page with a photo and its own price and time: the hero and the facts box in full. */
export const treatmentWithPhoto = () =>
  built('treatments').find((t) => t.photo !== undefined && t.price !== undefined && t.duration !== undefined)
    ?.path;

/** A shown treatment page with its own price and time. */
export const treatmentWithPriceAndTime = () =>
  built('treatments').find((t) => t.price !== undefined && t.duration !== undefined)?.path;

/** An overview page whose carousel holds at least `cards` cards. */
export const carouselPage = (cards: number) =>
  built('groups').find(
    (g) => (builtDocument(g.path)?.querySelectorAll('[data-carousel] ul > li').length ?? 0) >= cards,
  )?.path;

/** A category's or an overview's page with at least two questions, and a price list with two sections or more. */
export const pageWithQuestions = () =>
  [...built('groups'), ...built('categories')].find(
    (page) => (builtDocument(page.path)?.querySelectorAll('#fragor details').length ?? 0) >= 2,
  )?.path;
export const priceListWithSections = () =>
  built('price-lists').find(
    (list) => (builtDocument(list.path)?.querySelectorAll('main details').length ?? 0) >= 2,
  )?.path;

/** The longest single word of the titles, and the page whose title it is (for hyphenation). */
function longestWordPage(pages: readonly Entry[]): string | undefined {
  const longest = (title: string) => Math.max(...title.split(/[\s/&,–-]+/u).map((word) => word.length));
  return [...pages].sort((a, b) => longest(b.title) - longest(a.title))[0]?.path;
}
/** The category and the price list whose titles have the longest words: where a heading breaks, if anywhere. */
export const longWordPages = () =>
  [longestWordPage(built('categories')), longestWordPage(built('price-lists'))].filter(
    (path): path is string => path !== undefined,
  );
