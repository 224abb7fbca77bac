import { spawnSync } from 'node:child_process';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { expect, test } from '@playwright/test';
import { testPorts } from '../../scripts/test-ports';
import {
  clinic,
  CLINIC_FILE,
  datedContent,
  formatException,
  GIFT_CARD_LINK_TEXT,
  NOTICE_LABEL,
} from '../../src/config/clinic';
import { mainPages } from '../../src/config/routes';
import { DISPLAY_FONT_CHARACTERS } from '../../src/lib/build/display-font';
import { CHANGED_BY_CLINIC, shippedStatus } from '../spec/shipped-content';
import { pricesOf, treatments } from './content';
import { builtHtml, builtPaths, DIST, jsonLdItems, testBuildDay, urlFor } from './site';

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');

test('html-validate finds no error on any page', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors: string[] = [];
  for (const path of [...builtPaths(), '/404']) {
    const report = await validator.validateString(builtHtml(path), `${path}.html`);
    for (const result of report.results) {
      for (const message of result.messages) errors.push(`${path}: ${message.ruleId} ${message.message}`);
    }
  }
  expect(errors).toEqual([]);
});

/**
 * The only messages of the W3C checker (vnu-jar) allowed: features it has no schema for yet,
 * which the browsers we support implement. Each is a regular expression for the whole message.
 */
const NEWER_THAN_THE_CHECKER: ReadonlyArray<{ message: RegExp; reason: string }> = [
  {
    message: /^CSS: “anchor-name”: Property “anchor-name” doesn't exist\.$/,
    reason: 'CSS anchor positioning: the header is the anchor the menu panel is placed under.',
  },
  {
    message: /^CSS: “position-anchor”: Property “position-anchor” doesn't exist\.$/,
    reason: 'CSS anchor positioning: the menu panel is placed under the header.',
  },
  {
    // Checked since the build writes the design tokens' values in (a var() hid it from the checker).
    message: /^CSS: “top”: “anchor\(bottom, ?calc\([^”]*\)\)” is not a “top” value\.$/,
    reason: 'CSS anchor positioning: the menu panel’s top is the header’s bottom edge, anchor(bottom).',
  },
];

test('the W3C HTML checker finds no error on any page but the newer features listed', () => {
  // vnu.jar needs Java (Debian: default-jre-headless, which .ci/run installs). One run over dist/.
  test.setTimeout(240_000);
  const run = spawnSync(
    'java',
    [
      '-jar',
      'node_modules/vnu-jar/build/dist/vnu.jar',
      '--format',
      'json',
      '--errors-only',
      '--no-langdetect',
      '--skip-non-html',
      DIST,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.error, 'java -jar vnu.jar could not start: is Java installed?').toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as {
    messages: Array<{ type: string; url?: string; message: string; lastLine?: number }>;
  };
  const ours = messages
    .filter((m) => !NEWER_THAN_THE_CHECKER.some((allowed) => allowed.message.test(m.message)))
    .map((m) => `${m.url?.replace(/^.*\/dist\//, '/') ?? ''}:${m.lastLine ?? ''} ${m.message}`);
  expect(ours).toEqual([]);
});

test('the heading font has every character the pages use', () => {
  // The font is cut down to DISPLAY_FONT_CHARACTERS (src/lib/build/display-font.ts): a heading
  // with any other character would show that one letter in another font.
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
  };
  const missing = new Map<string, string>();
  for (const path of builtPaths()) {
    const text = builtHtml(path)
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
        name.startsWith('#')
          ? String.fromCodePoint(Number(name.startsWith('#x') ? `0${name.slice(1)}` : name.slice(1)))
          : (entities[name] ?? entity),
      );
    for (const char of text) {
      if (!/[\n\r\t]/.test(char) && !DISPLAY_FONT_CHARACTERS.includes(char)) missing.set(char, path);
    }
  }
  expect(
    [...missing].map(([char, path]) => `"${char}" (U+${char.codePointAt(0)!.toString(16)}) on ${path}`),
  ).toEqual([]);
});

test('every pattern attribute compiles with the v flag, as browsers compile it', () => {
  const patterns = builtPaths().flatMap((path) =>
    [...builtHtml(path).matchAll(/\bpattern="([^"]*)"/g)].map(([, pattern = '']) => ({ path, pattern })),
  );
  expect(patterns.map(({ path }) => path)).toContain(mainPages.findTreatment.path);
  const invalid = patterns.filter(({ pattern }) => {
    const source = pattern.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
    try {
      new RegExp(`^(?:${source})$`, 'v');
      return false;
    } catch {
      return true;
    }
  });
  expect(invalid).toEqual([]);
});

test('every page has its own title and description, and a canonical link to itself', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  for (const path of builtPaths()) {
    const html = builtHtml(path);
    const title = attribute(html, /<title>([^<]+)<\/title>/);
    const description = attribute(html, /<meta name="description" content="([^"]+)"/);
    const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"/);
    if (!title || titles.has(title))
      problems.push(`${path}: title "${title}" also on ${titles.get(title ?? '')}`);
    if (!description || descriptions.has(description)) problems.push(`${path}: description repeated`);
    if (canonical !== new URL(urlFor(path), 'https://linneahud.example').href)
      problems.push(`${path}: canonical ${canonical}`);
    if (!html.includes('<meta property="og:title"')) problems.push(`${path}: no Open Graph title`);
    titles.set(title ?? '', path);
    descriptions.set(description ?? '', path);
  }
  expect(problems).toEqual([]);
});

test('the sitemap lists every canonical page but the noindex one (not the editor), and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https:\/\/linneahud\.example([^<]+)<\/loc>/g)].map((m) =>
    decodeURI(m[1]!),
  );
  const expected = builtPaths().filter((path) => path !== mainPages.mainTreatment.path);
  expect([...listed].sort()).toEqual(expected);
  expect(listed).not.toContain('/admin');
  expect(builtHtml(mainPages.mainTreatment.path)).toContain('<meta name="robots" content="noindex">');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://linneahud.example/sitemap.xml');
});

test('structured data: the clinic, a treatment with its price in SEK, FAQ and breadcrumbs', () => {
  // Each figure as the content files give it (src/content/clinic.yaml, the treatments' files).
  const jsonLd = (path: string) => jsonLdItems(builtHtml(path));
  const [business] = jsonLd('/');
  // One specification per regular line with times, each with that line's times.
  const timed = clinic.openingHours.regular.filter((line) => line.opens !== undefined);
  expect(business).toMatchObject({
    '@type': 'HealthAndBeautyBusiness',
    telephone: clinic.phone.e164,
    address: { streetAddress: clinic.address.street, addressCountry: 'SE' },
    openingHoursSpecification: timed.map(({ opens, closes }) => ({ opens, closes })),
  });
  const service = (path: string) => jsonLd(path).find((data) => data['@type'] === 'Service');
  // A treatment with one fixed price and questions of its own, and one priced as a range.
  const fixed = treatments.find(
    (t) => pricesOf(t).onPage.length === 1 && pricesOf(t).onPage[0]!.price.kind === 'fixed' && t.faq?.length,
  )!;
  expect(jsonLd(fixed.path).map((data) => data['@type'])).toEqual(['BreadcrumbList', 'FAQPage', 'Service']);
  const price = pricesOf(fixed).onPage[0]!.price as { kind: 'fixed'; amount: number };
  expect(service(fixed.path)?.['offers']).toEqual([
    { '@type': 'Offer', price: price.amount, priceCurrency: 'SEK' },
  ]);
  const ranged = treatments.find((t) => pricesOf(t).onPage.some((o) => o.price.kind === 'range'));
  if (ranged) {
    const range = pricesOf(ranged).onPage.find((o) => o.price.kind === 'range')!.price as {
      min: number;
      max: number;
    };
    expect(service(ranged.path)?.['offers']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          priceSpecification: expect.objectContaining({
            minPrice: range.min,
            maxPrice: range.max,
            priceCurrency: 'SEK',
          }),
        }),
      ]),
    );
  }
});

test.describe('served through nginx with the build\u2019s rules', () => {
  test('security headers on pages and assets; long caching only for hashed assets', async ({ request }) => {
    const page = await request.get('/Omoss');
    const headers = page.headers();
    // The policy directive by directive, written out: scripts only from the site and the hashes
    // of its inline scripts; the form may call the local inbox of this test build, nothing else.
    const csp = (headers['content-security-policy'] ?? '').split('; ');
    expect(csp.filter((directive) => !directive.startsWith('script-src '))).toEqual([
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self' ${testPorts().inboxOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]);
    expect(csp.filter((directive) => directive.startsWith('script-src '))).toEqual([
      expect.stringMatching(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/),
    ]);
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    // Sent compressed, as the 14 KB budget assumes.
    expect(headers['content-encoding']).toBe('gzip');

    const asset = /(\/_astro\/fonts\/[^"]+\.woff2)/.exec(builtHtml('/Omoss'))![1]!;
    const assetHeaders = (await request.get(asset)).headers();
    expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assetHeaders['x-content-type-options']).toBe('nosniff');
  });

  test('the CSP lets every script the site runs run: no violation on the pages with script', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/', '/Rynkreducerande', '/HittaBehandling']) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('[data-enhanced="true"], form button:enabled').first()).toBeAttached();
    }
    expect(violations).toEqual([]);
  });

  test('an unknown path answers 404 with the Swedish page', async ({ request }) => {
    const response = await request.get('/finns/inte');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Sidan hittades inte');
  });

  test('a trailing slash and any letter case answer 301 to the canonical page', async ({ request }) => {
    for (const [from, to] of [
      ['/Omoss/', '/Omoss'],
      ['/OMOSS', '/Omoss'],
      ['/tr%C3%A5dlyft', '/Tr%C3%A5dlyft'],
      ['/brost+mage', '/Brost+Mage'],
      ['/HEM', '/'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
  });
});

test.describe('the dated content on the test build\u2019s day (BUILD_DATE in tests/e2e/build.env)', () => {
  const { notices, exceptions } = datedContent(testBuildDay());
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

  test('the test build stands on a day the sample content shows a notice and an exception', () => {
    // The sample's dates, as shipped (tests/spec/shipped-content.ts); a clinic's own notices and
    // exceptions are checked by the tests below, however many show on the test build's day.
    if (!shippedStatus().isShipped([CLINIC_FILE])) {
      test.info().annotations.push({ type: 'spec', description: CHANGED_BY_CLINIC });
      return;
    }
    expect(notices.length).toBeGreaterThan(0);
    expect(exceptions.length).toBeGreaterThan(0);
  });

  test('every page opens with the notice, in a named region with its link', async ({ page }) => {
    for (const path of builtPaths()) {
      const html = builtHtml(path);
      for (const notice of notices) expect(html, path).toContain(escapeHtml(notice.text));
    }
    await page.goto(mainPages.about.path);
    const region = page.getByRole('region', { name: NOTICE_LABEL });
    // No notice that day: no region, and no bytes for it.
    if (notices.length === 0) await expect(region).toHaveCount(0);
    for (const notice of notices) {
      await expect(region).toContainText(notice.text);
      if (notice.href)
        await expect(region.getByRole('link', { name: notice.linkText })).toHaveAttribute(
          'href',
          notice.href,
        );
    }
  });

  test('the exceptions are in the hours on the booking page, in the footer and in the structured data', async ({
    page,
  }) => {
    await page.goto(mainPages.booking.path);
    const hours = page.getByRole('region', { name: 'Öppettider' });
    const footer = page.getByRole('contentinfo');
    for (const exception of exceptions) {
      await expect(hours).toContainText(formatException(exception));
      await expect(footer).toContainText(formatException(exception));
    }
    const [business] = jsonLdItems(builtHtml('/'));
    expect(business?.['specialOpeningHoursSpecification']).toEqual(
      exceptions.map((exception) =>
        expect.objectContaining({ validFrom: exception.from, validThrough: exception.to ?? exception.from }),
      ),
    );
  });

  test('the gift card is offered on the booking page and in the footer when the clinic sells one', async ({
    page,
  }) => {
    await page.goto(mainPages.booking.path);
    if (!clinic.giftCardUrl) {
      // None sold: no link offers one.
      await expect(page.getByRole('link', { name: GIFT_CARD_LINK_TEXT })).toHaveCount(0);
      return;
    }
    await expect(page.getByRole('main').getByRole('link', { name: GIFT_CARD_LINK_TEXT })).toHaveAttribute(
      'href',
      clinic.giftCardUrl!,
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: GIFT_CARD_LINK_TEXT }),
    ).toHaveAttribute('href', clinic.giftCardUrl!);
  });
});
