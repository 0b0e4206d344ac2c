// addToCart: the variant is the attributeValueId (a product with one variant needs none); the
// quantity in the cart may never exceed the variant's online stock.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartMutationResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { cartItems, productVariants, products } from '../../db/schema.js';
import { cartFailure, cartSuccess, type CartFailure } from './cart-result.js';
import { ensureCart, findCart, touchCart } from './cart-store.js';
import { ensureOwner, findOwner } from './owner.js';

export interface AddToCartArgs {
  productId: number;
  attributeId?: number | null;
  attributeValueId?: number | null;
  quantity: number;
  guestData?: string | null;
}

export type VariantRow = typeof productVariants.$inferSelect;

/** The variant a shopper picked, or why none can be taken. */
export async function pickVariant(
  db: Db,
  productId: number,
  attributeId: number | null | undefined,
  attributeValueId: number | null | undefined,
): Promise<{ variant: VariantRow } | { failure: CartFailure }> {
  const product = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1);
  if (!product.length) return { failure: { code: 'ui.cart.product_not_found', field: 'productId' } };
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  let variant: VariantRow | undefined;
  if (attributeValueId != null) variant = variants.find((v) => v.id === attributeValueId);
  else if (variants.length === 1) variant = variants[0];
  if (!variant) return { failure: { code: 'ui.cart.select_variant', field: 'attributeValueId' } };
  if (attributeId != null && variant.attributeId !== null && variant.attributeId !== attributeId) {
    return { failure: { code: 'ui.cart.select_variant', field: 'attributeId' } };
  }
  return { variant };
}

export async function addToCart(ctx: ApiContext, args: AddToCartArgs): Promise<CartMutationResult> {
  const known = await findOwner(ctx, args.guestData);
  if (!Number.isInteger(args.quantity) || args.quantity < 1) return cartFailure(ctx, known, [{ code: 'ui.pattern.invalid', field: 'quantity' }]);
  const picked = await pickVariant(ctx.db, args.productId, args.attributeId, args.attributeValueId);
  if ('failure' in picked) return cartFailure(ctx, known, [picked.failure]);
  const { variant } = picked;
  if (variant.stockQuantity <= 0) return cartFailure(ctx, known, [{ code: 'ui.cart.out_of_stock' }]);

  const cart = await findCart(ctx.db, known);
  const inCart = cart
    ? ((await ctx.db.select({ quantity: cartItems.quantity }).from(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.variantId, variant.id))))[0]?.quantity ?? 0)
    : 0;
  if (inCart + args.quantity > variant.stockQuantity) {
    return cartFailure(ctx, known, [{ code: 'ui.cart.quantity_exceeds_stock', field: 'quantity', values: { max: variant.stockQuantity } }]);
  }

  const owner = await ensureOwner(ctx, args.guestData);
  const target = await ensureCart(ctx.db, owner);
  await ctx.db
    .insert(cartItems)
    .values({ cartId: target.id, productId: variant.productId, variantId: variant.id, quantity: args.quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity: sql`cart_items.quantity + excluded.quantity` } });
  await touchCart(ctx.db, target.id);
  return cartSuccess(ctx, owner, 'ui.cart.add_success');
}
