/**
 * Lag (2021:363): where a client decides on an injection treatment or a thread lift, the site says
 * the 18-year limit and the identity check, that licensed staff give it, the consultation and time
 * to think, the vårdgivare's IVO registration, the patient insurance and where to turn out of
 * hours. Every page of the injection and thread-lift categories, /Bokatid and /Omoss; no other.
 */
import { afterHoursAdvice } from '../../src/components/RegulatedCare/RegulatedCare';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { uiWords } from '../../src/i18n/ui';
import { namesInSentence } from '../../src/i18n/words';
import { clinic, clinicIn, displayPhone } from '../../src/config/clinic';
import { namesRegulatedCare } from '../../src/lib/domain/regulated-care';
import { regulatedNames } from '../e2e/content';
import { builtPaths } from '../e2e/site';
import { builtDocument, saysWhoItDoesNotSuit, textOf } from './dom';
import { CONTENT_DIR } from '../../src/config/folders';
import { mainPages } from '../../src/config/routes';

const REGULATED_CARE_TITLE = uiWords().site.regulatedCare.title;

const CONTENT = CONTENT_DIR;
interface Entry {
  id: string;
  path: string;
  title: string;
  category?: string;
  group?: string;
  hidden?: boolean;
  careKind?: string;
  order?: number;
  prescriptionOnly?: boolean;
  prescriptionMedicine?: boolean;
  options?: Array<{ label: string }>;
}
const frontMatter = (file: string) =>
  parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!) as Entry;
const yamlFiles = (dir: string) =>
  readdirSync(join(CONTENT, dir)).map(
    (file) =>
      ({
        id: file.replace(/\.ya?ml$/, ''),
        ...parse(readFileSync(join(CONTENT, dir, file), 'utf8')),
      }) as Entry,
  );
const categories = yamlFiles('categories');
const groups = yamlFiles('groups');
const allTreatments = readdirSync(join(CONTENT, 'treatments'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => frontMatter(join(CONTENT, 'treatments', file)));
/** A prescription medicine given without an aesthetic aim is outside the law: no block (decision 0027). */
// The built ones: a hidden page has no block to check.
const built = new Set(builtPaths());
const prescriptionOnly = allTreatments
  .filter((t) => t.prescriptionOnly && built.has(t.path))
  .map((t) => t.path);
const treatments = allTreatments.filter((t) => !t.prescriptionOnly);

/** Whether an entry has a page: neither it nor its group or category is hidden. */
const hiddenIds = new Set(
  [...categories, ...groups].filter((entry) => entry.hidden).map((entry) => entry.id),
);
const shown = (entry: Entry) =>
  !entry.hidden &&
  !hiddenIds.has(entry.id) &&
  !hiddenIds.has(entry.group ?? '') &&
  !hiddenIds.has(entry.category ?? '');

/** The categories under the law, as their files mark them (careKind injection or physician). */
const REGULATED = categories
  .filter((c) => c.careKind === 'injection' || c.careKind === 'physician')
  .map((c) => c.id);
const NONE_REGULATED = 'the clinic offers no care under lag (2021:363)';
const inRegulated = (entry: Entry) => REGULATED.includes(entry.category ?? entry.id);
/** Every shown page of the regulated categories: the category's, its overviews', its treatments'. */
const regulatedPages = [
  ...categories.filter((c) => REGULATED.includes(c.id)),
  ...groups.filter(inRegulated),
  ...treatments.filter(inRegulated),
]
  .filter(shown)
  .map((entry) => entry.path);
const regulatedTreatments = treatments.filter((t) => inRegulated(t) && shown(t));

/** The categories a page's block speaks of: its own, or every one under the law on the fixed pages. */
const categoriesOf = (path: string): Entry[] => {
  const entry = [...categories, ...groups, ...treatments].find((e) => e.path === path);
  const categoryIds = entry ? [entry.category ?? entry.id] : REGULATED;
  return categories.filter((c) => categoryIds.includes(c.id));
};
/** The kinds of care a page's block speaks of. */
const kindsOf = (path: string): Set<string> => new Set(categoriesOf(path).map((c) => c.careKind ?? 'beauty'));
/** The titles the block names those categories by, in catalogue order, in English where translated. */
const englishCategories = yamlFiles('en/categories');
const titlesOf = (path: string, lang: 'sv' | 'en'): string[] =>
  categoriesOf(path)
    .filter((c) => REGULATED.includes(c.id))
    .sort((a, b) => (a.order ?? 999) - (b.order ?? 999))
    .map((c) => (lang === 'en' ? englishCategories.find((e) => e.id === c.id)?.title : undefined) ?? c.title);
const isMedicinePage = (path: string) =>
  treatments.some((t) => t.path === path && t.prescriptionMedicine === true);
/** The law's scope of those kinds, as the block's after-hours sentence reads it. */
const scopeOf = (path: string, lang: 'sv' | 'en') => {
  const kinds = kindsOf(path);
  return {
    injection: kinds.has('injection'),
    physician: kinds.has('physician') ? [path] : [],
    titles: titlesOf(path, lang),
  };
};
/** The block's waiting periods for those kinds, in the page's language, from the policies. */
const waitingPeriods = (path: string, lang: 'sv' | 'en'): string[] => {
  const words = uiWords(lang).site.regulatedCare;
  const { policies: rules } = clinicIn(lang);
  const kinds = kindsOf(path);
  return [
    ...(kinds.has('injection')
      ? [
          words.consultationInjection(
            rules.injectionConsultationHours,
            rules.injectionConsultationAfterMonths,
          ),
        ]
      : []),
    // The sentence after the categories' titles, which the test does not know in English.
    ...(kinds.has('physician')
      ? [words.consultationPhysician(rules.surgicalConsultationDays, '\u0000').split('\u0000')[1]!]
      : []),
  ];
};
/** Pages no law block belongs on: the home page, other categories' and their treatments' that sell no injection. */
const otherPages = [
  '/',
  ...categories
    .filter((c) => !(c.careKind === 'injection' || c.careKind === 'physician') && shown(c))
    .map((c) => c.path),
  ...treatments
    .filter((t) => !inRegulated(t) && shown(t))
    .filter((t) => !(t.options ?? []).some((option) => namesRegulatedCare(option.label, regulatedNames)))
    .map((t) => t.path),
];
const FIXED_PAGES = [mainPages.booking.path, mainPages.about.path];

/** The text of a page's main, without scripts, styles and templates (which no reader sees). */
const visibleText = (path: string) => {
  const main = builtDocument(path).querySelector('main')!.cloneNode(true) as Element;
  for (const hidden of main.querySelectorAll('script, style, template')) hidden.remove();
  return main.textContent!.replace(/\s+/g, ' ');
};

test('each regulated category has its page and at least one treatment page (the list below is not empty)', ({
  skip,
}) => {
  skip(REGULATED.length === 0, NONE_REGULATED);
  for (const category of categories.filter((c) => REGULATED.includes(c.id) && shown(c))) {
    expect(regulatedPages).toContain(category.path);
    expect(
      regulatedTreatments.some((t) => t.category === category.id),
      category.path,
    ).toBe(true);
  }
});

/** The law's block as the built page has it: the <aside> its heading names. */
function lawBlock(path: string): Element[] {
  return [...builtDocument(path).querySelectorAll('aside')].filter(
    (aside) => textOf(aside.querySelector('h2')) === REGULATED_CARE_TITLE,
  );
}

// Read from the built HTML, page by page (no browser visit each: accessibility.spec.ts visits
// every page already); tests/e2e/regulated-care.spec.ts shows that the block is visible in a browser.
for (const path of [...regulatedPages, ...(regulatedPages.length > 0 ? FIXED_PAGES : [])]) {
  test(`${path}: the law's block with age limit, licensed staff, IVO and patient insurance`, () => {
    const blocks = lawBlock(path);
    expect(blocks).toHaveLength(1);
    const text = blocks[0]!.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('18 år');
    expect(text).toContain('Ta med en id-handling');
    // Who treats follows the page's kind of care (careKind): injections, or only a physician.
    expect(text).toMatch(/(?:Lagen tillåter bara|görs bara av) legitimerad läkare/);
    // The time to think per kind of care, from the policies: hours and the six months' exception
    // for injections, days before every procedure a physician performs (decision 0027).
    for (const sentence of waitingPeriods(path, 'sv')) expect(text).toContain(sentence);
    // A page only a physician's care is on says nothing of the injections' hours or exception.
    if (!kindsOf(path).has('injection')) expect(text).not.toMatch(/timmar i förväg|månaderna/);
    expect(text).toContain('avbokar du utan avgift');
    // The clinic's out-of-hours phone where it has one, else 1177 (decision 0027).
    const onCall = clinic.careProvider.afterHoursPhone;
    // The page's text reads the number's no-break spaces as spaces.
    expect(text).toContain(onCall ? displayPhone(onCall, 'sv').replace(/\u00a0/g, ' ') : '1177');
    expect(text).toContain('ring 112');
    expect(text).toContain('(2021:363)');
    expect(text).toContain('IVO (Inspektionen för vård och omsorg)');
    expect(text).toContain(`Patientförsäkring hos ${clinic.careProvider.patientInsurer}`);
    expect(text).toContain(clinic.careProvider.legalName);
    expect(text).toContain(clinic.careProvider.medicallyResponsible.name);
  });
}

test('injection and thread pages name who treats only as the law does', () => {
  // "sjuksköterska eller läkare" left out tandläkare and contradicted the block (issue 27).
  const offenders = regulatedPages.filter((path) => /sjuksköterska eller läkare/i.test(visibleText(path)));
  expect(offenders).toEqual([]);
});

test('every injection and thread treatment says who it does not suit', ({ skip }) => {
  skip(regulatedTreatments.length === 0, NONE_REGULATED);
  const without = regulatedTreatments
    .map((t) => t.path)
    .filter((path) => !saysWhoItDoesNotSuit(builtDocument(path)));
  expect(without).toEqual([]);
});

test('no page promises a lift from mono threads or a durability no one has shown for them', ({ skip }) => {
  // The mono-thread treatments, by their titles.
  const mono = regulatedTreatments.filter((t) => /mono/i.test(t.title)).map((t) => t.path);
  skip(mono.length === 0, 'the clinic offers no mono threads');
  for (const path of mono) {
    const text = visibleText(path);
    expect(text, path).not.toMatch(/1–2 år/);
    // Their before-care speaks of monotrådar, not of a thread lift they do not give.
    expect(text, path).not.toMatch(/om trådlyft passar dig/);
  }
});

test('the booking page offers no instalments for injections and lets a changed mind cancel free (the contact page repeats none of its rules)', () => {
  for (const path of [mainPages.booking.path]) {
    const text = visibleText(path);
    const instalmentSentences = text.split(/(?<=\.)\s/).filter((sentence) => /delbetalning/i.test(sentence));
    if (clinicIn('sv').policies.instalments) expect(instalmentSentences.length, path).toBeGreaterThan(0);
    // Invoice and instalments are credit: never offered for the care under the law, whatever its
    // categories are called (as in English below).
    for (const sentence of instalmentSentences) {
      expect(sentence, path).toMatch(
        /Vi erbjuder inte .+ för .+, eftersom det är en form av kredit|^För .+ kan du också välja /,
      );
    }
    expect(text, path).toMatch(/Ångrar du dig efter konsultationen[^.]*kostar det ingenting/);
    // The rule of the 48 hours is the injections' and thread lifts', and says so.
    expect(text, path).not.toMatch(/Regeln gäller inte våra övriga behandlingar/);
  }
});

test('a physician-only procedure (a thread lift) never suggests beside its buttons that a returning client may skip the consultation', ({
  skip,
}) => {
  const physicianCategories = categories.filter((c) => c.careKind === 'physician').map((c) => c.id);
  const pages = treatments.filter((t) => shown(t) && physicianCategories.includes(t.category ?? ''));
  skip(pages.length === 0, 'the clinic offers no aesthetic surgical procedures');
  for (const lang of ['sv', 'en'] as const) {
    const words = uiWords(lang).site.treatment;
    const days = clinicIn(lang).policies.surgicalConsultationDays;
    for (const { path: swedishPath } of pages) {
      const path = lang === 'sv' ? swedishPath : englishPathOf(swedishPath)!;
      const text = visibleText(path);
      // Before every procedure, its days ahead; never the returning client's words of the others.
      expect(text, path).toContain(words.consultationFirst.physician(days));
      expect(text, path).toContain(words.afterConsultation.physician(days));
      expect(text, path).not.toContain(words.afterConsultation.other);
      expect(text, path).not.toContain(words.consultationFirst.device);
    }
  }
});

test('a treatment page that sells an injection or a thread lift as an option shows the block', ({ skip }) => {
  // PRX-T33, a peel, sells Profhilo (an injection) as an add-on: the law applies to that sale too.
  const selling = treatments.filter(
    (t) =>
      shown(t) &&
      !inRegulated(t) &&
      (t.options ?? []).some((option) => namesRegulatedCare(option.label, regulatedNames)),
  );
  skip(selling.length === 0, 'no treatment outside the regulated categories sells such an option');
  expect(selling.filter((t) => lawBlock(t.path).length !== 1).map((t) => t.path)).toEqual([]);
});

test('pages of other categories do not carry the injection block', () => {
  for (const path of otherPages) {
    expect(lawBlock(path), path).toEqual([]);
  }
});

/*
 * English pages (issue 30): the same block, in English, on the English counterpart of every page
 * above, its facts from the same data (src/content/clinic.yaml, words from src/content/en/).
 */
const english = uiWords('en').site.regulatedCare;
const englishFacts = clinicIn('en');

/** The English page of a Swedish one, as the Swedish page's hreflang alternate names it. */
const englishPathOf = (swedishPath: string) => {
  const href = builtDocument(swedishPath)
    .querySelector('link[rel="alternate"][hreflang="en"]')
    ?.getAttribute('href');
  return href ? decodeURI(new URL(href, 'https://x.example').pathname) : undefined;
};

const englishLawBlock = (path: string) =>
  [...builtDocument(path).querySelectorAll('aside')].filter(
    (aside) => textOf(aside.querySelector('h2')) === english.title,
  );

for (const swedishPath of [...regulatedPages, ...(regulatedPages.length > 0 ? FIXED_PAGES : [])]) {
  test(`${swedishPath} in English: the law's block in English with the same facts`, () => {
    const path = englishPathOf(swedishPath);
    expect(path, `${swedishPath} has an English page`).toMatch(/^\/en\//);
    const blocks = englishLawBlock(path!);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.closest('[lang]')?.getAttribute('lang')).toBe('en');
    const text = textOf(blocks[0]);
    const { clinic: facts } = englishFacts;
    for (const sentence of [
      english.ageLimit(namesInSentence('en', titlesOf(swedishPath, 'en'))),
      english.responsible(
        facts.careProvider.medicallyResponsible.name,
        facts.careProvider.medicallyResponsible.title,
      ),
      // A prescription medicine's injection carries no filler's warning signs of a blocked vessel.
      afterHoursAdvice(
        english,
        facts.careProvider,
        scopeOf(swedishPath, 'en'),
        'en',
        !isMedicinePage(swedishPath),
      ),
      ...waitingPeriods(swedishPath, 'en'),
    ])
      expect(text).toContain(sentence);
    // The facts are the Swedish file's: the same company, number, insurer, person and hours.
    for (const fact of [
      clinic.careProvider.legalName,
      clinic.careProvider.organisationNumber,
      clinic.careProvider.patientInsurer,
      clinic.careProvider.medicallyResponsible.name,
      '18',
      '2021:363',
      'IVO',
      clinic.careProvider.afterHoursPhone ? displayPhone(clinic.careProvider.afterHoursPhone, 'en') : '1177',
      '112',
    ])
      expect(text).toContain(fact);
    // No Swedish sentence left in it (the Swedish block's words).
    expect(text).not.toContain(
      uiWords('sv').site.regulatedCare.ageLimit(namesInSentence('sv', titlesOf(swedishPath, 'sv'))),
    );
    expect(text).not.toMatch(/\b(?:och|eller|hos|före)\b/);
  });
}

test('the English booking page offers no instalments for injections and lets a changed mind cancel free', () => {
  for (const path of [mainPages.booking.path].map(englishPathOf)) {
    const text = visibleText(path!);
    const instalmentSentences = text.split(/(?<=\.)\s/).filter((sentence) => /instalment/i.test(sentence));
    if (englishFacts.policies.instalments) expect(instalmentSentences.length, path).toBeGreaterThan(0);
    // Invoice and instalments are credit: never offered for the care under the law.
    for (const sentence of instalmentSentences) {
      expect(sentence, path).toMatch(
        /For .+ we do not offer payment by .+: paying later is a form of credit|^For .+ you can also pay by /,
      );
    }
    expect(text, path).toMatch(
      /If you change your mind after the consultation for [^.]*, cancelling costs nothing/,
    );
  }
});

test('English pages of other categories do not carry the block', () => {
  for (const path of otherPages.map(englishPathOf)) {
    expect(englishLawBlock(path!), path).toEqual([]);
  }
});

test.skipIf(prescriptionOnly.length === 0)(
  'a prescription medicine without an aesthetic aim has no law block: lag (2021:363) does not apply to it',
  () => {
    expect(prescriptionOnly.filter((path) => lawBlock(path).length > 0)).toEqual([]);
  },
);

test.skipIf(prescriptionOnly.length === 0)(
  'a prescription medicine’s page without the law block still says where to turn when the clinic is closed',
  () => {
    // The advice for the kind of care of the page's own category: the on-call line after an injection.
    const scopeOfPage = (path: string) => {
      const category = allTreatments.find((t) => t.path === path)!.category;
      const kind = categories.find((c) => c.id === category)?.careKind;
      if (kind !== 'injection' && kind !== 'physician') return undefined;
      return {
        injection: kind === 'injection',
        physician: kind === 'physician' ? [path] : [],
        titles: [categories.find((c) => c.id === category)!.title],
      };
    };
    const adviceFor = (path: string) =>
      afterHoursAdvice(
        uiWords().site.regulatedCare,
        clinic.careProvider,
        scopeOfPage(path),
        'sv',
        false,
      ).replace(/\s+/g, ' ');
    const silent = prescriptionOnly.filter(
      (path) =>
        !textOf(builtDocument(path).querySelector('main')).replace(/\s+/g, ' ').includes(adviceFor(path)),
    );
    expect(silent).toEqual([]);
  },
);

// "If you cannot reach us, call 112" answers the urgent signs before it, never any complaint: a
// passage that says it says the signs too, on every built page in either language.
const reach112 = [...built].flatMap((path) => {
  const words = uiWords(path.startsWith('/en') ? 'en' : 'sv').site.regulatedCare;
  return [...builtDocument(path).querySelectorAll('main p, main li')]
    .map((element) => textOf(element).replace(/\s+/g, ' '))
    .filter((text) => text.includes(words.reachUs) || text.includes(words.reachEither))
    .map((text) => ({ path, text, words }));
});
test.skipIf(reach112.length === 0)(
  'the advice to call 112 when the clinic cannot be reached follows the urgent signs it is for',
  () => {
    const alone = reach112.filter(
      ({ text, words }) =>
        (text.includes(words.reachUs) && !text.includes(words.skinSigns)) ||
        (text.includes(words.reachEither) && !text.includes(words.skinSignsOnCall)),
    );
    expect(alone.map(({ path }) => path)).toEqual([]);
  },
);
