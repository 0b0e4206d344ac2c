// Totals beside the checkout blocks with the button that submits the payment form. In the
// server's HTML the button is disabled until the checkout has hydrated (a press before would do
// nothing).
import { useIntl } from 'react-intl';
import { useHydrated } from 'shared-contracts';
import type { CheckoutCartFieldsFragment } from 'shared-contracts/graphql';
import { PriceSummary } from '../cart/PriceSummary';
import styles from './CheckoutPage.module.css';

export function PriceCard({ cart, disabled, onPay }: { cart: CheckoutCartFieldsFragment; disabled: boolean; onPay: () => void }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <aside className={styles.priceCard}>
      <PriceSummary totals={cart.orderTotal} />
      <button type="button" className={styles.primaryButton} disabled={disabled || !hydrated} onClick={onPay}>
        {intl.formatMessage({ id: 'checkout.pay' })}
      </button>
    </aside>
  );
}
