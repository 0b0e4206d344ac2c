// GraphQL resolvers of the wishlist: wishList, addToWishlist, removeWishlistItem.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { findOwner } from '../cart/owner.js';
import { addToWishlist, removeWishlistItem, wishListView } from './wishlist.js';

export const wishlistResolvers: Resolvers<ApiContext> = {
  Query: {
    wishList: async (_root, args, ctx) => wishListView(ctx.db, await findOwner(ctx, args.guestData), ctx.language),
  },
  Mutation: {
    addToWishlist: (_root, args, ctx) => addToWishlist(ctx, args.productId, args.guestData),
    removeWishlistItem: (_root, args, ctx) => removeWishlistItem(ctx, args.productId, args.guestData),
  },
};
