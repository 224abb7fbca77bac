import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs/Breadcrumbs';
import { Card, CardGrid } from '../components/Card/Card';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { FaqSection } from '../components/FaqList/FaqList';
import { Hero } from '../components/Hero/Hero';
import { ListingPager } from '../components/ListingPager/ListingPager';
import { Prose } from '../components/Prose/Prose';
import { RegulatedCare } from '../components/RegulatedCare/RegulatedCare';
import { Section } from '../components/Section/Section';
import { useUi } from '../i18n/ui';
import { langOfWords, type Group, type Treatment } from '../lib/domain/catalogue';
import type { Concern } from '../lib/domain/concerns';
import { LISTING_SECTION_ID, listingPageTitle, type ListingPage } from '../lib/domain/listing-pages';
import { pricedOnlyInLists, treatmentPrices } from '../lib/domain/treatment-prices';
import { VatNote } from '../components/VatNote/VatNote';
import { localized, useLang, usePages } from '../i18n/language';

interface ConcernScreenProps {
  concern: Concern;
  /** The cards this page shows (Concern.cards): all of them, unless the listing goes on over numbered pages. */
  listing: ListingPage<Group | Treatment>;
  trail: readonly Crumb[];
}

/** "1 700 kr per område · 15 min": the card line, from the treatment's own price data. */
function priceAndTime(prices: ReturnType<typeof treatmentPrices>): string {
  return [prices.cardPrice, prices.cardDuration].filter(Boolean).join(' · ');
}

/** A prescription medicine's card, or its group's: it is no offer, so it says who decides. */
function isPrescribed(entry: Group | Treatment): boolean {
  const treatments = entry.kind === 'group' ? entry.treatments : [entry];
  return treatments.length > 0 && treatments.every(pricedOnlyInLists);
}

/**
 * Its cards carry no art: a concern lists up to 14 treatments, and the words and prices are what
 * a visitor compares here (the page stays light, like the header it shares with every page).
 *
 * One concern (/Besvar-Pigment ...): what it is, the treatments for it with price and time, how
 * to choose, and the way on: book, or ask us. Where it leads to an injection treatment or a thread
 * lift, the law's block (18 years, licensed staff, the consultation and time to think).
 */
function ConcernScreenInLanguage({ concern, listing, trail }: ConcernScreenProps) {
  const pages = usePages();
  const { site } = useUi();
  const lang = useLang();
  const first = listing.number === 1;
  return (
    <>
      <Breadcrumbs trail={trail} />
      <Hero
        title={listingPageTitle(concern.title, listing)}
        text={concern.summary}
        actions={[
          { label: pages.booking.title, href: pages.booking.path },
          { label: site.actions.sendMessage, href: pages.findTreatment.path },
        ]}
      />
      {first && concern.about && (
        <Section title={site.sections.concernAbout} id="om" width="prose">
          <Prose text={concern.about} />
        </Section>
      )}
      <Section title={site.sections.concernOffer} id={LISTING_SECTION_ID} tone="sand">
        <CardGrid label={site.listLabels.treatmentsFor(concern.label)}>
          {listing.items.map((entry) => (
            <li key={entry.id}>
              <Card
                title={entry.title}
                text={entry.summary}
                titleLang={langOfWords(entry, 'title')}
                textLang={langOfWords(entry, 'summary')}
                href={entry.path}
                // No price beside a prescription medicine's words (treatmentPrices leaves it out),
                // and no card that reads as an offer of it (läkemedelslagen, decision 0027).
                meta={
                  isPrescribed(entry)
                    ? site.listLabels.doctorDecides
                    : entry.kind === 'treatment'
                      ? priceAndTime(treatmentPrices(entry, lang))
                      : undefined
                }
              />
            </li>
          ))}
        </CardGrid>
        <ListingPager page={listing} label={concern.label} />
        {/* Where a card carries its treatment's price. */}
        {listing.items.some(
          (entry) => entry.kind === 'treatment' && treatmentPrices(entry, lang).cardPrice !== '',
        ) && <VatNote />}
      </Section>
      {(concern.choosing || concern.law) && (
        <Section title={site.sections.concernChoosing} id="valja" width="prose">
          <Prose text={concern.choosing} />
          {/* The consultation rule and who may inject are said once, in the law's block: the
              concern's own text says what the consultation looks at, and nothing more is added here. */}
          {concern.law && <RegulatedCare scope={concern.law} />}
        </Section>
      )}
      {first && <FaqSection items={concern.faq} />}
      <ConsultationBanner offer="message" />
    </>
  );
}

export const ConcernScreen = localized(ConcernScreenInLanguage);
