import { Collapsible } from '../components/Collapsible/Collapsible';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { AnnualCardNote, PriceTable } from '../components/PriceTable/PriceTable';
import { Section } from '../components/Section/Section';
import { mainPages } from '../config/routes';
import type { PriceList } from '../lib/price-lists';
import styles from './PriceListScreen.module.css';

/** A price list page (docs/product.md, page type 4): sections that open independently, each a table. */
export function PriceListScreen({ priceList }: { priceList: PriceList }) {
  return (
    <>
      <Hero
        title={priceList.title}
        text={priceList.summary}
        actions={[{ label: 'Boka tid', href: mainPages.booking.path }]}
      />
      <Section>
        <div className={styles.sections}>
          {priceList.sections.map((section) => (
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
