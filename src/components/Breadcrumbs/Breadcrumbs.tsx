import { useUi } from '../../i18n/ui';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
  /** `sv` when an English trail shows an entry's Swedish label. */
  lang?: 'sv' | undefined;
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
              <a href={crumb.href} lang={crumb.lang} aria-current="page">
                {crumb.label}
              </a>
            ) : (
              <a href={crumb.href} lang={crumb.lang}>
                {crumb.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
