/**
 * Every button says what it leads to, and offers what the page's kind of care needs (docs/product.md,
 * page type 5), over the built site in both languages: a link that names a consultation leads to
 * a consultation; one that names the message form, to the form; one that books, to booking. And
 * on the pages of a category whose care needs no consultation (careKind beauty: the category's,
 * its groups', its treatments'), no banner offers a consultation and none says that its answer
 * does not replace one. The pages are chosen from the content, never by name.
 */
import { describe, expect, test } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { langOfPath, pagesIn, type Lang } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { consultationHrefFor } from '../../src/lib/domain/booking';
import { startsWithConsultation } from '../../src/lib/domain/care';
import { pageTextsIn } from '../../src/config/page-texts';
import { categories, shownCategories, shownGroups, shownTreatments, treatments } from '../e2e/content';
import { builtPaths, counterpartOf } from '../e2e/site';
import { LANGS } from './languages';
import { builtDocument, textOf } from './dom';

/** A link's words as a visitor reads them, without what an external link adds for screen readers. */
const labelOf = (link: Element, lang: Lang) =>
  textOf(link).replace(uiWords(lang).site.opensInNewTab, '').trim();

/** Where a link leads, without the fragment: the page or service it opens. */
const destinationOf = (link: Element) => (link.getAttribute('href') ?? '').replace(/#.*$/, '');

/** The words each language names a consultation with, from the consultation button's own label. */
const CONSULTATION: Record<Lang, RegExp> = { sv: /konsultation/i, en: /consultation/i };

/**
 * The consultation's destinations: the clinic's consultation on the booking service, a
 * treatment's own, and the booking page, where the clinic's consultation rules are.
 */
const consultationDestinations = (lang: Lang) =>
  new Set([
    consultationHrefFor({}),
    ...treatments.flatMap((t) => (t.consultationHref ? [t.consultationHref] : [])),
    pagesIn(lang).booking.path,
  ]);

/** Booking's destinations: the booking service (its general page, a treatment's own) and the booking page. */
const bookingDestinations = (lang: Lang) =>
  new Set([
    clinic.bookingUrl,
    ...treatments.flatMap((t) => (t.bookingHref ? [t.bookingHref] : [])),
    pagesIn(lang).booking.path,
  ]);

/** Every link on every built page of a language, with its page. */
function linksIn(lang: Lang) {
  return builtPaths()
    .filter((path) => langOfPath(path) === lang)
    .flatMap((path) =>
      [...builtDocument(path).querySelectorAll('a[href]')].map((link) => ({
        path,
        label: labelOf(link, lang),
        to: destinationOf(link),
      })),
    );
}

/** Whether a category's care needs no consultation (an unset kind is beauty, as the schema reads it). */
const needsNoConsultation = (categoryId: string | undefined) =>
  categories.some((c) => c.id === categoryId && !startsWithConsultation(c.careKind ?? 'beauty'));

/** The Swedish pages of care that needs no consultation: such categories, their groups and treatments. */
const beautyPaths = [
  ...shownCategories.filter((c) => needsNoConsultation(c.id)),
  ...shownGroups.filter((g) => needsNoConsultation(g.category)),
  ...shownTreatments.filter((t) => needsNoConsultation(t.category)),
].map((entry) => entry.path);

/** Those pages in a language: the Swedish ones, or their English counterparts as the built pages name them. */
const beautyPathsIn = (lang: Lang) =>
  lang === 'sv' ? beautyPaths : beautyPaths.flatMap((path) => counterpartOf(path) ?? []);

describe.each(LANGS)('buttons and banners (%s)', (lang) => {
  const { actions, consultationBanner } = uiWords(lang).site;
  const links = linksIn(lang);

  // A clinic whose care needs no consultation may have no such link at all: nothing to check then.
  const consultationLinks = links.filter((link) => CONSULTATION[lang].test(link.label));
  test.skipIf(consultationLinks.length === 0)(
    'every link whose words name a consultation leads to a consultation',
    () => {
      const allowed = consultationDestinations(lang);
      expect(consultationLinks.filter((link) => !allowed.has(link.to))).toEqual([]);
    },
  );

  test('every link that says it sends a message leads to the message form', () => {
    const named = links.filter((link) => link.label === actions.sendMessage);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((link) => link.to !== pagesIn(lang).findTreatment.path)).toEqual([]);
  });

  test('every booking button that names no consultation leads to booking', () => {
    // The dictionary's booking words, the booking page's name (the header's button) and the
    // treatments' own booking labels; the English files' labels are in English words of the same.
    const labels = new Set([
      actions.bookNow,
      actions.bookYourTime,
      actions.toBooking,
      pagesIn(lang).booking.title,
      ...(lang === 'sv' ? treatments.flatMap((t) => (t.bookingLabel ? [t.bookingLabel] : [])) : []),
    ]);
    const named = links.filter((link) => labels.has(link.label));
    expect(named.length).toBeGreaterThan(0);
    const allowed = bookingDestinations(lang);
    expect(named.filter((link) => !allowed.has(link.to))).toEqual([]);
  });

  const pages = beautyPathsIn(lang);
  test.skipIf(pages.length === 0)(
    'on the pages of care that needs no consultation, no banner offers one or speaks of one at the clinic',
    () => {
      const texts = pageTextsIn(lang).consultation;
      // The words of the consultation at the clinic, as the clinic wrote them and as the dictionary adds them.
      const consultationWords = [
        texts.plainTitle,
        texts.plainText,
        consultationBanner.afterAnswer.consultation,
      ];
      const wrong = pages.flatMap((path) => {
        const document = builtDocument(path);
        const asides = [...document.querySelectorAll('aside')];
        const offers = [...document.querySelectorAll('a[href]')]
          .map((link) => labelOf(link, lang))
          .filter((label) => CONSULTATION[lang].test(label));
        const says = asides.flatMap((aside) =>
          consultationWords.filter((words) => textOf(aside).includes(words)),
        );
        return [...offers, ...says].map((what) => `${path}: ${what}`);
      });
      expect(wrong).toEqual([]);
    },
  );

  test.skipIf(pages.length === 0)(
    'each of those pages still has its banner, which helps choose through the form',
    () => {
      const { choiceTitle } = pageTextsIn(lang).consultation;
      const without = pages.filter((path) => {
        const banner = [...builtDocument(path).querySelectorAll('aside')].find(
          (aside) => aside.getAttribute('aria-label') === choiceTitle,
        );
        const link = banner?.querySelector('a[href]');
        return !link || destinationOf(link) !== pagesIn(lang).findTreatment.path;
      });
      expect(without).toEqual([]);
    },
  );
});
