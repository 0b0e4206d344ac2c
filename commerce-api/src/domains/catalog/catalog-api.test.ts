// The catalogue through the server: REST reads (shape, bad parameters, 404) and the GraphQL
// queries (categoryV2, products, searchProducts, urlRecord, productDetails, productsBySkus,
// recommendations, productStoreStock).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Kind, parse, type FragmentDefinitionNode, type SelectionNode } from 'graphql';
import { FESTIVAL_PRICE_ATTRIBUTE_ID, formatKurus, translate } from 'shared-contracts/server';
import { customers, orderItems, orders, products } from '../../db/schema.js';
import { insertCatalogFixture, type CatalogFixture } from '../../testing/catalog-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let fx: CatalogFixture;

before(async () => {
  api = await createTestApi({
    seed: async (db) => {
      fx = await insertCatalogFixture(db);
    },
  });
});
after(() => api.close());

const ring = (i: number) => fx.rings[i - 1].id;

async function rest(url: string) {
  const res = await api.inject({ method: 'GET', url });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('GET /Catalog/CategoryV2 and /Catalog/SearchV2', () => {
  test('the listing JSON: CategoryListing fields, filters, products', async () => {
    const { status, body } = await rest(`/Catalog/CategoryV2?categoryId=${fx.categoryIds.rings}&PageSize=10&page=2&sort=1&language=tr&country=tr`);
    assert.equal(status, 200);
    for (const key of ['id', 'name', 'slug', 'seName', 'metaTitle', 'metaDescription', 'description', 'fasedSeo', 'faqSeo', 'genericAttributes', 'pageNumber', 'pageSize', 'totalPages', 'totalItems', 'hasNextPage', 'products', 'filters', 'sortOptions', 'subCategories', 'breadcrumbs', 'isTemp']) {
      assert.ok(key in body, key);
    }
    assert.equal(body.pageNumber, 2);
    assert.equal(body.pageSize, 10);
    assert.equal(body.totalItems, 24);
    assert.deepEqual(body.products.map((p: { sku: string }) => p.sku).slice(0, 2), ['RING-11', 'RING-12']);
    assert.equal(body.products[0].inviewPage, 2);
    assert.equal(body.sortOptions.find((o: { selected: boolean }) => o.selected).value, 1);
  });

  test('listing products are product cards, equal to the same fields of the full GraphQL Product', async () => {
    const cardFields = ['id', 'sku', 'name', 'seName', 'inStock', 'inviewPage', 'defaultPictureModel', 'productPrice', 'badges', 'productReviewOverview'];
    for (const language of ['tr', 'en']) {
      const { body } = await rest(`/Catalog/CategoryV2?categoryId=${fx.categoryIds.rings}&PageSize=48&language=${language}`);
      assert.ok(body.products.length > 0);
      const full = await api.gql(
        `query($id: Int!) { categoryV2(id: $id, pageSize: 48) { data { products { ${cardFields.filter((f) => !['defaultPictureModel', 'productPrice', 'badges', 'productReviewOverview'].includes(f)).join(' ')}
          defaultPictureModel { imageUrl fullSizeImageUrl thumbImageUrl alternateText title }
          productPrice { price priceValue oldPrice oldPriceValue currencyCode }
          badges { name color }
          productReviewOverview { productId totalReviews ratingSum allowCustomerReviews } } } } }`,
        { id: fx.categoryIds.rings },
        { language },
      );
      assert.deepEqual(body.products, full.body.data.categoryV2.data.products, `REST cards = GraphQL fields (${language})`);
      for (const product of body.products) assert.deepEqual(Object.keys(product).sort(), [...cardFields].sort());
    }
    const { body } = await rest(`/Catalog/CategoryV2?categoryId=${fx.categoryIds.rings}&PageSize=48`);
    assert.ok(body.products.some((p: { inStock: boolean }) => !p.inStock) && body.products.some((p: { inStock: boolean }) => p.inStock), 'in and out of stock both listed');
    assert.ok(body.products.some((p: { productPrice: { oldPrice: string | null } }) => p.productPrice.oldPrice), 'an old price is listed');
  });

  test("REST cards carry every field of the catalog team's card fragment (CatalogProductCardFields)", async () => {
    // The listing page types REST products as that fragment: a field added there must be added
    // to listing-cards.ts too, or the page would read undefined.
    const dir = join(dirname(createRequire(import.meta.url).resolve('shared-contracts/schema.graphql')), 'operations');
    const doc = parse(readFileSync(join(dir, 'catalog.graphql'), 'utf8'));
    const fragments = new Map(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
    const missing: string[] = [];
    const check = (value: unknown, selections: readonly SelectionNode[], path: string) => {
      for (const selection of selections) {
        if (selection.kind === Kind.FRAGMENT_SPREAD) check(value, fragments.get(selection.name.value)!.selectionSet.selections, path);
        else if (selection.kind === Kind.INLINE_FRAGMENT) check(value, selection.selectionSet.selections, path);
        else if (selection.name.value !== '__typename') {
          const record = value as Record<string, unknown>;
          const name = selection.name.value;
          if (!(name in record)) missing.push(`${path}.${name}`);
          const inner = record[name];
          const items = Array.isArray(inner) ? inner : [inner];
          if (selection.selectionSet) for (const item of items) if (item && typeof item === 'object') check(item, selection.selectionSet.selections, `${path}.${name}`);
        }
      }
    };
    const card = fragments.get('CatalogProductCardFields');
    assert.ok(card, 'the fragment exists');
    const { body } = await rest(`/Catalog/CategoryV2?categoryId=${fx.categoryIds.rings}&PageSize=48`);
    for (const product of body.products) check(product, card.selectionSet.selections, 'product');
    assert.deepEqual([...new Set(missing)], []);
  });

  test('gzip for clients that accept it, the same JSON as plain', async () => {
    const url = `/Catalog/CategoryV2?categoryId=${fx.categoryIds.rings}&PageSize=48`;
    const plain = await api.inject({ method: 'GET', url });
    assert.equal(plain.headers['content-encoding'], undefined);
    for (const accept of ['gzip, deflate, br', 'br;q=1.0, gzip;q=0.8']) {
      const zipped = await api.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      assert.equal(zipped.statusCode, 200);
      assert.equal(zipped.headers['content-encoding'], 'gzip');
      assert.equal(zipped.headers.vary, 'accept-encoding');
      assert.ok(zipped.rawPayload.length < plain.rawPayload.length / 3);
      assert.deepEqual(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')), JSON.parse(plain.body));
    }
    const refused = await api.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    assert.equal(refused.headers['content-encoding'], undefined);
    const missing = await api.inject({ method: 'GET', url: '/Catalog/CategoryV2?categoryId=999999', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['content-encoding'], undefined);
  });

  test('filter parameter (also repeated), language from the query, search', async () => {
    const { body } = await rest(`/Catalog/CategoryV2?categoryId=${fx.categoryIds.rings}&filter=metal%7Caltin&filter=tas%7Cpirlanta&language=en`);
    assert.deepEqual(body.products.map((p: { sku: string }) => p.sku), ['RING-6', 'RING-12', 'RING-18', 'RING-24']);
    assert.equal(body.name, 'Rings');
    const search = await rest('/Catalog/SearchV2?q=Y%C3%9CZ%C3%9CKLER&PageSize=48&filter=metal%7Cgumus');
    assert.equal(search.status, 200);
    assert.equal(search.body.totalItems, 12);
    assert.equal(search.body.seName, 'arama');
  });

  test('bad parameters: 400 with a translated error; nothing else happens', async () => {
    const rings = `/Catalog/CategoryV2?categoryId=${fx.categoryIds.rings}`;
    const range = (min: number, max: number) => ({ code: 'ui.pattern.range', values: { min, max } });
    const invalid = { code: 'ui.pattern.invalid', values: undefined };
    const cases: [string, { code: string; values?: Record<string, number> }, string][] = [
      ['/Catalog/CategoryV2', invalid, 'categoryId'],
      ['/Catalog/CategoryV2?categoryId=abc', invalid, 'categoryId'],
      ['/Catalog/CategoryV2?categoryId=1&categoryId=2', invalid, 'categoryId'],
      [`${rings}&PageSize=0`, range(1, 100), 'PageSize'],
      [`${rings}&pagesize=500`, range(1, 100), 'PageSize'],
      [`${rings}&page=-1`, invalid, 'page'],
      [`${rings}&page=1.5`, invalid, 'page'],
      [`${rings}&sort=9`, range(0, 5), 'sort'],
      [`${rings}&filter=metal`, invalid, 'filter'],
      [`${rings}&country=turkey`, invalid, 'country'],
      [`/Catalog/SearchV2?q=${'a'.repeat(201)}`, { code: 'ui.pattern.maxLength', values: { max: 200 } }, 'q'],
    ];
    for (const [url, { code, values }, field] of cases) {
      const { status, body } = await rest(url);
      assert.equal(status, 400, url);
      assert.deepEqual(body, { code, message: translate('tr', code, values), field }, url);
    }
    const en = await rest(`/Catalog/CategoryV2?categoryId=x&language=en`);
    assert.deepEqual(en.body, { code: 'ui.pattern.invalid', message: translate('en', 'ui.pattern.invalid'), field: 'categoryId' });
  });

  test('an unknown or unpublished category is a 404 with a translated body; an empty search is an empty listing', async () => {
    for (const id of [999999, fx.categoryIds.hidden]) {
      const { status, body } = await rest(`/Catalog/CategoryV2?categoryId=${id}`);
      assert.equal(status, 404);
      assert.equal(body.code, 'ui.notify.not_found');
      assert.equal(body.message, translate('tr', 'ui.notify.not_found'));
    }
    const empty = await rest('/Catalog/SearchV2?q=');
    assert.equal(empty.status, 200);
    assert.equal(empty.body.totalItems, 0);
  });
});

describe('GraphQL listings', () => {
  test('categoryV2 (the short home slider form and the full form) and unknown ids', async () => {
    const short = await api.gql(
      `query S($id: Int!) { categoryV2(id: $id, pageNumber: 1, pageSize: 9, prepareSpecsFilters: false) { data { id name isTemp filters { name } products { id sku inviewPage } } } }`,
      { id: fx.categoryIds.rings },
    );
    assert.equal(short.body.data.categoryV2.data.products.length, 9);
    assert.equal(short.body.data.categoryV2.data.isTemp, true);
    assert.deepEqual(short.body.data.categoryV2.data.filters, []);
    const full = await api.gql(`query F($id: Int!, $f: String) { categoryV2(id: $id, selectedSpecFilter: $f, orderBy: 2) { data { totalItems filters { name options { key count selected } } } } }`, {
      id: fx.categoryIds.rings,
      f: 'metal|gumus',
    });
    const metal = full.body.data.categoryV2.data.filters.find((f: { name: string }) => f.name === 'metal');
    assert.deepEqual(metal.options, [
      { key: 'metal|altin', count: 12, selected: false },
      { key: 'metal|gumus', count: 12, selected: true },
    ]);
    const unknown = await api.gql(`{ categoryV2(id: 999999) { data { id } } }`);
    assert.deepEqual(unknown.body.data, { categoryV2: { data: null } });
  });

  test('bad listing arguments are a translated GraphQL error, not a 500', async () => {
    const res = await api.gql(`{ categoryV2(id: 1, pageSize: 1000) { data { id } } }`, undefined, { language: 'en' });
    assert.equal(res.status, 200);
    assert.equal(res.body.errors?.[0]?.extensions?.code, 'ui.pattern.range');
    assert.equal(res.body.errors?.[0]?.message, translate('en', 'ui.pattern.range', { min: 1, max: 100 }));
  });

  test('products (load more) and searchProducts', async () => {
    // A further page (isMore): pageSize 11 is a page of 10 plus a look-ahead (further-pages.test.ts).
    const more = await api.gql(`{ products(id: ${fx.categoryIds.rings}, pageNumber: 2, pageSize: 11, isMore: true) { totalItems products { sku inviewPage } } }`);
    assert.equal(more.body.data.products.totalItems, 24);
    assert.deepEqual(more.body.data.products.products, [
      ...Array.from({ length: 10 }, (_, k) => ({ sku: `RING-${11 + k}`, inviewPage: 2 })),
      { sku: 'RING-21', inviewPage: 3 },
    ]);
    const last = await api.gql(`{ products(id: ${fx.categoryIds.rings}, pageNumber: 3, pageSize: 11, isMore: true) { products { sku inviewPage } } }`);
    assert.deepEqual(last.body.data.products.products.map((p: { sku: string }) => p.sku), ['RING-21', 'RING-22', 'RING-23', 'RING-24']);
    const search = await api.gql(`{ searchProducts(q: "yüzk", pageSize: 5) { data { totalItems products { id } } } }`);
    assert.equal(search.body.data.searchProducts.data.totalItems, 24);
    assert.equal(search.body.data.searchProducts.data.products.length, 5);
  });

  test('searchSuggestions', async () => {
    const res = await api.gql(`{ searchSuggestions(q: "kolye", limit: 3) { products { name } categories { seName } } }`);
    assert.equal(res.body.data.searchSuggestions.products.length, 3);
    assert.deepEqual(res.body.data.searchSuggestions.categories, [{ seName: 'kolye' }]);
  });

  test('urlRecord names categories and products', async () => {
    const q = `query U($s: String!) { urlRecord(seName: $s) { entityName entityId seName } }`;
    assert.deepEqual((await api.gql(q, { s: 'altin-yuzuk' })).body.data.urlRecord, { entityName: 'CATEGORY', entityId: fx.categoryIds.goldRings, seName: 'altin-yuzuk' });
    assert.deepEqual((await api.gql(q, { s: '/ring-model-3' })).body.data.urlRecord, { entityName: 'PRODUCT', entityId: ring(3), seName: 'ring-model-3' });
    assert.equal((await api.gql(q, { s: 'gizli' })).body.data.urlRecord, null);
    assert.equal((await api.gql(q, { s: 'nothing-here' })).body.data.urlRecord, null);
  });
});

const DETAILS = `query D($seName: String, $id: Int) { productDetails(seName: $seName, id: $id) {
  id sku name seName metaTitle metaDescription fullDescription inStock collection
  pictureModels { imageUrl fullSizeImageUrl thumbImageUrl alternateText title }
  defaultPictureModel { imageUrl }
  productPrice { price priceValue oldPrice oldPriceValue currencyCode }
  productAttributes { id name values { id name quantity isPreSelected } }
  attributes { attributeId attributeValueId attributeName attributeValueName showOnDescription }
  productSpecifications { specificationAttributeName valueRaw }
  breadcrumb { categoryBreadcrumb { id name seName } }
  badges { name color }
  productReviewOverview { productId totalReviews ratingSum allowCustomerReviews }
  productSlicers { variants { inStock gtin sku slicerAttributes { attributeId attributeValueId name value } } }
} }`;

describe('productDetails', () => {
  test('every field of the product page', async () => {
    const res = await api.gql(DETAILS, { seName: 'ring-model-2' });
    const p = res.body.data.productDetails;
    assert.equal(p.id, ring(2));
    assert.equal(p.name, 'Altın Yüzük Model 2');
    assert.equal(p.metaTitle, 'Altın Yüzük Model 2', 'meta title falls back to the name');
    assert.equal(p.inStock, true);
    assert.equal(p.collection, 'Gold Premium Created');
    assert.deepEqual(p.badges, [{ name: 'Yeni', color: '#c00' }]);
    assert.equal(p.pictureModels.length, 2);
    assert.deepEqual(p.pictureModels[1], {
      imageUrl: `/images/products/${p.id}/2/medium.svg`,
      fullSizeImageUrl: `/images/products/${p.id}/2/full.svg`,
      thumbImageUrl: `/images/products/${p.id}/2/thumb.svg`,
      alternateText: 'Altın Yüzük Model 2',
      title: 'Altın Yüzük Model 2',
    });
    assert.deepEqual(p.productPrice, { price: formatKurus(120_000, 'tr'), priceValue: 1200, oldPrice: null, oldPriceValue: null, currencyCode: 'TRY' });
    assert.equal(p.productAttributes.length, 1);
    assert.equal(p.productAttributes[0].name, 'Yüzük Ölçüsü');
    assert.deepEqual(p.productAttributes[0].values.map((v: { name: string; quantity: number }) => [v.name, v.quantity]), [['10', 1], ['12', 2], ['14', 3]]);
    assert.deepEqual(
      p.attributes.map((a: { attributeName: string; attributeValueName: string; showOnDescription: boolean }) => [a.attributeName, a.attributeValueName, a.showOnDescription]),
      [['Metal', 'Altın', true], ['Ayar', '14 Ayar', false], ['Festival fiyatı', '900.00', false]],
    );
    assert.equal(p.attributes[2].attributeId, FESTIVAL_PRICE_ATTRIBUTE_ID);
    assert.deepEqual(p.productSpecifications, [
      { specificationAttributeName: 'Metal', valueRaw: 'Altın' },
      { specificationAttributeName: 'Ayar', valueRaw: '14 Ayar' },
    ]);
    assert.deepEqual(p.breadcrumb.categoryBreadcrumb.map((b: { seName: string }) => b.seName), ['yuzuk', 'altin-yuzuk']);
    assert.deepEqual(p.productReviewOverview, { productId: p.id, totalReviews: 1, ratingSum: 5, allowCustomerReviews: true });
    assert.deepEqual(p.productSlicers.variants.map((v: { sku: string; inStock: boolean }) => [v.sku, v.inStock]), [['RING-2-10', true], ['RING-2-12', true], ['RING-2-14', true]]);
    const slicer = p.productSlicers.variants[0].slicerAttributes[0];
    assert.equal(slicer.attributeId, fx.sizeAttributeId);
    assert.equal(slicer.attributeValueId, p.productAttributes[0].values[0].id, 'a slicer value is the variant (addToCart attributeValueId)');
  });

  test('old price only above the price; out of stock; by id; English; review overview counts approved reviews only', async () => {
    const byId = (await api.gql(DETAILS, { id: ring(4) })).body.data.productDetails;
    assert.equal(byId.productPrice.oldPriceValue, 1900);
    assert.equal((await api.gql(DETAILS, { id: ring(1) })).body.data.productDetails.productPrice.oldPrice, null);
    const r1 = (await api.gql(DETAILS, { id: ring(1) })).body.data.productDetails;
    assert.deepEqual([r1.productReviewOverview.totalReviews, r1.productReviewOverview.ratingSum], [2, 9]);
    const r5 = (await api.gql(DETAILS, { id: ring(5) })).body.data.productDetails;
    assert.equal(r5.inStock, false);
    assert.ok(r5.productSlicers.variants.every((v: { inStock: boolean }) => !v.inStock));
    const en = (await api.gql(DETAILS, { id: ring(3) }, { language: 'en' })).body.data.productDetails;
    assert.equal(en.name, 'Silver Ring Model 3');
    assert.deepEqual(en.productSpecifications.map((s: { valueRaw: string }) => s.valueRaw), ['Silver', 'Diamond', '925']);
  });

  test('unknown, unpublished or missing identifiers are null', async () => {
    await api.db.insert(products).values({ sku: 'HIDDEN-1', name: 'Gizli', nameEn: 'Hidden', seName: 'hidden-product', priceKurus: 100, primaryCategoryId: fx.categoryIds.rings, published: false });
    for (const vars of [{ seName: 'hidden-product' }, { seName: 'nope' }, { id: 999999 }, {}, { seName: '' }]) {
      const res = await api.gql(DETAILS, vars);
      assert.equal(res.status, 200);
      assert.equal(res.body.data.productDetails, null, JSON.stringify(vars));
    }
  });
});

describe('productsBySkus', () => {
  test('product or variant skus, in the order given, unknown skipped', async () => {
    const res = await api.gql(`query B($s: [String!]!) { productsBySkus(skus: $s) { sku } }`, { s: ['RING-3-12', 'NECK-2', 'NOPE', 'RING-1', 'HIDDEN-1'] });
    assert.deepEqual(res.body.data.productsBySkus.map((p: { sku: string }) => p.sku), ['RING-3', 'NECK-2', 'RING-1']);
  });
});

describe('recommendations', () => {
  const REC = `query R($kind: RecommendationKind!, $productId: Int, $categoryId: Int, $ids: [Int!], $limit: Int) {
    recommendations(kind: $kind, productId: $productId, categoryId: $categoryId, ids: $ids, limit: $limit) { id sku } }`;
  const skus = (res: { body: { data?: { recommendations: { sku: string }[] } | null } }) => (res.body.data?.recommendations ?? []).map((p) => p.sku);

  test('SIMILAR: same category and metal, closest price first, never the product itself', async () => {
    const res = await api.gql(REC, { kind: 'SIMILAR', productId: ring(6), limit: 3 });
    assert.deepEqual(skus(res), ['RING-4', 'RING-8', 'RING-2']);
  });

  test('BOUGHT_TOGETHER: products sharing orders with it, most shared first; cancelled orders do not count', async () => {
    const [c] = await api.db.insert(customers).values({ email: 'buyer@storefront.test' }).returning({ id: customers.id });
    const order = async (n: string, status: string, items: number[]) => {
      const [o] = await api.db.insert(orders).values({ orderNumber: n, customerId: c.id, status, subtotalKurus: 1, totalKurus: 1 }).returning({ id: orders.id });
      await api.db.insert(orderItems).values(items.map((pid) => ({ orderId: o.id, productId: pid, variantId: 1, sku: 'x', productName: 'x', productSeName: 'x', quantity: 1, unitPriceKurus: 1, status })));
    };
    await order('T-1', 'DELIVERED', [ring(1), fx.necklaceIds[0], ring(7)]);
    await order('T-2', 'PROCESSING', [ring(1), fx.necklaceIds[0]]);
    await order('T-3', 'CANCELLED', [ring(1), ring(9), ring(9)]);
    const res = await api.gql(REC, { kind: 'BOUGHT_TOGETHER', productId: ring(1) });
    assert.deepEqual(skus(res), ['NECK-1', 'RING-7']);
    assert.deepEqual(skus(await api.gql(REC, { kind: 'BOUGHT_TOGETHER', productId: ring(20) })), []);
  });

  test('POPULAR: by popularity, optionally within a category', async () => {
    assert.deepEqual(skus(await api.gql(REC, { kind: 'POPULAR', limit: 2 })), ['NECK-6', 'NECK-5']);
    assert.deepEqual(skus(await api.gql(REC, { kind: 'POPULAR', categoryId: fx.categoryIds.rings, limit: 2 })), ['RING-17', 'RING-10']);
  });

  test('inStockOnly: every kind leaves out products without online stock (the cart strip)', async () => {
    const REC_STOCK = `query R($kind: RecommendationKind!, $productId: Int, $categoryId: Int, $ids: [Int!], $limit: Int, $inStockOnly: Boolean) {
      recommendations(kind: $kind, productId: $productId, categoryId: $categoryId, ids: $ids, limit: $limit, inStockOnly: $inStockOnly) { id sku } }`;
    // Rings 5, 10, 15 and 20 have no stock.
    assert.deepEqual(skus(await api.gql(REC_STOCK, { kind: 'POPULAR', categoryId: fx.categoryIds.rings, limit: 2, inStockOnly: true })), ['RING-17', 'RING-3']);
    assert.ok(skus(await api.gql(REC_STOCK, { kind: 'SIMILAR', productId: ring(8), limit: 6 })).includes('RING-10'));
    assert.ok(!skus(await api.gql(REC_STOCK, { kind: 'SIMILAR', productId: ring(8), limit: 6, inStockOnly: true })).includes('RING-10'));
    assert.deepEqual(skus(await api.gql(REC_STOCK, { kind: 'BY_IDS', ids: [ring(5), ring(2), ring(15)], inStockOnly: true })), ['RING-2']);
    const [c] = await api.db.insert(customers).values({ email: 'stock-buyer@storefront.test' }).returning({ id: customers.id });
    const [o] = await api.db.insert(orders).values({ orderNumber: 'T-9', customerId: c.id, status: 'DELIVERED', subtotalKurus: 1, totalKurus: 1 }).returning({ id: orders.id });
    await api.db.insert(orderItems).values([ring(11), ring(10), ring(12)].map((pid) => ({ orderId: o.id, productId: pid, variantId: 1, sku: 'x', productName: 'x', productSeName: 'x', quantity: 1, unitPriceKurus: 1, status: 'DELIVERED' })));
    assert.deepEqual(skus(await api.gql(REC_STOCK, { kind: 'BOUGHT_TOGETHER', productId: ring(11) })).sort(), ['RING-10', 'RING-12']);
    assert.deepEqual(skus(await api.gql(REC_STOCK, { kind: 'BOUGHT_TOGETHER', productId: ring(11), inStockOnly: true })), ['RING-12']);
  });

  test('BY_IDS: the given order, unknown ids skipped, at most 20', async () => {
    assert.deepEqual(skus(await api.gql(REC, { kind: 'BY_IDS', ids: [ring(9), 999999, ring(2), ring(9)] })), ['RING-9', 'RING-2']);
    const many = await api.gql(REC, { kind: 'BY_IDS', ids: fx.rings.map((r) => r.id) });
    assert.equal(many.body.data.recommendations.length, 20);
    assert.deepEqual(skus(await api.gql(REC, { kind: 'SIMILAR' })), []);
  });
});

describe('productStoreStock', () => {
  const STOCK = `query S($sku: String!) { productStoreStock(sku: $sku) { inventoryQty store { id name city } } }`;

  test('a product sku sums its variants per store; stores by name; only stores with stock', async () => {
    const res = await api.gql(STOCK, { sku: 'RING-1' });
    assert.deepEqual(res.body.data.productStoreStock.map((s: { inventoryQty: number; store: { name: string } }) => [s.store.name, s.inventoryQty]), [
      ['Kızılay Mağazası', 1],
      ['Zeytinburnu Mağazası', 5],
    ]);
  });

  test('a variant sku is looked up as is; unknown skus have no stores', async () => {
    const res = await api.gql(STOCK, { sku: 'RING-1-10' });
    assert.deepEqual(res.body.data.productStoreStock.map((s: { inventoryQty: number; store: { name: string } }) => [s.store.name, s.inventoryQty]), [['Zeytinburnu Mağazası', 2]]);
    assert.deepEqual((await api.gql(STOCK, { sku: 'RING-1-14' })).body.data.productStoreStock, []);
    assert.deepEqual((await api.gql(STOCK, { sku: 'NOPE' })).body.data.productStoreStock, []);
    assert.deepEqual((await api.gql(STOCK, { sku: '' })).body.data.productStoreStock, []);
  });
});
