// Bad-input matrix over GraphQL for the commerce calls: every case answers with a clear error
// code (a ui.* key in the payload, or a GraphQL validation error for a wrongly typed variable),
// never a 500 or a stack trace, and nothing in the database changes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { carts, itemRequests, orderItems, orders, payments, productVariants, requestReasons, wishlistItems } from '../../db/schema.js';
import { requestReasonRows } from '../../seed/checkout-reference.js';
import { insertAddress, insertCarriers, insertCategory, insertCustomer, insertProduct, insertSizeAttribute, type ProductFixture } from '../../testing/cart-fixtures.js';
import { cardInput } from '../../testing/payment-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { issueToken } from '../auth/tokens.js';

let api: TestApi;
let token = '';
let ring: ProductFixture; // two sizes
let cartItemId = 0;
let orderId = 0;
let lineId = 0;

before(async () => {
  api = await createTestApi({ seed: insertCarriers });
  const attributeId = await insertSizeAttribute(api.db);
  ring = await insertProduct(api.db, { categoryId: await insertCategory(api.db), priceKurus: 50000, stocks: [4, 0], attributeId });
  await api.db.insert(requestReasons).values(requestReasonRows());
  const customer = await insertCustomer(api.db);
  token = await issueToken(api.db, customer.id);
  const added = await api.gql('mutation($p: Int!, $v: Int) { addToCart(productId: $p, attributeValueId: $v, quantity: 1) { cart { items { id } } } }', { p: ring.productId, v: ring.variantIds[0] }, { token });
  cartItemId = added.body.data.addToCart.cart.items[0].id;
  const addressId = await insertAddress(api.db, customer.id);
  await api.gql('mutation($a: Int!) { selectShippingAddressWithShippingOption(addressId: $a, option: "TEM") { success } }', { a: addressId }, { token });
  const [order] = await api.db.insert(orders).values({ orderNumber: 'SFBAD0000001', customerId: customer.id, status: 'SHIPPED', subtotalKurus: 1, totalKurus: 1 }).returning();
  orderId = order.id;
  const [line] = await api.db
    .insert(orderItems)
    .values({ orderId, productId: ring.productId, variantId: ring.variantIds[0], sku: ring.sku, productName: 'Yüzük', productSeName: 'yuzuk', quantity: 1, unitPriceKurus: 1, status: 'SHIPPED' })
    .returning();
  lineId = line.id;
});
after(() => api.close());

async function state() {
  const tables = [carts, payments, orders, itemRequests, wishlistItems] as const;
  const counts = await Promise.all(tables.map(async (t) => Number((await api.db.select({ n: count() }).from(t))[0].n)));
  const cart = (await api.gql('{ cart { cartCount giftPackageBox { note } discountBox { isApplied } selectedShippingOption items { id quantity isGiftPackage } } }', {}, { token })).body.data.cart;
  const stock = (await api.db.select({ id: productVariants.id, s: productVariants.stockQuantity }).from(productVariants)).sort((a, b) => a.id - b.id);
  return { counts, cart, stock };
}

type Case = { name: string; query: string; variables?: Record<string, unknown>; anonymous?: boolean; expect: string | ((data: any) => void) };

const long = 'x'.repeat(20000);
const cases = (): Case[] => [
  { name: 'addToCart unknown product', query: 'mutation { addToCart(productId: -1, quantity: 1) { errors { code } } }', expect: 'ui.cart.product_not_found' },
  { name: 'addToCart max int product', query: 'mutation { addToCart(productId: 2147483647, quantity: 1) { errors { code } } }', expect: 'ui.cart.product_not_found' },
  { name: 'addToCart no variant', query: `mutation { addToCart(productId: ${ring.productId}, quantity: 1) { errors { code } } }`, expect: 'ui.cart.select_variant' },
  { name: 'addToCart bogus variant', query: `mutation { addToCart(productId: ${ring.productId}, attributeValueId: 99999, quantity: 1) { errors { code } } }`, expect: 'ui.cart.select_variant' },
  { name: 'addToCart sold-out variant', query: `mutation { addToCart(productId: ${ring.productId}, attributeValueId: ${ring.variantIds[1]}, quantity: 1) { errors { code } } }`, expect: 'ui.cart.out_of_stock' },
  { name: 'addToCart zero', query: `mutation { addToCart(productId: ${ring.productId}, attributeValueId: ${ring.variantIds[0]}, quantity: 0) { errors { code } } }`, expect: 'ui.pattern.invalid' },
  { name: 'addToCart huge', query: `mutation { addToCart(productId: ${ring.productId}, attributeValueId: ${ring.variantIds[0]}, quantity: 2000000000) { errors { code } } }`, expect: 'ui.cart.quantity_exceeds_stock' },
  { name: 'addToCart string id', query: 'mutation($p: Int!) { addToCart(productId: $p, quantity: 1) { status } }', variables: { p: 'abc' }, expect: 'GRAPHQL' },
  { name: 'addToCart int overflow', query: 'mutation($p: Int!) { addToCart(productId: $p, quantity: 1) { status } }', variables: { p: 99999999999 }, expect: 'GRAPHQL' },
  { name: 'updateCart negative', query: `mutation { updateCart(cartItemId: ${cartItemId}, quantity: -5) { errors { code } } }`, expect: 'ui.pattern.invalid' },
  { name: 'updateCart above stock', query: `mutation { updateCart(cartItemId: ${cartItemId}, quantity: 5) { errors { code } } }`, expect: 'ui.cart.quantity_exceeds_stock' },
  { name: 'updateCart wrong product', query: `mutation { updateCart(cartItemId: ${cartItemId}, productId: 12345, quantity: 2) { errors { code } } }`, expect: 'ui.cart.item_not_found' },
  { name: 'updateCart unknown line', query: 'mutation { updateCart(cartItemId: 0, quantity: 1) { errors { code } } }', expect: 'ui.cart.item_not_found' },
  { name: 'updateCart sold-out variant switch', query: `mutation { updateCart(cartItemId: ${cartItemId}, attributeValueId: ${ring.variantIds[1]}) { errors { code } } }`, expect: 'ui.cart.out_of_stock' },
  { name: 'removeCartItem unknown', query: 'mutation { removeCartItem(cartItemId: -9) { errors { code } } }', expect: 'ui.cart.item_not_found' },
  { name: 'gift note empty', query: 'mutation { addGiftPackageNote(note: "   ") { errors { code } } }', expect: 'ui.field.required' },
  { name: 'gift note too long', query: 'mutation($n: String!) { addGiftPackageNote(note: $n) { errors { code } } }', variables: { n: 'ü'.repeat(201) }, expect: 'ui.pattern.maxLength' },
  { name: 'gift note anonymous', anonymous: true, query: 'mutation { addGiftPackageNote(note: "Selam") { errors { code } } }', expect: 'ui.auth.login_required' },
  { name: 'gift package anonymous line', anonymous: true, query: `mutation { updateCart(cartItemId: ${cartItemId}, giftPackage: true) { errors { code } } }`, expect: 'ui.cart.item_not_found' },
  { name: 'coupon empty', query: 'mutation { applyDiscountCoupon(code: " ") { errors { code } } }', expect: 'ui.field.required' },
  { name: 'coupon huge', query: 'mutation($c: String!) { applyDiscountCoupon(code: $c) { errors { code } } }', variables: { c: long }, expect: 'ui.coupon.invalid' },
  { name: 'coupon injection', query: `mutation { applyDiscountCoupon(code: "' OR 1=1 --") { errors { code } } }`, expect: 'ui.coupon.invalid' },
  { name: 'remove coupon not applied', query: 'mutation { removeDiscountCoupon(code: "HOSGELDIN10") { errors { code } } }', expect: 'ui.coupon.invalid' },
  { name: 'merge anonymous', anonymous: true, query: 'mutation { mergeGuestBasket(guestData: "abc") { errors { code } } }', expect: 'ui.auth.login_required' },
  { name: 'wishlist unknown', query: 'mutation { addToWishlist(productId: 0) { errors { code } } }', expect: 'ui.cart.product_not_found' },
  { name: 'carrier unknown', query: 'mutation($o: String!) { selectShippingOption(optionName: $o) { errors { code } } }', variables: { o: long }, expect: 'ui.checkout.carrier_not_found' },
  { name: 'address unknown', query: 'mutation { selectShippingAddressWithShippingOption(addressId: -1, option: "TEM") { errors { code } } }', expect: 'ui.address.not_found' },
  { name: 'contract unknown zone', query: '{ contractByWidgetZone(widgetZone: "../../etc/passwd") { widgetZone } }', expect: (d) => assert.equal(d.contractByWidgetZone, null) },
  { name: 'installments bad bin', query: '{ installments(bin: "12ab") { installmentPrices { installmentNumber } } }', expect: (d) => assert.deepEqual(d.installments.installmentPrices, [{ installmentNumber: 1 }]) },
  { name: 'installments huge bin', query: 'query($b: String!) { installments(bin: $b) { bankName } }', variables: { b: '4'.repeat(5000) }, expect: (d) => assert.equal(d.installments.bankName, null) },
  { name: 'payment bad card', query: 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors form } }', variables: { i: cardInput({ creditCardNumber: '4355 0843 5508 4359' }) }, expect: (d) => assert.deepEqual(d.cardPayment, { errors: ['Geçerli bir kart numarası giriniz'], form: null }) },
  { name: 'payment expired card', query: 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors } }', variables: { i: cardInput({ expireMonth: '01', expireYear: '2020' }) }, expect: (d) => assert.deepEqual(d.cardPayment.errors, ['Son kullanma tarihini AA/YY biçiminde giriniz']) },
  { name: 'payment instalment not offered', query: 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors } }', variables: { i: cardInput({ installmentCount: 7 }) }, expect: (d) => assert.deepEqual(d.cardPayment.errors, ['Bu kart için seçilen taksit sayısı kullanılamaz.']) },
  { name: 'payment agreement', query: 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors } }', variables: { i: cardInput({ agreementAccepted: false }) }, expect: (d) => assert.equal(d.cardPayment.errors.length, 1) },
  { name: 'payment missing field', query: 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors } }', variables: { i: { creditCardNumber: '1' } }, expect: 'GRAPHQL' },
  { name: 'payment anonymous', anonymous: true, query: 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors } }', variables: { i: cardInput() }, expect: (d) => assert.deepEqual(d.cardPayment.errors, ['Bu işlem için giriş yapmalısınız.']) },
  { name: 'orders negative page', query: '{ customerOrders(pageIndex: -1, pageSize: 0) { totalCount orders { id } } }', expect: (d) => assert.equal(d.customerOrders.totalCount, 1) },
  { name: 'order detail junk', query: 'query($n: String) { orderDetails(orderNumber: $n) { id } }', variables: { n: long }, expect: (d) => assert.equal(d.orderDetails, null) },
  { name: 'order detail no ref', query: '{ orderDetails { id } }', expect: (d) => assert.equal(d.orderDetails, null) },
  { name: 'return no items', query: `mutation { createReturnRequest(orderId: ${orderId}, returnItems: []) { errors { code } } }`, expect: 'ui.cancel.item_required' },
  { name: 'return not delivered', query: `mutation { createReturnRequest(orderId: ${orderId}, returnItems: [{ orderItemLineId: ${lineId}, returnReasonId: 5 }]) { errors { code } } }`, expect: 'ui.cancel.not_allowed' },
  { name: 'cancel shipped', query: `mutation { createCancelRequest(orderId: ${orderId}, cancelItems: [{ orderItemLineId: ${lineId}, cancelReasonId: 1 }]) { errors { code } } }`, expect: 'ui.cancel.not_allowed' },
  { name: 'cancel no reason', query: `mutation { createCancelRequest(orderId: ${orderId}, cancelItems: [{ orderItemLineId: ${lineId}, cancelReasonId: 0 }]) { errors { code } } }`, expect: 'ui.cancel.reason_required' },
  { name: 'cancel unknown order', query: `mutation { createCancelRequest(orderId: 2147483647, cancelItems: [{ orderItemLineId: ${lineId}, cancelReasonId: 1 }]) { errors { code } } }`, expect: 'ui.order.not_found' },
  { name: 'cart junk guest data', anonymous: true, query: 'query($g: String) { cart(guestData: $g) { cartCount guestData } }', variables: { g: long }, expect: (d) => assert.deepEqual(d.cart, { cartCount: 0, guestData: null }) },
];

function firstCode(data: Record<string, any>): string | undefined {
  const payload = Object.values(data)[0];
  return payload?.errors?.[0]?.code;
}

test('every bad input gets a clear error, never a 500, and changes nothing', async () => {
  const before = await state();
  for (const c of cases()) {
    const res = await api.gql(c.query, c.variables ?? {}, { token: c.anonymous ? undefined : token });
    assert.ok(res.status < 500, `${c.name}: HTTP ${res.status}`);
    const text = JSON.stringify(res.body);
    assert.ok(!/\bat .+\.(ts|js):\d+/.test(text), `${c.name}: no stack trace`);
    if (c.expect === 'GRAPHQL') {
      assert.ok(res.body.errors?.length, `${c.name}: a GraphQL validation error`);
      assert.ok(!res.body.data, `${c.name}: no data`);
      continue;
    }
    assert.equal(res.body.errors, undefined, `${c.name}: ${JSON.stringify(res.body.errors)}`);
    if (typeof c.expect === 'string') assert.equal(firstCode(res.body.data!), c.expect, c.name);
    else c.expect(res.body.data);
  }
  assert.deepEqual(await state(), before);
});
