// Turning an approved payment into an order, in ONE transaction:
// - the payment's cart row is locked first, then the payment row (SELECT ... FOR UPDATE; the same
//   order as startPayment, which locks the cart before superseding payments), so callbacks for
//   one cart run one at a time; a payment already APPROVED returns its existing order
//   (orders.payment_id is UNIQUE too);
// - a SUPERSEDED payment (a newer payment of the cart started) places nothing; nor does a payment
//   whose cart generation already became an order (carts.checkout_generation moved on). The
//   database holds the same rule: orders (cart_id, cart_generation) is UNIQUE, so a second order
//   of one cart generation fails even if this code were bypassed, and is answered the same way;
// - stock is taken with a conditional UPDATE per variant (stock_quantity >= q), in variant order
//   to avoid deadlocks; one short line rolls the whole order back, nothing is taken;
// - the order (its total is the amount charged, instalment interest included, the interest kept
//   apart), its lines, its first note and the accepted contract texts are written, the paid
//   quantities leave the cart, the cart's coupon and gift note are cleared, its checkout
//   generation moves on, and the payment is marked APPROVED;
// - the order's e-mail and SMS are queued in the same transaction (orders/order-messages.ts): an
//   order rolled back sends nothing, and a second callback finds the order and queues nothing.
//   The contract PDFs the e-mail carries are made beforehand, from the payment's snapshot (the
//   order keeps exactly its contracts), so the locks are not held during PDF layout.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, carts, orderItems, orderNotes, orders, payments, productVariants } from '../../db/schema.js';
import { sqlRows } from '../../db/sql-rows.js';
import type { Messaging } from '../../messages/messaging.js';
import { prepareOrderPlaced, queueOrderPlaced } from '../orders/order-messages.js';
import { readSnapshot } from './payment-snapshot.js';

export type PlaceOrderResult =
  | { kind: 'placed' | 'existing'; orderId: number; orderNumber: string }
  | { kind: 'not_pending'; status: string; failureMessage: string | null }
  | { kind: 'not_found' }
  | { kind: 'shortage' }
  /** A newer payment of the same cart replaced this one. */
  | { kind: 'superseded' }
  /** The cart generation this payment belongs to has already become an order. */
  | { kind: 'cart_already_ordered' };

class StockShortage extends Error {}

/** The unique index that keeps one cart generation to one order. */
export const ORDER_PER_CART_GENERATION = 'orders_cart_generation_uq';

function uniqueViolationOf(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint))) return true;
  }
  return false;
}

/** Included VAT (KDV 20%) of a gross amount, in kuruş. */
export function includedVatKurus(grossKurus: number): number {
  return Math.round((grossKurus * 20) / 120);
}

/** The order's first note; stored in Turkish and English, shown in the reader's language. */
export function paymentNote(language: 'tr' | 'en', bankName: string | null, installmentCount: number): string {
  if (language === 'en') {
    const plan = installmentCount > 1 ? `${installmentCount} instalments` : 'single payment';
    return `Payment received (${bankName ?? 'credit card'}, ${plan}). Your order is being prepared.`;
  }
  const plan = installmentCount > 1 ? `${installmentCount} taksit` : 'peşin';
  return `Ödemeniz alındı (${bankName ?? 'kredi kartı'}, ${plan}). Siparişiniz hazırlanıyor.`;
}

export function orderNumberFor(id: number, now: Date): string {
  const ymd = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `SF${ymd}${String(id).padStart(6, '0')}`;
}

/** The order a payment became, if any. */
export async function orderOfPayment(tx: Db | Tx, paymentId: string) {
  const [row] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
  return row ?? null;
}

export async function placeOrder(db: Db, messaging: Messaging, paymentId: string, now = new Date()): Promise<PlaceOrderResult> {
  const [target] = await db.select({ cartId: payments.cartId, status: payments.status, cartSnapshot: payments.cartSnapshot }).from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!target) return { kind: 'not_found' };
  const frozen = readSnapshot(target.cartSnapshot);
  const language = frozen.language ?? 'tr';
  // Only a pending payment can become an order; a repeated callback prepares nothing.
  const prepared = target.status === 'PENDING' ? await prepareOrderPlaced(db, messaging, frozen.contracts ?? [], language) : null;
  try {
    return await db.transaction(async (tx) => {
      const [cart] = await tx.select({ generation: carts.checkoutGeneration }).from(carts).where(eq(carts.id, target.cartId)).for('update');
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment || !cart) return { kind: 'not_found' } as const;
      const already = await orderOfPayment(tx, paymentId);
      if (already) return { kind: 'existing', orderId: already.id, orderNumber: already.orderNumber } as const;
      if (payment.status === 'SUPERSEDED') return { kind: 'superseded' } as const;
      if (payment.status !== 'PENDING') return { kind: 'not_pending', status: payment.status, failureMessage: payment.failureMessage } as const;
      if (cart.generation !== payment.cartGeneration) return { kind: 'cart_already_ordered' } as const;

      const snapshot = readSnapshot(payment.cartSnapshot);
      const lines = [...snapshot.lines].sort((a, b) => a.variantId - b.variantId);
      for (const line of lines) {
        const taken = await tx
          .update(productVariants)
          .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${line.quantity}` })
          .where(and(eq(productVariants.id, line.variantId), sql`${productVariants.stockQuantity} >= ${line.quantity}`))
          .returning({ id: productVariants.id });
        if (taken.length !== 1) throw new StockShortage();
      }

      const [next] = await sqlRows<{ id: string | number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
      const id = Number(next.id);
      const orderNumber = orderNumberFor(id, now);
      await tx.insert(orders).values({
        id,
        orderNumber,
        customerId: payment.customerId,
        paymentId,
        cartId: payment.cartId,
        cartGeneration: payment.cartGeneration,
        status: 'PROCESSING',
        subtotalKurus: snapshot.subtotalKurus,
        discountKurus: snapshot.discountKurus,
        shippingKurus: snapshot.shippingKurus,
        // The order's total is what the card was charged: the cash total plus the instalment
        // interest the accepted contracts state (payments.amount_kurus = snapshot.terms.totalKurus).
        taxKurus: includedVatKurus(payment.amountKurus),
        totalKurus: payment.amountKurus,
        interestKurus: Math.max(0, payment.amountKurus - snapshot.totalKurus),
        couponCode: snapshot.couponCode,
        shippingMethod: snapshot.shippingMethod,
        followUrl: null,
        shippingAddress: snapshot.shippingAddress as unknown as Record<string, unknown>,
        billingAddress: snapshot.billingAddress as unknown as Record<string, unknown>,
        bankName: payment.bankName,
        cardFamily: payment.cardFamily,
        installmentCount: payment.installmentCount,
        giftNote: snapshot.giftNote,
        contracts: snapshot.contracts ?? [],
        createdAt: now,
      });
      await tx.insert(orderItems).values(
        snapshot.lines.map((l) => ({
          orderId: id,
          productId: l.productId,
          variantId: l.variantId,
          sku: l.sku,
          productName: l.productName,
          productSeName: l.productSeName,
          attributeInfo: l.attributeInfo,
          quantity: l.quantity,
          unitPriceKurus: l.unitPriceKurus,
          isGiftPackage: l.isGiftPackage,
          status: 'PROCESSING',
        })),
      );
      await tx.insert(orderNotes).values({
        orderId: id,
        note: paymentNote('tr', payment.bankName, payment.installmentCount),
        noteEn: paymentNote('en', payment.bankName, payment.installmentCount),
        createdAt: now,
      });

      // The paid quantities leave the cart; anything added during 3-D Secure stays.
      for (const line of lines) {
        const inCart = and(eq(cartItems.cartId, payment.cartId), eq(cartItems.variantId, line.variantId));
        await tx.delete(cartItems).where(and(inCart, sql`${cartItems.quantity} <= ${line.quantity}`));
        await tx.update(cartItems).set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` }).where(inCart);
      }
      await tx
        .update(carts)
        .set({ couponCode: null, giftNote: null, checkoutGeneration: sql`${carts.checkoutGeneration} + 1`, updatedAt: now })
        .where(eq(carts.id, payment.cartId));
      await tx.update(payments).set({ status: 'APPROVED', completedAt: now }).where(eq(payments.id, paymentId));
      // In the language the shopper paid in.
      await queueOrderPlaced(tx, messaging, id, language, prepared ?? (await prepareOrderPlaced(tx, messaging, snapshot.contracts ?? [], language)));
      return { kind: 'placed', orderId: id, orderNumber } as const;
    });
  } catch (error) {
    if (error instanceof StockShortage) return { kind: 'shortage' };
    // A callback that raced past the lock still meets orders.payment_id UNIQUE: same order.
    const found = await orderOfPayment(db, paymentId);
    if (found) return { kind: 'existing', orderId: found.id, orderNumber: found.orderNumber };
    // Another payment's order already holds this cart generation: nothing was written.
    if (uniqueViolationOf(error, ORDER_PER_CART_GENERATION)) return { kind: 'cart_already_ordered' };
    throw error;
  }
}
