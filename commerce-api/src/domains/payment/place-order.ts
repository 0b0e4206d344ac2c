// Turning an approved payment into an order, in ONE transaction:
// - the payment row is locked (SELECT ... FOR UPDATE), so callbacks for one payment run one at a
//   time; a payment already APPROVED returns its existing order (orders.payment_id is UNIQUE too);
// - stock is taken with a conditional UPDATE per variant (stock_quantity >= q), in variant order
//   to avoid deadlocks; one short line rolls the whole order back, nothing is taken;
// - the order, its lines and its first note are written, the paid quantities leave the cart, the
//   cart's coupon and gift note are cleared, and the payment is marked APPROVED.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, carts, orderItems, orderNotes, orders, payments, productVariants } from '../../db/schema.js';
import { readSnapshot } from './payment-snapshot.js';

export type PlaceOrderResult =
  | { kind: 'placed' | 'existing'; orderId: number; orderNumber: string }
  | { kind: 'not_pending'; status: string; failureMessage: string | null }
  | { kind: 'not_found' }
  | { kind: 'shortage' };

class StockShortage extends Error {}

/** Included VAT (KDV 20%) of a gross amount, in kuruş. */
export function includedVatKurus(grossKurus: number): number {
  return Math.round((grossKurus * 20) / 120);
}

/** The order's first note, in the language the shopper paid in (notes are stored as text). */
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

async function existingOrder(tx: Db | Tx, paymentId: string) {
  const [row] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
  return row ?? null;
}

export async function placeOrder(db: Db, paymentId: string, now = new Date()): Promise<PlaceOrderResult> {
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment) return { kind: 'not_found' } as const;
      const already = await existingOrder(tx, paymentId);
      if (already) return { kind: 'existing', orderId: already.id, orderNumber: already.orderNumber } as const;
      if (payment.status !== 'PENDING') return { kind: 'not_pending', status: payment.status, failureMessage: payment.failureMessage } as const;

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

      const idResult = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
      const id = Number((idResult as unknown as { rows: { id: string | number }[] }).rows[0].id);
      const orderNumber = orderNumberFor(id, now);
      await tx.insert(orders).values({
        id,
        orderNumber,
        customerId: payment.customerId,
        paymentId,
        status: 'PROCESSING',
        subtotalKurus: snapshot.subtotalKurus,
        discountKurus: snapshot.discountKurus,
        shippingKurus: snapshot.shippingKurus,
        taxKurus: includedVatKurus(snapshot.totalKurus),
        totalKurus: snapshot.totalKurus,
        couponCode: snapshot.couponCode,
        shippingMethod: snapshot.shippingMethod,
        followUrl: null,
        shippingAddress: snapshot.shippingAddress as unknown as Record<string, unknown>,
        billingAddress: snapshot.billingAddress as unknown as Record<string, unknown>,
        bankName: payment.bankName,
        cardFamily: payment.cardFamily,
        installmentCount: payment.installmentCount,
        giftNote: snapshot.giftNote,
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
      await tx.insert(orderNotes).values({ orderId: id, note: paymentNote(snapshot.language === 'en' ? 'en' : 'tr', payment.bankName, payment.installmentCount), createdAt: now });

      // The paid quantities leave the cart; anything added during 3-D Secure stays.
      for (const line of lines) {
        const inCart = and(eq(cartItems.cartId, payment.cartId), eq(cartItems.variantId, line.variantId));
        await tx.delete(cartItems).where(and(inCart, sql`${cartItems.quantity} <= ${line.quantity}`));
        await tx.update(cartItems).set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` }).where(inCart);
      }
      await tx.update(carts).set({ couponCode: null, giftNote: null, updatedAt: now }).where(eq(carts.id, payment.cartId));
      await tx.update(payments).set({ status: 'APPROVED', completedAt: now }).where(eq(payments.id, paymentId));
      return { kind: 'placed', orderId: id, orderNumber } as const;
    });
  } catch (error) {
    if (error instanceof StockShortage) return { kind: 'shortage' };
    // A callback that raced past the lock still meets orders.payment_id UNIQUE: same order.
    const found = await existingOrder(db, paymentId);
    if (found) return { kind: 'existing', orderId: found.id, orderNumber: found.orderNumber };
    throw error;
  }
}
