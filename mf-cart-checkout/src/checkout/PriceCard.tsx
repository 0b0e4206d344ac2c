// Totals beside the checkout blocks with the button that submits the payment form. With a card
// and instalments chosen it shows the server's terms (the figures the contracts state and the
// bank charges): cash price, interest, instalments and the total charged. Terms computed for
// another cart total (the cart changed, new terms are on their way) are not shown. In the
// server's HTML the button is disabled until the checkout has hydrated (a press before would do
// nothing).
import { useIntl } from 'react-intl';
import { useHydrated } from 'shared-contracts';
import type { CheckoutCartFieldsFragment, PaymentTermsFieldsFragment } from 'shared-contracts/graphql';
import { PriceSummary } from '../cart/PriceSummary';
import styles from './CheckoutPage.module.css';

export interface PriceCardProps {
  cart: CheckoutCartFieldsFragment;
  terms?: PaymentTermsFieldsFragment | null;
  disabled: boolean;
  onPay: () => void;
}

export function PriceCard({ cart, terms, disabled, onPay }: PriceCardProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const current = terms && terms.cashTotalValue === cart.orderTotal.orderTotalValue ? terms : null;
  return (
    <aside className={styles.priceCard}>
      <PriceSummary totals={cart.orderTotal} terms={current} />
      <button type="button" className={styles.primaryButton} disabled={disabled || !hydrated} onClick={onPay}>
        {intl.formatMessage({ id: 'checkout.pay' })}
      </button>
    </aside>
  );
}
