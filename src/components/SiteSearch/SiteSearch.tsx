import { mainPages } from '../../config/routes';
import { SEARCH_FIELD_ID } from '../../lib/site-search';
import styles from './SiteSearch.module.css';

/**
 * The search field in the header, on every page, so it is kept to a few elements. Without
 * JavaScript (or before the search has loaded) it is a plain form that leads to the guide by
 * concern. Its first focus loads the search itself (src/search/search-ui.ts), which shows results
 * under the field.
 */
export function SiteSearch() {
  return (
    <form role="search" action={mainPages.concerns.path} className={styles.search}>
      <label htmlFor={SEARCH_FIELD_ID} className="visually-hidden">
        Sök behandling eller besvär
      </label>
      <input
        id={SEARCH_FIELD_ID}
        className={styles.field}
        type="search"
        name="q"
        placeholder="Sök behandling eller besvär"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className={styles.button}>Sök</button>
    </form>
  );
}
