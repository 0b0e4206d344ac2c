import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { carts } from '../../db/schema.js';
import { insertCarriers, insertCategory, insertCoupon, insertCustomer, insertProduct, testContext, type ProductFixture } from '../../testing/cart-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { addToCart } from './add-to-cart.js';
import { applyDiscountCoupon, removeDiscountCoupon } from './coupons.js';

let database: Database;
let bracelet: ProductFixture; // 800,00 TL

before(async () => {
  database = await createTestDatabase();
  const categoryId = await insertCategory(database.db);
  bracelet = await insertProduct(database.db, { categoryId, priceKurus: 80000, stocks: [20] });
  await insertCarriers(database.db);
  const day = 24 * 3600 * 1000;
  await insertCoupon(database.db, { code: 'HOSGELDIN10', value: 10 });
  await insertCoupon(database.db, { code: 'YAZ 150', discountType: 'AMOUNT', value: 15000, minOrderKurus: 150000 });
  await insertCoupon(database.db, { code: 'ESKI', value: 20, validTo: new Date(Date.now() - day) });
  await insertCoupon(database.db, { code: 'YAKINDA', value: 20, validFrom: new Date(Date.now() + day) });
  await insertCoupon(database.db, { code: 'KAPALI', value: 20, active: false });
});
after(() => database.close());

async function customerWithCart(quantity: number) {
  const customer = await insertCustomer(database.db);
  const ctx = testContext(database.db, customer);
  await addToCart(ctx, { productId: bracelet.productId, quantity });
  return ctx;
}

async function storedCoupon(customerId: number): Promise<string | null> {
  const [row] = await database.db.select({ code: carts.couponCode }).from(carts).where(eq(carts.customerId, customerId));
  return row?.code ?? null;
}

test('a percent coupon applies with its code whitespace collapsed, case-insensitively, and changes the totals', async () => {
  const ctx = await customerWithCart(1);
  const result = await applyDiscountCoupon(ctx, '  hosgeldin10 ');
  assert.deepEqual(result.errors, []);
  assert.equal(result.discountBox.isApplied, true);
  assert.equal(result.discountBox.message, 'Kupon uygulandı.');
  assert.deepEqual(result.discountBox.appliedDiscountsWithCodes, [{ couponCode: 'HOSGELDIN10' }]);
  const totals = result.cart!.orderTotal;
  assert.equal(totals.subTotalValue, 800);
  assert.equal(totals.orderTotalDiscountValue, 80);
  assert.equal(totals.orderTotalDiscount, '₺80,00');
  assert.equal(totals.shippingValue, 49.9, 'below the free-shipping threshold after the discount');
  assert.equal(totals.orderTotalValue, 769.9);

  const again = await applyDiscountCoupon(ctx, 'HOSGELDIN10');
  assert.deepEqual(again.errors, [], 'applying the same coupon again is harmless');
  const second = await applyDiscountCoupon(ctx, 'YAZ 150');
  assert.equal(second.errors[0].code, 'ui.coupon.only_one');
  assert.equal(await storedCoupon(ctx.customer!.id), 'HOSGELDIN10');

  const removed = await removeDiscountCoupon(ctx, 'hosgeldin10');
  assert.deepEqual(removed.errors, []);
  assert.equal(removed.discountBox.isApplied, false);
  assert.equal(removed.discountBox.message, 'Kupon kaldırıldı.');
  assert.equal(removed.cart!.orderTotal.orderTotalDiscountValue, 0);
  assert.equal((await removeDiscountCoupon(ctx, 'hosgeldin10')).errors[0].code, 'ui.coupon.invalid');
});

test('coupon rules: unknown, inactive, not yet valid, expired, minimum order, empty code', async () => {
  const ctx = await customerWithCart(1);
  const cases: [string, string][] = [
    ['YOK-BOYLE', 'ui.coupon.invalid'],
    ['KAPALI', 'ui.coupon.invalid'],
    ['YAKINDA', 'ui.coupon.invalid'],
    ['ESKI', 'ui.coupon.expired'],
    ['YAZ   150', 'ui.coupon.min_order'],
    ['   ', 'ui.field.required'],
  ];
  for (const [code, expected] of cases) {
    const result = await applyDiscountCoupon(ctx, code);
    assert.equal(result.errors[0]?.code, expected, code);
    assert.equal(result.discountBox.isApplied, false);
  }
  const min = await applyDiscountCoupon(ctx, 'YAZ 150');
  assert.equal(min.errors[0].message, 'Bu kupon en az ₺1.500,00 tutarındaki siparişlerde geçerlidir.');
  assert.equal(await storedCoupon(ctx.customer!.id), null, 'nothing changed');
});

test('an amount coupon above its minimum; a coupon losing its minimum stops discounting', async () => {
  const ctx = await customerWithCart(2);
  const result = await applyDiscountCoupon(ctx, 'YAZ 150');
  assert.deepEqual(result.errors, []);
  assert.equal(result.cart!.orderTotal.orderTotalDiscountValue, 150);
  assert.equal(result.cart!.orderTotal.shippingValue, 0, '1.450 TL after discount is above the 1.000 TL threshold');
  assert.equal(result.cart!.orderTotal.orderTotalValue, 1450);
});

test('coupons are for logged-in customers only', async () => {
  const guest = testContext(database.db, null);
  const added = await addToCart(guest, { productId: bracelet.productId, quantity: 1 });
  const result = await applyDiscountCoupon(guest, 'HOSGELDIN10', added.guestData);
  assert.equal(result.errors[0].code, 'ui.auth.login_required');
  const guestCustomer = testContext(database.db, await insertCustomer(database.db, { isGuest: true }));
  assert.equal((await applyDiscountCoupon(guestCustomer, 'HOSGELDIN10')).errors[0].code, 'ui.auth.login_required');
});

test('two racing applies of different coupons leave exactly one applied', async () => {
  const ctx = await customerWithCart(3);
  const results = await Promise.all([applyDiscountCoupon(ctx, 'HOSGELDIN10'), applyDiscountCoupon(ctx, 'YAZ 150')]);
  const ok = results.filter((r) => r.errors.length === 0);
  assert.equal(ok.length, 1);
  assert.ok(['HOSGELDIN10', 'YAZ 150'].includes((await storedCoupon(ctx.customer!.id))!));
});
