import { useIntl } from 'react-intl';
import { FavouriteHeartButton, useWishlistToggle } from 'shared-contracts';
import { ProductAddToWishlistDocument, ProductRemoveWishlistItemDocument } from 'shared-contracts/graphql';
import { toAnalyticsItem } from '../common/analytics-item';

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
  return <FavouriteHeartButton inWishlist={inWishlist} pending={pending} label={label} onToggle={toggle} />;
}
