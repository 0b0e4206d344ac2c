// /account/wishlist's first screen: the saved products (login-only).
import type { RouteLoader } from 'shared-contracts';
import { AccountWishListDocument } from 'shared-contracts/graphql';

const loadWishlistPage: RouteLoader = async (context) => {
  if (context.isLoggedIn) await context.query(AccountWishListDocument);
};

export default loadWishlistPage;
