import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs/Breadcrumbs';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { FaqSection } from '../components/FaqList/FaqList';
import { Hero } from '../components/Hero/Hero';
import { ListingIntro } from '../components/ListingIntro/ListingIntro';
import { ListingPager } from '../components/ListingPager/ListingPager';
import { OverviewCarousel } from '../components/OverviewCarousel/OverviewCarousel';
import { Section } from '../components/Section/Section';
import { useUi } from '../i18n/ui';
import { listingBookingAction } from '../lib/domain/booking';
import { langOfLabel, langOfWords, type Group, type Treatment } from '../lib/domain/catalogue';
import { LISTING_SECTION_ID, listingPageTitle, type ListingPage } from '../lib/domain/listing-pages';
import type { PictureData } from '../lib/build/pictures';
import { treatmentPrices } from '../lib/domain/treatment-prices';
import { VatNote } from '../components/VatNote/VatNote';
import { localized, useLang, usePages } from '../i18n/language';

interface GroupScreenProps {
  group: Group;
  /** The treatments this page shows: all of them, unless the listing goes on over numbered pages. */
  listing: ListingPage<Treatment>;
  trail: readonly Crumb[];
  /** The cards' photos by treatment path, for the treatments that have one (src/lib/build/pictures.ts). */
  cardPictures: ReadonlyMap<string, PictureData>;
}

/**
 * An overview page (docs/product.md, page type 1): hero, intro, a carousel of cards, FAQ, consultation.
 * A later page of a long listing shows its cards only, and every page links to every other.
 */
function GroupScreenInLanguage({ group, listing, trail, cardPictures }: GroupScreenProps) {
  const pages = usePages();
  const { site } = useUi();
  const lang = useLang();
  const first = listing.number === 1;
  return (
    <>
      <Breadcrumbs trail={trail} />
      <Hero
        title={listingPageTitle(group.title, listing)}
        text={group.summary}
        motif={group.motif}
        actions={[listingBookingAction(group.careKind, site.actions, pages.booking)]}
      />
      <ListingIntro intro={group.intro} law={group.law} first={first} />
      <Section
        title={
          // One treatment only: a plural heading over it would promise more.
          listing.paths.length === 1 && listing.items.length === 1
            ? site.sections.oneTreatment
            : site.sections.treatments
        }
        id={LISTING_SECTION_ID}
        tone="sand"
      >
        <OverviewCarousel
          label={group.title}
          cards={listing.items.map((treatment) => ({
            title: treatment.label,
            linkName: treatment.title,
            text: treatment.summary,
            href: treatment.path,
            motif: treatment.motif,
            picture: cardPictures.get(treatment.path),
            meta: treatmentPrices(treatment, lang).cardPrice,
            // The heading is the short label (menuTitle or title), the link the title.
            titleLang: langOfLabel(treatment),
            textLang: langOfWords(treatment, 'summary'),
          }))}
        />
        <ListingPager page={listing} label={group.title} />
        {/* Where a card carries its treatment's price (a prescription medicine's does not). */}
        {listing.items.some((treatment) => treatmentPrices(treatment, lang).cardPrice !== '') && <VatNote />}
      </Section>
      {first && <FaqSection items={group.faq} />}
      <ConsultationBanner offer="consultation" care={group.careKind} />
    </>
  );
}

export const GroupScreen = localized(GroupScreenInLanguage);
