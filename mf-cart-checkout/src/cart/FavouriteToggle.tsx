import { useIntl } from 'react-intl';
import type { CheckoutCartItemFieldsFragment } from 'shared-contracts';
import { useFavouriteToggle } from './useFavouriteToggle';
import styles from './CartItemRow.module.css';

export function FavouriteToggle({ item }: { item: CheckoutCartItemFieldsFragment }) {
  const intl = useIntl();
  const { isFavourite, pending, toggle } = useFavouriteToggle(item);
  return (
    <button
      type="button"
      className={isFavourite ? `${styles.favourite} ${styles.favouriteOn}` : styles.favourite}
      aria-pressed={isFavourite}
      aria-label={intl.formatMessage({ id: 'cart.favourite.toggle' }, { name: item.productName })}
      disabled={pending}
      onClick={() => void toggle()}
    >
      {isFavourite ? '♥' : '♡'}
    </button>
  );
}
