/** The small lists about people: testimonials on the home page, staff on the about page. */
import { z } from 'astro/zod';
import { portraitSchema } from './photo';

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

/** Takes the image schema (Astro's image() in the content config), as photoSchema does. */
export const staffSchema = <Image extends z.ZodType>(image: Image) =>
  z.strictObject({
    id: z.string(),
    name: z.string().min(2),
    /** The role as the clinic presents it, e.g. "Klinikägare". */
    title: z.string().min(2),
    /**
     * The protected professional title (yrkeslegitimation or certification) exactly as it reads,
     * e.g. "Leg. sjuksköterska": clients deciding on a medical treatment look for it (lag 2021:363).
     */
    licence: z.string().min(2).optional(),
    order: z.number().int().nonnegative(),
    portrait: portraitSchema(image).optional(),
    /**
     * An invented sample person, not the clinic's staff. Shown by local and test builds only: the
     * production build refuses to publish while anyone is marked sample (publish-check).
     */
    sample: z.boolean().default(false),
  });
