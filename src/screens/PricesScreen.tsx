import { Card } from '../components/Card/Card';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { useUi } from '../i18n/ui';
import { formatPrice } from '../lib/domain/price';
import { VatNote } from '../components/VatNote/VatNote';
import type { PriceList } from '../lib/domain/price-lists';
import styles from './screens.module.css';
import { localized, useLang, usePages } from '../i18n/language';

/** /Priser: the seven price lists, each with the span of its prices, computed from the catalogue. */
function PricesScreenInLanguage({ priceLists }: { priceLists: readonly PriceList[] }) {
  const pages = usePages();
  const { site } = useUi();
  const lang = useLang();
  return (
    <>
      <Hero
        title={pages.prices.title}
        text={site.prices.heroText}
        actions={[{ label: pages.booking.title, href: pages.booking.path }]}
      />
      <Section title={site.sections.priceLists} id="prislistor">
        <p>{site.prices.rangeNote}</p>
        <ul className={styles.priceSummary}>
          {priceLists.map((list) => (
            <li key={list.id}>
              <Card title={list.label} text={list.summary} href={list.path} link={site.card.seePriceList}>
                <ul className={styles.spans}>
                  {list.sections.map((section) => (
                    <li key={section.title}>
                      {section.title}:{' '}
                      {section.span ? (
                        <strong>{formatPrice(section.span, lang)}</strong>
                      ) : section.onConsultation ? (
                        site.prices.atConsultation
                      ) : (
                        site.prices.inListOnly
                      )}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
        <VatNote />
      </Section>
      <ConsultationBanner offer="message" />
    </>
  );
}

export const PricesScreen = localized(PricesScreenInLanguage);
