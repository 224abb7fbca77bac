/**
 * Prose that restates a consultation's waiting period must say what the clinic's policies say
 * (clinic.yaml, policies.ts) for the kind of care it speaks of: for injections the hours and, with
 * them, the months within which the same kind needs no new consultation; for the care only a
 * physician performs (aesthetic surgery: thread lifts, decision 0027) the days before every
 * procedure, with no exception. The law's box says both already; a sentence that says them again
 * must not say them otherwise. Both languages. Plain Node: imports carry their extensions.
 */
import { sentencesOf } from '../../domain/sentence-frames.ts';
import { countWord } from '../../../i18n/words.ts';
import { careKindOf, categoriesOf, groupsOf, isPhysicianOnly } from './catalogue.ts';
import { publishedEntries } from './catalogue.ts';
import type { ContentEntry, RuleContent } from './content.ts';
import { waitingPeriodsOf, type WaitingPeriods } from './policies.ts';
import { problemIn, quoted, type ContentRule, type Problem } from './rule.ts';

type Lang = ContentEntry['lang'];
/** The kind of care a sentence's waiting period is for; `other` has none of the law's. */
type Kind = 'injection' | 'physician' | 'other';

const ENGLISH_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const SWEDISH_NUMBERS = Array.from({ length: 13 }, (_, count) => countWord(count));

/** A number as prose writes it, back to a figure: "sju" and "7" are 7. */
function numberOf(word: string, lang: Lang): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const words = lang === 'en' ? ENGLISH_NUMBERS : SWEDISH_NUMBERS;
  const index = words.indexOf(word.toLowerCase());
  return index === -1 ? undefined : index;
}

const NUMBER = '(\\d+|[\\p{L}]+)';
const WORDS = {
  sv: {
    consultation: /konsultation/i,
    // "minst 48 timmar", "48 timmars marginal", "sju dagar i förväg".
    period: new RegExp(
      `(?<!\\p{L})${NUMBER}\\s+(timmar|timmars|dygn|dagar|dagars|veckor|veckors)(?!\\p{L})`,
      'giu',
    ),
    months: new RegExp(`(?<!\\p{L})${NUMBER}\\s+månader(?:na)?(?!\\p{L})`, 'giu'),
    // A period is a wait before a visit when "minst" leads it or "före", "i förväg" follows it.
    leads: /(?:minst|mer än)\s*$/i,
    follows: /^\s*(?:i förväg|före|innan|marginal)/i,
    booked: /(?<!\p{L})bok(?:a|as|ar)(?!\p{L})/iu,
    sameRule: /samma regel|detsamma gäller|samma sak gäller|gäller också/i,
    first: /(?<!\p{L})första(?!\p{L})/iu,
    injection: /injektion|filler/i,
  },
  en: {
    consultation: /consultation/i,
    period: new RegExp(`(?<!\\p{L})${NUMBER}[\\s-]+(hours?|days?|weeks?)(?!\\p{L})`, 'giu'),
    months: new RegExp(`(?<!\\p{L})${NUMBER}\\s+months?(?!\\p{L})`, 'giu'),
    leads: /(?:at least|more than)\s*$/i,
    follows: /^\s*(?:in advance|before|beforehand|ahead)/i,
    booked: /(?<!\p{L})book(?:ed|s)?(?!\p{L})/iu,
    sameRule: /same rule|the same applies|also applies/i,
    first: /(?<!\p{L})first(?!\p{L})/iu,
    injection: /injection|injectable|filler/i,
  },
} as const;

/** A period's length in hours: "48 timmar" is 48, "sju dagar" 168. */
function hoursOf(count: number, unit: string): number {
  if (/^(tim|hour)/i.test(unit)) return count;
  if (/^(veck|week)/i.test(unit)) return count * 7 * 24;
  return count * 24;
}

/** The titles a visitor reads for the care only a physician performs: its categories', groups' and treatments'. */
function physicianNames(content: RuleContent): string[] {
  const ids = new Set(
    categoriesOf(content)
      .filter((c) => isPhysicianOnly(c.data))
      .map((c) => c.id),
  );
  const inThem = (entry: ContentEntry) => ids.has(entry.id) || ids.has(String(entry.data['category']));
  const sources = content.entries.filter(
    (entry) =>
      ['categories', 'groups', 'treatments'].includes(entry.collection) &&
      inThem(
        content.entries.find(
          (e) => e.lang === 'sv' && e.collection === entry.collection && e.id === entry.id,
        ) ?? entry,
      ),
  );
  return [
    ...new Set(
      sources
        .flatMap((entry) => [entry.data['title'], entry.data['menuTitle']])
        .filter((name): name is string => typeof name === 'string' && name.length > 2)
        .map((name) => name.toLowerCase()),
    ),
  ];
}

/** The kind of care of an entry's page, from its category as the Swedish file declares it. */
function pageKinds(content: RuleContent): (entry: ContentEntry) => Kind | 'mixed' {
  const swedish = (entry: ContentEntry) =>
    content.entries.find((e) => e.lang === 'sv' && e.collection === entry.collection && e.id === entry.id) ??
    entry;
  const categories = new Map(categoriesOf(content).map((c) => [c.id, c.data]));
  const kindOf = (categoryId: string): Kind => {
    const category = categories.get(categoryId);
    if (isPhysicianOnly(category)) return 'physician';
    return careKindOf(category) === 'regulated' ? 'injection' : 'other';
  };
  const groups = new Map(groupsOf(content).map((g) => [g.id, String(g.data['category'])]));
  return (entry) => {
    const data = swedish(entry).data;
    if (entry.collection === 'categories') return kindOf(entry.id);
    if (entry.collection === 'groups') return kindOf(groups.get(entry.id) ?? String(data['category']));
    if (entry.collection === 'treatments') {
      // A prescription medicine without an aesthetic aim is outside the law: its own wait is its own.
      if (data['prescriptionOnly'] === true) return 'other';
      return kindOf(String(data['category']));
    }
    return 'mixed';
  };
}

const said = (periods: WaitingPeriods, kind: 'injection' | 'physician', lang: Lang) => {
  const number = (count: number) =>
    lang === 'en' ? (ENGLISH_NUMBERS[count] ?? String(count)) : countWord(count);
  if (lang === 'en') {
    return kind === 'injection'
      ? `"at least ${periods.injectionHours} hours before", with "unless you have had the same kind of treatment within the last ${number(periods.injectionMonths)} months"`
      : `"at least ${number(periods.surgicalDays)} days before every procedure"`;
  }
  return kind === 'injection'
    ? `"minst ${periods.injectionHours} timmar före", med "utom när du har fått samma slags behandling under de senaste ${number(periods.injectionMonths)} månaderna"`
    : `"minst ${number(periods.surgicalDays)} dagar före varje ingrepp"`;
};

const POLICY = {
  injection: 'policies.injectionConsultationHours och injectionConsultationAfterMonths i clinic.yaml',
  physician: 'policies.surgicalConsultationDays i clinic.yaml',
};
const OR_DROP = 'eller stryk meningen: lagens ruta på sidan säger det redan.';

export const consultationPeriodsMatchThePolicy: ContentRule = {
  name: 'a consultation’s waiting period in prose is the policy’s for the care it speaks of, 48 hours with the six months',
  check: (content) => {
    const periods = waitingPeriodsOf(content);
    if (!periods) return [];
    const physician = physicianNames(content);
    const kindOfPage = pageKinds(content);
    const namesPhysician = (sentence: string) =>
      physician.some((name) => sentence.toLowerCase().includes(name));
    return publishedEntries(content).flatMap((entry) => {
      const words = WORDS[entry.lang];
      const page = kindOfPage(entry);
      return entry.prose.flatMap(({ field, text }): Problem[] => {
        const sentences = sentencesOf(text);
        const fieldSpeaksOfConsultation = words.consultation.test(text);
        const problems: Problem[] = [];
        let injectionStated = false;
        const monthsOf = (part: string) =>
          [...part.matchAll(words.months)].flatMap((m) => numberOf(m[1]!, entry.lang) ?? []);
        for (const sentence of sentences) {
          const stated = [...sentence.matchAll(words.period)].flatMap((m) => {
            const count = numberOf(m[1]!, entry.lang);
            const isBefore =
              words.leads.test(sentence.slice(0, m.index)) ||
              words.follows.test(sentence.slice(m.index + m[0].length));
            return count === undefined || !isBefore ? [] : [hoursOf(count, m[2]!)];
          });
          // About the consultation: it says so, or books "it" in a text that does ("bokas den minst 48 timmar i förväg").
          const isWait =
            stated.length > 0 &&
            (words.consultation.test(sentence) || (fieldSpeaksOfConsultation && words.booked.test(sentence)));
          if (!isWait) {
            // "Samma regel gäller trådlyft" after the injections' hours gives thread lifts their rule.
            if (injectionStated && namesPhysician(sentence) && words.sameRule.test(sentence)) {
              problems.push(
                problemIn(
                  entry,
                  field,
                  `${quoted(sentence)} ger ingrepp som bara läkare gör injektionernas väntetid. För dem gäller ${said(periods, 'physician', entry.lang)}, utan undantag (${POLICY.physician}): skriv det, eller stryk meningen.`,
                ),
              );
            }
            continue;
          }
          const kind: Kind =
            namesPhysician(sentence) && !(page === 'injection' && words.injection.test(sentence))
              ? 'physician'
              : page === 'mixed'
                ? 'injection'
                : page;
          if (kind === 'other') continue;
          if (kind === 'injection') {
            injectionStated = true;
            const wrong = stated.some((hours) => hours !== periods.injectionHours);
            // The months may stand in the sentence before ("… efter mer än sex månader? Då bokar du …").
            const withMonths = monthsOf(text).includes(periods.injectionMonths);
            const wrongMonths = monthsOf(sentence).some((count) => count !== periods.injectionMonths);
            if (wrong || !withMonths || wrongMonths) {
              problems.push(
                problemIn(
                  entry,
                  field,
                  `${quoted(sentence)} ${wrong || wrongMonths ? 'anger en annan väntetid än klinikens regel' : `nämner ${periods.injectionHours} timmar men inte undantaget för samma slags behandling`} för injektioner. Skriv ${said(periods, 'injection', entry.lang)} (${POLICY.injection}), ${OR_DROP}`,
                ),
              );
            }
          } else {
            const wrong = stated.some((hours) => hours !== periods.surgicalDays * 24);
            const exception = [...sentence.matchAll(words.months)].length > 0 || words.first.test(sentence);
            if (wrong || exception) {
              problems.push(
                problemIn(
                  entry,
                  field,
                  `${quoted(sentence)} ger ett ingrepp som bara läkare gör (estetisk kirurgi, beslut 0027) ${wrong ? 'en annan väntetid' : 'ett undantag'} än klinikens regel. Skriv ${said(periods, 'physician', entry.lang)}, utan undantag: inte bara före det första och inte med injektionernas undantag för ${countWord(periods.injectionMonths)} månader (${POLICY.physician}), ${OR_DROP}`,
                ),
              );
            }
          }
        }
        return problems;
      });
    });
  },
};
