/**
 * The rules for the copy of every page: the glossary's terms and banned words
 * (src/config/glossary.ts), hedged claims where the evidence is weak, one word for one thing, the
 * course the price list sells, no template frames, and the guide by concern.
 * Plain Node: imports carry their extensions.
 */
import { findCopyProblems } from '../../../config/glossary.ts';
import { repeatedFrames, sentencesOf, type PageProse } from '../../domain/sentence-frames.ts';
import {
  cataloguePages,
  concernsOf,
  groupsOf,
  kindsOf,
  publishedEntries,
  treatmentsOf,
} from './catalogue.ts';
import type { ContentEntry } from './content.ts';
import { problemIn, quoted, type ContentRule } from './rule.ts';

/** Site paths inside prose ("läs mer på /Dermaplaning") keep the old site's names and are not copy. */
const withoutPaths = (text: string) => text.replace(/(?<![\p{L}\p{N}])\/[\p{L}\p{N}+\-_/.]+/gu, ' ');

export const glossaryTerms: ContentRule = {
  name: 'every text uses the clinic’s terms and none of the banned ones',
  check: (content) =>
    publishedEntries(content)
      // The whole entry first, each of its texts only where it has a problem: the glossary's
      // patterns are many, an entry's texts too.
      .filter(
        (entry) =>
          findCopyProblems(entry.prose.map(({ text }) => withoutPaths(text)).join('\n\n'), entry.lang)
            .length > 0,
      )
      .flatMap((entry) =>
        entry.prose.flatMap(({ field, text }) =>
          findCopyProblems(withoutPaths(text), entry.lang).map(({ found, fix }) =>
            problemIn(entry, field, `"${found}": ${fix}.`),
          ),
        ),
      ),
};

export const detailValuesStartWithACapital: ContentRule = {
  name: 'a fact’s value starts with a capital letter, like every other value',
  check: (content) =>
    treatmentsOf(content).flatMap((t) =>
      t.details.flatMap(({ label, value }, index) =>
        typeof value === 'string' && /^\p{Ll}/u.test(value)
          ? [
              problemIn(
                t.entry,
                `details.${index}.value`,
                `Faktan "${label}" ska börja med stor bokstav: ${quoted(value)}.`,
              ),
            ]
          : [],
      ),
    ),
};

const WORKS_WITH = /(?<!\p{L})arbet(?:a|ar) med (?:hud|fina linjer|hudens|hudytan)/iu;

export const noWorkingWithTheSkin: ContentRule = {
  name: 'no page "works with" the skin (template voice)',
  check: (content) =>
    cataloguePages(content).flatMap((entry) =>
      entry.prose
        .filter(({ text }) => WORKS_WITH.test(text))
        .map(({ field, text }) =>
          problemIn(
            entry,
            field,
            `"${WORKS_WITH.exec(text)![0]}": en person behandlar huden och en besökare vill ha slätare hud; skriv vad som görs.`,
          ),
        ),
    ),
};

const HEDGE = /svag|osäker|lovar inte|inte lova|kan inte lova/i;

export const fatDepositsHedged: ContentRule = {
  name: 'every sentence that names fat deposits says how weak the evidence is',
  check: (content) =>
    publishedEntries(content)
      .filter((entry) => entry.lang === 'sv')
      .flatMap((entry) =>
        entry.prose.flatMap(({ field, text }) =>
          sentencesOf(text)
            .filter((sentence) => /fettdepå/i.test(sentence) && !HEDGE.test(sentence))
            .map((sentence) =>
              problemIn(
                entry,
                field,
                `${quoted(sentence)} nämner fettdepåer utan att säga att stödet är svagt: säg det i samma mening.`,
              ),
            ),
        ),
      ),
};

/** What a treatment page says of itself: its texts, facts, advice and answers, not its names and options. */
const textOf = (entry: ContentEntry) =>
  entry.prose
    .filter(({ field }) => !/^(title|menuTitle)$|^options\./.test(field))
    .map(({ text }) => text)
    .join('\n');

export const courseNamedAsSold: ContentRule = {
  name: 'a page that recommends a number of treatments names the course the price list sells',
  check: (content) =>
    treatmentsOf(content).flatMap((t) =>
      t.options.flatMap((option, index) => {
        const count = option.kind === 'course' ? /(\d+) behandlingar/.exec(option.label)?.[1] : undefined;
        if (count === undefined) return [];
        const named = new RegExp(
          `\\bkur(?:en)?\\b[^.]*\\b${count} behandlingar|\\b${count} behandlingar[^.]*\\bkur`,
          'i',
        ).test(textOf(t.entry));
        return named
          ? []
          : [
              problemIn(
                t.entry,
                `options.${index}.label`,
                `${t.title} säljer en kur om ${count} behandlingar, men texten nämner ingen sådan kur: skriv hur många behandlingar kuren har, som prislistan.`,
              ),
            ];
      }),
    ),
};

export const optionLabelWithoutColon: ContentRule = {
  name: 'a priced option’s label takes the treatment before it with one colon',
  check: (content) =>
    treatmentsOf(content).flatMap((t) =>
      t.options.flatMap((option, index) =>
        !option.ownName && option.label.includes(':')
          ? [
              problemIn(
                t.entry,
                `options.${index}.label`,
                `Alternativet ${quoted(option.label)} har ett kolon: prislistan skriver "${t.title}: ${option.label}". Ta bort kolonet, eller markera att det säljs under eget namn.`,
              ),
            ]
          : [],
      ),
    ),
};

export const oneWordForPeeling: ContentRule = {
  name: 'a page says "fjälla" or "flagna", not both',
  check: (content) =>
    treatmentsOf(content)
      .filter((t) => /fjäll/i.test(textOf(t.entry)) && /flagn/i.test(textOf(t.entry)))
      .map((t) =>
        problemIn(
          t.entry,
          '',
          `${t.title} säger både "fjälla" och "flagna" om samma sak: välj ett av orden på sidan.`,
        ),
      ),
};

/** A page's running prose and answers: what the reader reads as the page's own words. */
function framesProse(entry: ContentEntry): PageProse {
  return {
    page: entry.file,
    texts: entry.prose
      .filter(({ field, running }) => running || /^faq\.\d+\.answer$/.test(field))
      .map(({ text }) => text),
  };
}

export const noTemplateFrames: ContentRule = {
  name: 'no run of five words carries the prose of more than three pages',
  check: (content) =>
    repeatedFrames(cataloguePages(content).map(framesProse)).map(({ frame, pages }) => ({
      file: pages[0]!,
      field: '',
      message: `Orden "${frame}" står på ${pages.length} sidor (${pages.join(', ')}): skriv om dem, så att varje sida låter som sig själv och inte som en mall.`,
    })),
};

export const overviewAnswersTheRisks: ContentRule = {
  name: 'an overview whose treatments point to it for the risks answers the risk question',
  check: (content) => {
    const treatments = treatmentsOf(content);
    return groupsOf(content).flatMap((group) => {
      const title = String(group.data['title'] ?? '');
      const pointing = treatments.filter(
        (t) =>
          t.group === group.id &&
          t.faq.some(
            ({ question, answer }) =>
              /biverkningar och risker/.test(question) &&
              (answer.includes(title) || /översiktssidan/.test(answer)),
          ),
      );
      if (pointing.length === 0) return [];
      const faq = (group.data['faq'] ?? []) as Array<{ question?: string; answer?: string }>;
      const risks = faq.filter(({ question }) => /biverkningar och risker/.test(question ?? ''));
      if (risks.length === 1 && /sällsynt|risk/i.test(risks[0]!.answer ?? '')) return [];
      return [
        problemIn(
          group,
          'faq',
          `${pointing.map((t) => t.title).join(', ')} hänvisar till ${title} för riskerna, men översiktssidan svarar inte på frågan om biverkningar och risker: lägg till den, en gång.`,
        ),
      ];
    });
  },
};

export const concernsOnTheirOwnPaths: ContentRule = {
  name: 'each concern is on its /Besvar- page',
  // A line to a deleted treatment is left out of the page, with a warning (lines-to-nothing.ts).
  check: (content) =>
    concernsOf(content).flatMap((concern) =>
      /^\/Besvar-[A-Za-z-]+$/.test(String(concern.data['path']))
        ? []
        : [
            problemIn(
              concern,
              'path',
              `Ett besvärs adress börjar med /Besvar- och har bara bokstäver och bindestreck.`,
            ),
          ],
    ),
};

export const consultationOnceInChoosing: ContentRule = {
  name: 'a concern says the consultation once under "Så väljer du"',
  check: (content) => {
    const kinds = kindsOf(content);
    const regulatedPaths = new Set(
      treatmentsOf(content)
        .filter((t) => kinds.get(t.category) === 'regulated')
        .map((t) => t.path),
    );
    return concernsOf(content).flatMap((concern) => {
      const choosing = String(concern.data['choosing'] ?? '');
      const paragraphs = choosing.split(/\n{2,}/).filter((paragraph) => /konsultation/i.test(paragraph));
      // The page adds a note on the consultation after a concern that leads to an injection.
      const leadsToInjection = ((concern.data['treatments'] ?? []) as string[]).some((p) =>
        regulatedPaths.has(p),
      );
      if (paragraphs.length <= (leadsToInjection ? 0 : 1)) return [];
      return [
        problemIn(
          concern,
          'choosing',
          leadsToInjection
            ? 'Besväret leder till en injektion eller ett trådlyft, och sidan säger själv vad som gäller om konsultationen efter texten: nämn inte konsultationen i Hur du väljer.'
            : 'Hur du väljer nämner konsultationen i flera stycken: säg det en gång.',
        ),
      ];
    });
  },
};

export const copyRules: readonly ContentRule[] = [
  glossaryTerms,
  detailValuesStartWithACapital,
  noWorkingWithTheSkin,
  fatDepositsHedged,
  courseNamedAsSold,
  optionLabelWithoutColon,
  oneWordForPeeling,
  noTemplateFrames,
  overviewAnswersTheRisks,
  concernsOnTheirOwnPaths,
  consultationOnceInChoosing,
];
