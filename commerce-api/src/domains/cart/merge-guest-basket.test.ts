import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Database } from '../../db/client.js';
import { guestSessions } from '../../db/schema.js';
import { insertCategory, insertCustomer, insertProduct, testContext, type ProductFixture } from '../../testing/cart-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { addToWishlist, wishListView } from '../wishlist/wishlist.js';
import { addToCart } from './add-to-cart.js';
import { currentCartView } from './cart-view.js';
import { adoptGuestCustomerCart, mergedQuantity, mergeGuestBasket } from './merge-guest-basket.js';
import { createGuestCustomer, customerOwner, findOwner } from './owner.js';
import { customerForToken } from '../auth/tokens.js';

let database: Database;
let earring: ProductFixture; // stock 4
let necklace: ProductFixture; // stock 10

before(async () => {
  database = await createTestDatabase();
  const categoryId = await insertCategory(database.db);
  earring = await insertProduct(database.db, { categoryId, priceKurus: 30000, stocks: [4] });
  necklace = await insertProduct(database.db, { categoryId, priceKurus: 90000, stocks: [10] });
});
after(() => database.close());

test('mergedQuantity adds up, caps by stock, never drops a line nor shrinks the customer line', () => {
  assert.equal(mergedQuantity(0, 2, 10), 2);
  assert.equal(mergedQuantity(3, 3, 4), 4);
  assert.equal(mergedQuantity(5, 1, 4), 5);
  assert.equal(mergedQuantity(0, 2, 0), 1);
});

test('the guest basket and wishlist move into the customer account, capped by stock, once', async () => {
  const guest = testContext(database.db, null);
  const first = await addToCart(guest, { productId: earring.productId, quantity: 3 });
  const guestData = first.guestData!;
  await addToCart(guest, { productId: necklace.productId, quantity: 1, guestData });
  await addToWishlist(guest, necklace.productId, guestData);
  await addToWishlist(guest, earring.productId, guestData);

  const customer = await insertCustomer(database.db);
  const ctx = testContext(database.db, customer);
  await addToCart(ctx, { productId: earring.productId, quantity: 2 });
  await addToWishlist(ctx, necklace.productId);

  const merged = await mergeGuestBasket(ctx, guestData);
  assert.equal(merged.status, true);
  const items = merged.cart!.items;
  assert.equal(items.find((i) => i.productId === earring.productId)!.quantity, 4, '2 + 3 capped at the stock of 4');
  assert.equal(items.find((i) => i.productId === necklace.productId)!.quantity, 1);
  assert.equal(merged.cart!.cartCount, 5);
  const wished = await wishListView(database.db, customerOwner(customer), 'tr');
  assert.deepEqual(wished.items.map((w) => w.productId).sort(), [earring.productId, necklace.productId].sort());

  const guestCart = await currentCartView(database.db, await findOwner(guest, guestData), 'tr');
  assert.equal(guestCart.cartCount, 0, 'the guest basket is empty afterwards');

  const repeated = await mergeGuestBasket(ctx, guestData);
  assert.equal(repeated.cart!.cartCount, 5, 'a second merge moves nothing');
  const again = await Promise.all([mergeGuestBasket(ctx, guestData), mergeGuestBasket(ctx, guestData)]);
  assert.ok(again.every((r) => r.cart!.cartCount === 5));
});

test('concurrent merges of one guest basket count the guest lines once', async () => {
  const guest = testContext(database.db, null);
  const { guestData } = await addToCart(guest, { productId: necklace.productId, quantity: 2 });
  const ctx = testContext(database.db, await insertCustomer(database.db));
  const results = await Promise.all([mergeGuestBasket(ctx, guestData!), mergeGuestBasket(ctx, guestData!), mergeGuestBasket(ctx, guestData!)]);
  assert.ok(results.every((r) => r.status));
  const finalCart = await currentCartView(database.db, customerOwner(ctx.customer!), 'tr');
  assert.equal(finalCart.cartCount, 2);
});

test('merge needs a logged-in caller; unknown guest data is a no-op', async () => {
  const anonymous = await mergeGuestBasket(testContext(database.db, null), 'x'.repeat(43));
  assert.equal(anonymous.status, false);
  assert.equal(anonymous.errors[0].code, 'ui.auth.login_required');
  const ctx = testContext(database.db, await insertCustomer(database.db));
  for (const junk of ['', 'nope', 'a'.repeat(43), '<script>', 'x'.repeat(5000)]) {
    const r = await mergeGuestBasket(ctx, junk);
    assert.equal(r.status, true);
    assert.equal(r.cart!.cartCount, 0);
  }
});

test('createGuestCustomer makes a guest customer with a working bearer token, who can take over a guest basket', async () => {
  const guest = testContext(database.db, null);
  const { guestData } = await addToCart(guest, { productId: earring.productId, quantity: 1 });
  const created = await createGuestCustomer(database.db);
  const ref = await customerForToken(database.db, created.token);
  assert.deepEqual(ref, { id: created.customerId, isGuest: true });
  const ctx = testContext(database.db, ref);
  const merged = await mergeGuestBasket(ctx, guestData!);
  assert.equal(merged.cart!.cartCount, 1);
  assert.equal(merged.cart!.showCheckoutAsGuestButton, false);
  assert.equal(merged.cart!.giftPackageBox.display, false, 'a guest customer is not logged in for gift packages');
  const sessions = await database.db.select().from(guestSessions);
  assert.ok(sessions.every((s) => s.tokenHash !== guestData), 'guest tokens are stored hashed');
});

test('a guest customer who logs in as a member brings the guest cart along, once; a member or the same customer moves nothing', async () => {
  const created = await createGuestCustomer(database.db);
  const guestRef = (await customerForToken(database.db, created.token))!;
  const guestCtx = testContext(database.db, guestRef);
  await addToCart(guestCtx, { productId: necklace.productId, quantity: 2 });

  const member = await insertCustomer(database.db);
  await addToCart(testContext(database.db, member), { productId: earring.productId, quantity: 1 });
  await adoptGuestCustomerCart(database.db, guestRef, member.id);
  const cart = await currentCartView(database.db, customerOwner(member), 'tr');
  assert.deepEqual(cart.items.map((i) => [i.productId, i.quantity]).sort(), [[earring.productId, 1], [necklace.productId, 2]].sort());
  assert.equal((await currentCartView(database.db, customerOwner(guestRef), 'tr')).cartCount, 0, 'the guest cart is empty afterwards');

  await adoptGuestCustomerCart(database.db, guestRef, member.id);
  assert.equal((await currentCartView(database.db, customerOwner(member), 'tr')).cartCount, 3, 'a second adoption moves nothing');
  // A member logging in again, or a caller who is no guest, moves nothing.
  await adoptGuestCustomerCart(database.db, member, member.id);
  await adoptGuestCustomerCart(database.db, null, member.id);
  assert.equal((await currentCartView(database.db, customerOwner(member), 'tr')).cartCount, 3);
});
