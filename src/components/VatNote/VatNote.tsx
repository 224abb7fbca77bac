import { useUi } from '../../i18n/ui';
import styles from './VatNote.module.css';

/**
 * "Alla priser är inklusive moms.": the one line that says what a price includes
 * (prisinformationslagen), shown wherever a page lists prices, in the page's language.
 */
export function VatNote() {
  return <p className={styles.note}>{useUi().price.vatIncluded}</p>;
}
