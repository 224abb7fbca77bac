import { Collapsible } from '../components/Collapsible/Collapsible';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { ListingPager } from '../components/ListingPager/ListingPager';
import { AnnualCardNote, PriceTable } from '../components/PriceTable/PriceTable';
import { VatNote } from '../components/VatNote/VatNote';
import { Section } from '../components/Section/Section';
import { useUi } from '../i18n/ui';
import { listingPageTitle, type ListingPage, type PriceSectionPart } from '../lib/domain/listing-pages';
import type { PriceList } from '../lib/domain/price-lists';
import styles from './PriceListScreen.module.css';
import { localized, usePages } from '../i18n/language';

/**
 * A price list page (docs/product.md, page type 4): sections that open independently, each a table. A
 * long list goes on over numbered pages, each with its share of the rows (src/lib/domain/listing-pages.ts).
 */
function PriceListScreenInLanguage({
  priceList,
  listing,
}: {
  priceList: PriceList;
  listing: ListingPage<PriceSectionPart>;
}) {
  const pages = usePages();
  const { site } = useUi();
  return (
    <>
      <Hero
        title={listingPageTitle(priceList.title, listing)}
        text={priceList.summary}
        actions={[{ label: pages.booking.title, href: pages.booking.path }]}
      />
      <Section>
        <div className={styles.sections}>
          {listing.items.map((section) => (
            <Collapsible
              key={section.title}
              title={section.title}
              headingLevel="h2"
              className={styles.section}
            >
              <PriceTable rows={section.rows} caption={section.title} />
            </Collapsible>
          ))}
        </div>
        <ListingPager page={listing} label={priceList.title} />
        <AnnualCardNote />
        <VatNote />
        <p className={styles.note}>
          {site.prices.questions(<a href={pages.contact.path}>{site.prices.contactUs}</a>)}
        </p>
      </Section>
      <ConsultationBanner offer="message" />
    </>
  );
}

export const PriceListScreen = localized(PriceListScreenInLanguage);
