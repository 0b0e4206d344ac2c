// productInstallments(productId) through GraphQL: the product page's instalment table, one entry
// per partner bank, priced at the product's price whatever the caller's cart holds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { insertCategory, insertProduct, type ProductFixture } from '../../testing/cart-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { CARD_FAMILIES } from './bin-table.js';

const QUERY = `query P($id: Int!) { productInstallments(productId: $id) { bankName cardFamily installmentPrices { installmentNumber priceText totalPriceText priceValue totalPriceValue } } }`;

let api: TestApi;
let ring: ProductFixture; // 1.200,00 TL
let hidden: ProductFixture;

before(async () => {
  api = await createTestApi({
    seed: async (db) => {
      const categoryId = await insertCategory(db);
      ring = await insertProduct(db, { categoryId, priceKurus: 120000, stocks: [5] });
      hidden = await insertProduct(db, { categoryId, priceKurus: 50000, stocks: [5], published: false });
    },
  });
});
after(() => api.close());

describe('productInstallments', () => {
  test('one table per partner bank at the product price; 1 is the plain price', async () => {
    const res = await api.gql(QUERY, { id: ring.productId });
    assert.equal(res.status, 200);
    const tables = res.body.data.productInstallments;
    assert.deepEqual(
      tables.map((t: { bankName: string }) => t.bankName),
      CARD_FAMILIES.map((f) => f.bankName),
    );
    const bonus = tables.find((t: { cardFamily: string }) => t.cardFamily === 'Bonus');
    assert.deepEqual(
      bonus.installmentPrices.map((p: { installmentNumber: number }) => p.installmentNumber),
      [1, 2, 3, 6, 9, 12],
    );
    assert.deepEqual(bonus.installmentPrices[0], { installmentNumber: 1, priceText: '₺1.200,00', totalPriceText: '₺1.200,00', priceValue: 1200, totalPriceValue: 1200 });
    // 6 at 1.99 % a month: 1200 * (1 + 0.0199 * 6) = 1343.28, 223.88 a month.
    const six = bonus.installmentPrices.find((p: { installmentNumber: number }) => p.installmentNumber === 6);
    assert.equal(six.totalPriceValue, 1343.28);
    assert.equal(six.priceValue, 223.88);
  });

  test('texts follow the request language', async () => {
    const res = await api.gql(QUERY, { id: ring.productId }, { language: 'en' });
    assert.match(res.body.data.productInstallments[0].installmentPrices[0].priceText, /1,200\.00/);
  });

  test('an unknown, unpublished or invalid product has no table', async () => {
    for (const id of [987654, hidden.productId, 0, -3]) {
      const res = await api.gql(QUERY, { id });
      assert.deepEqual(res.body.data.productInstallments, [], String(id));
    }
  });
});
