/**
 * The clinic's vocabulary: one spelling for each term, and the words the site must never use.
 *
 * - `glossary`: each term as the site writes it, with the wrong forms an editor has found or
 *   expects (särskrivning, English spellings, a second name for the same thing).
 * - `bannedTerms`: brand names of prescription medicines (läkemedelslagen forbids advertising them
 *   to the public: never a botulinum toxin or hyaluronidase brand) and promises of results
 *   (marketing law; lag 2021:363 for aesthetic injections).
 * - `grammarRules`: errors of agreement and form that a word list cannot catch.
 *
 * Three checks read this list: a content rule every build runs checks the content's prose
 * (src/lib/build/content-rules/copy.ts), src/config/glossary.test.ts the UI strings, and
 * tests/site/copy.test.ts the visible text of every built page. Adding a wrong form here
 * is enough for all three to refuse it. Medical devices named by the clinic (Profhilo, Restylane,
 * Sunekos, Ejal 40) are not prescription medicines and may be named.
 */

interface GlossaryTerm {
  /** The one spelling the site uses (in running text; capitalised at the start of a sentence). */
  term: string;
  /** Forms that must not appear, matched as whole words. */
  wrong: readonly string[];
  /** Match the wrong forms with their case exactly (where the right form differs only in case). */
  caseSensitive?: boolean;
}

export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'hotstonemassage',
    wrong: ['Hotstone massage', 'Hot stone', 'Hotstone-massage', 'Hot stone-massage'],
  },
  { term: 'monotrådar', wrong: ['Mono-trådar', 'Mono-tråd', 'Mono trådar', 'Mono tråd', 'Mono-trådarna'] },
  { term: 'mellanansiktet', wrong: ['Midface', 'Mid-face', 'mittansikte', 'mittansiktet', 'mittansiktets'] },
  { term: 'brynlyft', wrong: ['Browlift', 'Brow lift', 'Brow-lift', 'Brynlift'] },
  { term: 'smink (osminkad)', wrong: ['makeup', 'make-up', 'sminkfri'] },
  { term: 'tear trough', wrong: ['Tear Trough'], caseSensitive: true },
  { term: 'HydraFacial', wrong: ['Hydrafacial', 'Hydra Facial', 'Hydra-facial'], caseSensitive: true },
  { term: 'skinbooster', wrong: ['skin booster', 'skin-booster', 'skin boosters'] },
  { term: 'trådlyft', wrong: ['tråd lyft', 'trådlift', 'thread lift', 'threadlift'] },
  { term: 'microneedling', wrong: ['micro needling', 'micro-needling', 'mikroneedling'] },
  { term: 'dermaplaning', wrong: ['derma planing', 'dermaplanning'] },
  {
    term: 'LED-ljusterapi',
    wrong: ['LED ljusterapi', 'LED-ljus terapi', 'Led-ljusterapi'],
    caseSensitive: true,
  },
  { term: 'PRX-T33', wrong: ['PRXT-33', 'PRX T33', 'PRXT33', 'PRX-T 33'] },
  { term: 'Frax 1550', wrong: ['Frax1550', 'Frax-1550'] },
  { term: 'Light & Bright', wrong: ['LightBright', 'Light and Bright', 'Light&Bright'] },
  { term: 'Relaxing Time', wrong: ['RelaxTime', 'Relax Time'] },
  { term: 'nasolabialveck', wrong: ['nasolabiala veck', 'nasolabial veck'] },
  { term: 'dekolletage', wrong: ['décolletage', 'dekolletagé'] },
  { term: 'celluliter', wrong: ['cellulite'] },
  { term: 'e-post, mejl, mejla', wrong: ['e-mail', 'epost', 'maila', 'mailet', 'mailen'] },
  { term: 'sms:a', wrong: ['smsa', "sms'a"] },
  { term: 'hyaluronsyra', wrong: ['hyaluron syra', 'hyaluronic acid'] },
  { term: 'stickställena', wrong: ['insticken', 'injektionsställena', 'injektionsstället'] },
  { term: 'djuprensande', wrong: ['djuprengörande'] },
  { term: 'fest, tillfälle (inte engelska "event")', wrong: ['event', 'eventet'] },
  { term: 'hy som saknar lyster, matt hy', wrong: ['glansfri', 'glansfria'] },
  { term: 'linjerna kan mjukas upp (linjer "fäster" inte)', wrong: ['svårare att fästa'] },
  // Care pages, second reading (issue 27): anglicisms and odd words the editor found.
  {
    term: 'hinner varva ner, får vila, kommer till ro (inte engelska "land")',
    wrong: ['hinner landa', 'hinna landa', 'får landa', 'få landa', 'fick landa'],
  },
  { term: 'få finnar, blossa upp (inte engelska "breakout")', wrong: ['få utbrott', 'får utbrott'] },
  { term: 'före helgen', wrong: ['innan en helg'] },
  {
    term: 'utbildade terapeuter (certifierade bara där kliniken kan visa certifieringen)',
    wrong: ['certifierade terapeuter'],
  },
  {
    term: 'som egen behandling hos oss (inte "på egen hand": det låter som en hembehandling)',
    wrong: ['som du kan göra på egen hand'],
  },
  { term: 'Se prislistan för …', wrong: ['Se prislistan om'] },
  // Care and fixed pages, third reading (issue 27).
  {
    term: 'ett urval (urval betyder redan "valt ut")',
    wrong: ['urval som vi har valt ut', 'urval som vi valt ut'],
  },
  { term: 'behandlingen passar de flesta hudtyper', wrong: ['hudtyper passar för'] },
  { term: 'känner sig utvilade', wrong: ['känner sig själva'] },
  { term: 'Huvudbehandlingar (sidan listar sju områden)', wrong: ['Huvudbehandling'], caseSensitive: true },
  // Medical pages, second reading (issue 27).
  { term: 'återfukta', wrong: ['fukta upp', 'fuktar upp'] },
  // Medical pages, third reading (issue 27): the wrinkle-relaxing medicine is "läkemedlet" on every
  // page; one page called it "preparatet".
  { term: 'läkemedlet (det rynkreducerande medlet)', wrong: ['preparatet'] },
];

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (text: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, `${flags}u`);

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

export const englishGlossary: readonly GlossaryTerm[] = [
  {
    term: 'anti-wrinkle injections',
    wrong: ['anti wrinkle', 'antiwrinkle', 'wrinkle-relaxing injections'],
  },
  { term: 'skin booster', wrong: ['skinbooster', 'skin-booster', 'skinboosters'] },
  { term: 'thread lift', wrong: ['threadlift', 'trådlyft'] },
  { term: 'mono threads', wrong: ['monothreads', 'mono-threads', 'monotrådar'] },
  { term: 'midface', wrong: ['mid-face', 'mid face', 'mellanansiktet'] },
  { term: 'hot stone massage', wrong: ['hotstone massage', 'hot-stone massage', 'hotstonemassage'] },
  { term: 'make-up (UK spelling)', wrong: ['makeup'] },
  { term: 'HydraFacial', wrong: ['Hydrafacial', 'Hydra Facial', 'Hydra-facial'], caseSensitive: true },
  { term: 'microneedling', wrong: ['micro needling', 'micro-needling'] },
  { term: 'dermaplaning', wrong: ['derma planing', 'dermaplanning'] },
  { term: 'LED light therapy', wrong: ['LED-light therapy', 'LED lighttherapy', 'LED-ljusterapi'] },
  { term: 'PRX-T33', wrong: ['PRXT-33', 'PRX T33', 'PRXT33', 'PRX-T 33'] },
  { term: 'Frax 1550', wrong: ['Frax1550', 'Frax-1550'] },
  { term: 'Light & Bright', wrong: ['LightBright', 'Light and Bright', 'Light&Bright'] },
  { term: 'tear trough', wrong: ['Tear Trough'], caseSensitive: true },
  { term: 'décolletage', wrong: ['decolletage', 'dekolletage', 'décolleté'] },
  { term: 'cellulite', wrong: ['celluliter'] },
  { term: 'hyaluronic acid', wrong: ['hyaluronsyra', 'hyaluron acid'] },
  { term: 'email', wrong: ['e-mail', 'mejl'] },
  { term: 'sunscreen', wrong: ['sun cream', 'sunblock', 'sun block'] },
  {
    term: 'free online consultation (not "digital")',
    wrong: ['digital consultation', 'digital consultations'],
  },
  { term: 'licensed healthcare professionals (UK spelling of the verb: "licensed")', wrong: ['licenced'] },
  // The independent editor's review (issue 30): Swedish calques and second names found more than once.
  { term: 'hold off on, wait before (Swedish "vänta med")', wrong: ['wait with', 'waiting with'] },
  { term: 'in a single visit / treatment (Swedish "en och samma")', wrong: ['in one and the same'] },
  {
    term: 'prepaid massage card (Klippkort)',
    wrong: ['visit card', 'visit cards', 'clip card', 'punch card'],
  },
  { term: 'a selection of the reviews (a selection is already chosen)', wrong: ['selection we have chosen'] },
  { term: 'within two centimetres of the eye', wrong: ['closer than two centimetres from'] },
  {
    term: 'if you are pregnant (the Swedish "dig som väntar barn" names no gender)',
    wrong: ['expectant mothers'],
  },
  // Laser, PRP and Carboxy pages (issue 30): one word for each thing on every page.
  { term: 'pigmentation spots', wrong: ['pigment spots', 'pigment spot', 'age spots'] },
  { term: 'sunbeds', wrong: ['solarium', 'solariums', 'tanning bed', 'tanning beds', 'sun bed', 'sun beds'] },
  { term: 'carboxytherapy', wrong: ['carboxy therapy', 'carboxy-therapy', 'karboxyterapi'] },
  { term: '1177, the Swedish healthcare advice line', wrong: ['Vårdguiden'] },
  // Injectable treatments (issue 30): the names the anti-wrinkle and filler pages share.
  { term: "crow's feet", wrong: ['crows feet', 'crows-feet', "crow's-feet"] },
  { term: 'frown lines (between the eyebrows)', wrong: ['frown wrinkles', 'glabellar lines'] },
  { term: 'underarms', wrong: ['armpit', 'armpits'] },
  { term: 'mid-cheek', wrong: ['midcheek', 'mid cheek'] },
  { term: 'nasolabial folds', wrong: ['nasolabial lines'] },
  { term: 'filler dissolving', wrong: ['filler dissolution', 'filler removal'] },
  // Medical pages, independent reading (issue 30): calques and second wordings found on many pages.
  {
    term: 'of your own accord (Swedish "på egen hand"; "a doctor on your own" reads as "alone")',
    wrong: ['by a doctor on your own', 'do not stop on your own', 'treatment on your own'],
  },
  {
    term: 'try to drink … in the days before the treatment (Swedish "drick gärna": advice, and one wording)',
    wrong: ['in the run-up to the treatment'],
  },
  {
    term: 'stay upright rather than lying down (Swedish "vänta med att lägga dig": "wait" says not how long)',
    wrong: ['wait before lying down'],
  },
  {
    term: 'is most suitable, is the best choice (Swedish "passar bäst": "suit" needs an object)',
    wrong: ['suits best', 'suit best'],
  },
  {
    term: 'may be an option, which areas to treat (Swedish "aktuell" is not "relevant")',
    wrong: ['may be relevant if', 'are relevant for you', 'which areas are relevant'],
  },
  {
    term: 'the Nordlys IPL page (a page is named by its title)',
    wrong: ['Frax 1550 overview page', 'IPL overview page', 'Light & Bright overview page'],
  },
  { term: 'sullen (downturned corners of the mouth)', wrong: ['sour expression', 'sour or tired'] },
  { term: 'from the Restylane range (a product range, not a maker)', wrong: ['made by Restylane'] },
  {
    term: 'have …, are bothered by … (the Swedish "har", "stör dig" names a condition, not a wish)',
    wrong: ['want to work on'],
  },
];

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
