/**
 * The CMS at /admin (Sveltia CMS, see docs/cms.md): which files it edits and how. Served as
 * /admin/config.yml by src/pages/admin/config.yml.ts. The fields of every collection are
 * generated from the content schemas (src/schemas/, through src/cms/fields.ts); this file says
 * only where each collection's files are and what the collection is called.
 */
import type { CmsConfig, Collection, Field } from '@sveltia/cms';
import { CLINIC_FILE } from '../config/clinic';
import { contentPath } from '../config/folders';
import { GLOSSARY_FILE } from '../config/glossary';
import { withLocale } from '../config/english-files';
import { PAGE_TEXT_FILES } from '../config/page-texts';
import { mainPages } from '../config/routes';
import { categorySchema, groupSchema, priceListSchema, treatmentSchema } from '../schemas/catalogue';
import { clinicSchema } from '../schemas/clinic';
import { concernSchema } from '../schemas/concerns';
import { glossarySchema } from '../schemas/glossary';
import { pageTextSchemas } from '../schemas/pages';
import { editorReferences } from '../schemas/editor';
import { staffSchema, testimonialSchema } from '../schemas/people';
import { CONTENT_LOCALES, editorFields, MEDIA_FOLDER } from './fields';
import { treatmentFolderLabels } from './folder-labels';

/** A treatment's Markdown body: the page's text, outside the front matter the schema checks. */
const bodyField: Field = {
  name: 'body',
  label: 'Texter · Beskrivning',
  widget: 'markdown',
  hint: 'Vad behandlingen är, vem den passar, hur den går till och vad du kan förvänta dig. Inga löften om resultat och inga namn på receptbelagda läkemedel.',
};

/** The fields of a schema with `field` placed after the field named `after`. */
function withField(fields: Field[], after: string, field: Field): Field[] {
  const index = fields.findIndex((f) => f.name === after);
  return [...fields.slice(0, index + 1), field, ...fields.slice(index + 1)];
}

/** Collections with English beside Swedish (decision 0022): their words are edited side by side. */
const IN_ENGLISH = { i18n: true } as const;

const treatmentFields = withField(
  editorFields(treatmentSchema(editorReferences), { publicFolder: '../../../assets/photos', ...IN_ENGLISH }),
  'summary',
  // The description is words: required in Swedish only.
  { ...bodyField, i18n: true, required: [CONTENT_LOCALES.default] },
);
const categoryFields = editorFields(categorySchema, IN_ENGLISH);
const groupFields = editorFields(groupSchema(editorReferences), IN_ENGLISH);
const priceListFields = editorFields(priceListSchema(editorReferences), IN_ENGLISH);
const concernFields = editorFields(concernSchema, IN_ENGLISH);
// Reviews are the clients' own words, shown as written on English pages too (decision 0022).
const testimonialFields = editorFields(testimonialSchema);
// Each person's id is copied into the English file: its words are paired by it (decision 0022).
const staffFields = editorFields(staffSchema(editorReferences.image), {
  publicFolder: '../assets/photos',
  ...IN_ENGLISH,
}).map((field) => (field.name === 'id' ? { ...field, i18n: 'duplicate' as const } : field));
const clinicFields = editorFields(clinicSchema, IN_ENGLISH);
// The glossary holds a list for each language's pages in one Swedish file: nothing in it is translated.
const glossaryFields = editorFields(glossarySchema);

/** A page that is one Markdown text (the privacy policy, the accessibility statement): required in Swedish. */
const markdownPageFields: Field[] = [
  { name: 'body', label: 'Text', widget: 'markdown', i18n: true, required: [CONTENT_LOCALES.default] },
];

/** Where each collection's files live, as src/content.config.ts loads them. */
const CMS_COLLECTIONS = {
  treatments: contentPath('treatments'),
  categories: contentPath('categories'),
  groups: contentPath('groups'),
  priceLists: contentPath('price-lists'),
  concerns: contentPath('concerns'),
  testimonials: contentPath('testimonials.yaml'),
  staff: contentPath('staff.yaml'),
  privacyPolicy: contentPath('pages/integritetspolicy.md'),
  accessibilityStatement: contentPath('pages/tillganglighet.md'),
  clinic: CLINIC_FILE,
  glossary: GLOSSARY_FILE,
} as const;

/**
 * The entry's page on the live site, from its own `path` field: the editor's "Visa sidan" button,
 * which follows the publish run for the saved commit (building, failed, live), as GitHub reports
 * it: the deploy status docs/deploy.md describes. Locally it opens the page on `npm run dev`.
 */
const LIVE_PAGE = { preview_path: '{{fields.path}}' } as const;

/** The fixed pages' texts: one file each, with the page it shows on (for "Visa sidan"). */
const pageTextFiles = [
  { name: 'home', label: 'Startsidan', page: mainPages.home.path },
  { name: 'about', label: 'Om oss', page: mainPages.about.path },
  { name: 'booking', label: 'Boka tid', page: mainPages.booking.path },
  { name: 'contact', label: 'Kontakt', page: mainPages.contact.path },
  { name: 'education', label: 'Utbildningar', page: mainPages.education.path },
  { name: 'findTreatment', label: 'Hitta behandling', page: mainPages.findTreatment.path },
  { name: 'bookingRules', label: 'Bokningsregler (Boka tid och Kontakt)', page: mainPages.booking.path },
  { name: 'consultation', label: 'Konsultationsrutan (på de flesta sidor)' },
] as const satisfies ReadonlyArray<{ name: keyof typeof pageTextSchemas; label: string; page?: string }>;

/**
 * No preview pane: the editor's own preview is a list of the field values, not the page (the
 * pages are Astro's, built with their CSS at build time; docs/cms.md, "Visa sidan").
 */
const NO_PREVIEW = { editor: { preview: false } } as const;

const collections: Collection[] = [
  {
    name: 'treatments',
    label: 'Behandlingar',
    label_singular: 'behandling',
    folder: withLocale(CMS_COLLECTIONS.treatments),
    // One subfolder per treatment family; a new treatment is placed in one of them.
    nested: { depth: 2, subfolders: false },
    meta: { path: { widget: 'string', label: 'Mapp' } },
    extension: 'md',
    format: 'frontmatter',
    summary: '{{title}} ({{path}})',
    sortable_fields: ['title', 'order'],
    ...LIVE_PAGE,
    ...NO_PREVIEW,
    i18n: true,
    fields: treatmentFields,
  },
  {
    name: 'categories',
    label: 'Kategorier',
    label_singular: 'kategori',
    folder: withLocale(CMS_COLLECTIONS.categories),
    extension: 'yaml',
    format: 'yaml',
    ...LIVE_PAGE,
    ...NO_PREVIEW,
    i18n: true,
    fields: categoryFields,
  },
  {
    name: 'groups',
    label: 'Översiktssidor',
    label_singular: 'översiktssida',
    folder: withLocale(CMS_COLLECTIONS.groups),
    extension: 'yaml',
    format: 'yaml',
    ...LIVE_PAGE,
    ...NO_PREVIEW,
    i18n: true,
    fields: groupFields,
  },
  {
    name: 'priceLists',
    label: 'Prislistor',
    label_singular: 'prislista',
    folder: withLocale(CMS_COLLECTIONS.priceLists),
    extension: 'yaml',
    format: 'yaml',
    ...LIVE_PAGE,
    ...NO_PREVIEW,
    i18n: true,
    fields: priceListFields,
  },
  {
    name: 'concerns',
    label: 'Besvär (Vad vill du behandla?)',
    label_singular: 'besvär',
    folder: withLocale(CMS_COLLECTIONS.concerns),
    extension: 'yaml',
    format: 'yaml',
    ...LIVE_PAGE,
    ...NO_PREVIEW,
    i18n: true,
    fields: concernFields,
  },
  {
    name: 'pages',
    label: 'Sidornas texter',
    ...NO_PREVIEW,
    i18n: true,
    files: pageTextFiles.map(({ name, label, ...rest }) => ({
      name,
      label,
      // src/content/pages/hem.yaml in Swedish, src/content/en/pages/hem.yaml in English.
      file: withLocale(PAGE_TEXT_FILES[name]),
      i18n: true,
      ...('page' in rest ? { preview_path: rest.page } : {}),
      fields: editorFields(pageTextSchemas[name], IN_ENGLISH),
    })),
  },
  {
    name: 'site',
    label: 'Kliniken, omdömen och personal',
    ...NO_PREVIEW,
    // The clinic's facts, the staff and the privacy policy have English beside Swedish; the
    // reviews do not (each file says).
    i18n: true,
    files: [
      {
        name: 'testimonials',
        label: 'Omdömen',
        file: CMS_COLLECTIONS.testimonials,
        i18n: false,
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
        // src/content/staff.yaml in Swedish, src/content/en/staff.yaml (the words) in English.
        file: withLocale(CMS_COLLECTIONS.staff),
        i18n: true,
        fields: [
          {
            name: 'staff',
            label: 'Personal',
            label_singular: 'person',
            widget: 'list',
            root: true,
            // Added, removed and moved in both languages at once, each person's id copied into the
            // English file, which pairs the English words by it (decision 0022).
            i18n: 'duplicate',
            summary: '{{fields.name}}, {{fields.title}}',
            fields: staffFields,
          },
        ],
      },
      {
        name: 'clinic',
        label: 'Klinikens uppgifter',
        file: withLocale(CMS_COLLECTIONS.clinic),
        i18n: true,
        fields: clinicFields,
      },
      {
        name: 'glossary',
        label: 'Ordlista',
        file: CMS_COLLECTIONS.glossary,
        i18n: false,
        fields: glossaryFields,
      },
      {
        name: 'privacyPolicy',
        label: 'Integritetspolicy',
        file: withLocale(CMS_COLLECTIONS.privacyPolicy),
        i18n: true,
        // A translation of the policy says that the Swedish one applies where the two differ.
        fields: markdownPageFields,
      },
      {
        name: 'accessibilityStatement',
        label: 'Tillgänglighetsredogörelse',
        file: withLocale(CMS_COLLECTIONS.accessibilityStatement),
        i18n: true,
        // The page adds how to report a barrier, with the phone number and mail address of the clinic's facts.
        fields: markdownPageFields,
      },
    ],
  },
];

/** The Swedish names of the treatments' folders, which the editor's tree shows (src/cms/folder-labels.ts). */
export const editorFolderLabels = () => ({ treatments: treatmentFolderLabels(CMS_COLLECTIONS.treatments) });

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
    media_folder: MEDIA_FOLDER,
    // English beside Swedish (decision 0022): each collection's folder and each page's file name
    // the locale's folder, `{{locale}}`, and the default's is left out, so the Swedish files keep
    // their paths (src/content/categories/<id>.yaml) and the English ones lie in src/content/en/
    // at the same paths. An entry's English is switched on per entry.
    i18n: {
      structure: 'multiple_folders',
      locales: [CONTENT_LOCALES.default, ...CONTENT_LOCALES.others],
      default_locale: CONTENT_LOCALES.default,
      omit_default_locale_from_file_path: true,
      initial_locales: 'default',
    },
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none' } },
    collections,
  };
}
