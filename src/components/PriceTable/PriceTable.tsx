import { useUi } from '../../i18n/ui';
import type { PriceRow } from '../../lib/domain/price-lists';
import styles from './PriceTable.module.css';
import utilities from '../../styles/utilities.module.css';

/** A price table with the three columns of docs/product.md (page type 4): Behandling, Ord. pris and Årskort. */
export function PriceTable({ rows, caption }: { rows: readonly PriceRow[]; caption: string }) {
  const { priceTable: words } = useUi().site;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={utilities.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.treatment}</th>
            <th scope="col" className={styles.price}>
              {words.regularPrice}
            </th>
            <th scope="col" className={styles.price}>
              {words.annualCard}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" lang={row.lang}>
                {row.href ? <a href={row.href}>{row.name}</a> : row.name}
              </th>
              <td className={styles.price}>{row.ordPris}</td>
              <td className={styles.price}>{row.arskort}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The one line that explains the Årskort column, once under a page's price tables. */
export function AnnualCardNote() {
  return <p className={styles.annualCardNote}>{useUi().site.priceTable.annualCardNote}</p>;
}
