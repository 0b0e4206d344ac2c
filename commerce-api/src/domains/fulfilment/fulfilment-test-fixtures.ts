// Test data for the fulfilment tests: products with stock, two stores, the carriers, a customer and
// an order paid by card (a payment row APPROVED at the sandbox bank, `paidDaysAgo` days ago).
import type { Db } from '../../db/client.js';
import { carts, orderItems, orders, payments, requestReasons, stores } from '../../db/schema.js';
import { requestReasonRows } from '../../seed/checkout-reference.js';
import { insertCarriers, insertCategory, insertCustomer, insertProduct, type ProductFixture } from '../../testing/cart-fixtures.js';

const DAY = 24 * 3600 * 1000;
let serial = 0;

export interface World {
  products: ProductFixture[];
  storeIds: number[];
  cancelReason: number;
  returnReason: number;
}

export async function buildWorld(db: Db): Promise<World> {
  const categoryId = await insertCategory(db);
  const products = [await insertProduct(db, { categoryId, priceKurus: 50000, stocks: [10] }), await insertProduct(db, { categoryId, priceKurus: 70000, stocks: [10] })];
  await insertCarriers(db);
  const store = (name: string) => ({ name, country: 'TR', city: 'İstanbul', district: 'Şişli', address: 'Adres', phone: '2120000000', email: 'magaza@example.com', workingHours: '10-22', latitude: 41, longitude: 29 });
  const storeRows = await db.insert(stores).values([store('Nişantaşı'), store('Kadıköy')]).returning({ id: stores.id });
  const reasons = await db.insert(requestReasons).values(requestReasonRows()).returning();
  return {
    products,
    storeIds: storeRows.map((s) => s.id),
    cancelReason: reasons.find((r) => r.kind === 'CANCEL')!.id,
    returnReason: reasons.find((r) => r.kind === 'RETURN')!.id,
  };
}

export interface PaidOrder {
  orderId: number;
  orderNumber: string;
  customerId: number;
  paymentId: string | null;
  lineIds: number[];
}

/** An order of both products (500 + 700 TL, 29.90 TL shipping), its payment approved. */
export async function paidOrder(db: Db, world: World, opts: { status?: string; paidDaysAgo?: number; deliveredDaysAgo?: number; withPayment?: boolean } = {}): Promise<PaidOrder> {
  serial += 1;
  const status = opts.status ?? 'PROCESSING';
  const customer = await insertCustomer(db);
  const total = 120000 + 2990;
  const paidAt = new Date(Date.now() - (opts.paidDaysAgo ?? 0) * DAY);
  let paymentId: string | null = null;
  if (opts.withPayment !== false) {
    const [cart] = await db.insert(carts).values({ customerId: customer.id }).returning({ id: carts.id });
    paymentId = `pay-test-${process.pid}-${serial}-${Date.now()}`;
    await db.insert(payments).values({
      id: paymentId,
      customerId: customer.id,
      cartId: cart!.id,
      amountKurus: total,
      installmentCount: 1,
      bankName: 'Akbank',
      cardFamily: 'Axess',
      cardLast4: '4358',
      cardHolder: 'AYŞE YILMAZ',
      outcome: 'APPROVE',
      status: 'APPROVED',
      threeDsCodeHash: 'x',
      cartSnapshot: {},
      createdAt: paidAt,
      completedAt: paidAt,
    });
  }
  const orderNumber = `FT${process.pid % 1000}${String(serial).padStart(5, '0')}`;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber,
      customerId: customer.id,
      paymentId,
      status,
      subtotalKurus: 120000,
      shippingKurus: 2990,
      totalKurus: total,
      taxKurus: 20000,
      shippingMethod: 'Yurtiçi Kargo',
      bankName: 'Akbank',
      cardFamily: 'Axess',
      installmentCount: 1,
      deliveredAt: opts.deliveredDaysAgo !== undefined ? new Date(Date.now() - opts.deliveredDaysAgo * DAY) : null,
      createdAt: paidAt,
    })
    .returning();
  const [a, b] = world.products as [ProductFixture, ProductFixture];
  const lines = await db
    .insert(orderItems)
    .values([
      { orderId: order!.id, productId: a.productId, variantId: a.variantIds[0]!, sku: a.sku, productName: 'Altın Yüzük', productSeName: 'altin-yuzuk', quantity: 1, unitPriceKurus: 50000, status },
      { orderId: order!.id, productId: b.productId, variantId: b.variantIds[0]!, sku: b.sku, productName: 'Altın Zincir', productSeName: 'altin-zincir', quantity: 1, unitPriceKurus: 70000, status },
    ])
    .returning({ id: orderItems.id });
  return { orderId: order!.id, orderNumber, customerId: customer.id, paymentId, lineIds: lines.map((l) => l.id) };
}
