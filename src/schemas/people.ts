/** The small lists about people: testimonials on the home page, staff on the about page. */
import { z } from 'astro/zod';

export const testimonialSchema = z.strictObject({
  id: z.string(),
  text: z.string().min(20),
  author: z.string().regex(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u, 'förnamn och initial, t.ex. "Anna K."'),
  /**
   * An invented sample text, not a client's review. Shown by local and test builds only: the
   * production build refuses to publish while any testimonial is marked sample (publish-check).
   */
  sample: z.boolean().default(false),
});

export const staffSchema = z.strictObject({
  id: z.string(),
  name: z.string().min(2),
  title: z.string().min(2),
  order: z.number().int().nonnegative(),
});
