import { useIntl } from 'react-intl';
import { useWishlistToggle } from 'shared-contracts';
import { ProductAddToWishlistDocument, ProductRemoveWishlistItemDocument } from 'shared-contracts/graphql';
import { toAnalyticsItem } from '../common/analytics-item';
import styles from './FavouriteButton.module.css';

interface Props {
  product: { id: number; sku: string; name: string; productPrice: { priceValue: number } };
}

/** Heart toggle on the gallery; aria-pressed tells whether the product is a favourite. */
export function FavouriteButton({ product }: Props) {
  const intl = useIntl();
  const { inWishlist, toggle, pending } = useWishlistToggle(product.id, {
    addDocument: ProductAddToWishlistDocument,
    removeDocument: ProductRemoveWishlistItemDocument,
    item: toAnalyticsItem(product),
    linkLabel: intl.formatMessage({ id: 'product.favourite.link' }),
    team: 'mf-product',
  });
  const label = intl.formatMessage({ id: inWishlist ? 'product.favourite.remove' : 'product.favourite.add' });
  return (
    <button type="button" className={styles.favourite} aria-pressed={inWishlist} aria-label={label} title={label} disabled={pending} onClick={toggle}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={inWishlist ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
