// Subtotal, discount (when any), shipping ('Ücretsiz' when free) and total.
import { useIntl } from 'react-intl';
import { isFreeShipping } from 'shared-contracts';
import type { CheckoutCartFieldsFragment } from 'shared-contracts/graphql';
import styles from './PriceSummary.module.css';

export function PriceSummary({ totals }: { totals: CheckoutCartFieldsFragment['orderTotal'] }) {
  const intl = useIntl();
  const free = totals.isFreeShipping || isFreeShipping(totals.shippingValue);
  return (
    <dl className={styles.summary} aria-label={intl.formatMessage({ id: 'cart.summary.title' })}>
      <div className={styles.line}>
        <dt>{intl.formatMessage({ id: 'cart.summary.subtotal' })}</dt>
        <dd>{totals.subTotal}</dd>
      </div>
      {totals.orderTotalDiscountValue > 0 && totals.orderTotalDiscount ? (
        <div className={`${styles.line} ${styles.discount}`}>
          <dt>{intl.formatMessage({ id: 'cart.summary.discount' })}</dt>
          <dd>-{totals.orderTotalDiscount.replace(/^-/, '')}</dd>
        </div>
      ) : null}
      <div className={styles.line}>
        <dt>{intl.formatMessage({ id: 'cart.summary.shipping' })}</dt>
        <dd>{free ? intl.formatMessage({ id: 'cart.summary.freeShipping' }) : totals.shipping}</dd>
      </div>
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{intl.formatMessage({ id: 'cart.summary.total' })}</dt>
        <dd>{totals.orderTotal}</dd>
      </div>
    </dl>
  );
}
