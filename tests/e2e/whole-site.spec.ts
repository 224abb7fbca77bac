/**
 * The whole site through nginx and in a browser: the sitemap, the headers, the CSP, the dated
 * notices and exceptions. What the build wrote, read without a browser (validators, titles,
 * structured data): tests/site/whole-site.test.ts.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { testPorts } from '../../scripts/test-ports';
import { clinic, clinicIn, datedContent, formatException } from '../../src/config/clinic';
import { uiWords } from '../../src/i18n/ui';
import { englishPages, langOfPath, mainPages } from '../../src/config/routes';
import { SITE } from './content';
import { builtDocument, hasCarousel } from '../site/dom';
import {
  builtHtml,
  builtPaths,
  builtPathsIn,
  counterpartOf,
  jsonLdItems,
  testBuildDay,
  urlFor,
} from './site';

/** The Swedish words around the clinic's facts: these tests visit Swedish pages. */
const { noticeLabel: NOTICE_LABEL, giftCard: GIFT_CARD_LINK_TEXT } = uiWords('sv').site.clinicFacts;
const HOURS_WORDS = uiWords('sv').site.clinicFacts;

test('the sitemap lists every canonical page but the noindex one (not the editor), and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!);
    expect(url.origin).toBe(SITE);
    return decodeURI(url.pathname);
  });
  // Both languages; each language's placeholder is kept out of search engines.
  const hidden: string[] = [mainPages.mainTreatment.path, englishPages.mainTreatment.path];
  const expected = builtPaths().filter((path) => !hidden.includes(path));
  expect([...listed].sort()).toEqual(expected);
  expect(listed).not.toContain('/admin');
  expect(builtHtml(mainPages.mainTreatment.path)).toContain('<meta name="robots" content="noindex">');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
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
    // Each in both languages: the English pages' scripts are hashed too.
    const carouselPage = builtPathsIn('sv').find(
      (path) => path !== '/' && counterpartOf(path) && hasCarousel(builtDocument(path)),
    );
    const withScript = ['/', ...(carouselPage ? [carouselPage] : []), '/HittaBehandling'];
    for (const path of withScript.flatMap((swedish) => [swedish, counterpartOf(swedish)!])) {
      await page.goto(urlFor(path));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('[data-enhanced="true"], form button:enabled').first()).toBeAttached();
    }
    expect(violations).toEqual([]);
  });

  test('every inline script of every page, in both languages and on each not-found page, is hashed in the CSP it is served with', async ({
    request,
  }) => {
    expect(builtPathsIn('en').length).toBeGreaterThan(0);
    const unhashed: string[] = [];
    let scripts = 0;
    // Each language's not-found page as a mistyped address gets it.
    const served = [...builtPaths(), '/no-such-page', `${englishPages.home.path}/no-such-page`];
    for (const path of served) {
      const response = await request.get(urlFor(path));
      const csp = response.headers()['content-security-policy'] ?? '';
      const html = await response.text();
      for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        // Data, not script: JSON-LD and the like run nothing.
        if (/\bsrc=|type="application\/(ld\+)?json"/.test(attributes)) continue;
        scripts += 1;
        const hash = createHash('sha256').update(body).digest('base64');
        if (!csp.includes(`'sha256-${hash}'`)) unhashed.push(`${path}: ${body.slice(0, 60)}`);
      }
    }
    // The control: the pages have inline scripts to check.
    expect(scripts).toBeGreaterThan(0);
    expect(unhashed).toEqual([]);
  });

  test('an unknown path answers 404 with the Swedish page', async ({ request }) => {
    const response = await request.get('/finns/inte');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Sidan hittades inte');
  });

  test('a trailing slash and any letter case answer 301 to the canonical page', async ({ request }) => {
    // A page beyond ASCII and one with a plus, where the clinic's paths have them.
    const spelt = (path: string | undefined) =>
      path && path.toLowerCase() !== path ? [[encodeURI(path.toLowerCase()), encodeURI(path)] as const] : [];
    for (const [from, to] of [
      ['/Omoss/', '/Omoss'],
      ['/OMOSS', '/Omoss'],
      ...spelt(builtPathsIn('sv').find((path) => /[^\p{ASCII}]/u.test(path))),
      ...spelt(builtPathsIn('sv').find((path) => path.includes('+'))),
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

  test('every page opens with the notice, in a named region with its link', async ({ page }) => {
    for (const path of builtPaths()) {
      const html = builtHtml(path);
      // Each page in its language: the English pages show the notice's English words.
      const pageNotices = datedContent(testBuildDay(), clinicIn(langOfPath(path)).clinic).notices;
      expect(pageNotices).toHaveLength(notices.length);
      for (const notice of pageNotices) expect(html, path).toContain(escapeHtml(notice.text));
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

  test('the exceptions are in the hours on the contact page, in the footer and in the structured data', async ({
    page,
  }) => {
    await page.goto(mainPages.contact.path);
    const hours = page.getByRole('region', { name: 'Öppettider' });
    const footer = page.getByRole('contentinfo');
    for (const exception of exceptions) {
      await expect(hours).toContainText(formatException(exception, HOURS_WORDS));
      await expect(footer).toContainText(formatException(exception, HOURS_WORDS));
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
