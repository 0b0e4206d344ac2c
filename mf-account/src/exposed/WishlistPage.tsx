// Exposed module ./WishlistPage — /account/wishlist and /wishlist.
import type { RouteModuleProps } from 'shared-contracts';
import { WishlistPage } from '../wishlist/WishlistPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function WishlistPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <WishlistPage />
    </AccountBoundary>
  );
}
