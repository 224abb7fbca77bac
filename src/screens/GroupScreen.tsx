import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs/Breadcrumbs';
import { ConsultationBanner } from '../components/ConsultationBanner/ConsultationBanner';
import { FaqSection } from '../components/FaqList/FaqList';
import { Hero } from '../components/Hero/Hero';
import { OverviewCarousel } from '../components/OverviewCarousel/OverviewCarousel';
import { Prose } from '../components/Prose/Prose';
import { RegulatedCare } from '../components/RegulatedCare/RegulatedCare';
import { Section } from '../components/Section/Section';
import { mainPages } from '../config/routes';
import type { Group } from '../lib/catalogue';
import type { PictureData } from '../lib/pictures';
import { treatmentPrices } from '../lib/treatment-prices';

interface GroupScreenProps {
  group: Group;
  trail: readonly Crumb[];
  /** The cards' photos by treatment path, for the treatments that have one (src/lib/pictures.ts). */
  cardPictures: ReadonlyMap<string, PictureData>;
}

/** An overview page (docs/product.md, page type 1): hero, intro, a carousel of cards, FAQ, consultation. */
export function GroupScreen({ group, trail, cardPictures }: GroupScreenProps) {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <Hero
        title={group.title}
        text={group.summary}
        motif={group.motif}
        actions={[{ label: 'Boka tid', href: mainPages.booking.path }]}
      />
      <Section width="prose">
        <Prose text={group.intro} />
        {group.regulatedCare && <RegulatedCare />}
      </Section>
      <Section title="Behandlingar" id="behandlingar" tone="sand">
        <OverviewCarousel
          label={group.title}
          cards={group.treatments.map((treatment) => ({
            title: treatment.label,
            text: treatment.summary,
            href: treatment.path,
            motif: treatment.motif,
            picture: cardPictures.get(treatment.path),
            meta: treatmentPrices(treatment).cardPrice,
          }))}
        />
      </Section>
      <FaqSection items={group.faq} />
      <ConsultationBanner target={mainPages.booking.path} variant="digital" />
    </>
  );
}
