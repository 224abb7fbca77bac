import { useUi } from '../../i18n/ui';
import type { ListingPage } from '../../lib/domain/listing-pages';
import styles from './ListingPager.module.css';

/**
 * Links to every page of a listing too long for one (src/lib/domain/listing-pages.ts), the current one
 * marked: plain links, so every page, and every treatment on it, is reached without JavaScript.
 * Nothing at all for a listing that fits one page.
 */
export function ListingPager({ page, label }: { page: ListingPage<unknown>; label: string }) {
  const { site } = useUi();
  if (page.paths.length === 1) return null;
  return (
    <nav className={styles.pager} aria-label={site.pager(label)}>
      <ol className={styles.list}>
        {page.paths.map((path, index) => (
          <li key={path}>
            <a href={path} aria-current={index + 1 === page.number ? 'page' : undefined}>
              {index + 1}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
