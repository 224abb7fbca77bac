/**
 * The words the site must and must not use, and the checks that read them.
 *
 * - `glossary`, `englishGlossary`: the clinic's terms, one spelling each with the wrong forms, from
 *   its content (src/content/glossary.yaml, src/schemas/glossary.ts): a clinic's treatments and
 *   house style are its own.
 * - `bannedTerms`: brand names of prescription medicines (läkemedelslagen forbids advertising them
 *   to the public: never a botulinum toxin or hyaluronidase brand) and promises of results
 *   (marketing law; lag 2021:363 for aesthetic injections): the same for every clinic.
 * - `grammarRules`: errors of agreement and form that a word list cannot catch.
 *
 * Three checks read these lists: a content rule every build runs checks the content's prose
 * (src/lib/build/content-rules/copy.ts), src/config/glossary.test.ts the UI strings, and
 * tests/site/copy.test.ts the visible text of every built page. Adding a wrong form is enough for
 * all three to refuse it. Medical devices (hyaluronic acid products, say) are not prescription
 * medicines and may be named.
 */
import { existsSync } from 'node:fs';
import { loadContentYaml } from '../schemas/read-yaml.ts';
import { glossarySchema, type GlossaryTerm } from '../schemas/glossary.ts';
import { contentPath } from './folders.ts';
import { escapeRegExp } from '../schemas/regexp.ts';

/** The clinic's glossary; a clinic without the file has no terms of its own. */
export const GLOSSARY_FILE = contentPath('glossary.yaml');

const clinicGlossary = existsSync(GLOSSARY_FILE)
  ? loadContentYaml(GLOSSARY_FILE, glossarySchema)
  : glossarySchema.parse({});

export const glossary: readonly GlossaryTerm[] = clinicGlossary.swedish;

interface BannedTerm {
  term: string;
  why: string;
}

const medicineBrand = 'receptbelagt läkemedel: får inte marknadsföras till allmänheten (läkemedelslagen)';
const promise = 'löfte om resultat: skriv försiktigt ("kan", "många upplever", "resultatet varierar")';

/** Prescription medicines by name: never in the copy, and a review naming one is not shown (lib/domain/regulated-care.ts). */
export const MEDICINE_NAMES = [
  'botulinum',
  'botulinumtoxin',
  'Botox',
  'Azzalure',
  'Bocouture',
  'Dysport',
  'Xeomin',
  'Vistabel',
  'Letybo',
  'Relfydess',
  'Alluzience',
  'Nuceiva',
  'Daxxify',
  'Hyalase',
  'Hylenex',
];

export const bannedTerms: readonly BannedTerm[] = [
  ...MEDICINE_NAMES.map((term) => ({ term, why: medicineBrand })),
  ...[
    'garanterat',
    'garanterad',
    'garanterade',
    'garanterar',
    'garanti',
    'ger resultat',
    'se yngre ut',
    'effektivt tar bort',
    'effektiv',
    'effektivt',
    'effektiva',
    'permanent resultat',
    'riskfri',
    'riskfritt',
    'biverkningsfri',
    'utan biverkningar',
    'smärtstillande läkemedel och omega-3',
    // A comparison with nothing to compare with (issue 27: "verkar längre" on a skinbooster, and
    // "ett mer långsiktigt upplägg" for it on the second reading).
    'verkar längre',
    'mer långsiktigt',
  ].map((term) => ({
    term,
    why:
      term === 'smärtstillande läkemedel och omega-3'
        ? 'säg vilka läkemedel och varför: blodförtunnande värktabletter som ibuprofen och acetylsalicylsyra (ASA)'
        : promise,
  })),
];

interface GrammarRule {
  pattern: RegExp;
  fix: string;
}

const grammarRules: readonly GrammarRule[] = [
  {
    pattern: /(?<![\p{L}])det (?:brukar |kan )?gå(?:r)? över av sig själv(?![\p{L}])/iu,
    fix: '"det går över av sig självt" (neutrum)',
  },
  {
    pattern:
      /(?:förekomma|synas efteråt|är vanliga) och brukar (?:gå över|lägga sig) av sig själv(?![\p{L}])/u,
    fix: '"... kan förekomma och brukar gå över av sig själva" (flera saker: plural)',
  },
  {
    // Several side effects ending in a plural noun (Profhilo, issue 27 third reading).
    pattern:
      /(?:upphöjningar|blåmärken|knottror|knölar)(?: vid stickställena)? är vanligt och brukar gå över av sig självt/u,
    fix: '"... är vanliga och brukar gå över av sig själva" (flera saker: plural)',
  },
  {
    pattern: /(?<![\p{L}])i samma behandlingstillfälle/u,
    fix: '"vid samma behandlingstillfälle"',
  },
  {
    // A "Passar dig som" value in the facts starts with a capital letter, like every other value.
    pattern: /Passar dig som"?(?:,|\s*\n)\s*value:\s*"?\p{Ll}/u,
    fix: 'stor bokstav först i värdet för "Passar dig som"',
  },
];

interface CopyProblem {
  found: string;
  fix: string;
}

const wholeWord = (text: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, `${flags}u`);

const checks: ReadonlyArray<{ pattern: RegExp; fix: string }> = [
  ...glossary.flatMap(({ term, wrong, caseSensitive }) =>
    wrong.map((form) => ({ pattern: wholeWord(form, caseSensitive ? '' : 'i'), fix: `skriv "${term}"` })),
  ),
  ...bannedTerms.map(({ term, why }) => ({ pattern: wholeWord(term, 'i'), fix: why })),
  ...grammarRules,
];

// ---------------------------------------------------------------------------------------------
// English (decision 0022): the same rules for the English files (*.en.yaml, *.en.md), with one
// English term per thing. Medicine brands are banned in every language; the promises are English.
// ---------------------------------------------------------------------------------------------

export const englishGlossary: readonly GlossaryTerm[] = clinicGlossary.english;

const englishPromise = 'a promise of results: write with care ("can", "many people find", "results vary")';

export const englishBannedTerms: readonly BannedTerm[] = [
  ...MEDICINE_NAMES.map((term) => ({ term, why: medicineBrand })),
  ...[
    'guaranteed',
    'guarantee',
    'guarantees',
    'permanent results',
    'risk-free',
    'no side effects',
    'without side effects',
    'pain-free',
    'painless',
    'look younger',
    'effective',
    'effectively',
    'miracle',
    'instant results',
    'proven results',
    'clinically proven',
  ].map((term) => ({ term, why: englishPromise })),
];

const englishChecks: ReadonlyArray<{ pattern: RegExp; fix: string }> = [
  ...englishGlossary.flatMap(({ term, wrong, caseSensitive }) =>
    wrong.map((form) => ({ pattern: wholeWord(form, caseSensitive ? '' : 'i'), fix: `write "${term}"` })),
  ),
  ...englishBannedTerms.map(({ term, why }) => ({ pattern: wholeWord(term, 'i'), fix: why })),
];

/**
 * Every wrong form, banned term and grammar error in a text, with what to write instead: by the
 * Swedish rules, or by the English ones for English text.
 */
export function findCopyProblems(text: string, language: 'sv' | 'en' = 'sv'): CopyProblem[] {
  const problems: CopyProblem[] = [];
  for (const { pattern, fix } of language === 'en' ? englishChecks : checks) {
    const match = pattern.exec(text);
    if (match) problems.push({ found: match[0], fix });
  }
  return problems;
}

/**
 * Words that name a prescription medicine without a brand, in both languages: with MEDICINE_NAMES
 * and the titles of the treatments marked `prescriptionOnly`, what a content rule refuses next to
 * a call to book (läkemedelslagen 12 kap., decision 0027).
 */
export const PRESCRIPTION_MEDICINE_WORDS = [
  'receptbelagt läkemedel',
  'receptbelagda läkemedel',
  'receptbelagd',
  'hyaluronidas',
  'prescription medicine',
  'prescription-only',
  'hyaluronidase',
  'botulinum toxin',
];
