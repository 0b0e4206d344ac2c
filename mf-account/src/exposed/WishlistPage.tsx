// Exposed module ./WishlistPage — /account/wishlist and /wishlist.
import type { RouteModuleProps } from 'shared-contracts';
import { WishlistPage } from '../wishlist/WishlistPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function WishlistPageModule({ language }: RouteModuleProps) {
  return (
    <AccountBoundary language={language}>
      <WishlistPage />
    </AccountBoundary>
  );
}
