/**
 * The catalogue as the rules ask about it: the published Swedish treatments, categories, groups
 * and concerns, each with the kind of care its category declares. A rule about a kind (the law's
 * consultation for injections, "who it does not suit" on laser pages) applies where the content
 * holds that kind, and nowhere else: a clinic without laser has no laser rule to meet.
 * Plain Node: imports carry their extensions.
 */
import type { ContentEntry, RuleContent } from './content.ts';

/**
 * The kind of care a category holds, as the rules group it:
 * - `regulated`: aesthetic injections and procedures under lag (2021:363);
 * - `laser`: laser and intense pulsed light (IPL);
 * - `care`: skin care, massage, waxing and other care no licence is needed for.
 */
type CareKind = 'regulated' | 'laser' | 'care';

/** The kind a category declares (`careKind`), as the rules group it. */
const DECLARED: Record<string, CareKind> = {
  injection: 'regulated',
  physician: 'regulated',
  device: 'laser',
  beauty: 'care',
};

/**
 * A category's kind, from the kind it declares (`careKind`), never from its title or id: a
 * category that declares none is the schema's default, care that needs no licence.
 */
export function careKindOf(category: Record<string, unknown> | undefined): CareKind {
  return DECLARED[String(category?.['careKind'])] ?? 'care';
}

/** Hair removal with wax, as the category declares it (`waxing: true`). */
const isWaxing = (category: Record<string, unknown> | undefined) => category?.['waxing'] === true;

/** Care only a licensed physician may give (`careKind: physician`, estetiska kirurgiska ingrepp). */
export const isPhysicianOnly = (category: Record<string, unknown> | undefined) =>
  category?.['careKind'] === 'physician';

export interface FaqItem {
  question: string;
  answer: string;
}

/** A published Swedish treatment, its fields as its file writes them. */
/** The facts' labels that say who a treatment suits and who it does not, as the editor's files write them. */
export const SUITS = 'Passar dig som';
export const DOES_NOT_SUIT = 'Passar inte dig som';

export interface RuleTreatment {
  entry: ContentEntry;
  path: string;
  title: string;
  menuTitle: string | undefined;
  category: string;
  group: string | undefined;
  kind: CareKind;
  /** Its category is care only a physician performs (aesthetic surgery: thread lifts). */
  physician: boolean;
  /** Marked a prescription medicine without an aesthetic aim: information, not an offer. */
  prescriptionOnly: boolean;
  /** Given with a prescription medicine for an aesthetic aim (a toxin): a consultation, never an offer. */
  prescriptionMedicine: boolean;
  /** Whether its category removes hair with wax (`waxing`). */
  waxing: boolean;
  summary: string;
  before: string[];
  after: string[];
  details: Array<{ label: string; value: string }>;
  faq: FaqItem[];
  options: Array<{ label: string; kind?: string; ownName?: boolean }>;
}

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
const objects = <T>(value: unknown) =>
  (Array.isArray(value) ? value.filter((v) => v && typeof v === 'object') : []) as T[];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const swedish = (content: RuleContent, collection: ContentEntry['collection']) =>
  content.entries.filter((entry) => entry.lang === 'sv' && entry.collection === collection);

const isHidden = (entry: ContentEntry | undefined) => entry?.data['hidden'] === true;

/** The Swedish categories, published ones only. */
export const categoriesOf = (content: RuleContent) =>
  swedish(content, 'categories').filter((entry) => !isHidden(entry));

/** The Swedish overview pages whose category is published, published ones only. */
export function groupsOf(content: RuleContent): ContentEntry[] {
  const categories = new Set(categoriesOf(content).map((entry) => entry.id));
  return swedish(content, 'groups').filter(
    (entry) => !isHidden(entry) && categories.has(text(entry.data['category'])),
  );
}

/** The kind of care of each published category, by id. */
export function kindsOf(content: RuleContent): Map<string, CareKind> {
  return new Map(categoriesOf(content).map((entry) => [entry.id, careKindOf(entry.data)]));
}

/** The published Swedish treatments: not hidden, nor in a hidden group or category. */
export function treatmentsOf(content: RuleContent): RuleTreatment[] {
  const kinds = kindsOf(content);
  const physicians = new Set(
    categoriesOf(content)
      .filter((c) => isPhysicianOnly(c.data))
      .map((c) => c.id),
  );
  const waxing = new Set(
    categoriesOf(content)
      .filter((entry) => isWaxing(entry.data))
      .map((entry) => entry.id),
  );
  const groups = new Map(swedish(content, 'groups').map((entry) => [entry.id, entry]));
  return swedish(content, 'treatments').flatMap((entry) => {
    const { data } = entry;
    const category = text(data['category']);
    const group = typeof data['group'] === 'string' ? data['group'] : undefined;
    const kind = kinds.get(category);
    if (isHidden(entry) || kind === undefined || (group && isHidden(groups.get(group)))) return [];
    return [
      {
        entry,
        path: text(data['path']),
        title: text(data['title']),
        menuTitle: typeof data['menuTitle'] === 'string' ? data['menuTitle'] : undefined,
        category,
        group,
        kind,
        physician: physicians.has(category),
        prescriptionOnly: data['prescriptionOnly'] === true,
        prescriptionMedicine: data['prescriptionMedicine'] === true,
        waxing: waxing.has(category),
        summary: text(data['summary']),
        before: strings(data['before']),
        after: strings(data['after']),
        details: objects(data['details']),
        faq: objects(data['faq']),
        options: objects(data['options']),
      },
    ];
  });
}

/** The published Swedish concerns. */
export const concernsOf = (content: RuleContent) =>
  swedish(content, 'concerns').filter((entry) => !isHidden(entry));

/** Every published Swedish catalogue page: treatments, categories, groups and concerns. */
export function cataloguePages(content: RuleContent): ContentEntry[] {
  return [
    ...treatmentsOf(content).map((t) => t.entry),
    ...categoriesOf(content),
    ...groupsOf(content),
    ...concernsOf(content),
  ];
}

/**
 * Every entry a visitor can read, Swedish and English: hidden catalogue entries left out (their
 * pages are not built), and the English file of a hidden entry with them.
 */
export function publishedEntries(content: RuleContent): ContentEntry[] {
  const catalogue = new Set<string>(['treatments', 'categories', 'groups', 'concerns']);
  const published = new Set(cataloguePages(content).map((entry) => `${entry.collection}/${entry.id}`));
  return content.entries.filter(
    (entry) => !catalogue.has(entry.collection) || published.has(`${entry.collection}/${entry.id}`),
  );
}
