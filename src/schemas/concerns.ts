/**
 * The concern guide's schema: a visitor's problem in their own words ("Trötta ögon", "Pigment"),
 * what it is, how to choose, and the treatments for it. The link between a concern and its
 * treatments is typed once, here in the concern's file (a treatment may serve several concerns),
 * so the treatment files stay as they are. Treatments are named by page path, as in the price
 * lists, which the CMS picks by title.
 */
import { z } from 'astro/zod';
import { treatmentPicker } from './catalogue.ts';
import { faqList, hiddenFlag, pageFields, pageSummary } from './fields.ts';

export const concernSchema = z.strictObject({
  path: pageFields.path,
  aliases: pageFields.aliases,
  title: pageFields.title,
  menuTitle: pageFields.menuTitle,
  hidden: hiddenFlag,
  order: pageFields.order,
  summary: pageSummary('besvärets sida'),
  /** What the concern is and why it comes: paragraphs separated by a blank line. */
  about: z.string().min(80).meta({
    label: 'Vad besväret är',
    group: 'Texter',
    widget: 'text',
    hint: 'Vad det är och varför det uppstår, med besökarens egna ord. Stycken med en tom rad emellan.',
    translate: true,
  }),
  /** How to choose between the treatments listed: paragraphs separated by a blank line. */
  choosing: z.string().min(80).meta({
    label: 'Hur du väljer',
    group: 'Texter',
    widget: 'text',
    hint: 'Hur behandlingarna skiljer sig åt och vad som avgör valet. Inga löften om resultat.',
    translate: true,
  }),
  /** The treatments' page paths ("/Dermaplaning"), in the order the page lists them; each at most once. */
  treatments: treatmentPicker
    .min(
      1,
      'Ett besvär behöver minst en behandling: välj en, eller ta bort besväret om ingen av era behandlingar hjälper mot det',
    )
    .refine((list) => new Set(list).size === list.length, 'En behandling står bara en gång i samma besvär')
    .meta({
      label: 'Behandlingar för besväret',
      group: 'Sidan',
      hint: 'I den ordning sidan visar dem. Varje behandling bör höra till minst ett besvär.',
    }),
  faq: faqList,
});
