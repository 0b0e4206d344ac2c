import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Database } from '../../db/client.js';
import { insertCategory, insertCustomer, insertProduct, testContext, type ProductFixture } from '../../testing/cart-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { findOwner } from '../cart/owner.js';
import { addToWishlist, removeWishlistItem, wishListView } from './wishlist.js';

let database: Database;
let ring: ProductFixture;
let hidden: ProductFixture;

before(async () => {
  database = await createTestDatabase();
  const categoryId = await insertCategory(database.db);
  ring = await insertProduct(database.db, { categoryId, priceKurus: 123456, stocks: [1] });
  hidden = await insertProduct(database.db, { categoryId, priceKurus: 1000, stocks: [1], published: false });
});
after(() => database.close());

test('a customer adds idempotently, sees the item fields, removes', async () => {
  const ctx = testContext(database.db, await insertCustomer(database.db));
  const first = await addToWishlist(ctx, ring.productId);
  const second = await addToWishlist(ctx, ring.productId);
  assert.equal(first.status, true);
  assert.equal(second.wishList!.items.length, 1, 'adding twice keeps one entry');
  const [item] = second.wishList!.items;
  assert.equal(item.productId, ring.productId);
  assert.equal(item.sku, ring.sku);
  assert.equal(item.firstPrice, '₺1.234,56');
  assert.equal(item.firstPriceValue, 1234.56);
  assert.equal(item.picture.fullSizeImageUrl, `/images/products/${ring.productId}/1/full.svg`);
  assert.match(item.productSeName, /^altin-yuzuk-/);
  const removed = await removeWishlistItem(ctx, ring.productId);
  assert.deepEqual(removed.wishList!.items, []);
  assert.equal((await removeWishlistItem(ctx, ring.productId)).status, true, 'removing again is harmless');
});

test('a guest gets a session token; unknown and unpublished products are refused', async () => {
  const guest = testContext(database.db, null);
  const added = await addToWishlist(guest, ring.productId);
  assert.ok(added.guestData);
  const list = await wishListView(database.db, await findOwner(guest, added.guestData), 'en');
  assert.match(list.items[0].productName, /^Gold Ring/);
  assert.equal(list.guestData, added.guestData);
  for (const productId of [hidden.productId, 987654, -1]) {
    const refused = await addToWishlist(guest, productId, added.guestData);
    assert.equal(refused.status, false);
    assert.equal(refused.errors[0].code, 'ui.cart.product_not_found');
  }
  const anonymous = await addToWishlist(testContext(database.db, null), 987654);
  assert.equal(anonymous.guestData, null, 'a refused add opens no session');
  assert.deepEqual((await wishListView(database.db, null, 'tr')).items, []);
});

test("one owner's removal never touches another's list", async () => {
  const a = testContext(database.db, await insertCustomer(database.db));
  const b = testContext(database.db, await insertCustomer(database.db));
  await addToWishlist(a, ring.productId);
  const guest = testContext(database.db, null);
  const g = await addToWishlist(guest, ring.productId);
  await removeWishlistItem(b, ring.productId);
  await removeWishlistItem(testContext(database.db, null), ring.productId, 'someone-elses-token-0000000000');
  assert.equal((await wishListView(database.db, await findOwner(a, null), 'tr')).items.length, 1);
  assert.equal((await wishListView(database.db, await findOwner(guest, g.guestData), 'tr')).items.length, 1);
});
