import type { OrderAddressData } from './order-types';
import styles from './OrderDetailPage.module.css';

export function OrderAddressBlock({ heading, address }: { heading: string; address: OrderAddressData | null }) {
  if (!address) return null;
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{heading}</h2>
      <address className={styles.address}>
        <strong>{address.title}</strong>
        <span>
          {address.firstName} {address.lastName}
        </span>
        <span>{address.address1}</span>
        {address.address2 ? <span>{address.address2}</span> : null}
        <span>
          {address.neighborhood}, {address.region} / {address.city} {address.zipPostalCode}
        </span>
        <span>{address.phoneNumber}</span>
      </address>
    </section>
  );
}
