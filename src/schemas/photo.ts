/**
 * A photo in the content: the file (through Astro's image() helper, so a missing file fails the
 * build with the entry and field named), Swedish alt text, the point every crop keeps in view,
 * and whether it is a generated sample that the production build refuses (publish-check).
 * A function of the image schema: the content config passes Astro's image(), unit tests a
 * stand-in of the same shape (tests/support/test-fixtures.ts).
 */
import { z } from 'astro/zod';

const percent = z.number().min(0).max(100).meta({ unit: '%' });

export const photoSchema = <Image extends z.ZodType>(image: Image) =>
  z.strictObject({
    /** Relative to the content file, e.g. ../../assets/photos/rynkbehandling.jpg. */
    file: image.meta({
      label: 'Bildfil',
      hint: 'JPEG från kameran går bra. Behandlingsbild minst 1600 × 1067 px (liggande 3:2), porträtt minst 840 × 1050 px (stående 4:5).',
    }),
    /** What the photo shows, in Swedish, for someone who cannot see it: never the file name. */
    alt: z
      .string()
      .min(10, 'alt ska beskriva bilden på svenska för den som inte ser den (minst 10 tecken)')
      // A pattern rather than a refinement, so that the editor checks it too (it has no i flag).
      .regex(
        /^(?![\s\S]*\.(jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)$)/,
        'alt ska beskriva bilden, inte vara filnamnet',
      )
      .meta({
        label: 'Alternativtext (vad bilden visar)',
        patternMessage: 'Beskriv bilden med ord, inte med filnamnet',
        translate: true,
        hint: 'Beskriv bilden på svenska för den som inte ser den, t.ex. "Sjuksköterskan markerar pannan inför behandlingen". Aldrig filnamnet.',
      }),
    /**
     * Where the subject is, in per cent from the left and from the top: the crops for phones and
     * share images keep this point in view. The middle when left out.
     */
    focus: z
      .strictObject({ x: percent.meta({ label: 'Från vänster' }), y: percent.meta({ label: 'Uppifrån' }) })
      .default({ x: 50, y: 50 })
      .meta({
        label: 'Bildens fokuspunkt',
        hint: 'Var motivet finns, i procent från vänster och uppifrån. Beskärningen för mobil och delningsbilder håller punkten i bild. Tomt: mitten.',
      }),
    /** A generated sample picture, not the clinic's own: `npm run build` refuses to publish it. */
    sample: z.boolean().default(false).meta({
      label: 'Exempelbild (publiceras inte)',
      hint: 'Genererade exempelbilder stoppar produktionsbygget. Ta bort markeringen när bilden är klinikens egen.',
    }),
  });

/**
 * A staff member's portrait: a photo, and the person's consent to its publication, noted with
 * the date it was given (GDPR: a photo of a person is personal data; consent can be withdrawn).
 */
export const portraitSchema = <Image extends z.ZodType>(image: Image) =>
  photoSchema(image).extend({
    consent: z
      .strictObject({
        /** The day the person agreed, e.g. 2026-03-14 (YAML reads it as a date; a quoted one is parsed). */
        date: z.coerce.date().meta({
          label: 'Datum för samtycket',
          widget: 'datetime',
          editor: { type: 'date', format: 'YYYY-MM-DD' },
        }),
        /** Where the written consent is kept, e.g. "Signerad blankett i personalpärmen". */
        record: z.string().min(5).meta({
          label: 'Var samtycket finns',
          hint: 'T.ex. "Signerad blankett i personalpärmen".',
          translate: false,
        }),
      })
      .meta({
        label: 'Samtycke till publicering',
        hint: 'En bild av en person är en personuppgift: publicera den bara med personens samtycke.',
      }),
  });
