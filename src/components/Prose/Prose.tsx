import type { ReactNode } from 'react';
import { cx } from '../../lib/domain/class-names';
import styles from './Prose.module.css';

interface ProseProps {
  /** Plain text: paragraphs separated by a blank line. */
  text?: string | undefined;
  /** HTML rendered at build time from the site's own Markdown content (never visitor input). */
  html?: string | undefined;
  className?: string | undefined;
  /** On an English page, an entry's text still in Swedish: marked lang="sv". */
  lang?: 'sv' | undefined;
  /** Already rendered content, e.g. a Markdown page. */
  children?: ReactNode;
}

/** Running text from content, with readable measure and spacing. */
export function Prose({ text, html, className, lang, children }: ProseProps) {
  const classes = cx(styles.prose, className);
  if (children !== undefined)
    return (
      <div className={classes} lang={lang}>
        {children}
      </div>
    );
  if (html !== undefined) {
    return <div className={classes} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className={classes} lang={lang}>
      {(text ?? '')
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
    </div>
  );
}
