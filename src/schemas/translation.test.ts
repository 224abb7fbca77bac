/**
 * English beside Swedish (decision 0022): every text field of the content says whether it is
 * words, an English file holds only words, and the English view of an entry takes its words from
 * English and every figure from the Swedish file.
 */
import { existsSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { mockTreatment, schemas } from '../../tests/support/test-fixtures';
import { englishPageTexts, PAGE_TEXT_FILES, pageTexts } from '../config/page-texts';
import { englishFileOf } from '../config/english-files';
import { englishEntries, englishEntry } from '../lib/domain/english';
import { categorySchema, groupSchema, priceListSchema, treatmentSchema } from './catalogue';
import { clinicSchema } from './clinic';
import { concernSchema } from './concerns';
import { staffSchema, testimonialSchema } from './people';
import { editorReferences } from './editor';
import { pageTextSchemas } from './pages';
import {
  englishFileSchema,
  englishView,
  outdatedFields,
  SOURCE_FIELD,
  recordedSources,
  swedishSources,
  unmarkedTextFields,
  wordsOf,
  type WordShape,
} from './translation';
import { readContentYaml } from './read-yaml';

/** Every schema whose entries have English beside them, as the editor reads them. */
const translated = {
  category: categorySchema,
  group: groupSchema(editorReferences),
  treatment: treatmentSchema(editorReferences),
  priceList: priceListSchema(editorReferences),
  concern: concernSchema,
  clinic: clinicSchema,
  staff: staffSchema(editorReferences.image),
  testimonial: testimonialSchema,
  ...Object.fromEntries(Object.entries(pageTextSchemas).map(([key, schema]) => [`page ${key}`, schema])),
};

const treatmentWords = wordsOf(schemas.treatment)!;

describe('which fields are words', () => {
  it.each(Object.entries(translated))('every text field of %s says whether it is words', (_, schema) => {
    expect(unmarkedTextFields(schema)).toEqual([]);
  });

  it('finds a new text field that says nothing, inside a list too', () => {
    const grown = z.strictObject({
      title: z.string().meta({ translate: true }),
      faq: z.array(z.strictObject({ question: z.string().meta({ translate: true }), source: z.string() })),
    });
    expect(unmarkedTextFields(grown)).toEqual(['faq[].source']);
  });

  it('counts no figure, flag, picked entry or photo file as words', () => {
    const words = wordsOf(translated.treatment);
    expect(words?.kind).toBe('object');
    const fields = words?.kind === 'object' ? Object.keys(words.fields) : [];
    for (const figure of [
      'price',
      'duration',
      'order',
      'hidden',
      'category',
      'group',
      'bookingHref',
      'dataNotes',
    ])
      expect(fields).not.toContain(figure);
    expect(fields).toEqual(expect.arrayContaining(['title', 'summary', 'faq', 'before', 'after', 'options']));
  });
});

describe('the English file', () => {
  const english = englishFileSchema(schemas.treatment);

  it('holds words only: a price in it is refused', () => {
    expect(english.safeParse({ title: 'Anti-wrinkle: forehead' }).success).toBe(true);
    expect(english.safeParse({ title: 'Forehead', price: { kind: 'fixed', amount: 1700 } }).success).toBe(
      false,
    );
  });

  it('keeps the Swedish checks on each word (a summary too short is refused)', () => {
    expect(english.safeParse({ summary: 'Too short.' }).success).toBe(false);
  });
});

describe('the English view of an entry', () => {
  const swedish = (amount: number) =>
    mockTreatment('Rynkbehandling-Hals', 1, {
      title: 'Rynkbehandling hals',
      price: { kind: 'fixed', amount },
      duration: { kind: 'fixed', minutes: 30 },
      options: [{ id: 'v-1', label: 'Återbesök', price: { kind: 'fixed', amount: 500 } }],
    }).data;
  const words = {
    path: '/neck-lines',
    title: 'Anti-wrinkle treatment: neck',
    options: [{ id: 'v-1', label: 'Follow-up visit' }],
  };

  it('takes the figures from the Swedish file: a Swedish price changed is the English price', () => {
    for (const amount of [1700, 1900]) {
      const { data } = englishEntry(treatmentWords, swedish(amount), words);
      expect(data.price).toEqual(swedish(amount).price);
      expect(data.duration).toEqual(swedish(amount).duration);
      expect(data.options[0]).toEqual({ ...swedish(amount).options[0], label: 'Follow-up visit' });
      expect(data.title).toBe(words.title);
    }
  });

  it('lives at /en and the English file’s path, or the Swedish one in lower case until it has one', () => {
    expect(englishEntry(treatmentWords, swedish(1700), words).path).toBe('/en/neck-lines');
    expect(englishEntry(treatmentWords, swedish(1700), undefined).path).toBe('/en/rynkbehandling-hals');
  });

  it('names the words still in Swedish, and an entry with no English file as such', () => {
    const partial = englishEntry(treatmentWords, swedish(1700), words);
    expect(partial.hasEnglish).toBe(true);
    expect(partial.untranslated).toEqual(expect.arrayContaining(['Kort beskrivning', 'Före behandlingen']));
    expect(partial.untranslated).not.toContain('Rubrik');
    expect(partial.data.summary).toBe(swedish(1700).summary);
    expect(englishEntry(treatmentWords, swedish(1700), undefined)).toMatchObject({
      hasEnglish: false,
      data: { title: 'Rynkbehandling hals', price: { kind: 'fixed', amount: 1700 } },
    });
  });

  describe('a list whose items hold figures: each English item belongs to the Swedish item of its id', () => {
    const option = (id: string | undefined, label: string, amount: number) => ({
      ...(id ? { id } : {}),
      label,
      price: { kind: 'fixed' as const, amount },
    });
    const withOptions = (options: Array<ReturnType<typeof option>>) =>
      mockTreatment('Rynkbehandling-Hals', 1, { options }).data;
    const english = {
      path: '/neck-lines',
      options: [
        { id: 'v-60', label: 'Single session' },
        { id: 'v-90', label: 'Course of three' },
      ],
    };
    const labels = (options: Array<{ label: string }>) => options.map(({ label }) => label);

    it('a Swedish item added first leaves the others English, and shows its own words in Swedish', () => {
      const view = englishEntry(
        treatmentWords,
        withOptions([
          option('v-new', 'Ny variant', 400),
          option('v-60', 'Enstaka', 500),
          option('v-90', 'Kur om tre', 1200),
        ]),
        english,
      );
      expect(labels(view.data.options)).toEqual(['Ny variant', 'Single session', 'Course of three']);
      expect(view.untranslated).toContain('Varianter, kurer och tillägg');
    });

    it('reordering the Swedish items keeps each English label with its own price', () => {
      const view = englishEntry(
        treatmentWords,
        withOptions([option('v-90', 'Kur om tre', 1200), option('v-60', 'Enstaka', 500)]),
        english,
      );
      expect(view.data.options.map(({ label, price }) => [label, price])).toEqual([
        ['Course of three', { kind: 'fixed', amount: 1200 }],
        ['Single session', { kind: 'fixed', amount: 500 }],
      ]);
      expect(view.untranslated).not.toContain('Varianter, kurer och tillägg');
    });

    it('a removed Swedish item takes its English words with it; an item without an id stays Swedish', () => {
      const view = englishEntry(
        treatmentWords,
        withOptions([option('v-90', 'Kur om tre', 1200), option(undefined, 'Utan id', 300)]),
        english,
      );
      expect(labels(view.data.options)).toEqual(['Course of three', 'Utan id']);
      expect(view.untranslated).toContain('Varianter, kurer och tillägg');
    });

    it('the English file must name the item its words belong to', () => {
      const file = englishFileSchema(schemas.treatment);
      expect(file.safeParse({ options: [{ label: 'Single session' }] }).success).toBe(false);
      expect(file.safeParse({ options: [{ id: 'v-60', label: 'Single session' }] }).success).toBe(true);
    });
  });

  it.each(Object.entries(translated))(
    'every list of %s whose items hold figures and words has an id to pair them by',
    (_, schema) => {
      const unkeyed: string[] = [];
      const walk = (shape: WordShape | undefined, path: string) => {
        if (shape?.kind === 'list') {
          if (!shape.wordsOnly && !shape.key) unkeyed.push(path);
          walk(shape.item, `${path}[]`);
        }
        if (shape?.kind === 'object')
          for (const [key, field] of Object.entries(shape.fields)) walk(field, path ? `${path}.${key}` : key);
      };
      // The staff file is a list of people: read as the list field of one entry, as the build reads it.
      walk(wordsOf(_ === 'staff' ? z.strictObject({ staff: z.array(schema) }) : schema), '');
      expect(unkeyed).toEqual([]);
    },
  );

  it('gives a list of words its own length (more questions in English is fine)', () => {
    const faqWords = wordsOf(pageTextSchemas.home)!;
    const view = englishView(
      faqWords,
      {
        values: { title: 'Våra värderingar', items: [{ title: 'Omsorg', text: 'Vi tar oss tid för dig.' }] },
      },
      { values: { title: 'Our values', items: [{ title: 'Care', text: 'We take time for you.' }] } },
    );
    expect(view.data).toEqual({
      values: { title: 'Our values', items: [{ title: 'Care', text: 'We take time for you.' }] },
    });
  });

  it('names a list of words the English has fewer items of: a question or a "not suitable" row may be missing', () => {
    // The English editor found a side-effects question and a "Not suitable if you" row left out,
    // and nothing said so: the English list is its own, so it built without a word.
    const faqWords = wordsOf(pageTextSchemas.home)!;
    const swedishValues = {
      values: {
        title: 'Våra värderingar',
        items: [
          { title: 'Omsorg', text: 'Vi tar oss tid för dig.' },
          { title: 'Ärlighet', text: 'Vi säger vad vi tror.' },
        ],
      },
    };
    const fewer = {
      values: { title: 'Our values', items: [{ title: 'Care', text: 'We take time for you.' }] },
    };
    expect(englishView(faqWords, swedishValues, fewer).shorter).toHaveLength(1);
    const asMany = {
      values: {
        ...fewer.values,
        items: [...fewer.values.items, { title: 'Honesty', text: 'We say what we think.' }],
      },
    };
    expect(englishView(faqWords, swedishValues, asMany).shorter).toEqual([]);
  });
});

describe('an English text records the Swedish words it was written from', () => {
  const swedish = mockTreatment('Rynkbehandling-Hals', 1, {
    title: 'Rynkbehandling hals',
    options: [
      { id: 'v-1', label: 'Enstaka', price: { kind: 'fixed', amount: 500 } },
      { id: 'v-2', label: 'Kur om tre', price: { kind: 'fixed', amount: 1200 } },
    ],
  }).data;
  const words = {
    path: '/neck-lines',
    title: 'Anti-wrinkle treatment: neck',
    summary: 'Bands across the neck can soften once the muscle that draws them is relaxed.',
    options: [
      { id: 'v-1', label: 'Single session' },
      { id: 'v-2', label: 'Course of three' },
    ],
  };
  const current = { ...words, [SOURCE_FIELD]: recordedSources(treatmentWords, swedish, words) };

  it('is current while the Swedish words are those it recorded, whatever a figure or the order does', () => {
    expect(outdatedFields(treatmentWords, swedish, current)).toEqual([]);
    const figures = { ...swedish, price: { kind: 'fixed' as const, amount: 2100 }, order: 7 };
    expect(outdatedFields(treatmentWords, figures, current)).toEqual([]);
    const moved = { ...swedish, options: [...swedish.options].reverse() };
    expect(outdatedFields(treatmentWords, moved, current)).toEqual([]);
  });

  it('a Swedish edit makes the English of that field outdated, named by its Swedish label', () => {
    const edited = { ...swedish, summary: `${swedish.summary} Ny mening.` };
    expect(outdatedFields(treatmentWords, edited, current)).toEqual(['Kort beskrivning']);
    const relabelled = {
      ...swedish,
      options: [{ ...swedish.options[0]!, label: 'Ett besök' }, swedish.options[1]!],
    };
    expect(outdatedFields(treatmentWords, relabelled, current)).toEqual(['Varianter, kurer och tillägg']);
    expect(englishEntry(treatmentWords, edited, current).outdated).toEqual(['Kort beskrivning']);
  });

  it('after a Swedish edit, an edit of the English in the editor makes it current again', () => {
    const edited = { ...swedish, summary: `${swedish.summary} Ny mening.` };
    const updated = { ...current, summary: `${words.summary} A new sentence.` };
    expect(outdatedFields(treatmentWords, edited, updated)).toEqual([]);
    // A record from before the English hash was kept cannot tell an edit: still outdated.
    const swedishOnly = { ...updated, [SOURCE_FIELD]: swedishSources(treatmentWords, swedish) };
    expect(outdatedFields(treatmentWords, edited, swedishOnly)).toEqual(['Kort beskrivning']);
  });

  it('English the record never held is the clinic’s own, written after it: current', () => {
    expect(outdatedFields(treatmentWords, swedish, words)).toEqual([]);
    const { summary, ...recordedWithoutSummary } = current[SOURCE_FIELD];
    expect(summary).toMatch(/^[0-9a-f]{8}\/[0-9a-f]{8}$/);
    const laterSummary = { ...current, [SOURCE_FIELD]: recordedWithoutSummary };
    expect(outdatedFields(treatmentWords, { ...swedish, summary: 'Ny text.' }, laterSummary)).toEqual([]);
  });

  it('the English file may hold the record, and only as short hashes', () => {
    const file = englishFileSchema(schemas.treatment);
    expect(file.safeParse(current).success).toBe(true);
    expect(file.safeParse({ ...words, [SOURCE_FIELD]: { title: 'inte en summa' } }).success).toBe(false);
  });
});

describe('a collection in English', () => {
  it('pairs each Swedish entry with the English entry of its id, and leaves the others untranslated', () => {
    const swedish = [mockTreatment('Hudslipning', 1), mockTreatment('Nålbehandling', 2)];
    const english = [{ id: 'Hudslipning', data: { path: '/skin-planing', title: 'Hudslipning in English' } }];
    const entries = englishEntries(treatmentWords, swedish, english);
    expect(entries.map(({ id, hasEnglish, data }) => [id, hasEnglish, data.title])).toEqual([
      ['Hudslipning', true, 'Hudslipning in English'],
      ['Nålbehandling', false, 'Nålbehandling'],
    ]);
  });
});

describe('the fixed pages in English', () => {
  it.each(Object.keys(pageTextSchemas) as Array<keyof typeof pageTextSchemas>)(
    '%s: words from its English file where it has one, every other value from Swedish',
    (key) => {
      const { data, hasEnglish } = englishPageTexts(key);
      const swedish = pageTexts[key];
      expect(existsSync(englishFileOf(PAGE_TEXT_FILES[key]))).toBe(hasEnglish);
      // Not a word: the education page's switch stays the Swedish file's.
      if ('hidden' in swedish) expect((data as typeof swedish).hidden).toBe(swedish.hidden);
      if (hasEnglish) expect(data).not.toEqual(swedish);
    },
  );
});

describe('the clinic’s facts in English', () => {
  const words = wordsOf(clinicSchema)!;
  const swedish = clinicSchema.parse(readContentYaml('src/content/clinic.yaml'));
  const english = {
    tagline: 'Aesthetics and skin care',
    careProvider: { medicallyResponsible: { title: 'licensed doctor' } },
  };

  it('takes its words from English and every figure from the Swedish file, a changed one too', () => {
    const changed = { ...swedish, phone: { ...swedish.phone, display: '08-999 999 99' } };
    const { data } = englishView(words, changed, english);
    expect(data.tagline).toBe(english.tagline);
    expect(data.careProvider.medicallyResponsible.title).toBe(
      english.careProvider.medicallyResponsible.title,
    );
    expect(data.careProvider.medicallyResponsible.name).toBe(swedish.careProvider.medicallyResponsible.name);
    expect(data.phone.display).toBe('08-999 999 99');
    expect(data.careProvider.organisationNumber).toBe(swedish.careProvider.organisationNumber);
    expect(data.openingHours.regular.map(({ opens, closes }) => [opens, closes])).toEqual(
      swedish.openingHours.regular.map(({ opens, closes }) => [opens, closes]),
    );
    expect(data.policies.injectionConsultationHours).toBe(swedish.policies.injectionConsultationHours);
  });

  it('names the words still in Swedish for the content report', () => {
    const { untranslated } = englishView(words, swedish, { tagline: english.tagline });
    expect(untranslated).toContain('Vårdgivare (lag 2021:363)');
    expect(untranslated).not.toContain('Vad kliniken är, på en rad');
  });

  it('never counts a name, an address or a number as words', () => {
    const fields = words.kind === 'object' ? Object.keys(words.fields) : [];
    for (const figure of [
      'name',
      'phone',
      'email',
      'address',
      'siteUrl',
      'bookingUrl',
      'social',
      'copyrightYear',
    ])
      expect(fields).not.toContain(figure);
  });

  it('keeps the reviews the clients’ own words: nothing in them is for translating', () => {
    expect(wordsOf(testimonialSchema)).toBeUndefined();
  });
});
