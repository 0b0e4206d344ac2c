// One cart line: picture, name linking to the product, variant text, unit price, quantity,
// favourite, gift package choice (logged-in, eligible items) and removal.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocalizedPath } from 'shared-contracts';
import type { CheckoutCartItemFieldsFragment } from 'shared-contracts/graphql';
import { FavouriteToggle } from './FavouriteToggle';
import { QuantityStepper } from './QuantityStepper';
import { useCartActions } from './useCartActions';
import styles from './CartItemRow.module.css';

export interface CartItemRowProps {
  item: CheckoutCartItemFieldsFragment;
  showGiftPackage: boolean;
  compact?: boolean;
}

export function CartItemRow({ item, showGiftPackage, compact }: CartItemRowProps) {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const actions = useCartActions();
  const [busy, setBusy] = useState(false);
  const productPath = localize(`/${item.productSeName}`);

  const act = async (fn: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={compact ? `${styles.row} ${styles.compact}` : styles.row} aria-busy={busy}>
      <Link to={productPath} className={styles.picture} tabIndex={-1} aria-hidden="true">
        <img src={item.picture.thumbImageUrl || item.picture.imageUrl} alt="" width={compact ? 64 : 96} height={compact ? 96 : 144} loading="lazy" />
      </Link>
      <div className={styles.details}>
        <Link to={productPath} className={styles.name}>
          {item.productName}
        </Link>
        {item.attributeInfo ? <p className={styles.attributes}>{item.attributeInfo}</p> : null}
        <p className={styles.unitPrice}>
          {intl.formatMessage({ id: 'cart.item.unitPrice' })}: {item.unitPrice}
        </p>
        <div className={styles.controls}>
          <QuantityStepper
            productName={item.productName}
            value={item.quantity}
            max={item.maxQuantity}
            disabled={busy}
            onChange={(quantity) => void act(() => actions.changeQuantity(item, quantity))}
          />
          {!compact ? <FavouriteToggle item={item} /> : null}
          <button
            type="button"
            className={styles.remove}
            disabled={busy}
            onClick={() => void act(() => actions.removeItem(item))}
            aria-label={intl.formatMessage({ id: 'cart.item.remove' }, { name: item.productName })}
          >
            {intl.formatMessage({ id: 'cart.item.removeShort' })}
          </button>
        </div>
        {showGiftPackage && item.giftPackageEligible ? (
          <label className={styles.gift}>
            <input
              type="checkbox"
              checked={item.isGiftPackage}
              disabled={busy}
              onChange={(e) => void act(() => actions.setGiftPackage(item, e.target.checked))}
            />
            {intl.formatMessage({ id: 'cart.item.giftPackage' })}
          </label>
        ) : null}
      </div>
      <p className={styles.subTotal}>{item.subTotal}</p>
    </li>
  );
}
