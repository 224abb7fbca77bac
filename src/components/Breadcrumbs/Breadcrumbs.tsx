import { useUi } from '../../i18n/ui';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/** Where the page sits in the catalogue; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { site } = useUi();
  return (
    <nav className={styles.breadcrumbs} aria-label={site.breadcrumbs}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.href}>
            {index === trail.length - 1 ? (
              <a href={crumb.href} aria-current="page">
                {crumb.label}
              </a>
            ) : (
              <a href={crumb.href}>{crumb.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
