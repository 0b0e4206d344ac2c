// Subtotal, discount (when any), shipping ('Ücretsiz' when free) and total. With the terms of a
// payment in instalments (checkout), the cash price, interest and instalments too, and the total
// is the amount charged.
import { useIntl } from 'react-intl';
import { isFreeShipping } from 'shared-contracts/format';
import type { CheckoutCartFieldsFragment, PaymentTermsFieldsFragment } from 'shared-contracts/graphql';
import { hasInstallments, PaymentTermsRows } from '../common/PaymentTermsRows';
import styles from './PriceSummary.module.css';

export function PriceSummary({ totals, terms }: { totals: CheckoutCartFieldsFragment['orderTotal']; terms?: PaymentTermsFieldsFragment | null }) {
  const intl = useIntl();
  const free = totals.isFreeShipping || isFreeShipping(totals.shippingValue);
  const instalments = hasInstallments(terms) ? terms : null;
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
      {instalments ? <PaymentTermsRows terms={instalments} lineClassName={styles.line} /> : null}
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{intl.formatMessage({ id: 'cart.summary.total' })}</dt>
        <dd>{instalments ? instalments.orderTotal : totals.orderTotal}</dd>
      </div>
    </dl>
  );
}
