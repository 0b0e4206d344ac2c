// How the price and stock file is written (the staff API's feed-csv.ts and its README): the
// header, what each column means, the limits, and an example.
import { FormattedMessage } from 'react-intl';
import styles from './catalogue.module.css';

const EXAMPLE = ['sku;price;old_price;online;store_3;store_7', 'ALY000123-12;1249,90;1499,90;4;1;0', 'KLY000045;3250.00;;2;;1'].join('\n');

const COLUMNS = ['sku', 'price', 'old_price', 'online', 'store'] as const;

export function FeedFormatHelp() {
  return (
    <div className={styles.help}>
      <p>
        <FormattedMessage id="bo.catalogue.feed.format_intro" />
      </p>
      <ul>
        {COLUMNS.map((column) => (
          <li key={column}>
            <code>{column === 'store' ? 'store_<id>' : column}</code>: <FormattedMessage id={`bo.catalogue.feed.format_${column}`} />
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="bo.catalogue.feed.format_limits" />
      </p>
      <pre>
        <code>{EXAMPLE}</code>
      </pre>
    </div>
  );
}
