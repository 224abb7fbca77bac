import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs/Breadcrumbs';
import { Card, CardGrid } from '../components/Card/Card';
import { Collapsible } from '../components/Collapsible/Collapsible';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { FaqSection } from '../components/FaqList/FaqList';
import { Hero } from '../components/Hero/Hero';
import { AnnualCardNote, PriceTable } from '../components/PriceTable/PriceTable';
import { Prose } from '../components/Prose/Prose';
import { RegulatedCare } from '../components/RegulatedCare/RegulatedCare';
import { Section } from '../components/Section/Section';
import { mainPages } from '../config/routes';
import type { Category } from '../lib/catalogue';
import type { PictureData } from '../lib/pictures';
import { treatmentRows } from '../lib/price-lists';
import { treatmentPrices } from '../lib/treatment-prices';
import { inSentence } from '../lib/words';

interface CategoryScreenProps {
  category: Category;
  trail: readonly Crumb[];
  /** The cards' photos by page path, for the entries that have one (src/lib/pictures.ts). */
  cardPictures: ReadonlyMap<string, PictureData>;
}

/** A category page: hero, intro, its groups and treatments as cards, prices where shown, FAQ. */
export function CategoryScreen({ category, trail, cardPictures }: CategoryScreenProps) {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <Hero
        title={category.title}
        text={category.summary}
        motif={category.motif}
        actions={[{ label: 'Boka tid', href: mainPages.booking.path }]}
      />
      <Section width="prose">
        <Prose text={category.intro} />
        {category.regulatedCare && <RegulatedCare />}
      </Section>
      <Section title="Behandlingar" id="behandlingar" tone="sand">
        <CardGrid label={category.title}>
          {category.entries.map((entry) => (
            <li key={entry.id}>
              <Card
                title={entry.title}
                text={entry.summary}
                href={entry.path}
                motif={entry.motif}
                picture={cardPictures.get(entry.path)}
                meta={entry.kind === 'treatment' ? treatmentPrices(entry).cardPrice : undefined}
              />
            </li>
          ))}
        </CardGrid>
      </Section>
      {category.showPriceList && (
        <Section title="Prislista" id="prislista">
          {category.treatments.map((treatment) => (
            <Collapsible
              key={treatment.id}
              title={treatment.title}
              name={`priser-${category.id}`}
              headingLevel="h3"
            >
              <PriceTable
                rows={treatmentRows(treatment)}
                caption={`Priser för ${inSentence(treatment.title)}`}
              />
            </Collapsible>
          ))}
          <AnnualCardNote />
        </Section>
      )}
      <FaqSection items={category.faq} />
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
