/**
 * The rules the law asks of the medical pages (lag 2021:363 on aesthetic injections and thread
 * lifts, marknadsföringslagen, läkemedelslagen, Strålsäkerhetsmyndighetens rules for laser and
 * IPL): risks on the page, the whole consultation rule, who a laser treatment does not suit, and
 * no outcome promised. Each applies to the kind of care the catalogue holds (catalogue.ts).
 * Plain Node: imports carry their extensions.
 */
import { namesRegulatedCare } from '../../domain/regulated-care.ts';
import { sentencesOf } from '../../domain/sentence-frames.ts';
import { treatmentsOf, type RuleTreatment } from './catalogue.ts';
import { DOES_NOT_SUIT, publishedEntries } from './catalogue.ts';
import { waitingPeriodsOf } from './policies.ts';
import { consultationPeriodsMatchThePolicy } from './waiting-periods.ts';
import { noPrescriptionMedicineWithACallToBook, noSuitsOnAMedicinePage } from './prescription.ts';
import { itemField, problemIn, quoted, type ContentRule } from './rule.ts';
import { countWord } from '../../../i18n/words.ts';

/** The question every medical page answers about its risks, in the words a visitor looks for. */
export const RISK_QUESTION = 'Vilka biverkningar och risker finns?';
const NAMES_RISK = /sällsynt|risk/i;

const isMedical = (t: RuleTreatment) => t.kind === 'regulated' || t.kind === 'laser';

export const risksOnThePage: ContentRule = {
  name: 'risks on every injection, thread-lift and laser page',
  check: (content) =>
    treatmentsOf(content)
      .filter(isMedical)
      .filter((t) => !t.faq.some((item) => item.question === RISK_QUESTION && NAMES_RISK.test(item.answer)))
      .map((t) =>
        problemIn(
          t.entry,
          'faq',
          `${t.title} saknar frågan "${RISK_QUESTION}" med ett svar som nämner riskerna (marknadsföringslagen och lag 2021:363 kräver att riskerna står på sidan). Lägg till frågan under Vanliga frågor.`,
        ),
      ),
};

/** Figures as prose writes them: "sex" or "6". */
const figure = (count: number) => `(?:${countWord(count)}|${count})`;

export const wholeConsultationRule: ContentRule = {
  name: 'the consultation before a first injection, in full, with the clinic’s figures',
  check: (content) => {
    const periods = waitingPeriodsOf(content);
    if (!periods) return [];
    const hours = new RegExp(`${periods.injectionHours} timmar`);
    const months = new RegExp(`${figure(periods.injectionMonths)} månader`, 'i');
    return treatmentsOf(content)
      .filter((t) => t.kind === 'regulated' && !t.physician && !t.prescriptionOnly)
      .filter((t) => {
        const before = t.before.join('\n');
        return !hours.test(before) || !months.test(before);
      })
      .map((t) =>
        problemIn(
          t.entry,
          'before',
          `${t.title}: Före behandlingen ska ge hela regeln om konsultation (lag 2021:363, policies i clinic.yaml): minst ${periods.injectionHours} timmar före behandlingen, utom när du har fått samma slags behandling under de senaste ${countWord(periods.injectionMonths)} månaderna.`,
        ),
      );
  },
};

export const laserSaysWhoItDoesNotSuit: ContentRule = {
  name: 'every laser page says who it does not suit',
  check: (content) =>
    treatmentsOf(content)
      .filter((t) => t.kind === 'laser')
      .flatMap((t) => {
        const index = t.details.findIndex(({ label }) => label === DOES_NOT_SUIT);
        const value = t.details[index]?.value ?? '';
        if (/gravid/i.test(value) && /ljuskänslig/i.test(value)) return [];
        return [
          problemIn(
            t.entry,
            index === -1 ? 'details' : `details.${index}.value`,
            `${t.title}: en laser- eller IPL-sida ska under fakta "${DOES_NOT_SUIT}" nämna graviditet och läkemedel som gör huden ljuskänslig.`,
          ),
        ];
      }),
};

export const laserSaysWhereToTurn: ContentRule = {
  name: 'every laser page’s aftercare says where to turn when the clinic is closed',
  check: (content) =>
    treatmentsOf(content)
      .filter((t) => t.kind === 'laser')
      .filter((t) => !t.after.some((item) => /när vi har stängt.*1177/i.test(item)))
      .map((t) =>
        problemIn(
          t.entry,
          'after',
          `${t.title}: Efter behandlingen ska säga vart man vänder sig när kliniken har stängt ("När vi har stängt, ring 1177 …"), som lagens ruta gör på injektionssidorna.`,
        ),
      ),
};

export const noOfferOfLipFillers: ContentRule = {
  name: 'lip fillers are named only to say that the clinic does not give them',
  check: (content) => {
    const treatments = treatmentsOf(content);
    // With a filler page for the lips, the copy may speak of them freely.
    if (treatments.some((t) => /läpp/i.test(t.title) && namesRegulatedCare(t.title, []))) return [];
    return publishedEntries(content)
      .filter((entry) => entry.lang === 'sv')
      .flatMap((entry) =>
        entry.prose.flatMap(({ field, text }) =>
          sentencesOf(text)
            .filter(
              (sentence) => /läppfiller|fillers? i läpparna/i.test(sentence) && !/\binte\b/.test(sentence),
            )
            .map((sentence) =>
              problemIn(
                entry,
                field,
                `${quoted(sentence)} erbjuder fillers i läpparna, som ingen behandling i katalogen ger: skriv att de inte erbjuds, eller lägg till behandlingen.`,
              ),
            ),
        ),
      );
  },
};

const OUTCOME =
  /(?<!\p{L})(?:blir|minskar|jämnar ut|förbättrar|stimulerar|tar bort|slätar ut|stramar upp)(?!\p{L})/iu;
const HEDGE = /(?<!\p{L})(?:kan|brukar|syftar|varierar)(?!\p{L})/u;

export const medicalSummaryHedges: ContentRule = {
  name: 'a medical card intro that names an outcome hedges it',
  check: (content) =>
    treatmentsOf(content)
      .filter(isMedical)
      .filter((t) => OUTCOME.test(t.summary) && !HEDGE.test(t.summary))
      .map((t) =>
        problemIn(
          t.entry,
          'summary',
          `${quoted(t.summary)} lovar ett resultat: en medicinsk behandlings resultat skrivs som möjligt ("kan", "brukar"), enligt marknadsföringslagen.`,
        ),
      ),
};

export const oneWordingForPrescribedMedicines: ContentRule = {
  name: 'the advice about prescribed medicines reads the same on every injection and thread page',
  check: (content) => {
    const advice = treatmentsOf(content)
      .filter((t) => t.kind === 'regulated')
      .flatMap((t) =>
        t.before.flatMap((item, index) => (/läkemedel som .*ordiner/.test(item) ? [{ t, item, index }] : [])),
      );
    const counts = new Map<string, number>();
    for (const { item } of advice) counts.set(item, (counts.get(item) ?? 0) + 1);
    // The wording most pages use is the one; ties go to the first in file order.
    const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    return advice
      .filter(({ item }) => item !== usual)
      .map(({ t, index }) =>
        problemIn(
          t.entry,
          itemField('before', index),
          `${t.title}: rådet om ordinerade läkemedel ska ha samma ordalydelse på alla injektions- och trådsidor: ${quoted(usual!)}.`,
        ),
      );
  },
};

export const gradualShapeJudgedLate: ContentRule = {
  name: 'a treatment that changes a shape over time does not ask for the result to be judged at full effect',
  check: (content) =>
    treatmentsOf(content)
      .filter(isMedical)
      .filter((t) => /med tiden/.test(t.summary))
      .flatMap((t) =>
        t.after.flatMap((item, index) =>
          /full effekt.*bedöma resultatet/.test(item)
            ? [
                problemIn(
                  t.entry,
                  itemField('after', index),
                  `${t.title} ändrar formen med tiden (Kort beskrivning), men efterråden säger att resultatet bedöms vid full effekt: säg när resultatet kan bedömas.`,
                ),
              ]
            : [],
        ),
      ),
};

export const consultationAlwaysMeansFirst: ContentRule = {
  name: 'a consultation before injections and thread lifts is promised as the rule gives it: the first time',
  check: (content) =>
    publishedEntries(content)
      .filter((entry) => entry.lang === 'sv')
      .flatMap((entry) =>
        entry.prose.flatMap(({ field, text }) =>
          sentencesOf(text)
            .filter(
              (sentence) =>
                /konsultation/i.test(sentence) &&
                /injektion|trådlyft/i.test(sentence) &&
                /\balltid\b/i.test(sentence) &&
                !/\bförst/i.test(sentence),
            )
            .map((sentence) =>
              problemIn(
                entry,
                field,
                `${quoted(sentence)} säger "alltid" om konsultationen, men lagen (2021:363) kräver den före en första behandling: skriv "före en första behandling".`,
              ),
            ),
        ),
      ),
};

export const legalRules: readonly ContentRule[] = [
  risksOnThePage,
  wholeConsultationRule,
  consultationPeriodsMatchThePolicy,
  noPrescriptionMedicineWithACallToBook,
  noSuitsOnAMedicinePage,
  laserSaysWhoItDoesNotSuit,
  laserSaysWhereToTurn,
  noOfferOfLipFillers,
  medicalSummaryHedges,
  oneWordingForPrescribedMedicines,
  gradualShapeJudgedLate,
  consultationAlwaysMeansFirst,
];
