import type { ReactNode } from 'react';
import { cx } from '../../lib/domain/class-names';
import styles from './Collapsible.module.css';

interface CollapsibleProps {
  title: ReactNode;
  children: ReactNode;
  /**
   * Collapsibles that share a name form an exclusive group: opening one closes the others
   * (the platform's <details name>, no script).
   */
  name?: string | undefined;
  /** The heading level the title is announced at, if it is a heading. */
  headingLevel?: 'h2' | 'h3' | undefined;
  /** `sv` when an English page shows an entry's Swedish title here (langOfWords). */
  titleLang?: 'sv' | undefined;
  className?: string | undefined;
}

/**
 * A section that opens and closes, collapsed at first, marked + when closed and − when open.
 * Its parts are styled through .collapsible, with no class each: FAQs and price lists repeat it.
 */
export function Collapsible({
  title,
  children,
  name,
  headingLevel: Heading,
  titleLang,
  className,
}: CollapsibleProps) {
  return (
    <details className={cx(styles.collapsible, className)} name={name}>
      <summary>
        {Heading ? <Heading lang={titleLang}>{title}</Heading> : <span lang={titleLang}>{title}</span>}
        <span aria-hidden="true" />
      </summary>
      <div>{children}</div>
    </details>
  );
}
