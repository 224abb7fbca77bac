/**
 * The rules of decision 0027 that can be checked mechanically, as relations over the built site,
 * so they hold for any clinic's content: each case is chosen from what the pages say, never by a
 * sample's name, and a kind of case the content does not have is skipped with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { clinic, policies, vatNumberOf, WITHDRAWAL_DAYS, withdrawalAddressee } from '../../src/config/clinic';
import { CONTENT_DIR } from '../../src/config/folders';
import { langOfPath, mainPages, pagesIn, type Lang } from '../../src/config/routes';
import { uiWords } from '../../src/i18n/ui';
import { countWord } from '../../src/i18n/words';
import { RISK_QUESTION } from '../../src/lib/build/content-rules/legal';
import { escapeRegExp } from '../../src/schemas/regexp';
import { builtPaths, builtPathsIn } from '../e2e/site';
import { builtDocument, textOf } from './dom';

/** A price as the page's language writes one ("1 700 kr", "SEK 1,700"), from the price words themselves. */
function pricePattern(lang: Lang): RegExp {
  const [before = '', after = ''] = uiWords(lang).price.inCurrency('0').split('0');
  const space = '[\\s\\u00a0]';
  const prefix = before.trim() ? `${escapeRegExp(before.trim())}${space}` : '';
  const suffix = after.trim() ? `${space}${escapeRegExp(after.trim())}(?![\\p{L}])` : '';
  return new RegExp(`${prefix}\\d${suffix}`, 'u');
}

/** What the page's <main> reads. */
const mainText = (path: string) => textOf(builtDocument(path).querySelector('main'));

const pages = builtPaths();

describe('prices (prisinformationslagen)', () => {
  const priced = pages.filter((path) => pricePattern(langOfPath(path)).test(mainText(path)));

  test.skipIf(priced.length === 0)('every page that shows a price says that prices include VAT', () => {
    const silent = priced.filter(
      (path) => !mainText(path).includes(uiWords(langOfPath(path)).price.vatIncluded),
    );
    expect(silent).toEqual([]);
  });
});

/** A sentence that names a change in vision, the warning sign of a filler in a blood vessel. */
const VISION = /\bsynen\b|\bsynpåverkan\b|\bvision\b|\beyesight\b/iu;

describe('the emergency rule for vision', () => {
  // Each paragraph, list item or fact that speaks of vision, on every page.
  const cases = pages.flatMap((path) =>
    [...builtDocument(path).querySelectorAll('main p, main li, main dd')]
      .map((element) => textOf(element))
      .filter((text) => VISION.test(text))
      .map((text) => ({ path, text })),
  );

  test.skipIf(cases.length === 0)(
    'wherever a change in vision is named, the same passage says to call 112',
    () => {
      expect(cases.filter(({ text }) => !text.includes('112'))).toEqual([]);
    },
  );
});

/*
 * Every button says where it leads: the words of the site's actions (src/i18n, `actions`) each
 * name one kind of destination, and every link in a page's <main> that carries those words leads
 * there. The destinations come from the clinic's data and the treatments' own links, so the
 * relation holds for any clinic.
 */
const treatmentFiles = readdirSync(join(CONTENT_DIR, 'treatments'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map(
    (file) =>
      parse(
        /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(CONTENT_DIR, 'treatments', file), 'utf8'))![1]!,
      ) as {
        path: string;
        group?: string;
        bookingHref?: string;
        consultationHref?: string;
        prescriptionOnly?: boolean;
        prescriptionMedicine?: boolean;
        price?: unknown;
        options?: unknown[];
      },
  );
const external = (href: string) => /^https:/.test(href);
const consultationPages = new Set([
  clinic.consultationUrl ?? clinic.bookingUrl,
  ...treatmentFiles.flatMap((t) => (t.consultationHref ? [t.consultationHref] : [])),
]);
const bookingPages = new Set([
  clinic.bookingUrl,
  ...treatmentFiles.flatMap((t) => (t.bookingHref ? [t.bookingHref] : [])),
  ...consultationPages,
]);

/** The links of a page's <main> with their words and where they lead. */
const linksOf = (path: string) =>
  [...builtDocument(path).querySelectorAll('main a[href]')].map((a) => ({
    path,
    text: textOf(a).replace(/\s+/g, ' ').trim(),
    href: decodeURI(a.getAttribute('href')!),
  }));

describe('every button says where it leads', () => {
  const links = pages.flatMap(linksOf);
  for (const lang of ['sv', 'en'] as const) {
    const { actions } = uiWords(lang).site;
    const pagesOf = pagesIn(lang);
    const mine = links.filter((link) => langOfPath(link.path) === lang);

    test(`${lang}: a consultation button leads to the booking service's consultation`, () => {
      const wrong = mine.filter((l) => l.text === actions.bookConsultation && !consultationPages.has(l.href));
      expect(wrong).toEqual([]);
    });

    test(`${lang}: a booking button leads to the booking service or the booking page`, () => {
      const words = new Set([
        actions.bookNow,
        actions.bookYourTime,
        actions.toBooking,
        actions.openBookingService,
      ]);
      const wrong = mine.filter(
        (l) => words.has(l.text) && !bookingPages.has(l.href) && l.href !== pagesOf.booking.path,
      );
      expect(wrong).toEqual([]);
    });

    test(`${lang}: a message button leads to the form`, () => {
      const words = new Set([actions.sendMessage, uiWords(lang).site.findTreatment.formTitle]);
      const wrong = mine.filter((l) => words.has(l.text) && l.href !== pagesOf.findTreatment.path);
      expect(wrong).toEqual([]);
    });
  }
});

describe('no prescription medicine with a call to book (läkemedelslagen)', () => {
  // The built pages of the treatments marked prescriptionOnly, in both languages (the English by its alternate).
  const swedish = treatmentFiles
    .filter((t) => t.prescriptionOnly && pages.includes(t.path))
    .map((t) => t.path);
  const alternates = swedish.flatMap((path) => {
    const href = builtDocument(path)
      .querySelector('link[rel="alternate"][hreflang="en"]')
      ?.getAttribute('href');
    return href ? [decodeURI(new URL(href, 'https://x.example').pathname)] : [];
  });
  const medicinePages = [...swedish, ...alternates];

  test.skipIf(medicinePages.length === 0)(
    'its page offers no booking and no price: the doctor\u2019s assessment by phone, and a question',
    () => {
      const offers = medicinePages.flatMap((path) =>
        linksOf(path).filter(
          (l) => (external(l.href) && bookingPages.has(l.href)) || /^(?:boka|book)\b/i.test(l.text),
        ),
      );
      expect(offers).toEqual([]);
      expect(medicinePages.filter((path) => pricePattern(langOfPath(path)).test(mainText(path)))).toEqual([]);
      // The clinic's own phone, beside the facts, where it can ask about the caller's health.
      const withoutPhone = medicinePages.filter(
        (path) => !builtDocument(path).querySelector(`main aside a[href="tel:${clinic.phone.e164}"]`),
      );
      expect(withoutPhone).toEqual([]);
    },
  );

  test.skipIf(swedish.length === 0)(
    'no listing, menu or concern page offers it: only the site map and price lists link to it',
    () => {
      const linking = pages.filter((path) => {
        if ([mainPages.menu.path, pagesIn('en').menu.path].includes(path) || medicinePages.includes(path))
          return false;
        return [...builtDocument(path).querySelectorAll('main a[href]')].some((a) =>
          medicinePages.includes(decodeURI(a.getAttribute('href')!)),
        );
      });
      // A price list names it as a fact; nothing else points to it.
      const priceLists = linking.filter((path) => builtDocument(path).querySelector('main table') !== null);
      expect(linking.filter((path) => !priceLists.includes(path))).toEqual([]);
    },
  );
});

/** A page's English alternate, where it has one (the Swedish page's hreflang link). */
const englishOf = (path: string) => {
  const href = builtDocument(path)
    .querySelector('link[rel="alternate"][hreflang="en"]')
    ?.getAttribute('href');
  return href ? [decodeURI(new URL(href, 'https://x.example').pathname)] : [];
};

describe('a treatment given with a prescription medicine (läkemedelslagen, LVFS 2009:6)', () => {
  // Marked prescriptionMedicine in its file: the page of each, in both languages.
  // Built ones only: a clinic may hide one.
  const swedish = treatmentFiles
    .filter((t) => t.prescriptionMedicine && pages.includes(t.path))
    .map((t) => t.path);
  const medicinePages = [...swedish, ...swedish.flatMap(englishOf)];

  test.skipIf(medicinePages.length === 0)(
    'its page shows no price and no booking link, only the consultation and a question',
    () => {
      const booking = medicinePages.flatMap((path) => {
        const { actions } = uiWords(langOfPath(path)).site;
        return linksOf(path).filter(
          (l) =>
            !l.text.startsWith(actions.bookConsultation) &&
            (/^(?:boka|book)\b/i.test(l.text) ||
              (external(l.href) && bookingPages.has(l.href) && !consultationPages.has(l.href))),
        );
      });
      expect(booking).toEqual([]);
      expect(medicinePages.filter((path) => pricePattern(langOfPath(path)).test(mainText(path)))).toEqual([]);
      // What it does offer: the consultation, an assessment rather than the medicine.
      const withoutConsultation = medicinePages.filter(
        (path) =>
          !linksOf(path).some((l) =>
            l.text.startsWith(uiWords(langOfPath(path)).site.actions.bookConsultation),
          ),
      );
      expect(withoutConsultation).toEqual([]);
    },
  );

  // A price the lists hold is not hidden: the page says where it is.
  const priced = treatmentFiles.filter(
    (t) => t.prescriptionMedicine && pages.includes(t.path) && (t.price || t.options?.length),
  );
  const pricedPages = [...priced.map((t) => t.path), ...priced.map((t) => t.path).flatMap(englishOf)];
  // The built price lists: pages with a table, and the pages their rows lead to.
  const priceListRows = new Map(
    pages
      .filter((path) => builtDocument(path).querySelector('main table') !== null)
      .map((path) => [path, linksOf(path).map((l) => l.href)] as const),
  );
  test.skipIf(pricedPages.length === 0)('its page links to the price list that holds its price', () => {
    const withoutPrices = pricedPages.filter(
      (path) => !linksOf(path).some((l) => priceListRows.get(l.href)?.includes(path)),
    );
    expect(withoutPrices).toEqual([]);
  });

  /** The cards on `onPages` that lead to one of `targets`, with the line under each title. */
  const cardsLeadingTo = (onPages: readonly string[], targets: readonly string[]) =>
    onPages.flatMap((path) =>
      [...builtDocument(path).querySelectorAll('main article')]
        .filter((card) =>
          [...card.querySelectorAll('a[href]')].some((a) =>
            targets.includes(decodeURI(a.getAttribute('href')!)),
          ),
        )
        .map((card) => ({ path, meta: textOf(card.querySelector('[data-meta]')) })),
    );
  // Every card on the site that leads to one of those pages.
  const cards = cardsLeadingTo(pages, medicinePages);

  test.skipIf(cards.length === 0)('no card of one shows a price, or a time slot in its place', () => {
    expect(cards.filter(({ meta }) => meta.trim() !== '')).toEqual([]);
  });

  // The hero of a treatment page is the page's first screen on a phone (main > header).
  const heroLinks = (path: string) => builtDocument(path).querySelectorAll('main > header a[href]').length;
  const otherTreatmentPages = treatmentFiles
    .filter((t) => !t.prescriptionMedicine && !t.prescriptionOnly && pages.includes(t.path))
    .map((t) => t.path);
  test.skipIf(medicinePages.length === 0 || otherTreatmentPages.length === 0)(
    'its first screen has no button: the hero that holds one on other treatment pages holds none',
    () => {
      expect(otherTreatmentPages.filter((path) => heroLinks(path) === 0)).toEqual([]);
      expect(medicinePages.filter((path) => heroLinks(path) > 0)).toEqual([]);
    },
  );

  // The concern pages, Swedish and English, as their files name them.
  const concernPaths = ['concerns', join('en', 'concerns')].flatMap((folder) =>
    readdirSync(join(CONTENT_DIR, folder))
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => (parse(readFileSync(join(CONTENT_DIR, folder, file), 'utf8')) as { path: string }).path)
      .filter((path) => pages.includes(path)),
  );
  test.skipIf(medicinePages.length === 0 || concernPaths.length === 0)(
    'no concern page has a card for one: the overview it belongs to stands in',
    () => {
      const cardsForMedicine = concernPaths.flatMap((path) =>
        [...builtDocument(path).querySelectorAll('main article a[href]')]
          .map((a) => decodeURI(a.getAttribute('href')!))
          .filter((href) => medicinePages.includes(href))
          .map((href) => `${path} → ${href}`),
      );
      expect(cardsForMedicine).toEqual([]);
    },
  );

  // The overviews that hold nothing else (their shown treatments all prescription medicines).
  const medicineGroups = readdirSync(join(CONTENT_DIR, 'groups'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({
      id: file.replace(/\.yaml$/, ''),
      path: (parse(readFileSync(join(CONTENT_DIR, 'groups', file), 'utf8')) as { path: string }).path,
    }))
    .filter(({ id, path }) => {
      const shown = treatmentFiles.filter(
        (t) => t.group === id && !t.prescriptionOnly && pages.includes(t.path),
      );
      return pages.includes(path) && shown.length > 0 && shown.every((t) => t.prescriptionMedicine);
    })
    .flatMap(({ path }) => [path, ...englishOf(path)]);
  const medicineGroupCards = cardsLeadingTo(concernPaths, medicineGroups);
  test.skipIf(medicineGroupCards.length === 0)(
    'a concern page’s card for their overview offers nothing: it says that a doctor decides',
    () => {
      expect(
        medicineGroupCards.filter(
          ({ path, meta }) => meta !== uiWords(langOfPath(path)).site.listLabels.doctorDecides,
        ),
      ).toEqual([]);
    },
  );
});

describe('the six months wherever the 48 hours are stated', () => {
  const { injectionConsultationHours: hours, injectionConsultationAfterMonths: months } = policies;
  // A prescription medicine's page is outside the law (decision 0027): its own wait has no exception.
  const outside = new Set(treatmentFiles.filter((t) => t.prescriptionOnly).map((t) => t.path));
  const cases = builtPathsIn('sv')
    .filter((path) => !outside.has(path))
    .flatMap((path) =>
      [...builtDocument(path).querySelectorAll('main p, main li, main dd')]
        .map((element) => textOf(element).replace(/\s+/g, ' '))
        .filter((text) => /konsultation/i.test(text) && new RegExp(`(?<!\\d)${hours} timmar`).test(text))
        .map((text) => ({ path, text })),
    );
  const monthsSaid = new RegExp(`(?:${countWord(months)}|${months}) månader`, 'i');

  test.skipIf(cases.length === 0)('every passage that gives the hours gives the months with them', () => {
    expect(cases.filter(({ text }) => !monthsSaid.test(text))).toEqual([]);
  });
});

describe('the emergency rule on the pages that list an injection’s risks', () => {
  const injectionCategories = new Set(
    readdirSync(join(CONTENT_DIR, 'categories'))
      .map((file) => ({
        id: file.replace(/\.ya?ml$/, ''),
        ...(parse(readFileSync(join(CONTENT_DIR, 'categories', file), 'utf8')) as { careKind?: string }),
      }))
      .filter((category) => category.careKind === 'injection')
      .map((category) => category.id),
  );
  const risky = treatmentFiles
    .filter((t) => !t.prescriptionOnly && pages.includes(t.path))
    .filter((t) => {
      const file = t as unknown as { category?: string; faq?: Array<{ question: string }> };
      return (
        injectionCategories.has(file.category ?? '') &&
        (file.faq ?? []).some((q) => q.question === RISK_QUESTION)
      );
    })
    .map((t) => t.path);

  test.skipIf(risky.length === 0)('every injection page that lists its risks says to call 112', () => {
    expect(risky.filter((path) => !mainText(path).includes('112'))).toEqual([]);
  });
});

describe('the right of withdrawal wherever the cancellation rules are (distansavtalslagen)', () => {
  const cases = pages.filter((path) => {
    const words = uiWords(langOfPath(path)).site.clinicInfo;
    return mainText(path).includes(words.freeCancellation(policies.freeCancellationHours));
  });

  test.skipIf(cases.length === 0)(
    'the page says how long the right lasts, when it ends, and gives the form addressed to the clinic’s company',
    () => {
      const missing = cases.flatMap((path) => {
        const words = uiWords(langOfPath(path)).site.clinicInfo;
        const text = mainText(path).replace(/\s+/g, ' ');
        const form = words.withdrawalFormLines(withdrawalAddressee(clinic));
        const said = [
          words.withdrawalRight(policies.freeCancellationHours, WITHDRAWAL_DAYS),
          words.withdrawalEnds(WITHDRAWAL_DAYS),
          words.withdrawalHow(WITHDRAWAL_DAYS),
          ...form,
        ].map((sentence) => sentence.replace(/\s+/g, ' '));
        return said.filter((sentence) => !text.includes(sentence)).map((sentence) => `${path}: ${sentence}`);
      });
      expect(missing).toEqual([]);
    },
  );
});

describe('the company behind the site (lagen om elektronisk handel, 8 §)', () => {
  test.each(['sv', 'en'] as const)('the %s contact page names it, with its numbers', (lang) => {
    const text = mainText(pagesIn(lang).contact.path);
    const vat = vatNumberOf(clinic);
    for (const fact of [clinic.legalName, clinic.organisationNumber, ...(vat ? [vat] : [])])
      expect(text).toContain(fact);
  });
});
