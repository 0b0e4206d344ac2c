import { useIntl } from 'react-intl';
import { FavouriteHeartButton, useWishlistToggle } from 'shared-contracts';
import { CatalogAddToWishlistDocument, CatalogRemoveWishlistItemDocument } from 'shared-contracts/graphql';
import { toAnalyticsItem } from '../common/analytics-item';

interface Props {
  product: { id: number; sku: string; name: string; productPrice: { priceValue: number } };
}

/** Heart toggle on a product card; aria-pressed tells whether the product is a favourite. */
export function FavouriteButton({ product }: Props) {
  const intl = useIntl();
  const { inWishlist, toggle, pending } = useWishlistToggle(product.id, {
    addDocument: CatalogAddToWishlistDocument,
    removeDocument: CatalogRemoveWishlistItemDocument,
    item: toAnalyticsItem(product),
    linkLabel: intl.formatMessage({ id: 'catalog.favourite.link' }),
    team: 'mf-catalog',
  });
  const label = intl.formatMessage({ id: inWishlist ? 'catalog.favourite.remove' : 'catalog.favourite.add' }, { name: product.name });
  return <FavouriteHeartButton inWishlist={inWishlist} pending={pending} label={label} onToggle={toggle} compact />;
}
