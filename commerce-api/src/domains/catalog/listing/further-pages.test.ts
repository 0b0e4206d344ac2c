// Further listing pages ask the page size plus one (spec sections 7 and 9): with isMore or isPrev,
// pageSize n is the page of n - 1 at offset (pageNumber - 1) * (n - 1), answered with the next
// page's first product as a look-ahead when another page follows. Through GraphQL "list products"
// and the REST reads, over a category of 100 products (#1..#100 in display order) whose names
// all contain "Bilezik".
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LISTING_FURTHER_PAGE_SIZE, LISTING_PAGE_SIZE, translate } from 'shared-contracts/server';
import { categories, productCategories, products } from '../../../db/schema.js';
import { createTestApi, type TestApi } from '../../../testing/test-api.js';

const COUNT = 100;
let api: TestApi;
let categoryId: number;

before(async () => {
  api = await createTestApi({
    seed: async (db) => {
      [{ id: categoryId }] = await db.insert(categories).values({ name: 'Bilezik', nameEn: 'Bangles', seName: 'bilezik' }).returning({ id: categories.id });
      const rows = await db
        .insert(products)
        .values(
          Array.from({ length: COUNT }, (_, k) => ({
            sku: `BLZ-${k + 1}`,
            name: `Bilezik ${k + 1}`,
            nameEn: `Bangle ${k + 1}`,
            seName: `bilezik-${k + 1}`,
            priceKurus: 100_000 + k,
            primaryCategoryId: categoryId,
            searchText: `bilezik ${k + 1}`,
          })),
        )
        .returning({ id: products.id, sku: products.sku });
      await db.insert(productCategories).values(rows.map((r) => ({ productId: r.id, categoryId, displayOrder: Number(r.sku.slice(4)) })));
    },
  });
});
after(() => api.close());

/** Product numbers #from..#to. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
const numbers = (list: { sku: string }[]) => list.map((p) => Number(p.sku.slice(4)));

async function listProducts(args: string) {
  const res = await api.gql(`{ products(id: ${categoryId}, ${args}) { totalItems products { sku inviewPage } } }`, undefined, { language: 'en' });
  return res.body;
}

async function rest(url: string) {
  const res = await api.inject({ method: 'GET', url });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('further pages (pageSize + 1)', () => {
  test('the shared constant is the page size plus one', () => {
    assert.equal(LISTING_FURTHER_PAGE_SIZE, LISTING_PAGE_SIZE + 1);
  });

  test('load more: page 2 asked with 49 is #49..#96 with #97 as the look-ahead of page 3', async () => {
    const { data } = await listProducts(`pageNumber: 2, pageSize: ${LISTING_FURTHER_PAGE_SIZE}, isMore: true, type: "category"`);
    assert.equal(data.products.totalItems, COUNT);
    assert.deepEqual(numbers(data.products.products), range(49, 97));
    assert.deepEqual(
      data.products.products.map((p: { inviewPage: number }) => p.inviewPage),
      [...range(49, 96).map(() => 2), 3],
    );
  });

  test('the last page has no look-ahead; a page asked beyond it is clamped to it', async () => {
    const last = await listProducts('pageNumber: 3, pageSize: 49, isMore: true');
    assert.deepEqual(numbers(last.data.products.products), range(97, 100));
    const beyond = await listProducts('pageNumber: 9, pageSize: 49, isMore: true');
    assert.deepEqual(numbers(beyond.data.products.products), range(97, 100));
    // 96 products fill exactly two pages: page 2 then has nothing to look ahead to.
    const exact = await listProducts('pageNumber: 2, pageSize: 51, isMore: true');
    assert.deepEqual(numbers(exact.data.products.products), range(51, 100), 'pages of 50: page 2 is the last');
  });

  test('load previous asks the same way; the look-ahead is the next page\'s first product', async () => {
    const { data } = await listProducts('pageNumber: 1, pageSize: 49, isPrev: true');
    assert.deepEqual(numbers(data.products.products), range(1, 49));
    assert.equal(data.products.products[48].inviewPage, 2);
  });

  test('without a pageSize a further page asks LISTING_FURTHER_PAGE_SIZE; without isMore/isPrev pageSize is the page', async () => {
    const further = await listProducts('pageNumber: 2, isMore: true');
    assert.deepEqual(numbers(further.data.products.products), range(49, 97));
    const plain = await listProducts('pageNumber: 2, pageSize: 49, isMore: false, isPrev: false');
    assert.deepEqual(numbers(plain.data.products.products), range(50, 98));
  });

  test('REST: isMore=true / isPrev=true with PageSize=49 are further pages; the answer keeps page size 48', async () => {
    const category = `/Catalog/CategoryV2?categoryId=${categoryId}&PageSize=49&page=2`;
    const more = await rest(`${category}&isMore=true`);
    assert.equal(more.status, 200);
    assert.deepEqual(numbers(more.body.products), range(49, 97));
    assert.deepEqual([more.body.pageNumber, more.body.pageSize, more.body.totalPages, more.body.totalItems, more.body.hasNextPage], [2, 48, 3, COUNT, true]);
    assert.equal(more.body.products[48].inviewPage, 3);
    const previous = await rest(`/Catalog/CategoryV2?categoryId=${categoryId}&PageSize=49&page=1&isPrev=1`);
    assert.deepEqual(numbers(previous.body.products), range(1, 49));
    const last = await rest(`/Catalog/CategoryV2?categoryId=${categoryId}&PageSize=49&page=3&ismore=TRUE`);
    assert.deepEqual(numbers(last.body.products), range(97, 100));
    assert.equal(last.body.hasNextPage, false);
    // The same page asked as a first page of 49 is another page (and another cached answer).
    const plain = await rest(category);
    assert.deepEqual(numbers(plain.body.products), range(50, 98));
    assert.equal(plain.body.pageSize, 49);
    const search = await rest('/Catalog/SearchV2?q=bilezik&PageSize=49&page=2&isMore=true');
    assert.equal(search.body.totalItems, COUNT);
    assert.equal(search.body.products.length, 49);
    assert.equal(search.body.pageSize, 48);
  });

  test('bad further-page sizes and flags: a coded, translated error', async () => {
    for (const size of [0, 1, 102]) {
      const res = await listProducts(`pageNumber: 2, pageSize: ${size}, isMore: true`);
      assert.equal(res.errors?.[0]?.extensions?.code, 'ui.pattern.range', `pageSize ${size}`);
      assert.equal(res.errors?.[0]?.message, translate('en', 'ui.pattern.range', { min: 2, max: 101 }));
    }
    const widest = await listProducts('pageNumber: 1, pageSize: 101, isMore: true');
    assert.equal(widest.data.products.products.length, COUNT, 'a page of 100 and no look-ahead');

    const rings = `/Catalog/CategoryV2?categoryId=${categoryId}`;
    const cases: [string, string, Record<string, number> | undefined, string][] = [
      [`${rings}&PageSize=1&isMore=true`, 'ui.pattern.range', { min: 2, max: 101 }, 'PageSize'],
      [`${rings}&PageSize=102&isPrev=true`, 'ui.pattern.range', { min: 2, max: 101 }, 'PageSize'],
      [`${rings}&PageSize=101`, 'ui.pattern.range', { min: 1, max: 100 }, 'PageSize'],
      [`${rings}&isMore=yes`, 'ui.pattern.invalid', undefined, 'isMore'],
      [`${rings}&isPrev=true&isPrev=false`, 'ui.pattern.invalid', undefined, 'isPrev'],
    ];
    for (const [url, code, values, field] of cases) {
      const { status, body } = await rest(url);
      assert.equal(status, 400, url);
      assert.deepEqual(body, { code, message: translate('tr', code, values), field }, url);
    }
  });
});
