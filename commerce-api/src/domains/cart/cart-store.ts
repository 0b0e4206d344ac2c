// The cart rows of an owner and its lines joined with product, variant and attribute data.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { attributeDefinitions, cartItems, carts, productVariants, products } from '../../db/schema.js';
import type { CartOwner } from './owner.js';

export type CartRow = typeof carts.$inferSelect;

function ownerCondition(owner: CartOwner) {
  return owner.customerId !== null ? eq(carts.customerId, owner.customerId) : and(eq(carts.guestSessionId, owner.guestSessionId ?? -1), isNull(carts.customerId));
}

export async function findCart(db: Db | Tx, owner: CartOwner | null): Promise<CartRow | null> {
  if (!owner) return null;
  const rows = await db.select().from(carts).where(ownerCondition(owner)).limit(1);
  return rows[0] ?? null;
}

/** The owner's cart, created on first write (concurrent creators meet on the unique index). */
export async function ensureCart(db: Db | Tx, owner: CartOwner): Promise<CartRow> {
  const existing = await findCart(db, owner);
  if (existing) return existing;
  const target = owner.customerId !== null ? carts.customerId : carts.guestSessionId;
  await db
    .insert(carts)
    .values(owner.customerId !== null ? { customerId: owner.customerId } : { guestSessionId: owner.guestSessionId })
    .onConflictDoNothing({ target });
  const created = await findCart(db, owner);
  if (!created) throw new Error('cart could not be created');
  return created;
}

export async function touchCart(db: Db | Tx, cartId: number): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export interface CartLine {
  itemId: number;
  productId: number;
  variantId: number;
  quantity: number;
  isGiftPackage: boolean;
  sku: string;
  variantSku: string;
  optionCode: string | null;
  name: string;
  nameEn: string;
  seName: string;
  priceKurus: number;
  oldPriceKurus: number | null;
  giftPackageEligible: boolean;
  primaryCategoryId: number;
  collection: string | null;
  published: boolean;
  stock: number;
  attributeId: number | null;
  attributeName: string | null;
  attributeNameEn: string | null;
  valueName: string | null;
}

export async function loadCartLines(db: Db | Tx, cartId: number): Promise<CartLine[]> {
  return db
    .select({
      itemId: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      isGiftPackage: cartItems.isGiftPackage,
      sku: products.sku,
      variantSku: productVariants.sku,
      optionCode: products.optionCode,
      name: products.name,
      nameEn: products.nameEn,
      seName: products.seName,
      priceKurus: products.priceKurus,
      oldPriceKurus: products.oldPriceKurus,
      giftPackageEligible: products.giftPackageEligible,
      primaryCategoryId: products.primaryCategoryId,
      collection: products.collection,
      published: products.published,
      stock: productVariants.stockQuantity,
      attributeId: productVariants.attributeId,
      attributeName: attributeDefinitions.name,
      attributeNameEn: attributeDefinitions.nameEn,
      valueName: productVariants.valueName,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(attributeDefinitions, eq(attributeDefinitions.id, productVariants.attributeId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}

/** A line can be ordered when its product is on sale and its variant has the quantity in stock. */
export function lineOrderable(line: CartLine): boolean {
  return line.published && line.quantity > 0 && line.stock >= line.quantity;
}
