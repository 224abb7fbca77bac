/**
 * The editor's fields, in Swedish, ordered and grouped the way the clinic thinks of a page
 * ("Sidan", "Pris och tid", "Texter", "Före/efter", "Bild", "Bokning"), not the way the schema
 * happens to be written. Each field mirrors one field of the Zod schemas in src/schemas/: the
 * test src/cms/schema-drift.test.ts fails when a name, a type or required-ness differs.
 *
 * A label starts with its group ("Pris och tid · Pris"): Sveltia CMS has no field groups of its
 * own, and the data keeps the schema's flat shape.
 */
import type { Field } from '@sveltia/cms';
import { ART_MOTIFS, DEFAULT_MOTIF } from '../lib/art-motifs';

type Group = 'Sidan' | 'Pris och tid' | 'Texter' | 'Före/efter' | 'Bild' | 'Bokning' | 'Internt';

/** "Pris och tid · Pris": the group the owner looks for first, then the field. */
export const label = (group: Group, name: string) => `${group} · ${name}`;

const optional = { required: false } as const;

const pagePathField = {
  name: 'path',
  label: label('Sidan', 'Adress'),
  widget: 'string',
  hint: 'Sidans adress på webbplatsen, med inledande snedstreck och utan mellanslag, t.ex. /Dermaplaning. Ändras den slutar gamla länkar att fungera.',
  pattern: ['^/[^\\s/?#]+$', 'Skriv adressen som /Sidnamn: inledande snedstreck, inga mellanslag'],
} as const satisfies Field;

/** Where an entry stands in lists: last in the form, with what only a developer touches. */
export const orderField: Field = {
  name: 'order',
  label: label('Internt', 'Ordning i listor'),
  widget: 'number',
  value_type: 'int',
  min: 0,
  hint: 'Lägre nummer visas först.',
};

/** What every catalogue page has: its address, title, short name and summary (its order: orderField). */
export const pageFields = (what: string): Field[] => [
  { name: 'title', label: label('Sidan', 'Rubrik'), widget: 'string', pattern: ['.{2,}', 'Minst 2 tecken'] },
  {
    name: 'summary',
    label: label('Sidan', 'Kort beskrivning'),
    widget: 'text',
    hint: `En eller två meningar överst på ${what} och på kortet som leder dit (20–260 tecken).`,
    pattern: ['^[\\s\\S]{20,260}$', 'Skriv 20–260 tecken'],
  },
  pagePathField,
  {
    name: 'menuTitle',
    label: label('Sidan', 'Kort namn i menyn'),
    widget: 'string',
    hint: 'Används i menyer och på kort när rubriken är lång. Lämna tomt för att använda rubriken.',
    ...optional,
  },
];

const kronor = (name: string, fieldLabel: string): Field => ({
  name,
  label: fieldLabel,
  widget: 'number',
  value_type: 'int',
  min: 1,
  after_input: 'kr',
});

const minutes = (name: string, fieldLabel: string): Field => ({
  name,
  label: fieldLabel,
  widget: 'number',
  value_type: 'int',
  min: 1,
  max: 240,
  after_input: 'min',
});

type FieldType = { name: string; label: string; widget: 'object'; fields: Field[] };

/** An object whose shape is chosen from `types`, saved with the choice as `kind` (a tagged union). */
const choiceField = (
  name: string,
  fieldLabel: string,
  required: boolean,
  hint: string | undefined,
  types: FieldType[],
): Field => ({
  name,
  label: fieldLabel,
  widget: 'object',
  typeKey: 'kind',
  required,
  ...(hint ? { hint } : {}),
  types,
});

export const shape = (name: string, shapeLabel: string, fields: Field[]): FieldType => ({
  name,
  label: shapeLabel,
  widget: 'object',
  fields,
});

/** A price: fixed, "från" or a range (src/schemas/fields.ts `price`). */
export const priceField = (name: string, fieldLabel: string, required: boolean, hint?: string): Field =>
  choiceField(name, fieldLabel, required, hint, [
    shape('fixed', 'Fast pris', [kronor('amount', 'Pris')]),
    shape('from', 'Från-pris', [kronor('amount', 'Från')]),
    shape('range', 'Prisintervall', [kronor('min', 'Lägst'), kronor('max', 'Högst')]),
  ]);

/** A duration: fixed or a range of minutes (src/schemas/fields.ts `duration`). */
export const durationField = (fieldLabel: string, required: boolean, hint?: string): Field =>
  choiceField('duration', fieldLabel, required, hint, [
    shape('fixed', 'Fast tid', [minutes('minutes', 'Tid')]),
    shape('range', 'Tidsintervall', [minutes('min', 'Kortast'), minutes('max', 'Längst')]),
  ]);

const priceKindOptions = [
  { label: 'En behandling', value: 'single' },
  { label: 'Kur eller klippkort (flera behandlingar)', value: 'course' },
  { label: 'Tillägg till en annan behandling', value: 'addon' },
];

export const priceKindField = (name: string, fieldLabel: string): Field => ({
  name,
  label: fieldLabel,
  widget: 'select',
  options: priceKindOptions,
  default: 'single',
  hint: 'Bara enskilda behandlingar räknas in i prisintervallen på /Priser.',
  ...optional,
});

export const faqField = (group: Group): Field => ({
  name: 'faq',
  label: label(group, 'Vanliga frågor'),
  label_singular: 'fråga',
  widget: 'list',
  summary: '{{fields.question}}',
  ...optional,
  fields: [
    { name: 'question', label: 'Fråga', widget: 'string', pattern: ['.{5,}', 'Minst 5 tecken'] },
    { name: 'answer', label: 'Svar', widget: 'text', pattern: ['[\\s\\S]{10,}', 'Minst 10 tecken'] },
  ],
});

export const introField: Field = {
  name: 'intro',
  label: label('Texter', 'Inledning'),
  widget: 'text',
  hint: 'Texten överst på sidan. Skriv stycken med en tom rad emellan (minst 40 tecken).',
  pattern: ['[\\s\\S]{40,}', 'Minst 40 tecken'],
};

export const motifField: Field = {
  name: 'motif',
  label: label('Bild', 'Motiv när foto saknas'),
  widget: 'select',
  options: [...ART_MOTIFS],
  default: DEFAULT_MOTIF,
  ...optional,
};

const percent = (name: string, fieldLabel: string): Field => ({
  name,
  label: fieldLabel,
  widget: 'number',
  value_type: 'float',
  min: 0,
  max: 100,
  after_input: '%',
});

/**
 * A photo (src/schemas/photo.ts): the file lands in src/assets/photos/, where the image pipeline
 * reads it, and the content file points at it relative to itself (`publicFolder`).
 */
export const photoFields = (publicFolder: string): Field[] => [
  {
    name: 'file',
    label: 'Bildfil',
    widget: 'image',
    media_folder: '/src/assets/photos',
    public_folder: publicFolder,
    hint: 'JPEG från kameran går bra. Behandlingsbild minst 1600 × 1067 px (liggande 3:2), porträtt minst 840 × 1050 px (stående 4:5).',
  },
  {
    name: 'alt',
    label: 'Alternativtext (vad bilden visar)',
    widget: 'string',
    hint: 'Beskriv bilden på svenska för den som inte ser den, t.ex. "Sjuksköterskan markerar pannan inför behandlingen". Aldrig filnamnet.',
    pattern: [
      '^(?!.*\\.(jpe?g|png|webp|avif)$).{10,}$',
      'Beskriv bilden med minst 10 tecken (inte filnamnet)',
    ],
  },
  {
    name: 'focus',
    label: 'Bildens fokuspunkt',
    widget: 'object',
    hint: 'Var motivet finns, i procent från vänster och uppifrån. Beskärningen för mobil och delningsbilder håller punkten i bild.',
    ...optional,
    fields: [percent('x', 'Från vänster'), percent('y', 'Uppifrån')],
  },
  {
    name: 'sample',
    label: 'Exempelbild (publiceras inte)',
    widget: 'boolean',
    default: false,
    hint: 'Genererade exempelbilder stoppar produktionsbygget. Ta bort markeringen när bilden är klinikens egen.',
    ...optional,
  },
];
