// GraphQL resolvers of the cart (spec sections 3, 4, 8 and 9): the cart read and every cart
// mutation of the section 7 table.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { addToCart } from './add-to-cart.js';
import { currentCartView } from './cart-view.js';
import { applyDiscountCoupon, removeDiscountCoupon } from './coupons.js';
import { addGiftPackageNote, removeGiftPackageNote } from './gift-note.js';
import { mergeGuestBasket } from './merge-guest-basket.js';
import { createGuestCustomer, findOwner } from './owner.js';
import { clearShoppingCart, removeCartItem, updateCart } from './update-cart.js';

export const cartResolvers: Resolvers<ApiContext> = {
  Query: {
    cart: async (_root, args, ctx) => currentCartView(ctx.db, await findOwner(ctx, args.guestData), ctx.language),
  },
  Mutation: {
    addToCart: (_root, args, ctx) => addToCart(ctx, args),
    updateCart: (_root, args, ctx) => updateCart(ctx, args),
    removeCartItem: (_root, args, ctx) => removeCartItem(ctx, args.cartItemId, args.guestData),
    clearShoppingCart: (_root, args, ctx) => clearShoppingCart(ctx, args.guestData),
    addGiftPackageNote: (_root, args, ctx) => addGiftPackageNote(ctx, args.note, args.guestData),
    removeGiftPackageNote: (_root, args, ctx) => removeGiftPackageNote(ctx, args.guestData),
    applyDiscountCoupon: (_root, args, ctx) => applyDiscountCoupon(ctx, args.code, args.guestData),
    removeDiscountCoupon: (_root, args, ctx) => removeDiscountCoupon(ctx, args.code, args.guestData),
    mergeGuestBasket: (_root, args, ctx) => mergeGuestBasket(ctx, args.guestData),
    createGuestCustomer: async (_root, _args, ctx) => ({ token: (await createGuestCustomer(ctx.db)).token }),
  },
};
