// Where the order goes and whom it is invoiced to, read from the address snapshots.
import { useIntl } from 'react-intl';
import { AddressBlock } from './AddressBlock';
import { DetailSection } from './DetailSection';
import type { Order } from './order-actions';
import styles from './order-detail.module.css';

export function OrderAddressesSection({ order }: { order: Order }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <DetailSection title={t('bo.orders.address.title')}>
      <div className={styles.addresses}>
        <AddressBlock heading={t('bo.orders.address.shipping')} address={order.shippingAddress} />
        <AddressBlock heading={t('bo.orders.address.billing')} address={order.billingAddress} />
      </div>
    </DetailSection>
  );
}
