import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, carts } from '../../db/schema.js';
import { insertCarriers, insertCategory, insertCustomer, insertProduct, insertSizeAttribute, testContext, type ProductFixture } from '../../testing/cart-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { addToCart } from './add-to-cart.js';
import { currentCartView } from './cart-view.js';
import { addGiftPackageNote, removeGiftPackageNote } from './gift-note.js';
import { findOwner } from './owner.js';
import { clearShoppingCart, removeCartItem, updateCart } from './update-cart.js';

let database: Database;
let ring: ProductFixture; // 3 sizes, stock 2 / 0 / 5, 450,00 TL (old 500,00)
let chain: ProductFixture; // no options, stock 10, 1.200,00 TL, not gift-eligible
let attributeId: number;

before(async () => {
  database = await createTestDatabase();
  const categoryId = await insertCategory(database.db, await insertCategory(database.db));
  attributeId = await insertSizeAttribute(database.db);
  ring = await insertProduct(database.db, { categoryId, priceKurus: 45000, oldPriceKurus: 50000, stocks: [2, 0, 5], attributeId });
  chain = await insertProduct(database.db, { categoryId, priceKurus: 120000, stocks: [10], giftPackageEligible: false });
  await insertCarriers(database.db);
});
after(() => database.close());

describe('addToCart', () => {
  test('an anonymous shopper gets a guest session token and a cart with the line', async () => {
    const ctx = testContext(database.db, null);
    const result = await addToCart(ctx, { productId: ring.productId, attributeId, attributeValueId: ring.variantIds[0], quantity: 1 });
    assert.equal(result.status, true);
    assert.deepEqual(result.message, ['Ürün sepete eklendi.']);
    assert.ok(result.guestData && result.guestData.length > 20);
    const cart = result.cart!;
    assert.equal(cart.cartCount, 1);
    assert.equal(cart.guestData, result.guestData);
    assert.equal(cart.showCheckoutAsGuestButton, true);
    assert.equal(cart.giftPackageBox.display, false);
    const [item] = cart.items;
    assert.equal(item.maxQuantity, 2);
    assert.equal(item.attributeInfo, 'Yüzük Ölçüsü:12');
    assert.equal(item.sku, `${ring.sku}-12`, "the variant's sku");
    assert.deepEqual(item.genericAttributes, [{ key: 'ProductSku', value: ring.sku }]);
    assert.deepEqual(item.selectedAttributes, [ring.variantIds[0]]);
    assert.equal(item.selectedAttributeId, attributeId);
    assert.equal(item.unitPriceValue, 450);
    assert.equal(item.firstPriceValue, 500);
    assert.equal(item.picture.imageUrl, `/images/products/${ring.productId}/1/medium.svg`);
    assert.equal(item.picture.thumbImageUrl, `/images/products/${ring.productId}/1/thumb.svg`);
    assert.equal(item.breadcrumb.categoryBreadcrumb.length, 2);
    assert.deepEqual(item.specificationAttributeModels, [{ specificationAttributeName: 'Metal', valueRaw: '14 Ayar Altın' }]);

    const again = await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[0], quantity: 1, guestData: result.guestData });
    assert.equal(again.status, true);
    assert.equal(again.guestData, result.guestData, 'the same session is reused');
    assert.equal(again.cart!.cartCount, 2);
    assert.equal(again.cart!.items.length, 1);
  });

  test('a product with several variants needs one; a product with one variant needs none', async () => {
    const customer = await insertCustomer(database.db);
    const ctx = testContext(database.db, customer);
    const missing = await addToCart(ctx, { productId: ring.productId, quantity: 1 });
    assert.equal(missing.status, false);
    assert.equal(missing.errors[0].code, 'ui.cart.select_variant');
    assert.deepEqual(missing.message, ['Lütfen bir seçenek seçiniz.']);
    const foreign = await addToCart(ctx, { productId: ring.productId, attributeValueId: chain.variantIds[0], quantity: 1 });
    assert.equal(foreign.errors[0].code, 'ui.cart.select_variant', "another product's variant is no choice");
    const single = await addToCart(ctx, { productId: chain.productId, quantity: 2 });
    assert.equal(single.status, true);
    assert.equal(single.cart!.items[0].attributeInfo, null);
    assert.equal(single.cart!.items[0].sku, chain.sku, 'one variant: the product sku');
    assert.equal(single.guestData, null, 'a customer has no guest data');
  });

  test('stock rules: out of stock, more than in stock, and bad quantities change nothing', async () => {
    const customer = await insertCustomer(database.db);
    const ctx = testContext(database.db, customer);
    const none = await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[1], quantity: 1 });
    assert.equal(none.errors[0].code, 'ui.cart.out_of_stock');
    const tooMany = await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[2], quantity: 6 });
    assert.equal(tooMany.errors[0].code, 'ui.cart.quantity_exceeds_stock');
    assert.equal(tooMany.errors[0].message, 'Stokta en fazla 5 adet var.');
    await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[2], quantity: 4 });
    const overTotal = await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[2], quantity: 2 });
    assert.equal(overTotal.errors[0].code, 'ui.cart.quantity_exceeds_stock', 'what is already in the cart counts');
    for (const quantity of [0, -3]) {
      const bad = await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[2], quantity });
      assert.equal(bad.errors[0].code, 'ui.pattern.invalid');
    }
    const unknown = await addToCart(ctx, { productId: 999999, quantity: 1 });
    assert.equal(unknown.errors[0].code, 'ui.cart.product_not_found');
    const cart = await currentCartView(database.db, await findOwner(ctx, null), 'tr');
    assert.equal(cart.cartCount, 4);
  });

  test('an anonymous failed add opens no session', async () => {
    const ctx = testContext(database.db, null);
    const bad = await addToCart(ctx, { productId: ring.productId, quantity: 1 });
    assert.equal(bad.status, false);
    assert.equal(bad.guestData, null);
    assert.equal(bad.cart!.cartCount, 0);
  });
});

describe('totals', () => {
  test('subtotal, cheapest carrier shipping, free above the threshold, selected carrier, text in TRY', async () => {
    const customer = await insertCustomer(database.db);
    const ctx = testContext(database.db, customer);
    const first = await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[0], quantity: 1 });
    let totals = first.cart!.orderTotal;
    assert.equal(totals.subTotalValue, 450);
    assert.equal(totals.shippingValue, 49.9, 'cheapest carrier');
    assert.equal(totals.isFreeShipping, false);
    assert.equal(totals.orderTotalValue, 499.9);
    assert.equal(totals.orderTotal, '₺499,90');
    assert.equal(first.cart!.items[0].discount, '₺50,00');

    const second = await addToCart(ctx, { productId: chain.productId, quantity: 1 });
    totals = second.cart!.orderTotal;
    assert.equal(totals.subTotalValue, 1650);
    assert.equal(totals.shippingValue, 0, 'Yurtiçi is free from 1.000 TL');
    assert.equal(totals.shipping, '₺0,00');
    assert.equal(totals.isFreeShipping, true);
    assert.equal(totals.orderTotal, '₺1.650,00');

    const cart = (await database.db.select().from(carts).where(eq(carts.customerId, customer.id)))[0];
    await database.db.update(carts).set({ shippingOption: 'TEM' }).where(eq(carts.id, cart.id));
    const withTem = await currentCartView(database.db, await findOwner(ctx, null), 'en');
    assert.equal(withTem.orderTotal.shippingValue, 99);
    assert.equal(withTem.orderTotal.orderTotalValue, 1749);
    assert.equal(withTem.selectedShippingOption, 'TEM');
    assert.equal(withTem.items[0].productName.startsWith('Gold Ring'), true, 'English names under en');
    assert.equal(withTem.showCheckoutAsGuestButton, false);
    assert.equal(withTem.canOrder, true);
  });
});

describe('updateCart, removeCartItem, clearShoppingCart', () => {
  test('quantity changes within stock; 0 removes; other owners cannot touch the line', async () => {
    const owner = await insertCustomer(database.db);
    const stranger = await insertCustomer(database.db);
    const ctx = testContext(database.db, owner);
    const added = await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[2], quantity: 1 });
    const itemId = added.cart!.items[0].id;

    const more = await updateCart(ctx, { cartItemId: itemId, quantity: 3 });
    assert.equal(more.status, true);
    assert.equal(more.cart!.items[0].quantity, 3);
    const tooMany = await updateCart(ctx, { cartItemId: itemId, quantity: 6 });
    assert.equal(tooMany.errors[0].code, 'ui.cart.quantity_exceeds_stock');

    const theirs = testContext(database.db, stranger);
    for (const attempt of [
      () => updateCart(theirs, { cartItemId: itemId, quantity: 1 }),
      () => removeCartItem(theirs, itemId),
      () => updateCart(testContext(database.db, null), { cartItemId: itemId, quantity: 1 }),
    ]) {
      const r = await attempt();
      assert.equal(r.status, false);
      assert.equal(r.errors[0].code, 'ui.cart.item_not_found');
    }
    const [line] = await database.db.select().from(cartItems).where(eq(cartItems.id, itemId));
    assert.equal(line.quantity, 3, 'nothing changed by the stranger');

    const switched = await updateCart(ctx, { cartItemId: itemId, attributeValueId: ring.variantIds[0], quantity: 2 });
    assert.equal(switched.status, true);
    assert.equal(switched.cart!.items[0].attributeInfo, 'Yüzük Ölçüsü:12');

    const removed = await updateCart(ctx, { cartItemId: itemId, quantity: 0 });
    assert.equal(removed.status, true);
    assert.equal(removed.cart!.items.length, 0);
    assert.equal((await removeCartItem(ctx, itemId)).errors[0].code, 'ui.cart.item_not_found');
  });

  test('gift package: logged-in customers and eligible items only', async () => {
    const customer = await insertCustomer(database.db);
    const ctx = testContext(database.db, customer);
    const a = await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[2], quantity: 1 });
    const b = await addToCart(ctx, { productId: chain.productId, quantity: 1 });
    assert.equal(b.cart!.giftPackageBox.display, true);
    const ringLine = a.cart!.items[0].id;
    const chainLine = b.cart!.items.find((i) => i.productId === chain.productId)!.id;
    const on = await updateCart(ctx, { cartItemId: ringLine, giftPackage: true });
    assert.equal(on.cart!.items.find((i) => i.id === ringLine)!.isGiftPackage, true);
    const refused = await updateCart(ctx, { cartItemId: chainLine, giftPackage: true });
    assert.equal(refused.errors[0].code, 'ui.cart.gift_not_eligible');

    const guest = testContext(database.db, null);
    const g = await addToCart(guest, { productId: ring.productId, attributeValueId: ring.variantIds[2], quantity: 1 });
    const guestTry = await updateCart(guest, { cartItemId: g.cart!.items[0].id, giftPackage: true, guestData: g.guestData });
    assert.equal(guestTry.errors[0].code, 'ui.auth.login_required');
  });

  test('gift note: required, at most 200 characters, logged-in only', async () => {
    const customer = await insertCustomer(database.db);
    const ctx = testContext(database.db, customer);
    await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[2], quantity: 1 });
    const empty = await addGiftPackageNote(ctx, '   ');
    assert.equal(empty.errors[0].code, 'ui.field.required');
    const long = await addGiftPackageNote(ctx, 'x'.repeat(201));
    assert.equal(long.errors[0].code, 'ui.pattern.maxLength');
    assert.equal(long.errors[0].message, 'En fazla 200 karakter olabilir.');
    assert.equal(long.cart!.giftPackageBox.note, null);
    const saved = await addGiftPackageNote(ctx, '  İyi ki doğdun!  ');
    assert.equal(saved.status, true);
    assert.equal(saved.cart!.giftPackageBox.note, 'İyi ki doğdun!');
    const removed = await removeGiftPackageNote(ctx);
    assert.equal(removed.cart!.giftPackageBox.note, null);
    const anonymous = await addGiftPackageNote(testContext(database.db, null), 'Merhaba');
    assert.equal(anonymous.errors[0].code, 'ui.auth.login_required');
  });

  test('clearShoppingCart empties the lines', async () => {
    const customer = await insertCustomer(database.db);
    const ctx = testContext(database.db, customer);
    await addToCart(ctx, { productId: chain.productId, quantity: 3 });
    const cleared = await clearShoppingCart(ctx);
    assert.equal(cleared.status, true);
    assert.equal(cleared.cart!.cartCount, 0);
    assert.equal(cleared.cart!.canOrder, false);
  });
});
