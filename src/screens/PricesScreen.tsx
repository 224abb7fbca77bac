import { Card } from '../components/Card/Card';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { mainPages } from '../config/routes';
import { formatPrice } from '../lib/domain/price';
import type { PriceList } from '../lib/domain/price-lists';
import styles from './screens.module.css';

/** What the spans below cover: the range rule of src/lib/domain/treatment-prices.ts, said to the visitor. */
const RANGE_NOTE =
  'Prisspannen gäller ett besök för en behandling. Kurer, klippkort och tillägg hittar du i varje prislista.';

/** /Priser: the seven price lists, each with the span of its prices, computed from the catalogue. */
export function PricesScreen({ priceLists }: { priceLists: readonly PriceList[] }) {
  return (
    <>
      <Hero
        title={mainPages.prices.title}
        text="Här hittar du prislistor för alla våra behandlingar, samlade per område."
        actions={[{ label: 'Boka tid', href: mainPages.booking.path }]}
      />
      <Section title="Prislistor" id="prislistor">
        <p>{RANGE_NOTE}</p>
        <ul className={styles.priceSummary}>
          {priceLists.map((list) => (
            <li key={list.id}>
              <Card
                title={list.label}
                text={list.summary}
                href={list.path}
                linkLabel="Se prislistan"
                linkPreposition="för"
              >
                <ul className={styles.spans}>
                  {list.sections
                    .filter((section) => section.span !== undefined)
                    .map((section) => (
                      <li key={section.title}>
                        {section.title}: <strong>{section.span && formatPrice(section.span)}</strong>
                      </li>
                    ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
