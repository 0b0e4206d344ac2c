// Totals beside the checkout blocks with the button that submits the payment form.
import { useIntl } from 'react-intl';
import type { CheckoutCartFieldsFragment } from 'shared-contracts/graphql';
import { PriceSummary } from '../cart/PriceSummary';
import styles from './CheckoutPage.module.css';

export function PriceCard({ cart, disabled, onPay }: { cart: CheckoutCartFieldsFragment; disabled: boolean; onPay: () => void }) {
  const intl = useIntl();
  return (
    <aside className={styles.priceCard}>
      <PriceSummary totals={cart.orderTotal} />
      <button type="button" className={styles.primaryButton} disabled={disabled} onClick={onPay}>
        {intl.formatMessage({ id: 'checkout.pay' })}
      </button>
    </aside>
  );
}
