import { Collapsible } from '../components/Collapsible/Collapsible';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { ListingPager } from '../components/ListingPager/ListingPager';
import { AnnualCardNote, PriceTable } from '../components/PriceTable/PriceTable';
import { Section } from '../components/Section/Section';
import { mainPages } from '../config/routes';
import { listingPageTitle, type ListingPage, type PriceSectionPart } from '../lib/domain/listing-pages';
import type { PriceList } from '../lib/domain/price-lists';
import styles from './PriceListScreen.module.css';

/**
 * A price list page (docs/product.md, page type 4): sections that open independently, each a table. A
 * long list goes on over numbered pages, each with its share of the rows (src/lib/domain/listing-pages.ts).
 */
export function PriceListScreen({
  priceList,
  listing,
}: {
  priceList: PriceList;
  listing: ListingPage<PriceSectionPart>;
}) {
  return (
    <>
      <Hero
        title={listingPageTitle(priceList.title, listing)}
        text={priceList.summary}
        actions={[{ label: 'Boka tid', href: mainPages.booking.path }]}
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
        <p className={styles.note}>
          Klicka på en behandling för att läsa mer om den. Har du frågor om priserna är du välkommen att{' '}
          <a href={mainPages.contact.path}>kontakta oss</a>.
        </p>
      </Section>
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
