/**
 * The clinic's glossary (src/content/glossary.yaml): one spelling for each of its terms, in each
 * language, and the forms an editor has found or expects instead (särskrivning, an English
 * spelling, a second name for the same thing). The terms are the clinic's (its treatments, its
 * devices, its house style), so they are content; what the law bans and grammar are the same for
 * every clinic and stay in src/config/glossary.ts.
 */
import { z } from 'astro/zod';

const glossaryTerm = z.strictObject({
  term: z.string().trim().min(2).meta({
    label: 'Så skriver vi',
    translate: false,
    hint: 'Stavningen sidorna ska använda, gärna med en förklaring inom parentes.',
  }),
  wrong: z
    .array(z.string().trim().min(2).meta({ label: 'Form som inte ska användas', translate: false }))
    .min(1)
    .meta({
      label: 'Former som inte ska användas',
      labelSingular: 'form',
      hint: 'Bygget stoppar en text som innehåller någon av dem som eget ord och säger vad som ska stå i stället.',
    }),
  caseSensitive: z.boolean().default(false).meta({
    label: 'Skilj på stora och små bokstäver',
    hint: 'Ja när rätt form och fel form bara skiljer sig i stora och små bokstäver.',
  }),
});

export type GlossaryTerm = z.output<typeof glossaryTerm>;

export const glossarySchema = z.strictObject({
  swedish: z
    .array(glossaryTerm)
    .default([])
    .meta({ label: 'Svenska sidor', labelSingular: 'term', summary: '{{fields.term}}' }),
  english: z
    .array(glossaryTerm)
    .default([])
    .meta({ label: 'Engelska sidor', labelSingular: 'term', summary: '{{fields.term}}' }),
});
