/**
 * The concern guide's schema: a visitor's problem in their own words ("Trötta ögon", "Pigment"),
 * what it is, how to choose, and the treatments for it. The link between a concern and its
 * treatments is typed once, here in the concern's file (a treatment may serve several concerns),
 * so the treatment files stay as they are. Treatments are named by page path, as in the price
 * lists, which the CMS picks by title.
 */
import { z } from 'astro/zod';
import { faqItem, pageFields, sitePath } from './fields';

export const concernSchema = z.strictObject({
  ...pageFields,
  /** What the concern is and why it comes: paragraphs separated by a blank line. */
  about: z.string().min(80),
  /** How to choose between the treatments listed: paragraphs separated by a blank line. */
  choosing: z.string().min(80),
  /** The treatments' page paths ("/Dermaplaning"), in the order the page lists them; each at most once. */
  treatments: z
    .array(sitePath)
    .min(1, 'Ett besvär behöver minst en behandling')
    .refine((list) => new Set(list).size === list.length, 'En behandling står bara en gång i samma besvär'),
  faq: z.array(faqItem).default([]),
});
