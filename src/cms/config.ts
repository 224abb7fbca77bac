/**
 * The CMS at /admin (Sveltia CMS, see docs/cms.md): which files it edits and how. Served as
 * /admin/config.yml by src/pages/admin/config.yml.ts. Every collection mirrors a content
 * collection of src/content.config.ts (or the clinic's facts, src/content/clinic.yaml) field by
 * field; src/cms/schema-drift.test.ts holds the two together.
 */
import type { CmsConfig, Collection, Field } from '@sveltia/cms';
import { CLINIC_FILE } from '../config/clinic';
import {
  durationField,
  faqField,
  introField,
  label,
  motifField,
  orderField,
  pageFields,
  photoFields,
  priceField,
  priceKindField,
  shape,
} from './fields';

const optional = { required: false } as const;

const relation = (name: string, fieldLabel: string, collection: string, required: boolean): Field => ({
  name,
  label: fieldLabel,
  widget: 'relation',
  collection,
  value_field: '{{slug}}',
  display_fields: ['{{title}}'],
  search_fields: ['title'],
  required,
});

const textList = (name: string, fieldLabel: string, hint: string, required: boolean): Field => ({
  name,
  label: fieldLabel,
  label_singular: 'punkt',
  widget: 'list',
  hint,
  required,
  field: { name: 'item', label: 'Text', widget: 'text', pattern: ['[\\s\\S]{10,}', 'Minst 10 tecken'] },
});

const treatmentFields: Field[] = [
  ...pageFields('behandlingssidan'),
  relation('category', label('Sidan', 'Kategori'), 'categories', true),
  relation('group', label('Sidan', 'Översiktssida (om den har en)'), 'groups', false),
  priceField(
    'price',
    label('Pris och tid', 'Pris'),
    false,
    'Lämna tomt om priset sätts vid konsultationen, eller när behandlingen har varianter med egna priser nedan.',
  ),
  {
    name: 'priceNote',
    label: label('Pris och tid', 'Vad priset gäller'),
    widget: 'string',
    hint: 'T.ex. "per område" eller "för 3 ml".',
    ...optional,
  },
  priceKindField('priceKind', label('Pris och tid', 'Vad priset köper')),
  durationField(label('Pris och tid', 'Behandlingstid'), false),
  {
    name: 'options',
    label: label('Pris och tid', 'Varianter, kurer och tillägg'),
    label_singular: 'alternativ',
    widget: 'list',
    hint: 'Med behandlingstid är det en variant ("60 min", "90 min") som ersätter priset ovan; utan tid är det en kur, ett tillägg eller en behandling som säljs under eget namn.',
    summary: '{{fields.label}}',
    ...optional,
    fields: [
      { name: 'label', label: 'Namn', widget: 'string', pattern: ['.{2,}', 'Minst 2 tecken'] },
      priceField('price', 'Pris', true),
      durationField('Behandlingstid (bara för varianter)', false),
      priceKindField('kind', 'Vad priset köper'),
      {
        name: 'ownName',
        label: 'Säljs under eget namn i prislistan',
        widget: 'boolean',
        default: false,
        ...optional,
      },
      {
        name: 'priceListOnly',
        label: 'Visas bara i prislistan',
        widget: 'boolean',
        default: false,
        ...optional,
      },
      priceField('formerPagePrice', 'Tidigare sidpris (bara i innehållsrapporten)', false),
    ],
  },
  {
    name: 'body',
    label: label('Texter', 'Beskrivning'),
    widget: 'markdown',
    hint: 'Vad behandlingen är, vem den passar, hur den går till och vad du kan förvänta dig. Inga löften om resultat och inga namn på receptbelagda läkemedel.',
  },
  {
    name: 'details',
    label: label('Texter', 'Fakta om behandlingen'),
    label_singular: 'fakta',
    widget: 'list',
    hint: 'T.ex. Område, Effekt, Passar dig som. Pris och tid skrivs ovan, inte här.',
    summary: '{{fields.label}}: {{fields.value}}',
    ...optional,
    fields: [
      { name: 'label', label: 'Rubrik', widget: 'string', pattern: ['.{2,}', 'Minst 2 tecken'] },
      { name: 'value', label: 'Text', widget: 'string', pattern: ['.{2,}', 'Minst 2 tecken'] },
    ],
  },
  faqField('Texter'),
  textList('before', label('Före/efter', 'Före behandlingen'), 'Råd inför besöket, en punkt i taget.', true),
  textList('after', label('Före/efter', 'Efter behandlingen'), 'Råd efter besöket, en punkt i taget.', true),
  {
    name: 'photo',
    label: label('Bild', 'Foto'),
    widget: 'object',
    hint: 'Visas bredvid rubriken på en dator, efter beskrivningen i en mobil och på kortet i stället för motivet.',
    ...optional,
    fields: photoFields('../../../assets/photos'),
  },
  {
    name: 'bookingLabel',
    label: label('Bokning', 'Text på bokningsknappen'),
    widget: 'string',
    default: 'Boka nu',
    ...optional,
  },
  {
    name: 'bookingHref',
    label: label('Bokning', 'Egen bokningslänk'),
    widget: 'string',
    hint: 'Behandlingens egen sida hos bokningstjänsten (https://...) eller en sida på webbplatsen (/Bokatid). Tomt: bokningstjänstens startsida.',
    pattern: ['^(https://\\S+|/[^\\s/?#]+)$', 'En https-adress eller en sökväg som /Bokatid'],
    ...optional,
  },
  priceField('formerPagePrice', label('Internt', 'Tidigare sidpris (bara i innehållsrapporten)'), false),
  textList(
    'dataNotes',
    label('Internt', 'Anteckningar till innehållsrapporten'),
    'Visas aldrig på webbplatsen.',
    false,
  ),
  orderField,
];

const categoryFields: Field[] = [
  ...pageFields('kategorisidan'),
  introField,
  faqField('Texter'),
  {
    name: 'detailScreen',
    label: label('Internt', 'Sidtyp för behandlingarna'),
    widget: 'select',
    options: [
      { label: 'Behandlingssida', value: 'treatment' },
      { label: 'Enkel sida (massage, vaxning)', value: 'simple' },
    ],
    default: 'treatment',
    ...optional,
  },
  {
    name: 'regulatedCare',
    label: label('Internt', 'Estetiska injektioner och trådlyft (lag 2021:363)'),
    widget: 'boolean',
    default: false,
    hint: 'Visar lagens ruta (åldersgräns, legitimerad personal, konsultation, IVO, patientförsäkring, besvär när vi har stängt) på kategorins sidor.',
    ...optional,
  },
  {
    name: 'showPriceList',
    label: label('Pris och tid', 'Visa prislistan på kategorisidan'),
    widget: 'boolean',
    default: false,
    ...optional,
  },
  motifField,
  orderField,
];

const groupFields: Field[] = [
  ...pageFields('översiktssidan'),
  relation('category', label('Sidan', 'Kategori'), 'categories', true),
  introField,
  faqField('Texter'),
  orderField,
];

const sectionTitle: Field = { name: 'title', label: 'Rubrik', widget: 'string' };

/** Treatments picked by title and saved by page path ("/Dermaplaning"), as the schemas name them. */
const treatmentPicker = (fieldLabel: string): Field => ({
  name: 'treatments',
  label: fieldLabel,
  widget: 'relation',
  collection: 'treatments',
  value_field: 'path',
  display_fields: ['{{title}}'],
  search_fields: ['title', 'path'],
  multiple: true,
  min: 1,
});

const priceListFields: Field[] = [
  ...pageFields('prissidan'),
  {
    name: 'sections',
    label: label('Pris och tid', 'Avsnitt'),
    label_singular: 'avsnitt',
    widget: 'list',
    typeKey: 'kind',
    summary: '{{fields.title}}',
    hint: 'Varje avsnitt listar en översiktssida, en kategori eller utvalda behandlingar. Priserna hämtas från behandlingarna.',
    types: [
      shape('group', 'En översiktssidas behandlingar', [
        sectionTitle,
        relation('group', 'Översiktssida', 'groups', true),
      ]),
      shape('category', 'En kategoris behandlingar', [
        sectionTitle,
        relation('category', 'Kategori', 'categories', true),
      ]),
      shape('treatments', 'Utvalda behandlingar', [sectionTitle, treatmentPicker('Behandlingar')]),
    ],
  },
  orderField,
];

const concernFields: Field[] = [
  ...pageFields('besvärets sida'),
  {
    name: 'about',
    label: label('Texter', 'Vad besväret är'),
    widget: 'text',
    hint: 'Vad det är och varför det uppstår, med besökarens egna ord. Stycken med en tom rad emellan (minst 80 tecken).',
    pattern: ['[\\s\\S]{80,}', 'Minst 80 tecken'],
  },
  {
    name: 'choosing',
    label: label('Texter', 'Hur du väljer'),
    widget: 'text',
    hint: 'Hur behandlingarna skiljer sig åt och vad som avgör valet. Inga löften om resultat (minst 80 tecken).',
    pattern: ['[\\s\\S]{80,}', 'Minst 80 tecken'],
  },
  {
    ...treatmentPicker(label('Sidan', 'Behandlingar för besväret')),
    hint: 'I den ordning sidan visar dem. Varje behandling bör höra till minst ett besvär.',
  },
  faqField('Texter'),
  orderField,
];

const testimonialFields: Field[] = [
  { name: 'id', label: 'Id', widget: 'uuid', prefix: 't-', hint: 'Skapas automatiskt.' },
  { name: 'text', label: 'Omdöme', widget: 'text', pattern: ['[\\s\\S]{20,}', 'Minst 20 tecken'] },
  {
    name: 'author',
    label: 'Namn',
    widget: 'string',
    hint: 'Förnamn och initial, t.ex. "Anna K.". Publicera bara omdömen som kunden har gett sitt samtycke till.',
    // The editor compiles patterns without the u flag, so no \\p{Lu}: Latin letters as in the schema's test.
    pattern: ['^[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ [A-ZÀ-ÖØ-Þ]\\.$', 'Förnamn och initial, t.ex. "Anna K."'],
  },
  {
    name: 'sample',
    label: 'Exempeltext (publiceras inte)',
    widget: 'boolean',
    default: false,
    hint: 'Påhittade exempeltexter stoppar produktionsbygget.',
    ...optional,
  },
];

const staffFields: Field[] = [
  { name: 'id', label: 'Id', widget: 'uuid', prefix: 's-', hint: 'Skapas automatiskt.' },
  { name: 'name', label: 'Namn', widget: 'string' },
  { name: 'title', label: 'Roll', widget: 'string', hint: 'T.ex. "Klinikägare".' },
  {
    name: 'licence',
    label: 'Legitimation eller certifiering',
    widget: 'string',
    hint: 'Exakt som den lyder, t.ex. "Legitimerad sjuksköterska".',
    ...optional,
  },
  { name: 'order', label: 'Ordning', widget: 'number', value_type: 'int', min: 0 },
  {
    name: 'sample',
    label: 'Exempelperson (publiceras inte)',
    widget: 'boolean',
    default: false,
    hint: 'Påhittade exempelpersoner stoppar produktionsbygget.',
    ...optional,
  },
  {
    name: 'portrait',
    label: 'Porträtt',
    widget: 'object',
    ...optional,
    fields: [
      ...photoFields('../assets/photos'),
      {
        name: 'consent',
        label: 'Samtycke till publicering',
        widget: 'object',
        hint: 'En bild av en person är en personuppgift: publicera den bara med personens samtycke.',
        fields: [
          {
            name: 'date',
            label: 'Datum för samtycket',
            widget: 'datetime',
            type: 'date',
            format: 'YYYY-MM-DD',
          },
          {
            name: 'record',
            label: 'Var samtycket finns',
            widget: 'string',
            hint: 'T.ex. "Signerad blankett i personalpärmen".',
          },
        ],
      },
    ],
  },
];

const string = (name: string, fieldLabel: string, hint?: string): Field => ({
  name,
  label: fieldLabel,
  widget: 'string',
  ...(hint ? { hint } : {}),
});

const clinicFields: Field[] = [
  {
    name: 'sample',
    label: 'Exempeluppgifter (publiceras inte)',
    widget: 'boolean',
    default: false,
    ...optional,
  },
  string('name', 'Klinikens namn'),
  string('shortName', 'Kort namn'),
  {
    name: 'siteUrl',
    label: 'Webbplatsens adress',
    widget: 'string',
    hint: 'Klinikens egen domän med https://, t.ex. https://www.klinik.se. Används i länkar som delas och i sökmotorernas index.',
    pattern: ['^https://[^\\s/]+/?$', 'Skriv adressen som https://www.klinik.se'],
  },
  string('tagline', 'Vad kliniken är, på en rad'),
  {
    name: 'phone',
    label: 'Telefon',
    widget: 'object',
    fields: [
      string('display', 'Som det visas', 'T.ex. 08-123 456 78'),
      {
        name: 'e164',
        label: 'För ring- och sms-länkar',
        widget: 'string',
        hint: 'Med landsnummer, utan mellanslag: +46812345678',
        pattern: ['^\\+46\\d{6,12}$', '+46 följt av siffror, t.ex. +46812345678'],
      },
    ],
  },
  string('email', 'E-post'),
  {
    name: 'address',
    label: 'Adress',
    widget: 'object',
    fields: [
      string('street', 'Gatuadress'),
      {
        name: 'postalCode',
        label: 'Postnummer',
        widget: 'string',
        pattern: ['^\\d{3} \\d{2}$', 'T.ex. 111 22'],
      },
      string('city', 'Ort'),
    ],
  },
  {
    name: 'openingHours',
    label: 'Öppettider',
    widget: 'object',
    fields: [
      {
        name: 'weekdays',
        label: 'Vardagar',
        widget: 'object',
        fields: [
          string('days', 'Dagar', 'T.ex. Måndag–fredag'),
          {
            name: 'opens',
            label: 'Öppnar',
            widget: 'string',
            pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'T.ex. 10:00'],
          },
          {
            name: 'closes',
            label: 'Stänger',
            widget: 'string',
            pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'T.ex. 18:00'],
          },
        ],
      },
      {
        name: 'weekend',
        label: 'Helger',
        widget: 'object',
        fields: [string('days', 'Dagar'), string('note', 'Öppettider', 'T.ex. Varierande öppettider')],
      },
    ],
  },
  {
    name: 'social',
    label: 'Sociala medier',
    widget: 'object',
    fields: [string('label', 'Namn', 'T.ex. Instagram'), string('href', 'Länk (https://...)')],
  },
  string('bookingUrl', 'Bokningstjänstens startsida (https://...)'),
  { name: 'copyrightYear', label: 'År i copyrightraden', widget: 'number', value_type: 'int', min: 2000 },
  {
    name: 'careProvider',
    label: 'Vårdgivare (lag 2021:363)',
    widget: 'object',
    hint: 'Visas på alla sidor om injektionsbehandlingar och trådlyft, på /Bokatid och /Omoss.',
    fields: [
      {
        name: 'sample',
        label: 'Exempeluppgifter (publiceras inte)',
        widget: 'boolean',
        default: false,
        ...optional,
      },
      string('legalName', 'Bolaget som är registrerat som vårdgivare'),
      {
        name: 'organisationNumber',
        label: 'Organisationsnummer',
        widget: 'string',
        pattern: ['^\\d{6}-\\d{4}$', 'T.ex. 556677-8899'],
      },
      string('patientInsurer', 'Patientförsäkring hos'),
      {
        name: 'medicallyResponsible',
        label: 'Medicinskt ansvarig',
        widget: 'object',
        fields: [string('name', 'Namn'), string('title', 'Legitimation', 'T.ex. legitimerad läkare')],
      },
      string(
        'threadLiftsBy',
        'Trådlyft utförs av',
        'T.ex. legitimerad läkare. Räknas era trådlyft som kirurgiska ingrepp får bara läkare utföra dem.',
      ),
    ],
  },
  {
    name: 'policies',
    label: 'Regler för bokning och betalning',
    widget: 'object',
    fields: [
      {
        name: 'freeCancellationHours',
        label: 'Fri avbokning fram till (timmar före)',
        widget: 'number',
        value_type: 'int',
        min: 1,
      },
      {
        name: 'injectionConsultationHours',
        label: 'Konsultation före injektion (timmar före)',
        widget: 'number',
        value_type: 'int',
        min: 1,
      },
      {
        name: 'injectionConsultationAfterMonths',
        label: 'Ny konsultation efter (månader)',
        widget: 'number',
        value_type: 'int',
        min: 1,
      },
      {
        name: 'paymentMethods',
        label: 'Betalsätt',
        widget: 'list',
        field: { name: 'method', label: 'Betalsätt', widget: 'string' },
      },
      {
        ...string(
          'instalments',
          'Delbetalning',
          'T.ex. delbetalning via vår betalpartner. Sidan säger att den inte gäller injektioner och trådlyft.',
        ),
        ...optional,
      },
    ],
  },
];

/** Where each collection's files live, as src/content.config.ts loads them. */
const CMS_COLLECTIONS = {
  treatments: 'src/content/treatments',
  categories: 'src/content/categories',
  groups: 'src/content/groups',
  priceLists: 'src/content/price-lists',
  concerns: 'src/content/concerns',
  testimonials: 'src/content/testimonials.yaml',
  staff: 'src/content/staff.yaml',
  privacyPolicy: 'src/content/pages/integritetspolicy.md',
  clinic: CLINIC_FILE,
} as const;

/**
 * The entry's page on the live site, from its own `path` field. With it the editor's "view" button
 * follows the publish run for the saved commit (building, failed, live), as GitHub reports it:
 * the deploy status docs/deploy.md describes.
 */
const LIVE_PAGE = { preview_path: '{{fields.path}}' } as const;

const collections: Collection[] = [
  {
    name: 'treatments',
    label: 'Behandlingar',
    label_singular: 'behandling',
    folder: CMS_COLLECTIONS.treatments,
    // One subfolder per treatment family; a new treatment is placed in one of them.
    nested: { depth: 2, subfolders: false },
    meta: { path: { widget: 'string', label: 'Mapp' } },
    extension: 'md',
    format: 'frontmatter',
    summary: '{{title}} ({{path}})',
    sortable_fields: ['title', 'order'],
    ...LIVE_PAGE,
    fields: treatmentFields,
  },
  {
    name: 'categories',
    label: 'Kategorier',
    label_singular: 'kategori',
    folder: CMS_COLLECTIONS.categories,
    extension: 'yaml',
    format: 'yaml',
    ...LIVE_PAGE,
    fields: categoryFields,
  },
  {
    name: 'groups',
    label: 'Översiktssidor',
    label_singular: 'översiktssida',
    folder: CMS_COLLECTIONS.groups,
    extension: 'yaml',
    format: 'yaml',
    ...LIVE_PAGE,
    fields: groupFields,
  },
  {
    name: 'priceLists',
    label: 'Prislistor',
    label_singular: 'prislista',
    folder: CMS_COLLECTIONS.priceLists,
    extension: 'yaml',
    format: 'yaml',
    ...LIVE_PAGE,
    fields: priceListFields,
  },
  {
    name: 'concerns',
    label: 'Besvär (Vad vill du behandla?)',
    label_singular: 'besvär',
    folder: CMS_COLLECTIONS.concerns,
    extension: 'yaml',
    format: 'yaml',
    ...LIVE_PAGE,
    fields: concernFields,
  },
  {
    name: 'site',
    label: 'Kliniken, omdömen och personal',
    files: [
      {
        name: 'testimonials',
        label: 'Omdömen',
        file: CMS_COLLECTIONS.testimonials,
        fields: [
          {
            name: 'testimonials',
            label: 'Omdömen',
            label_singular: 'omdöme',
            widget: 'list',
            root: true,
            summary: '{{fields.author}}: {{fields.text}}',
            fields: testimonialFields,
          },
        ],
      },
      {
        name: 'staff',
        label: 'Personal',
        file: CMS_COLLECTIONS.staff,
        fields: [
          {
            name: 'staff',
            label: 'Personal',
            label_singular: 'person',
            widget: 'list',
            root: true,
            summary: '{{fields.name}}, {{fields.title}}',
            fields: staffFields,
          },
        ],
      },
      {
        name: 'clinic',
        label: 'Klinikens uppgifter',
        file: CMS_COLLECTIONS.clinic,
        fields: clinicFields,
      },
      {
        name: 'privacyPolicy',
        label: 'Integritetspolicy',
        file: CMS_COLLECTIONS.privacyPolicy,
        fields: [{ name: 'body', label: 'Text', widget: 'markdown' }],
      },
    ],
  },
];

interface CmsSettings {
  /** The GitHub repository the clinic edits in production, "owner/name". */
  repo: string;
  branch: string;
}

export function cmsConfig({ repo, branch }: CmsSettings): CmsConfig {
  return {
    // Sign-in with a fine-grained token for this repository alone (Contents: read and write, with
    // an expiry), never OAuth: GitHub's OAuth grant for the editor is the `repo` scope, every
    // repository the person can reach, with no expiry. docs/deploy.md, "The editor's token".
    backend: { name: 'github', repo, branch, auth_methods: ['token'] },
    // Photos go where the image pipeline reads them (src/assets/photos); each image field says
    // how its content file points there.
    media_folder: 'src/assets/photos',
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none' } },
    collections,
  };
}
