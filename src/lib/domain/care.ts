/**
 * What the law asks a page to say, from the kind of care each category declares (`careKind` in
 * its content file), never from the category's name: the law's box (RegulatedCare) and the
 * booking rules (ClinicInfo) speak only of the kinds the catalogue holds, by the categories' own
 * titles, so a clinic without thread lifts is never told it does them.
 */
import type { CareKind } from '../../schemas/catalogue.ts';

/** The kinds under lag (2021:363) om estetiska kirurgiska ingrepp och estetiska injektionsbehandlingar. */
const UNDER_THE_LAW: ReadonlySet<CareKind> = new Set(['injection', 'physician']);

/** What a law's box or a booking rule speaks of: undefined where no category under the law is. */
export interface LawScope {
  /** Aesthetic injection treatments: given by a licensed doctor, dentist or nurse. */
  injection: boolean;
  /** The titles of the categories of aesthetic surgical procedures, which only a licensed physician performs. */
  physician: readonly string[];
  /** The titles of every category under the law, in catalogue order: "Injektionsbehandlingar", "Trådlyft". */
  titles: readonly string[];
}

export function isUnderTheLaw(kind: CareKind): boolean {
  return UNDER_THE_LAW.has(kind);
}

/**
 * A new client starts with a consultation: before care under the law (its time to think), and
 * before a device treatment such as laser or IPL, where the skin is assessed first. Their pages
 * offer the consultation first and the treatment's own booking after it.
 */
export function startsWithConsultation(kind: CareKind): boolean {
  return isUnderTheLaw(kind) || kind === 'device';
}

/** The scope of the categories given (one category's, or the whole catalogue's). */
export function lawScopeOf(
  categories: ReadonlyArray<{ careKind: CareKind; title: string }>,
): LawScope | undefined {
  const under = categories.filter((category) => isUnderTheLaw(category.careKind));
  if (under.length === 0) return undefined;
  return {
    injection: under.some((category) => category.careKind === 'injection'),
    physician: under.filter((category) => category.careKind === 'physician').map((c) => c.title),
    titles: under.map((category) => category.title),
  };
}

/** The titles of the injection categories in a scope: every title under the law but the physicians'. */
export const injectionTitlesOf = (scope: LawScope): readonly string[] =>
  scope.titles.filter((title) => !scope.physician.includes(title));

/** The scope of several pages together (a concern's treatments), each title once. */
export function mergeLawScopes(scopes: ReadonlyArray<LawScope | undefined>): LawScope | undefined {
  const given = scopes.filter((scope) => scope !== undefined);
  if (given.length === 0) return undefined;
  const once = (titles: ReadonlyArray<readonly string[]>) => [...new Set(titles.flat())];
  return {
    injection: given.some((scope) => scope.injection),
    physician: once(given.map((scope) => scope.physician)),
    titles: once(given.map((scope) => scope.titles)),
  };
}

/**
 * A treatment outside the law that sells an injection as an option (a peel with an injected
 * add-on): its page says the injections' terms, and names no category.
 */
export const INJECTION_ADD_ON: LawScope = { injection: true, physician: [], titles: [] };

/**
 * How a new client starts, by the categories' titles in catalogue order: with a consultation
 * (care under the law, and device treatments such as laser or IPL), or by booking the treatment
 * itself (care without a licence). The home, about and booking pages name what the clinic offers
 * from this, so a category the clinic deletes or hides is named nowhere.
 */
export interface FirstSteps {
  consultationFirst: readonly string[];
  /** The device categories alone, whose consultation follows no rule of the law's. */
  device: readonly string[];
  direct: readonly string[];
  /** Of the direct ones, those the clinic offers without invoice or instalments (`noCredit`). */
  directWithoutCredit: readonly string[];
}

export function firstStepsOf(
  categories: ReadonlyArray<{ careKind: CareKind; title: string; noCredit?: boolean | undefined }>,
): FirstSteps {
  const titles = (keep: (kind: CareKind, noCredit: boolean) => boolean) =>
    categories
      .filter((category) => keep(category.careKind, category.noCredit === true))
      .map((category) => category.title);
  return {
    consultationFirst: titles(startsWithConsultation),
    device: titles((kind) => kind === 'device'),
    direct: titles((kind) => !startsWithConsultation(kind)),
    directWithoutCredit: titles((kind, noCredit) => !startsWithConsultation(kind) && noCredit),
  };
}
