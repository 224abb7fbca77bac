/**
 * The rules for the care pages (skin care, massage, waxing and other care no licence is needed
 * for): no advice or consultation that belongs to injections, no condition on the customer's sex
 * (diskrimineringslagen 2008:567), facts where the text names who a treatment does not suit.
 * Plain Node: imports carry their extensions.
 */
import { namesRegulatedCare } from '../../domain/regulated-care.ts';
import { sentencesOf } from '../../domain/sentence-frames.ts';
import { categoriesOf, DOES_NOT_SUIT, kindsOf, treatmentsOf, type RuleTreatment } from './catalogue.ts';
import type { ContentEntry, RuleContent } from './content.ts';
import { waitingPeriodsOf } from './policies.ts';
import { itemField, problemIn, quoted, type ContentRule, type Problem } from './rule.ts';
import { escapeRegExp } from '../../../schemas/regexp.ts';

const carePages = (content: RuleContent) => treatmentsOf(content).filter((t) => t.kind === 'care');

/** A care page's own texts a visitor reads, each with its field. */
const pageTexts = (t: RuleTreatment) =>
  t.entry.prose.filter(({ field }) => !/^(title|menuTitle)$/.test(field));

const INJECTION_ADVICE = /liter vatten|upprätt|lägga dig ner|ligga ner|massera inte/i;

export const noInjectionAdviceOnCarePages: ContentRule = {
  name: 'care pages give no before- or aftercare that belongs to injections or thread lifts',
  check: (content) =>
    carePages(content).flatMap((t) =>
      (['before', 'after'] as const).flatMap((list) =>
        t[list].flatMap((advice, index) =>
          INJECTION_ADVICE.test(advice)
            ? [
                problemIn(
                  t.entry,
                  itemField(list, index),
                  `${quoted(advice)} är ett råd efter injektioner eller trådlyft, inte efter ${t.title}: ta bort det.`,
                ),
              ]
            : [],
        ),
      ),
    ),
};

const BY_SEX = /^(?:är|som) (?:man|kvinna)\b/i;

export const noConditionOnSex: ContentRule = {
  name: 'care pages never make the customer’s sex the condition for a treatment',
  check: (content) =>
    carePages(content).flatMap((t) =>
      t.details.flatMap(({ label, value }, index) =>
        label === 'Passar dig som' && BY_SEX.test(value)
          ? [
              problemIn(
                t.entry,
                `details.${index}.value`,
                `${quoted(value)}: en behandling eller ett pris som beror på kundens kön kan strida mot diskrimineringslagen (2008:567). Beskriv vad behandlingen gäller (till exempel håret) i stället.`,
              ),
            ]
          : [],
      ),
    ),
};

export const noRequiredConsultationInCare: ContentRule = {
  name: 'care pages speak of no required consultation',
  check: (content) => {
    const kinds = kindsOf(content);
    const careCategories = categoriesOf(content).filter((entry) => kinds.get(entry.id) === 'care');
    const entries: ContentEntry[] = [...carePages(content).map((t) => t.entry), ...careCategories];
    return entries.flatMap((entry) =>
      entry.prose.flatMap(({ field, text }) =>
        sentencesOf(text)
          .filter((sentence) => /\bkonsultationen\b/i.test(sentence))
          .map((sentence) =>
            problemIn(
              entry,
              field,
              `${quoted(sentence)} förutsätter en konsultation, som bara behandlingar under lag (2021:363) och laser kräver: skriv att ingen konsultation behövs, eller erbjud en som ett frivilligt val.`,
            ),
          ),
      ),
    );
  },
};

export const titlesNotMenuLabelsInText: ContentRule = {
  name: 'care pages name another treatment by its title in running text, never by its short menu label',
  check: (content) => {
    const pages = carePages(content);
    const kinds = kindsOf(content);
    // A menu label with a capital that is a piece of a title ("Hela ben + bikini" in "Vaxning hela
    // ben och bikini") reads as a stray capital inside a sentence.
    const fragments = pages
      .map((t) => t.menuTitle)
      .filter((label): label is string => label !== undefined && label !== label.toLowerCase())
      .filter((label) => pages.some((t) => t.title.includes(label.toLowerCase())))
      .map((label) => new RegExp(`(?<=[\\p{Ll}\\p{N},:;–]\\s)${escapeRegExp(label)}(?![\\p{L}])`, 'u'));
    const texts = [
      ...pages.flatMap((t) => pageTexts(t).map((text) => ({ entry: t.entry, ...text }))),
      ...categoriesOf(content)
        .filter((entry) => kinds.get(entry.id) === 'care')
        .flatMap((entry) => entry.prose.map((text) => ({ entry, ...text }))),
    ];
    return texts.flatMap(({ entry, field, text }) =>
      sentencesOf(text)
        .filter((sentence) => /\s\+\s/.test(sentence) || fragments.some((pattern) => pattern.test(sentence)))
        .map((sentence) =>
          problemIn(
            entry,
            field,
            `${quoted(sentence)} använder ett kort namn ur menyn (eller ett "+") i löpande text: skriv behandlingens rubrik i stället.`,
          ),
        ),
    );
  },
};

export const notForInTheFacts: ContentRule = {
  name: 'care pages give in the facts "Passar inte dig som" whatever their text says they do not suit',
  check: (content) =>
    carePages(content)
      .filter((t) => pageTexts(t).some(({ text }) => /passar inte om du/i.test(text)))
      .filter((t) => !t.details.some(({ label }) => label === DOES_NOT_SUIT))
      .map((t) =>
        problemIn(
          t.entry,
          'details',
          `${t.title}: texten säger vem behandlingen inte passar, men faktaraden "${DOES_NOT_SUIT}" saknas: lägg till den, där besökaren letar.`,
        ),
      ),
};

export const waxingAsksAboutRetinoids: ContentRule = {
  name: 'every wax asks beforehand about retinoids and acne tablets',
  check: (content) =>
    carePages(content)
      .filter((t) => t.waxing)
      .filter((t) => !t.before.some((advice) => /retinol/i.test(advice) && /akne/i.test(advice)))
      .map((t) =>
        problemIn(
          t.entry,
          'before',
          `${t.title}: Före behandlingen ska fråga om retinol och aknebehandling i tablettform, som gör att vaxet kan lyfta huden.`,
        ),
      ),
};

export const injectionAddOnWaitsForConsultation: ContentRule = {
  name: 'a care page that sells an injection as an add-on says its first time waits for a consultation',
  check: (content) => {
    const hours = waitingPeriodsOf(content)?.injectionHours;
    if (hours === undefined) return [];
    return carePages(content)
      .filter((t) => t.options.some(({ label }) => namesRegulatedCare(label, [])))
      .filter((t) => {
        const text = [t.entry.body, ...t.faq.map(({ answer }) => answer)].join('\n');
        return !sentencesOf(text).some(
          (sentence) => /konsultation/i.test(sentence) && sentence.includes(`${hours} timmar`),
        );
      })
      .map((t): Problem =>
        problemIn(
          t.entry,
          'body',
          `${t.title} säljer en injektion som tillägg: texten ska säga att en första injektion kräver en konsultation minst ${hours} timmar före (lag 2021:363, policies.injectionConsultationHours i clinic.yaml).`,
        ),
      );
  },
};

export const careRules: readonly ContentRule[] = [
  noInjectionAdviceOnCarePages,
  noConditionOnSex,
  noRequiredConsultationInCare,
  titlesNotMenuLabelsInText,
  notForInTheFacts,
  waxingAsksAboutRetinoids,
  injectionAddOnWaitsForConsultation,
];
