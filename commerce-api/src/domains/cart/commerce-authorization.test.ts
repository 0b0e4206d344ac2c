// Authorization matrix over GraphQL: customer B (and an anonymous caller, and another guest
// session) aim every cart, wishlist, checkout, order and request call at customer A's data. Each
// answer looks like "not found" and A's data stays exactly as it was.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { itemRequests, orderItems, orders, requestReasons } from '../../db/schema.js';
import { requestReasonRows } from '../../seed/checkout-reference.js';
import { insertAddress, insertCarriers, insertCategory, insertCustomer, insertProduct, type ProductFixture } from '../../testing/cart-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { issueToken } from '../auth/tokens.js';

let api: TestApi;
let ring: ProductFixture;
let necklace: ProductFixture;
const A = { token: '', id: 0, cartItemId: 0, addressId: 0, orderId: 0, orderNumber: '', lineId: 0 };
let tokenB = '';
let cancelReason = 0;

const CART = '{ cart { cartCount items { id quantity } } }';
const WISH = '{ wishList { items { productId } } }';

before(async () => {
  api = await createTestApi({ seed: insertCarriers });
  const categoryId = await insertCategory(api.db);
  ring = await insertProduct(api.db, { categoryId, priceKurus: 50000, stocks: [10] });
  necklace = await insertProduct(api.db, { categoryId, priceKurus: 80000, stocks: [10] });
  const reasons = await api.db.insert(requestReasons).values(requestReasonRows()).returning();
  cancelReason = reasons.find((r) => r.kind === 'CANCEL')!.id;

  const a = await insertCustomer(api.db);
  A.id = a.id;
  A.token = await issueToken(api.db, a.id);
  tokenB = await issueToken(api.db, (await insertCustomer(api.db)).id);
  const added = await api.gql('mutation($p: Int!) { addToCart(productId: $p, quantity: 2) { cart { items { id } } } }', { p: ring.productId }, { token: A.token });
  A.cartItemId = added.body.data.addToCart.cart.items[0].id;
  await api.gql('mutation($p: Int!) { addToWishlist(productId: $p) { status } }', { p: necklace.productId }, { token: A.token });
  A.addressId = await insertAddress(api.db, a.id);
  const [order] = await api.db
    .insert(orders)
    .values({ orderNumber: 'SFAUTH000001', customerId: a.id, status: 'PROCESSING', subtotalKurus: 50000, totalKurus: 50000, installmentCount: 1 })
    .returning();
  const [line] = await api.db
    .insert(orderItems)
    .values({ orderId: order.id, productId: ring.productId, variantId: ring.variantIds[0], sku: ring.sku, productName: 'Altın Yüzük', productSeName: 'altin-yuzuk', quantity: 1, unitPriceKurus: 50000, status: 'PROCESSING' })
    .returning();
  A.orderId = order.id;
  A.orderNumber = order.orderNumber;
  A.lineId = line.id;
});
after(() => api.close());

async function snapshotOfA() {
  const cart = await api.gql(CART, {}, { token: A.token });
  const wish = await api.gql(WISH, {}, { token: A.token });
  const detail = await api.gql('query($n: String) { orderDetails(orderNumber: $n) { orderStatusEnum items { userCanPartialCancel cancelRequest { status } } } }', { n: A.orderNumber }, { token: A.token });
  return { cart: cart.body.data.cart, wish: wish.body.data.wishList, order: detail.body.data.orderDetails };
}

test("B, an anonymous caller and a guest session cannot read or change A's cart, wishlist, order or requests", async () => {
  const before = await snapshotOfA();
  assert.equal(before.cart.cartCount, 2);
  assert.equal(before.order.orderStatusEnum, 'PROCESSING');

  const guest = await api.gql('mutation($p: Int!) { addToCart(productId: $p, quantity: 1) { guestData } }', { p: necklace.productId });
  const guestData = guest.body.data.addToCart.guestData as string;
  const callers: { label: string; token?: string; guestData?: string }[] = [
    { label: 'customer B', token: tokenB },
    { label: 'anonymous' },
    { label: 'another guest session', guestData },
  ];

  for (const caller of callers) {
    const opts = { token: caller.token };
    const g = caller.guestData ?? null;
    const label = caller.label;

    const cart = await api.gql('query($g: String) { cart(guestData: $g) { items { id } } }', { g }, opts);
    assert.ok(!cart.body.data.cart.items.some((i: { id: number }) => i.id === A.cartItemId), `${label}: cart read`);

    const update = await api.gql('mutation($i: Int!, $g: String) { updateCart(cartItemId: $i, quantity: 1, guestData: $g) { status errors { code } } }', { i: A.cartItemId, g }, opts);
    assert.equal(update.body.data.updateCart.errors[0].code, 'ui.cart.item_not_found', `${label}: updateCart`);
    const remove = await api.gql('mutation($i: Int!, $g: String) { removeCartItem(cartItemId: $i, guestData: $g) { status errors { code } } }', { i: A.cartItemId, g }, opts);
    assert.equal(remove.body.data.removeCartItem.errors[0].code, 'ui.cart.item_not_found', `${label}: removeCartItem`);
    const clear = await api.gql('mutation($g: String) { clearShoppingCart(guestData: $g) { status } }', { g }, opts);
    assert.equal(clear.status, 200, `${label}: clearShoppingCart clears only the caller's own cart`);

    const wish = await api.gql('query($g: String) { wishList(guestData: $g) { items { productId } } }', { g }, opts);
    assert.deepEqual(wish.body.data.wishList.items, [], `${label}: wishlist read`);
    await api.gql('mutation($p: Int!, $g: String) { removeWishlistItem(productId: $p, guestData: $g) { status } }', { p: necklace.productId, g }, opts);

    const list = await api.gql('{ customerOrders(pageIndex: 0, pageSize: 10) { totalCount orders { id } } }', {}, opts);
    assert.equal(list.body.data.customerOrders.totalCount, 0, `${label}: orders list`);
    for (const vars of [{ n: A.orderNumber }, { i: A.orderId }]) {
      const detail = await api.gql('query($n: String, $i: Int) { orderDetails(orderNumber: $n, id: $i) { id } }', vars, opts);
      assert.equal(detail.body.data.orderDetails, null, `${label}: order detail ${JSON.stringify(vars)}`);
    }
    const cancel = await api.gql(
      'mutation($o: Int!, $items: [CancelItemInput!]!) { createCancelRequest(orderId: $o, cancelItems: $items) { success errors { code } } }',
      { o: A.orderId, items: [{ orderItemLineId: A.lineId, cancelReasonId: cancelReason }] },
      opts,
    );
    assert.equal(cancel.body.data.createCancelRequest.success, false, `${label}: cancel request`);
    assert.ok(['ui.order.not_found', 'ui.auth.login_required'].includes(cancel.body.data.createCancelRequest.errors[0].code));
    const ret = await api.gql(
      'mutation($o: Int!, $items: [ReturnItemInput!]!) { createReturnRequest(orderId: $o, returnItems: $items) { success errors { code } } }',
      { o: A.orderId, items: [{ orderItemLineId: A.lineId, returnReasonId: cancelReason }] },
      opts,
    );
    assert.equal(ret.body.data.createReturnRequest.success, false, `${label}: return request`);

    const address = await api.gql('mutation($a: Int!) { selectShippingAddressWithShippingOption(addressId: $a, option: "TEM") { success errors { code } } }', { a: A.addressId }, opts);
    assert.equal(address.body.data.selectShippingAddressWithShippingOption.success, false, `${label}: A's address`);
  }

  assert.deepEqual(await snapshotOfA(), before, "A's data is unchanged");
  assert.equal((await api.db.select().from(itemRequests).where(eq(itemRequests.orderId, A.orderId))).length, 0);
});

test("a guest session's basket is reachable only with its own guestData", async () => {
  const first = await api.gql('mutation($p: Int!) { addToCart(productId: $p, quantity: 3) { guestData } }', { p: ring.productId });
  const other = await api.gql('mutation($p: Int!) { addToCart(productId: $p, quantity: 1) { guestData } }', { p: ring.productId });
  const g1 = first.body.data.addToCart.guestData;
  const g2 = other.body.data.addToCart.guestData;
  assert.notEqual(g1, g2);
  const read = async (g: string | null, token?: string) => (await api.gql('query($g: String) { cart(guestData: $g) { cartCount } }', { g }, { token })).body.data.cart.cartCount;
  assert.equal(await read(g1), 3);
  assert.equal(await read(g2), 1);
  assert.equal(await read(null), 0);
  assert.equal(await read(`${g1}x`), 0);
  assert.equal(await read(g1, tokenB), 0, "a logged-in caller sees their own cart, not the guest's");
});
