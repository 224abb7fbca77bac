import type { ReactNode } from 'react';
import { cx } from '../../lib/domain/class-names';
import styles from './Section.module.css';

interface SectionProps {
  title?: string | undefined;
  /** An id for the heading, so the section is labelled by it and can be linked to. */
  id?: string | undefined;
  tone?: 'plain' | 'sand';
  width?: 'content' | 'prose';
  children?: ReactNode;
}

/** A band of the page with an optional h2, on the shared content width. */
export function Section({ title, id, tone = 'plain', width = 'content', children }: SectionProps) {
  const headingId = title && id ? `${id}-rubrik` : undefined;
  return (
    <section id={id} className={cx(styles.section, styles[tone])} aria-labelledby={headingId}>
      <div className={cx(styles.inner, width === 'prose' && styles.prose)}>
        {title && <h2 id={headingId}>{title}</h2>}
        {children}
      </div>
    </section>
  );
}
