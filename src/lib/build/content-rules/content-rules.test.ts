// @vitest-environment node
/**
 * Each content rule on a small clinic of a few files: it passes on content that keeps it, fails
 * on content that breaks it (naming the file and the field), and says nothing where the catalogue
 * has no such kind of care. The shipped content is judged by every build, not here.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import * as aliases from './aliases';
import * as care from './care';
import * as copy from './copy';
import * as legal from './legal';
import * as prescription from './prescription';
import * as waiting from './waiting-periods';
import { careKindOf } from './catalogue';
import { checkContent, contentOf, contentRules, problemLine, rulesReport, type ContentRule } from './index';
import { proseOf } from './prose';
import { treatmentSchema } from '../../../schemas/catalogue';
import { editorReferences } from '../../../schemas/editor';

type Fields = Record<string, unknown>;

const yamlFile = (file: string, data: unknown) => ({ file: `src/content/${file}`, text: stringify(data) });
const markdownFile = (file: string, data: Fields, body = '') => ({
  file: `src/content/${file}`,
  text: `---\n${stringify(data)}---\n${body}\n`,
});

const CATEGORIES = [
  yamlFile('categories/injektioner.yaml', {
    path: '/Injektioner',
    title: 'Injektioner',
    careKind: 'injection',
  }),
  yamlFile('categories/ljus.yaml', { path: '/Ljus', title: 'Ljus', careKind: 'device' }),
  yamlFile('categories/hudvard.yaml', { path: '/Hudvard', title: 'Hudvård' }),
  yamlFile('categories/har.yaml', { path: '/Har', title: 'Hår', waxing: true }),
];

/** The clinic's waiting periods (clinic.yaml, policies), which the rules on consultations compare prose with. */
const CLINIC = yamlFile('clinic.yaml', {
  policies: {
    injectionConsultationHours: 48,
    injectionConsultationAfterMonths: 6,
    surgicalConsultationDays: 7,
  },
});

/** A category of care only a physician performs (aesthetic surgery, as thread lifts are read). */
const LIFTS = yamlFile('categories/lyft.yaml', {
  path: '/Lyft',
  title: 'Ansiktslyft',
  careKind: 'physician',
});

const RISKS = { question: legal.RISK_QUESTION, answer: 'Sällsynta risker är blåmärken och infektion.' };

/** A treatment that keeps every rule of its kind; `fields` change it. */
function treatment(category: string, name: string, fields: Fields = {}, body = '') {
  const base: Fields = {
    path: `/${name}`,
    title: name,
    category,
    summary: 'En behandling som kan ge en jämnare hud, olika för olika personer.',
    before: ['Boka en konsultation minst 48 timmar före, och på nytt efter sex månader.'],
    after: ['När vi har stängt, ring 1177 om du får besvär.'],
    details: [
      { label: 'Passar inte dig som', value: 'Är gravid eller tar läkemedel som gör huden ljuskänslig' },
    ],
    faq: [RISKS],
  };
  return markdownFile(`treatments/${category}/${name}.md`, { ...base, ...fields }, body);
}

const clinic = (...files: Array<{ file: string; text: string }>) => contentOf([...CATEGORIES, ...files]);
const run = (rule: ContentRule, ...files: Array<{ file: string; text: string }>) =>
  rule.check(clinic(...files));

interface Case {
  rule: ContentRule;
  passes: Array<{ file: string; text: string }>;
  fails: Array<{ file: string; text: string }>;
  /** The field the failure names. */
  field: string;
}

const cases: Case[] = [
  {
    rule: legal.risksOnThePage,
    passes: [treatment('ljus', 'Ipl'), treatment('hudvard', 'Peeling', { faq: [] })],
    fails: [treatment('injektioner', 'Filler', { faq: [] })],
    field: 'faq',
  },
  {
    rule: legal.wholeConsultationRule,
    passes: [
      CLINIC,
      treatment('injektioner', 'Filler'),
      treatment('hudvard', 'Peeling', { before: ['Kom utan smink.'] }),
    ],
    fails: [
      CLINIC,
      treatment('injektioner', 'Filler', { before: ['Boka en konsultation minst 48 timmar före.'] }),
    ],
    field: 'before',
  },
  {
    rule: waiting.consultationPeriodsMatchThePolicy,
    passes: [
      CLINIC,
      LIFTS,
      treatment('lyft', 'Lyft', { before: ['Boka en konsultation minst sju dagar före varje ingrepp.'] }),
      treatment('injektioner', 'Filler'),
      treatment('hudvard', 'Peeling', { before: ['Undvik sol minst 48 timmar före.'] }),
    ],
    fails: [
      CLINIC,
      LIFTS,
      treatment('lyft', 'Lyft', {
        before: ['Boka en konsultation minst 48 timmar före ditt första ingrepp, eller efter sex månader.'],
      }),
    ],
    field: 'before.0',
  },
  {
    rule: prescription.noPrescriptionMedicineWithACallToBook,
    passes: [
      treatment('injektioner', 'Dropp', {
        prescriptionOnly: true,
        summary: 'Dropp är ett receptbelagt läkemedel som bara ges om en läkare ordinerar det.',
      }),
      treatment('injektioner', 'Filler', { summary: 'Boka nu.' }),
    ],
    fails: [
      treatment('injektioner', 'Dropp', {
        prescriptionOnly: true,
        summary: 'Dropp ges efter en läkares bedömning. Boka dropp redan i dag.',
      }),
    ],
    field: 'summary',
  },
  {
    rule: prescription.noSuitsOnAMedicinePage,
    passes: [
      treatment('injektioner', 'Filler', { details: [{ label: 'Passar dig som', value: 'Har djupa veck' }] }),
      treatment('injektioner', 'Muskel', { prescriptionMedicine: true }),
    ],
    fails: [
      treatment('injektioner', 'Muskel', {
        prescriptionMedicine: true,
        details: [
          { label: 'Passar dig som', value: 'Har linjer i pannan' },
          { label: 'Passar inte dig som', value: 'Är gravid' },
        ],
      }),
    ],
    field: 'details.0',
  },
  {
    rule: legal.laserSaysWhoItDoesNotSuit,
    passes: [treatment('ljus', 'Ipl'), treatment('hudvard', 'Peeling', { details: [] })],
    fails: [treatment('ljus', 'Ipl', { details: [{ label: 'Passar inte dig som', value: 'Är solbränd' }] })],
    field: 'details.0.value',
  },
  {
    rule: legal.laserSaysWhereToTurn,
    passes: [treatment('ljus', 'Ipl'), treatment('hudvard', 'Peeling', { after: ['Använd solskydd.'] })],
    fails: [treatment('ljus', 'Ipl', { after: ['Använd solskydd varje dag.'] })],
    field: 'after',
  },
  {
    rule: legal.noOfferOfLipFillers,
    passes: [
      treatment('injektioner', 'Lipflip', {
        summary: 'Vi ger inte fillers i läpparna, men kan ge en lip flip.',
      }),
    ],
    fails: [
      treatment('injektioner', 'Lipflip', {
        summary: 'Vi ger också fillers i läpparna för fylligare läppar.',
      }),
    ],
    field: 'summary',
  },
  {
    rule: legal.medicalSummaryHedges,
    passes: [treatment('hudvard', 'Peeling', { summary: 'Peelingen tar bort döda hudceller på en timme.' })],
    fails: [treatment('ljus', 'Ipl', { summary: 'IPL tar bort rodnader och pigment på en behandling.' })],
    field: 'summary',
  },
  {
    rule: legal.oneWordingForPrescribedMedicines,
    passes: ['A', 'B'].map((name) =>
      treatment('injektioner', name, {
        before: [
          'Sluta inte med läkemedel som en läkare har ordinerat; berätta om dem. 48 timmar, sex månader.',
        ],
      }),
    ),
    fails: [
      ...['A', 'B'].map((name) =>
        treatment('injektioner', name, {
          before: [
            'Sluta inte med läkemedel som en läkare har ordinerat; berätta om dem. 48 timmar, sex månader.',
          ],
        }),
      ),
      treatment('injektioner', 'C', {
        before: ['Fråga din läkare om läkemedel som har ordinerats. 48 timmar, sex månader.'],
      }),
    ],
    field: 'before.0',
  },
  {
    rule: legal.gradualShapeJudgedLate,
    passes: [
      treatment('injektioner', 'Kake', { summary: 'Käken kan bli smalare med tiden, olika för olika.' }),
    ],
    fails: [
      treatment('injektioner', 'Kake', {
        summary: 'Käken kan bli smalare med tiden, olika för olika.',
        after: ['Vänta till full effekt innan du ska bedöma resultatet.'],
      }),
    ],
    field: 'after.0',
  },
  {
    rule: legal.consultationAlwaysMeansFirst,
    passes: [treatment('hudvard', 'Peeling', {}, 'Före en första injektion gör vi alltid en konsultation.')],
    fails: [treatment('hudvard', 'Peeling', {}, 'Vi gör alltid en konsultation före injektioner.')],
    field: 'body',
  },
  {
    rule: care.noInjectionAdviceOnCarePages,
    passes: [treatment('injektioner', 'Filler', { after: ['Håll dig upprätt i fyra timmar.'] })],
    fails: [
      treatment('hudvard', 'Peeling', { after: ['Använd solskydd.', 'Håll dig upprätt i fyra timmar.'] }),
    ],
    field: 'after.1',
  },
  {
    rule: care.noConditionOnSex,
    passes: [
      treatment('hudvard', 'Vaxning armar', {
        details: [{ label: 'Passar dig som', value: 'Har grovt hår' }],
      }),
    ],
    fails: [
      treatment('hudvard', 'Vaxning armar', { details: [{ label: 'Passar dig som', value: 'Är man' }] }),
    ],
    field: 'details.0.value',
  },
  {
    rule: care.noRequiredConsultationInCare,
    passes: [treatment('hudvard', 'Peeling', {}, 'Boka gärna en kostnadsfri konsultation.')],
    fails: [treatment('hudvard', 'Peeling', {}, 'Antalet behandlingar bestäms vid konsultationen.')],
    field: 'body',
  },
  {
    rule: care.titlesNotMenuLabelsInText,
    passes: [
      treatment('hudvard', 'Vaxning hela ben', { menuTitle: 'Hela ben' }),
      treatment('hudvard', 'Bikini', {}, 'Vill du också vaxa benen, välj vaxning hela ben.'),
    ],
    fails: [
      treatment('hudvard', 'Vaxning hela ben', { menuTitle: 'Hela ben' }),
      treatment('hudvard', 'Bikini', {}, 'Vill du också vaxa benen, välj Hela ben.'),
    ],
    field: 'body',
  },
  {
    rule: care.notForInTheFacts,
    passes: [treatment('hudvard', 'Dermaplaning', {}, 'Den passar inte om du har aktiv akne.')],
    fails: [treatment('hudvard', 'Dermaplaning', { details: [] }, 'Den passar inte om du har aktiv akne.')],
    field: 'details',
  },
  {
    rule: care.waxingAsksAboutRetinoids,
    passes: [
      treatment('har', 'Ben', {
        before: ['Berätta om du använder retinol eller aknetabletter.'],
      }),
    ],
    fails: [treatment('har', 'Ben', { before: ['Låt håret växa i fyra veckor.'] })],
    field: 'before',
  },
  {
    rule: care.injectionAddOnWaitsForConsultation,
    passes: [
      CLINIC,
      treatment(
        'hudvard',
        'Peeling',
        { options: [{ label: 'Tillägg skinbooster', price: { kind: 'fixed', amount: 900 } }] },
        'En första skinbooster kräver en konsultation minst 48 timmar före.',
      ),
    ],
    fails: [
      CLINIC,
      treatment('hudvard', 'Peeling', {
        options: [{ label: 'Tillägg skinbooster', price: { kind: 'fixed', amount: 900 } }],
      }),
    ],
    field: 'body',
  },
  {
    rule: copy.glossaryTerms,
    passes: [treatment('hudvard', 'Peeling', {}, 'Huden kan bli röd, men det brukar gå över av sig självt.')],
    fails: [treatment('hudvard', 'Peeling', {}, 'Huden kan bli röd, men det brukar gå över av sig själv.')],
    field: 'body',
  },
  {
    rule: copy.detailValuesStartWithACapital,
    passes: [
      treatment('hudvard', 'Peeling', { details: [{ label: 'Passar dig som', value: 'Vill ha slät hud' }] }),
    ],
    fails: [
      treatment('hudvard', 'Peeling', { details: [{ label: 'Passar dig som', value: 'vill ha slät hud' }] }),
    ],
    field: 'details.0.value',
  },
  {
    rule: copy.noWorkingWithTheSkin,
    passes: [treatment('hudvard', 'Peeling', {}, 'Vi behandlar huden varsamt.')],
    fails: [treatment('hudvard', 'Peeling', {}, 'För dig som vill arbeta med hudens kvalitet.')],
    field: 'body',
  },
  {
    rule: copy.fatDepositsHedged,
    passes: [treatment('hudvard', 'Carboxy', {}, 'Stödet för att fettdepåer blir mindre är svagt.')],
    fails: [treatment('hudvard', 'Carboxy', {}, 'Behandlingen minskar fettdepåer på magen.')],
    field: 'body',
  },
  {
    rule: copy.courseNamedAsSold,
    passes: [
      treatment(
        'hudvard',
        'Peeling',
        {
          options: [
            { label: 'Kur om 3 behandlingar', price: { kind: 'fixed', amount: 2000 }, kind: 'course' },
          ],
        },
        'Vi rekommenderar en kur om 3 behandlingar.',
      ),
    ],
    fails: [
      treatment(
        'hudvard',
        'Peeling',
        {
          options: [
            { label: 'Kur om 3 behandlingar', price: { kind: 'fixed', amount: 2000 }, kind: 'course' },
          ],
        },
        'Vi rekommenderar en kur om 4–6 behandlingar.',
      ),
    ],
    field: 'options.0.label',
  },
  {
    rule: copy.optionLabelWithoutColon,
    passes: [treatment('hudvard', 'Peeling', { options: [{ label: 'Crystal: Peel', ownName: true }] })],
    fails: [treatment('hudvard', 'Peeling', { options: [{ label: 'Tillägg: Profhilo' }] })],
    field: 'options.0.label',
  },
  {
    rule: copy.oneWordForPeeling,
    passes: [treatment('hudvard', 'Peeling', {}, 'Huden kan fjälla några dagar.')],
    fails: [treatment('hudvard', 'Peeling', {}, 'Huden kan fjälla några dagar, och sedan flagna.')],
    field: '',
  },
  {
    rule: copy.noTemplateFrames,
    passes: ['A', 'B', 'C'].map((name) =>
      treatment('hudvard', name, {}, 'En behandling för dig som vill ha en lugnare hud.'),
    ),
    fails: ['A', 'B', 'C', 'D'].map((name) =>
      treatment('hudvard', name, {}, 'En behandling för dig som vill ha en lugnare hud.'),
    ),
    field: '',
  },
  {
    rule: copy.overviewAnswersTheRisks,
    passes: [
      yamlFile('groups/ipl.yaml', { path: '/IPL', title: 'Nordlys IPL', category: 'ljus', faq: [RISKS] }),
      treatment('ljus', 'Ipl', {
        group: 'ipl',
        faq: [{ question: legal.RISK_QUESTION, answer: 'Rodnad; alla risker står under Nordlys IPL.' }],
      }),
    ],
    fails: [
      yamlFile('groups/ipl.yaml', { path: '/IPL', title: 'Nordlys IPL', category: 'ljus', faq: [] }),
      treatment('ljus', 'Ipl', {
        group: 'ipl',
        faq: [{ question: legal.RISK_QUESTION, answer: 'Rodnad; alla risker står under Nordlys IPL.' }],
      }),
    ],
    field: 'faq',
  },
  {
    rule: copy.concernsOnTheirOwnPaths,
    passes: [
      treatment('hudvard', 'Peeling', { hidden: true }),
      yamlFile('concerns/akne.yaml', { path: '/Besvar-Akne', treatments: ['/Peeling'] }),
    ],
    fails: [
      treatment('hudvard', 'Peeling'),
      yamlFile('concerns/akne.yaml', { path: '/Akne', treatments: ['/Peeling'] }),
    ],
    field: 'path',
  },
  {
    rule: copy.consultationOnceInChoosing,
    passes: [
      treatment('hudvard', 'Peeling'),
      yamlFile('concerns/akne.yaml', {
        path: '/Besvar-Akne',
        treatments: ['/Peeling'],
        choosing: 'Boka gärna en konsultation.\n\nVälj det som passar dig.',
      }),
    ],
    fails: [
      treatment('injektioner', 'Filler'),
      yamlFile('concerns/akne.yaml', {
        path: '/Besvar-Akne',
        treatments: ['/Filler'],
        choosing: 'Boka gärna en konsultation.\n\nVälj det som passar dig.',
      }),
    ],
    field: 'choosing',
  },
  {
    rule: aliases.aliasesLeadToOnePage,
    passes: [
      yamlFile('categories/spa.yaml', { path: '/Spaa', title: 'Spa', aliases: ['/Spa'] }),
      treatment('hudvard', 'Peeling', { aliases: ['/Peel', '/Peelingar'] }),
    ],
    fails: [yamlFile('categories/spa.yaml', { path: '/Spaa', aliases: ['/hudvard'] })],
    field: 'aliases.0',
  },
];

describe('each content rule', () => {
  it('has a case here', () => {
    expect(new Set(cases.map(({ rule }) => rule))).toEqual(new Set(contentRules));
  });

  for (const { rule, passes, fails, field } of cases) {
    describe(rule.name, () => {
      it('passes content that keeps it', () => {
        expect(run(rule, ...passes).map(problemLine)).toEqual([]);
      });

      it('fails content that breaks it, with the file and the field', () => {
        const problems = run(rule, ...fails);
        expect(problems.length).toBeGreaterThan(0);
        expect(fails.map(({ file }) => file)).toContain(problems[0]!.file);
        expect(problems[0]!.field).toBe(field);
        expect(problems[0]!.message).toMatch(/^\S.*[.:?!]$/s);
      });

      it('is not broken by a hidden page', () => {
        // The hide switch: a hidden entry's page is not built, so its copy is not judged.
        const hidden = fails.map(({ file, text }) =>
          file.includes('/treatments/')
            ? { file, text: text.replace(/^---\n/, '---\nhidden: true\n') }
            : { file, text },
        );
        if (!fails.some(({ file }) => file.includes('/treatments/'))) return;
        if (rule === copy.concernsOnTheirOwnPaths) return;
        expect(run(rule, ...hidden)).toEqual([]);
      });
    });
  }
});

describe('the waiting periods in prose', () => {
  const problems = (...files: Array<{ file: string; text: string }>) =>
    waiting.consultationPeriodsMatchThePolicy.check(clinic(CLINIC, LIFTS, ...files)).map((p) => p.message);
  const filler = (before: string) => treatment('injektioner', 'Filler', { before: [before] });

  it('asks for the six months wherever the hours are stated, and for the policy’s figures', () => {
    expect(problems(filler('Boka en konsultation minst 48 timmar före.'))).toHaveLength(1);
    expect(
      problems(filler('Boka en konsultation minst 24 timmar före, och på nytt efter sex månader.')),
    ).toHaveLength(1);
    expect(
      problems(filler('Boka en konsultation minst 48 timmar före, och på nytt efter tre månader.')),
    ).toHaveLength(1);
    expect(
      problems(
        filler('Första gången, eller efter mer än 6 månader? Boka en konsultation minst 48 timmar före.'),
      ),
    ).toEqual([]);
  });

  it('reads the figures from the policies, not from the law’s usual ones', () => {
    const longer = yamlFile('clinic.yaml', {
      policies: {
        injectionConsultationHours: 72,
        injectionConsultationAfterMonths: 3,
        surgicalConsultationDays: 10,
      },
    });
    const run = (...files: Array<{ file: string; text: string }>) =>
      waiting.consultationPeriodsMatchThePolicy.check(clinic(longer, LIFTS, ...files));
    expect(run(filler('Boka en konsultation minst 72 timmar före, och på nytt efter tre månader.'))).toEqual(
      [],
    );
    expect(
      run(filler('Boka en konsultation minst 48 timmar före, och på nytt efter sex månader.')),
    ).toHaveLength(1);
    const lift = treatment('lyft', 'Lyft', {
      before: ['Boka en konsultation minst tio dagar före varje ingrepp.'],
    });
    expect(run(lift)).toEqual([]);
  });

  it('refuses the injections’ rule given to a physician’s procedure, on any page', () => {
    const category = yamlFile('categories/injektioner.yaml', {
      path: '/Injektioner',
      title: 'Injektioner',
      careKind: 'injection',
      intro:
        'Boka en konsultation minst 48 timmar före en första behandling, eller efter sex månader. Samma regel gäller ansiktslyft.',
    });
    expect(problems(category)).toHaveLength(1);
  });

  it('judges English prose by the same figures', () => {
    const english = {
      file: 'src/content/en/treatments/lyft/Lyft.md',
      text: `---\n${stringify({ title: 'Lift', before: ['Book a consultation at least 48 hours before your first lift.'] })}---\n`,
    };
    expect(problems(treatment('lyft', 'Lyft'), english)).toHaveLength(2);
  });
});

describe('old addresses (aliases)', () => {
  const problems = (...files: Array<{ file: string; text: string }>) =>
    run(aliases.aliasesLeadToOnePage, ...files).map(problemLine);

  it('refuses one given by two pages, naming both files, in any letter case', () => {
    expect(
      problems(
        treatment('hudvard', 'Peeling', { aliases: ['/Gammal'] }),
        treatment('hudvard', 'Ansikte', { aliases: ['/GAMMAL'] }),
      ),
    ).toEqual([
      'src/content/treatments/hudvard/Peeling.md, fältet aliases.0: Den gamla adressen /Gammal står redan som gammal adress i src/content/treatments/hudvard/Ansikte.md. En adress kan bara leda till en sida: ta bort den ur den ena filen.',
    ]);
  });

  it('refuses a page’s own path, a fixed page’s, the English site’s and a hidden page’s', () => {
    const lines = problems(
      treatment('hudvard', 'Peeling', { aliases: ['/peeling', '/Omoss', '/EN'] }),
      treatment('hudvard', 'Dold', { hidden: true }),
      yamlFile('pages/hem.yaml', { aliases: ['/Dold'] }),
    );
    expect(lines).toEqual([
      'src/content/pages/hem.yaml, fältet aliases.0: Den gamla adressen /Dold är adressen till en annan sida (src/content/treatments/hudvard/Dold.md). Ta bort den ur listan Gamla adresser.',
      'src/content/treatments/hudvard/Peeling.md, fältet aliases.0: Den gamla adressen /peeling är sidans egen adress. Ta bort den ur listan Gamla adresser.',
      'src/content/treatments/hudvard/Peeling.md, fältet aliases.1: Den gamla adressen /Omoss är adressen till en annan sida (sidan Om oss). Ta bort den ur listan Gamla adresser.',
      'src/content/treatments/hudvard/Peeling.md, fältet aliases.2: Den gamla adressen /EN är en adress som webbplatsen själv använder. Ta bort den ur listan Gamla adresser.',
    ]);
  });
});

describe('the kind of care', () => {
  it('comes from what the category declares, never from its title or id', () => {
    expect(careKindOf({ title: 'Ljus', careKind: 'device' })).toBe('laser');
    expect(careKindOf({ title: 'Ingrepp', careKind: 'physician' })).toBe('regulated');
    expect(careKindOf({ title: 'Fillers', careKind: 'injection' })).toBe('regulated');
    expect(careKindOf({ title: 'Laser', careKind: 'beauty' })).toBe('care');
    // Undeclared is the schema's default, care that needs no licence, whatever the title says.
    expect(careKindOf({ title: 'Laserbehandlingar' })).toBe('care');
    expect(careKindOf({ title: 'Hud', menuTitle: 'IPL' })).toBe('care');
    expect(careKindOf(undefined)).toBe('care');
  });

  it('puts a category titled laser under the laser rules only when it declares the device kind', () => {
    const page = treatment('titel', 'Ljusbehandling', { details: [], after: ['Använd solskydd.'] });
    const titled = (fields: Fields) =>
      contentOf([
        yamlFile('categories/titel.yaml', { path: '/Titel', title: 'Laser och IPL', ...fields }),
        page,
      ]);
    expect(legal.laserSaysWhoItDoesNotSuit.check(titled({}))).toEqual([]);
    expect(legal.laserSaysWhereToTurn.check(titled({}))).toEqual([]);
    expect(legal.laserSaysWhoItDoesNotSuit.check(titled({ careKind: 'device' }))).toHaveLength(1);
    expect(legal.laserSaysWhereToTurn.check(titled({ careKind: 'device' }))).toHaveLength(1);
  });

  it('finds waxing by the category’s trait, not by a treatment’s title', () => {
    const unasked = { before: ['Låt håret växa i fyra veckor.'] };
    const titled = contentOf([CATEGORIES[2]!, treatment('hudvard', 'Vaxning ben', unasked)]);
    expect(care.waxingAsksAboutRetinoids.check(titled)).toEqual([]);
    const declared = contentOf([CATEGORIES[3]!, treatment('har', 'Sockring ben', unasked)]);
    expect(care.waxingAsksAboutRetinoids.check(declared).map((problem) => problem.field)).toEqual(['before']);
  });

  it('gives a clinic without laser no laser rule to meet', () => {
    const noLaser = contentOf([
      CATEGORIES[0]!,
      CATEGORIES[2]!,
      treatment('hudvard', 'Peeling', { details: [] }),
    ]);
    expect(legal.laserSaysWhoItDoesNotSuit.check(noLaser)).toEqual([]);
    expect(legal.laserSaysWhereToTurn.check(noLaser)).toEqual([]);
  });
});

describe('prose, from the schema', () => {
  const schema = treatmentSchema(editorReferences);

  it('reads the texts a visitor reads, not paths, picked entries, figures or notes to the clinic', () => {
    const fields = proseOf(schema, {
      path: '/Peeling',
      title: 'Peeling',
      category: 'hudvard',
      summary: 'En kort text.',
      price: { kind: 'fixed', amount: 500 },
      dataNotes: ['En anteckning som aldrig visas.'],
      before: ['Kom utan smink.'],
      faq: [{ question: 'Gör det ont?', answer: 'Nej.' }],
    }).map(({ field }) => field);
    expect(fields).toEqual(['title', 'summary', 'before.0', 'faq.0.question', 'faq.0.answer']);
  });

  it('reads the same whether an editor wrapped the text or not', () => {
    const wrapped = contentOf([
      {
        file: 'src/content/categories/a.yaml',
        text: 'title: A\nintro: >-\n  En lång text\n  som radbryts.\n',
      },
    ]);
    const flat = contentOf([
      { file: 'src/content/categories/a.yaml', text: 'title: A\nintro: En lång text som radbryts.\n' },
    ]);
    expect(wrapped.entries[0]!.prose).toEqual(flat.entries[0]!.prose);
  });
});

describe('the report', () => {
  it('lists every problem at once, each with its file and field, in Swedish', () => {
    const problems = checkContent(
      clinic(treatment('injektioner', 'Filler', { faq: [] }), treatment('ljus', 'Ipl', { after: [] })),
    );
    expect(problems.length).toBeGreaterThanOrEqual(2);
    const report = rulesReport(problems);
    expect(report).toMatch(/^Innehållskontrollen hittade \d+ saker i 2 filer som behöver rättas/);
    expect(report).toContain('src/content/treatments/injektioner/Filler.md, fältet faq: ');
    expect(report).toContain('src/content/treatments/ljus/Ipl.md, fältet after: ');
  });

  it('names an entry of a list file by its number', () => {
    expect(problemLine({ file: 'src/content/testimonials.yaml', field: 'items.1.text', message: 'X.' })).toBe(
      'src/content/testimonials.yaml, post 2, fältet text: X.',
    );
  });
});
