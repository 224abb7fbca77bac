import { loopsWith } from '../../lib/carousel';
import type { ArtMotif } from '../Art/Art';
import { Card } from '../Card/Card';
import { Carousel } from '../Carousel/Carousel';

interface OverviewCard {
  title: string;
  text: string;
  href: string;
  meta?: string | undefined;
}

/**
 * The cards of an overview page (SPEC §2 screen type 1): three in view, one below 768 px, dots,
 * looping only when there are more than three.
 */
export function OverviewCarousel({
  cards,
  label,
  motif,
}: {
  cards: readonly OverviewCard[];
  label: string;
  /** One motif for the whole carousel: its cards share a category. */
  motif: ArtMotif;
}) {
  return (
    <Carousel
      label={label}
      slideName="kort"
      loop={loopsWith(cards.length)}
      controls="dots"
      slides={cards.map((card) => (
        <Card
          key={card.href}
          title={card.title}
          text={card.text}
          href={card.href}
          motif={motif}
          meta={card.meta}
        />
      ))}
    />
  );
}
