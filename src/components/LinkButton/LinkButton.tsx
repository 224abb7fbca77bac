import { useUi } from '../../i18n/ui';
import { cx } from '../../lib/domain/class-names';
import styles from './LinkButton.module.css';
import utilities from '../../styles/utilities.module.css';

/** A target that leaves the site: the rule in docs/product.md (page type 2) is "begins with http". */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

interface LinkButtonProps {
  href: string;
  children: string;
  variant?: 'primary' | 'secondary' | 'light';
  className?: string | undefined;
}

/**
 * A link that looks like a button. External targets open in a new tab, safely, and say so
 * to screen readers; anything else is an ordinary in-site link.
 */
export function LinkButton({ href, children, variant = 'primary', className }: LinkButtonProps) {
  const { site } = useUi();
  const classes = cx(styles.button, styles[variant], className);
  if (isExternalHref(href)) {
    return (
      <a className={classes} href={href} target="_blank" rel="noreferrer">
        {/* The label and its space as one text: two would be joined by <!-- --> in the HTML. */}
        {`${children} `}
        <span className={utilities.visuallyHidden}>{site.opensInNewTab}</span>
        <svg className={styles.externalIcon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" />
        </svg>
      </a>
    );
  }
  return (
    <a className={classes} href={href}>
      {children}
    </a>
  );
}
