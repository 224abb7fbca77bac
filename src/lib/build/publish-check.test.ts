// @vitest-environment node
/**
 * The production build's guard, on the data the repository ships (the sample clinic, which must
 * be refused) and on a real-looking clinic (which must pass), and when in a build it stops.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { AstroIntegrationLogger } from 'astro';
import { clinic } from '../../config/clinic';
import { publishCheck } from '../../integrations/publish-check';
import { publishReport, SAMPLE_DATA_SWITCH, sampleDataLeft, type PublishInput } from './publish-check';
import { samplePhotosInContent as shippedSamplePhotos } from './sample-photos';
import { shippedStatus } from '../../../tests/spec/shipped-content';

/** The files whose sample facts the first test names; once the clinic has edited them, it has no sample to refuse. */
const SAMPLE_FILES = ['src/content/clinic.yaml', 'src/content/testimonials.yaml', 'src/content/staff.yaml'];

const shippedTestimonials = parse(readFileSync('src/content/testimonials.yaml', 'utf8')) as Array<{
  author: string;
  sample?: boolean;
}>;

const shippedStaff = parse(readFileSync('src/content/staff.yaml', 'utf8')) as Array<{
  name: string;
  sample?: boolean;
}>;

const keys = {
  PUBLIC_EMAILJS_PUBLIC_KEY: 'Qm7vR2kX9pLw4Tz1A',
  PUBLIC_EMAILJS_SERVICE_ID: 'service_k3x9m2p',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_w8q4r1z',
  PUBLIC_CMS_GITHUB_REPO: 'hudkliniken/webbplats',
};

const realLooking: PublishInput = {
  site: 'https://www.hudkliniken.se',
  clinic: {
    sample: false,
    email: 'info@hudkliniken.se',
    phone: { display: '08-123 456 78', e164: '+46812345678' },
    address: { street: 'Storgatan 5' },
    social: [{ href: 'https://www.instagram.com/hudkliniken' }],
    bookingUrl: 'https://www.bokadirekt.se/places/hudkliniken',
    careProvider: { sample: false },
  },
  testimonials: [{ author: 'Anna K.' }],
  staff: [{ name: 'Karin Ek' }],
  samplePhotos: [],
  bookingLinks: [{ path: '/Hudvard-Ansikte', href: 'https://www.bokadirekt.se/boka-tjanst/panna-1' }],
  env: keys,
};

describe('what a production build may not publish', () => {
  it.runIf(shippedStatus().isShipped(SAMPLE_FILES))(
    'refuses the shipped sample data, naming each fact and where it lives',
    () => {
      const problems = sampleDataLeft({
        site: clinic.siteUrl,
        clinic,
        testimonials: shippedTestimonials,
        staff: shippedStaff,
        samplePhotos: shippedSamplePhotos(),
        bookingLinks: [],
        env: {},
      });
      const text = problems.join('\n');
      // The shipped clinic's own facts, as its file writes them.
      expect(text).toContain(clinic.email);
      expect(text).toContain(clinic.phone.display);
      expect(text).toContain(clinic.address.street);
      expect(text).toContain(clinic.bookingUrl);
      // Every social link and the gift-card link, each an address on the reserved domain.
      for (const link of clinic.social) expect(text).toContain(`${link.href} är en exempeladress (social i`);
      if (clinic.giftCardUrl)
        expect(text).toContain(`${clinic.giftCardUrl} är en exempeladress (giftCardUrl i`);
      if (clinic.consultationUrl)
        expect(text).toContain(`${clinic.consultationUrl} är en exempeladress (consultationUrl i`);
      expect(text).toContain(clinic.siteUrl);
      // The address is content: the message leads the clinic to the field, not to code.
      expect(text).toContain('siteUrl i src/content/clinic.yaml');
      expect(text).toContain('careProvider');
      if (clinic.bookingService?.sample)
        expect(text).toContain(`${clinic.bookingService.name} är ett exempel`);
      if (clinic.contactForm?.sample) expect(text).toContain('contactForm i src/content/clinic.yaml');
      const sampleTestimonials = shippedTestimonials.filter((t) => t.sample === true);
      expect(text).toContain(`${sampleTestimonials.length} omdömen är påhittade exempeltexter`);
      expect(text).toContain(
        'PUBLIC_EMAILJS_PUBLIC_KEY, PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID',
      );
      expect(text).toContain(`${shippedStaff.length} personer i personallistan är påhittade exempel`);
      for (const photo of shippedSamplePhotos()) expect(text).toContain(photo);
      expect(text).toContain(
        'PUBLIC_CMS_GITHUB_REPO saknas: redigeringen på /admin vet inte vilket GitHub-repo',
      );
    },
  );

  it('passes a real-looking clinic with its keys set', () => {
    expect(sampleDataLeft(realLooking)).toEqual([]);
  });

  it('catches each leftover on its own: one sample testimonial, one missing key, one example link', () => {
    expect(
      sampleDataLeft({
        ...realLooking,
        testimonials: [{ author: 'Anna K.' }, { author: 'Eva M.', sample: true }],
        samplePhotos: ['Porträttet av Eva (portrait i src/content/staff.yaml)'],
        bookingLinks: [{ path: '/Hudvard-Rygg', href: 'https://bokning.example/rygg' }],
        env: { ...keys, PUBLIC_EMAILJS_TEMPLATE_ID: ' ', PUBLIC_CMS_GITHUB_REPO: '' },
      }),
    ).toEqual([
      expect.stringContaining('Ett omdöme är en påhittad exempeltext'),
      'Porträttet av Eva (portrait i src/content/staff.yaml) är en genererad exempelbild (sample: true): ersätt den med klinikens egen bild.',
      'Bokningslänken för /Hudvard-Rygg (https://bokning.example/rygg) är en exempeladress (bookingHref).',
      expect.stringContaining('EmailJS-nycklar saknas (PUBLIC_EMAILJS_TEMPLATE_ID)'),
      expect.stringContaining('PUBLIC_CMS_GITHUB_REPO saknas'),
    ]);
  });

  it('refuses a booking service and a transfer safeguard still marked as examples, which the privacy policy names', () => {
    const confirmed = {
      bookingService: { sample: false, name: 'Bokning AB' },
      contactForm: { sample: false, transferSafeguard: 'EU:s standardavtalsklausuler' },
    };
    expect(sampleDataLeft({ ...realLooking, clinic: { ...realLooking.clinic, ...confirmed } })).toEqual([]);
    const examples = {
      bookingService: { ...confirmed.bookingService, sample: true },
      contactForm: { ...confirmed.contactForm, sample: true },
    };
    expect(sampleDataLeft({ ...realLooking, clinic: { ...realLooking.clinic, ...examples } })).toEqual([
      expect.stringMatching(/^Bokningstjänstens namn Bokning AB är ett exempel \(bookingService i /),
      expect.stringMatching(/^Skyddet vid överföringen till EmailJS .* \(contactForm i /),
    ]);
  });

  it('names a file it cannot read, whose sample marks it cannot know, and refuses the build', () => {
    expect(sampleDataLeft({ ...realLooking, unreadable: ['src/content/lista.yaml'] })).toEqual([
      expect.stringMatching(/^src\/content\/lista\.yaml kan inte läsas, så den kunde inte kontrolleras/),
    ]);
  });

  it('prints one numbered list', () => {
    const report = publishReport(['Ett.', 'Två.']);
    expect(report).toMatch(/^Produktionsbygget stoppades/);
    expect(report).toContain('  1. Ett.\n  2. Två.');
  });

  it('refuses sample staff by name, and EmailJS keys that cannot be EmailJS keys', () => {
    const left = (input: Partial<PublishInput>) => sampleDataLeft({ ...realLooking, ...input });
    expect(left({ staff: [{ name: 'Karin Ek' }, { name: 'Eva Exempel', sample: true }] })).toEqual([
      'En person i personallistan är ett påhittat exempel (sample: true i src/content/staff.yaml: Eva Exempel): ersätt med klinikens personal, eller ta bort.',
    ]);
    const withKey = (key: keyof typeof keys, value: string) => left({ env: { ...keys, [key]: value } });
    expect(withKey('PUBLIC_EMAILJS_PUBLIC_KEY', 'din_publika_nyckel')).toEqual([
      expect.stringMatching(/^EmailJS-nyckeln din_publika_nyckel \(PUBLIC_EMAILJS_PUBLIC_KEY .*platshållare/),
    ]);
    expect(withKey('PUBLIC_EMAILJS_PUBLIC_KEY', 'abc123')).toEqual([expect.stringContaining('för kort')]);
    expect(withKey('PUBLIC_EMAILJS_SERVICE_ID', '"service_k3x9m2p"')).toEqual([
      expect.stringContaining('innehåller tecken som ingen EmailJS-nyckel har'),
    ]);
    expect(withKey('PUBLIC_EMAILJS_SERVICE_ID', 'template_w8q4r1z')).toEqual([
      'PUBLIC_EMAILJS_SERVICE_ID är template_w8q4r1z, ett mall-id: nycklarna har bytt plats.',
    ]);
    // An id the clinic named itself in EmailJS is not refused.
    expect(withKey('PUBLIC_EMAILJS_SERVICE_ID', 'klinikens_gmail')).toEqual([]);
  });
});

/**
 * Runs the guard's two hooks as `astro build` does (src/integrations/publish-check.ts). Astro's
 * content layer reads the content between them and stops the build on a content error, so a field
 * the schema refuses is reported in the same run as the list the first hook printed. Returns what
 * was logged and whether it exited by then, and the exit codes after both.
 */
async function build(input: PublishInput) {
  const errors: string[] = [];
  const logger = { error: (message: string) => errors.push(message), warn: () => {} };
  const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
  const { hooks } = publishCheck(() => input);
  await hooks['astro:config:setup']?.({
    command: 'build',
    config: { site: input.site },
    logger,
  } as unknown as Parameters<NonNullable<(typeof hooks)['astro:config:setup']>>[0]);
  const atStart = { errors: [...errors], exited: exit.mock.calls.length > 0 };
  // Astro's content layer runs here; a content error stops the build under the list.
  await hooks['astro:build:start']?.({
    logger: logger as unknown as AstroIntegrationLogger,
    setPrerenderer: () => {},
  });
  return { atStart, exitCodes: exit.mock.calls.map(([code]) => code) };
}

describe('the production guard in a build', () => {
  let switchBefore: string | undefined;
  beforeEach(() => {
    switchBefore = process.env[SAMPLE_DATA_SWITCH];
    delete process.env[SAMPLE_DATA_SWITCH];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (switchBefore !== undefined) process.env[SAMPLE_DATA_SWITCH] = switchBefore;
  });

  it('prints the sample data left before the content is read, and stops the build after it', async () => {
    const { atStart, exitCodes } = await build({
      ...realLooking,
      testimonials: [{ author: 'Eva M.', sample: true }],
    });
    expect(atStart).toEqual({
      errors: [expect.stringContaining('Ett omdöme är en påhittad exempeltext')],
      exited: false,
    });
    expect(exitCodes).toEqual([1]);
  });

  it('lets a build with nothing left go on', async () => {
    expect(await build(realLooking)).toEqual({ atStart: { errors: [], exited: false }, exitCodes: [] });
  });
});
