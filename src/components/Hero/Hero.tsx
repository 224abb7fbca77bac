import type { ReactNode } from 'react';
import { Art, type ArtMotif } from '../Art/Art';
import { useLang } from '../../i18n/language';
import { hyphenateHeading } from '../../lib/domain/hyphenate';
import type { PictureData } from '../../lib/build/pictures';
import { LinkButton } from '../LinkButton/LinkButton';
import { Picture } from '../Picture/Picture';
import styles from './Hero.module.css';

interface HeroAction {
  label: string;
  href: string;
}

export interface HeroProps {
  title: string;
  text?: string | undefined;
  /** On an English page, words still in Swedish (an untranslated entry's): marked lang="sv". */
  titleLang?: 'sv' | undefined;
  textLang?: 'sv' | undefined;
  eyebrowLang?: 'sv' | undefined;
  /** Up to two buttons; the first is the primary one. */
  actions?: readonly [HeroAction] | readonly [HeroAction, HeroAction] | undefined;
  motif?: ArtMotif;
  /**
   * The page's own photo, in place of the motif, from pictures.ts's hero slot: beside the text,
   * the page's LCP element there, so it is fetched first; hidden on a phone.
   */
  picture?: PictureData | undefined;
  /** A small line above the title, e.g. the category of a treatment. */
  eyebrow?: string | undefined;
  /** More under the text, e.g. a treatment's price and booking button. */
  children?: ReactNode;
}

/** The top of every page: its one h1, a short text, buttons, and its photo or art. */
export function Hero({
  title,
  text,
  actions,
  motif = 'sun',
  picture,
  eyebrow,
  children,
  titleLang,
  textLang,
  eyebrowLang,
}: HeroProps) {
  const pageLang = useLang();
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {eyebrow && (
            <p className={styles.eyebrow} lang={eyebrowLang}>
              {eyebrow}
            </p>
          )}
          <h1 className={styles.title} lang={titleLang}>
            {hyphenateHeading(title, titleLang ?? pageLang)}
          </h1>
          {text && (
            <p className={styles.text} lang={textLang}>
              {text}
            </p>
          )}
          {children}
          {actions && (
            <div className={styles.actions}>
              {actions.map((action, index) => (
                <LinkButton
                  key={action.href}
                  href={action.href}
                  variant={index === 0 ? 'primary' : 'secondary'}
                >
                  {action.label}
                </LinkButton>
              ))}
            </div>
          )}
        </div>
        {picture ? (
          <Picture picture={picture} className={styles.photo} loading="hero" />
        ) : (
          <Art motif={motif} className={styles.art} />
        )}
      </div>
    </header>
  );
}
