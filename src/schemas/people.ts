/** The small lists about people: testimonials on the home page, staff on the about page. */
import { z } from 'astro/zod';
import { entryId, listOrder } from './fields.ts';
import { portraitSchema } from './photo.ts';

export const testimonialSchema = z.strictObject({
  id: entryId('t-'),
  /**
   * The client's own words, shown as written, also on English pages (marked Swedish there, with a
   * sentence saying so): a translation by the clinic would put its words under the client's name
   * (decision 0022).
   */
  text: z.string().min(20).meta({ label: 'Omdöme', widget: 'text', translate: false, prose: true }),
  // Latin letters named, not \p{Lu}: the editor compiles patterns without the u flag.
  author: z
    .string()
    .regex(/^[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ [A-ZÀ-ÖØ-Þ]\.$/, 'förnamn och initial, t.ex. "Anna K."')
    .meta({
      label: 'Namn',
      hint: 'Förnamn och initial, t.ex. "Anna K.". Publicera bara omdömen som kunden har gett sitt samtycke till.',
      patternMessage: 'Förnamn och initial, t.ex. "Anna K."',
      translate: false,
    }),
  /**
   * An invented sample text, not a client's review. Shown by local and test builds only: the
   * production build refuses to publish while any testimonial is marked sample (publish-check).
   */
  sample: z.boolean().default(false).meta({
    label: 'Exempeltext (publiceras inte)',
    hint: 'Påhittade exempeltexter stoppar produktionsbygget.',
  }),
});

/** Takes the image schema (Astro's image() in the content config), as photoSchema does. */
export const staffSchema = <Image extends z.ZodType>(image: Image) =>
  z.strictObject({
    id: entryId('s-'),
    name: z.string().min(2).meta({ label: 'Namn', translate: false }),
    /** The role as the clinic presents it, e.g. "Klinikägare". */
    title: z.string().min(2).meta({ label: 'Roll', hint: 'T.ex. "Klinikägare".', translate: true }),
    /**
     * The protected professional title (yrkeslegitimation or certification) exactly as it reads,
     * e.g. "Leg. sjuksköterska": clients deciding on a medical treatment look for it (lag 2021:363).
     */
    licence: z.string().min(2).optional().meta({
      label: 'Legitimation eller certifiering',
      hint: 'Exakt som den lyder, t.ex. "Legitimerad sjuksköterska". På engelska som en brittisk läsare säger det, t.ex. "Registered nurse", som i rutan om lagen.',
      translate: true,
    }),
    order: listOrder.meta({ label: 'Ordning', group: undefined }),
    portrait: portraitSchema(image).optional().meta({ label: 'Porträtt' }),
    /**
     * An invented sample person, not the clinic's staff. Shown by local and test builds only: the
     * production build refuses to publish while anyone is marked sample (publish-check).
     */
    sample: z.boolean().default(false).meta({
      label: 'Exempelperson (publiceras inte)',
      hint: 'Påhittade exempelpersoner stoppar produktionsbygget.',
    }),
  });
