import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs/Breadcrumbs';
import { Card, CardGrid } from '../components/Card/Card';
import { Collapsible } from '../components/Collapsible/Collapsible';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { FaqSection } from '../components/FaqList/FaqList';
import { Hero } from '../components/Hero/Hero';
import { ListingIntro } from '../components/ListingIntro/ListingIntro';
import { ListingPager } from '../components/ListingPager/ListingPager';
import { AnnualCardNote, PriceTable } from '../components/PriceTable/PriceTable';
import { VatNote } from '../components/VatNote/VatNote';
import { Section } from '../components/Section/Section';
import { useUi } from '../i18n/ui';
import { listingBookingAction } from '../lib/domain/booking';
import { langOfWords, type Category, type Group, type Treatment } from '../lib/domain/catalogue';
import { LISTING_SECTION_ID, listingPageTitle, type ListingPage } from '../lib/domain/listing-pages';
import type { PictureData } from '../lib/build/pictures';
import { treatmentRows } from '../lib/domain/price-lists';
import { treatmentPrices } from '../lib/domain/treatment-prices';
import { inSentence } from '../i18n/words';
import { localized, useLang, usePages } from '../i18n/language';

interface CategoryScreenProps {
  category: Category;
  /** The cards this page shows: all of them, unless the listing goes on over numbered pages. */
  listing: ListingPage<Group | Treatment>;
  trail: readonly Crumb[];
  /** The cards' photos by page path, for the entries that have one (src/lib/build/pictures.ts). */
  cardPictures: ReadonlyMap<string, PictureData>;
}

/**
 * A category page: hero, intro, its groups and treatments as cards, prices where shown, FAQ. A
 * later page of a long listing shows its cards and their prices only (the intro and FAQ are on
 * the first), and links to every page of the listing.
 */
function CategoryScreenInLanguage({ category, listing, trail, cardPictures }: CategoryScreenProps) {
  const pages = usePages();
  const { site } = useUi();
  const lang = useLang();
  const first = listing.number === 1;
  const priced =
    listing.paths.length === 1
      ? category.treatments
      : listing.items.flatMap((entry) => (entry.kind === 'treatment' ? [entry] : []));
  return (
    <>
      <Breadcrumbs trail={trail} />
      <Hero
        title={listingPageTitle(category.title, listing)}
        text={category.summary}
        motif={category.motif}
        actions={[listingBookingAction(category.careKind, site.actions, pages.booking)]}
      />
      <ListingIntro intro={category.intro} law={category.law} first={first} />
      <Section
        title={
          // One treatment and nothing else: a plural heading over it would promise more.
          listing.paths.length === 1 && listing.items.length === 1 && listing.items[0]!.kind === 'treatment'
            ? site.sections.oneTreatment
            : site.sections.treatments
        }
        id={LISTING_SECTION_ID}
        tone="sand"
      >
        <CardGrid label={category.title}>
          {listing.items.map((entry) => (
            <li key={entry.id}>
              <Card
                title={entry.title}
                text={entry.summary}
                titleLang={langOfWords(entry, 'title')}
                textLang={langOfWords(entry, 'summary')}
                href={entry.path}
                motif={entry.motif}
                picture={cardPictures.get(entry.path)}
                meta={entry.kind === 'treatment' ? treatmentPrices(entry, lang).cardPrice : undefined}
              />
            </li>
          ))}
        </CardGrid>
        <ListingPager page={listing} label={category.title} />
        {/* Where a treatment card carries its price (a prescription medicine's does not). */}
        {listing.items.some(
          (entry) => entry.kind === 'treatment' && treatmentPrices(entry, lang).cardPrice !== '',
        ) && <VatNote />}
      </Section>
      {category.showPriceList && priced.length > 0 && (
        <Section title={site.sections.priceList} id="prislista">
          {/* One treatment: its table at once, not an accordion of one to open. */}
          {priced.length === 1 && (
            <PriceTable
              rows={treatmentRows(priced[0]!, lang)}
              caption={site.priceTable.caption(inSentence(priced[0]!.title))}
            />
          )}
          {priced.length > 1 &&
            priced.map((treatment) => (
              <Collapsible
                key={treatment.id}
                title={treatment.title}
                titleLang={langOfWords(treatment, 'title')}
                name={`priser-${category.id}`}
                headingLevel="h3"
              >
                <PriceTable
                  rows={treatmentRows(treatment, lang)}
                  caption={site.priceTable.caption(inSentence(treatment.title))}
                />
              </Collapsible>
            ))}
          <AnnualCardNote />
          <VatNote />
        </Section>
      )}
      {first && <FaqSection items={category.faq} />}
      <ConsultationBanner offer="consultation" care={category.careKind} />
    </>
  );
}

export const CategoryScreen = localized(CategoryScreenInLanguage);
