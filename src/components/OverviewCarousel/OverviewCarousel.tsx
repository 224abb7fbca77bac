import { useUi } from '../../i18n/ui';
import { loopsWith } from '../../lib/browser/carousel';
import type { PictureData } from '../../lib/build/pictures';
import type { ArtMotif } from '../Art/Art';
import { Card } from '../Card/Card';
import { Carousel } from '../Carousel/Carousel';

interface OverviewCard {
  /** The heading: the treatment's short label ("Ansikte"). */
  title: string;
  /** What the link names: the treatment's full title ("IPL ansikte"). */
  linkName: string;
  text: string;
  href: string;
  /** Each card its own, so neighbouring cards differ (src/lib/domain/catalogue.ts). */
  motif: ArtMotif;
  /** The treatment's photo, shown instead of the motif. */
  picture?: PictureData | undefined;
  meta?: string | undefined;
  /** On an English page, the words still in Swedish (Card). */
  titleLang?: 'sv' | undefined;
  textLang?: 'sv' | undefined;
}

/**
 * The cards of an overview page (docs/product.md, page type 1): three in view, one below 768 px, dots,
 * looping only when there are more than three.
 */
export function OverviewCarousel({ cards, label }: { cards: readonly OverviewCard[]; label: string }) {
  const { site } = useUi();
  return (
    <Carousel
      label={label}
      slideName={site.carousel.card}
      slideNamePlural={site.carousel.cardPlural}
      loop={loopsWith(cards.length)}
      controls="dots"
      slides={cards.map((card) => (
        <Card
          key={card.href}
          title={card.title}
          linkName={card.linkName}
          text={card.text}
          href={card.href}
          motif={card.motif}
          picture={card.picture}
          meta={card.meta}
          titleLang={card.titleLang}
          textLang={card.textLang}
        />
      ))}
    />
  );
}
