import { Children, isValidElement, type ReactNode } from 'react';
import { Art, type ArtMotif } from '../Art/Art';
import { useUi, type UiWords } from '../../i18n/ui';
import { cx } from '../../lib/domain/class-names';
import { useLang } from '../../i18n/language';
import { hyphenateHeading } from '../../lib/domain/hyphenate';
import type { PictureData } from '../../lib/build/pictures';
import { inSentence } from '../../i18n/words';
import { Picture } from '../Picture/Picture';
import styles from './Card.module.css';
import utilities from '../../styles/utilities.module.css';

interface CardProps {
  title: string;
  text?: string | undefined;
  /** Where "Läs mer" leads; the whole card is clickable through it. */
  href?: string | undefined;
  /**
   * The link's visible words and the word that joins them to the title, which a screen reader
   * hears too: "Läs mer om naglar", "Se prislistan för hudvård". "Läs mer" unless given.
   */
  link?: CardLinkWords;
  /**
   * What the link names when the heading is a short label: an overview's card is headed "Ansikte"
   * but its link says "Läs mer om IPL ansikte", since several overviews have an "Ansikte". The title
   * by default.
   */
  linkName?: string | undefined;
  motif?: ArtMotif | undefined;
  /** The page's own photo, in place of the motif; cards are below the fold, so it loads lazily. */
  picture?: PictureData | undefined;
  /** A line under the title, e.g. a formatted price. */
  meta?: string | undefined;
  headingLevel?: 'h2' | 'h3';
  /** On an English page, the entry's words still in Swedish: its title or text marked lang="sv" (langOfWords). */
  titleLang?: 'sv' | undefined;
  textLang?: 'sv' | undefined;
  children?: ReactNode;
}

type CardLinkWords = UiWords['site']['card']['readMore'];

/** A card: photo or art, title, a short text and a "Läs mer" link. */
export function Card({
  title,
  text,
  href,
  link,
  linkName = title,
  motif,
  picture,
  meta,
  headingLevel: Heading = 'h3',
  titleLang,
  textLang,
  children,
}: CardProps) {
  const { site } = useUi();
  const pageLang = useLang();
  const { label, preposition } = link ?? site.card.readMore;
  return (
    <article className={cx(styles.card, href && styles.linked)}>
      {picture ? (
        <Picture picture={picture} className={styles.photo} loading="lazy" />
      ) : (
        motif && <Art motif={motif} className={styles.art} />
      )}
      <div className={styles.body}>
        <Heading className={styles.title} lang={titleLang}>
          {hyphenateHeading(title, titleLang ?? pageLang)}
        </Heading>
        {/* data-meta names the line for the tests, whatever its class is called in the build. */}
        {meta && (
          <p className={styles.meta} data-meta="">
            {meta}
          </p>
        )}
        {text && (
          <p className={styles.text} lang={textLang}>
            {text}
          </p>
        )}
        {children}
        {href && (
          <a className={styles.link} href={href}>
            {/* Whole strings: texts side by side would be joined by <!-- --> in the HTML. */}
            {`${label} `}
            {/* The title inside a sentence: "Läs mer om hår", not "om Hår"; brand names keep their case. */}
            <span className={utilities.visuallyHidden}>
              {`${preposition} `}
              <span lang={titleLang}>{inSentence(linkName)}</span>
            </span>
            <span aria-hidden="true"> →</span>
          </a>
        )}
      </div>
    </article>
  );
}

interface CardGridProps {
  children: ReactNode;
  label?: string | undefined;
}

/**
 * Cards in a responsive grid, as a list so screen readers announce how many there are. One card
 * alone is no list ("list, 1 item" tells a listener nothing): it stands in the grid by itself.
 */
export function CardGrid({ children, label }: CardGridProps) {
  const cards = Children.toArray(children);
  const only = cards.length === 1 ? cards[0] : undefined;
  if (isValidElement<{ children?: ReactNode }>(only) && only.type === 'li') {
    return <div className={styles.grid}>{only.props.children}</div>;
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
