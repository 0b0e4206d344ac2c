// Empties the cart after the shopper confirms it in a dialog (clearShoppingCart).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ShopModal } from 'shared-contracts';
import type { CheckoutCartItemFieldsFragment } from 'shared-contracts/graphql';
import { useCartActions } from './useCartActions';
import styles from './CartPage.module.css';

export function ClearCartButton({ items }: { items: CheckoutCartItemFieldsFragment[] }) {
  const intl = useIntl();
  const { clearCart } = useCartActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const confirm = async () => {
    setBusy(true);
    try {
      await clearCart(items);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.clearButton} onClick={() => setConfirming(true)}>
        {t('cart.clear')}
      </button>
      {confirming ? (
        <ShopModal title={t('cart.clear.title')} onClose={() => setConfirming(false)} boundary="mf-cart-checkout">
          <p>{t('cart.clear.question')}</p>
          <div className={styles.boxActions}>
            <button type="button" className={styles.primaryButton} disabled={busy} onClick={() => void confirm()}>
              {t('cart.clear.confirm')}
            </button>
            <button type="button" className={styles.secondaryButton} disabled={busy} onClick={() => setConfirming(false)}>
              {t('cart.clear.cancel')}
            </button>
          </div>
        </ShopModal>
      ) : null}
    </>
  );
}
