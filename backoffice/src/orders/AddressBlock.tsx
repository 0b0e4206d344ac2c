// One address snapshot, readable (or "no address" when there is nothing to read).
import { useIntl } from 'react-intl';
import { addressEntries } from './address-entries';
import { FactList } from './FactList';
import styles from './order-detail.module.css';

export function AddressBlock({ heading, address }: { heading: string; address: unknown }) {
  const intl = useIntl();
  const entries = addressEntries(address);
  return (
    <div className={styles.address}>
      <h3>{heading}</h3>
      {entries ? (
        <FactList facts={entries.map((e) => [e.known ? intl.formatMessage({ id: e.label }) : e.label, e.value])} />
      ) : (
        <p>{intl.formatMessage({ id: 'bo.orders.address.none' })}</p>
      )}
    </div>
  );
}
