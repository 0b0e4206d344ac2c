import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { formatKurus, type CategoryListing } from 'shared-contracts/server';
import type { Database } from '../../../db/client.js';
import { insertCatalogFixture, ringSpec, type CatalogFixture } from '../../../testing/catalog-fixtures.js';
import { createTestDatabase } from '../../../testing/test-db.js';
import type { ListingRequest } from './listing-params.js';
import { runListing } from './run-listing.js';

let database: Database;
let fx: CatalogFixture;

before(async () => {
  database = await createTestDatabase();
  fx = await insertCatalogFixture(database.db);
});
after(() => database.close());

async function listing(request: Partial<ListingRequest> & { categoryId?: number }): Promise<CategoryListing> {
  const { categoryId, ...rest } = request;
  const outcome = await runListing(database.db, { source: { kind: 'category', categoryId: categoryId ?? fx.categoryIds.rings }, language: 'tr', ...rest });
  assert.ok(outcome.ok, 'request is valid');
  assert.ok(outcome.listing, 'category exists');
  return outcome.listing;
}

const ringNumbers = (l: CategoryListing) => l.products.map((p) => fx.rings.find((r) => r.id === p.id)?.i);
const options = (l: CategoryListing, group: string) =>
  Object.fromEntries(l.filters.find((f) => f.name === group)?.options.map((o) => [o.seName, o.count]) ?? []);

describe('category listing', () => {
  test('first page: header, breadcrumbs, sub-categories, SEO fallbacks, sort options', async () => {
    const l = await listing({});
    assert.equal(l.name, 'Yüzük');
    assert.equal(l.seName, 'yuzuk');
    assert.equal(l.totalItems, 24);
    assert.equal(l.pageSize, 48);
    assert.equal(l.totalPages, 1);
    assert.equal(l.pageNumber, 1);
    assert.equal(l.hasNextPage, false);
    assert.equal(l.isTemp, false);
    assert.equal(l.metaTitle, 'Yüzük');
    assert.equal(l.metaDescription, 'Yüzük');
    assert.deepEqual(l.fasedSeo, { name: 'Yüzük', description: 'Yüzük', noIndex: false, noFollow: false });
    assert.deepEqual(l.faqSeo, [{ question: 'Ölçü nasıl seçilir?', answer: '<p>Ölçü tablosuna bakınız.</p>' }]);
    assert.deepEqual(l.genericAttributes, [{ key: 'showSubCategories', value: 'true' }]);
    assert.deepEqual(l.breadcrumbs, [{ id: fx.categoryIds.rings, name: 'Yüzük', seName: 'yuzuk' }]);
    assert.deepEqual(
      l.subCategories.map((s) => [s.title, s.href, s.pictureModel?.imageUrl]),
      [
        ['Altın Yüzük', '/altin-yuzuk', `/images/categories/${fx.categoryIds.goldRings}.svg`],
        ['Gümüş Yüzük', '/gumus-yuzuk', `/images/categories/${fx.categoryIds.silverRings}.svg`],
      ],
    );
    assert.deepEqual(ringNumbers(l), Array.from({ length: 24 }, (_, k) => k + 1), 'position order');
    assert.deepEqual(l.sortOptions.map((o) => [o.value, o.label, o.selected]), [
      [0, 'Önerilen', true],
      [1, 'Fiyat: Artan', false],
      [2, 'Fiyat: Azalan', false],
      [3, 'En Yeniler', false],
      [4, 'En Çok Beğenilenler', false],
      [5, 'En Çok Satanlar', false],
    ]);
    assert.ok(l.products.every((p) => p.inviewPage === 1));
  });

  test('a sub-category has the path as breadcrumbs and no sub-categories of its own', async () => {
    const l = await listing({ categoryId: fx.categoryIds.goldRings });
    assert.equal(l.totalItems, 12);
    assert.deepEqual(l.breadcrumbs.map((b) => b.seName), ['yuzuk', 'altin-yuzuk']);
    assert.deepEqual(l.subCategories, []);
  });

  test('category SEO flags and meta texts; no sub-categories unless the generic attribute says so', async () => {
    const l = await listing({ categoryId: fx.categoryIds.necklaces });
    assert.equal(l.metaTitle, 'Kolye Modelleri');
    assert.equal(l.metaDescription, 'En güzel kolyeler');
    assert.equal(l.fasedSeo.noIndex, true);
    assert.equal(l.fasedSeo.noFollow, true);
    assert.deepEqual(l.genericAttributes, [{ key: 'showSubCategories', value: 'false' }]);
    assert.deepEqual(l.subCategories, []);
  });

  test('listing products carry price text, stock and pictures', async () => {
    const l = await listing({});
    const ring5 = l.products.find((p) => p.id === fx.rings[4].id)!;
    assert.equal(ring5.inStock, false, 'ring 5 has no stock in any size');
    const ring4 = l.products.find((p) => p.id === fx.rings[3].id)!;
    assert.equal(ring4.inStock, true);
    assert.equal(ring4.productPrice.priceValue, 1400);
    assert.equal(ring4.productPrice.price, formatKurus(140_000, 'tr'));
    assert.equal(ring4.productPrice.oldPriceValue, 1900);
    assert.equal(ring4.defaultPictureModel.imageUrl, `/images/products/${ring4.id}/1/medium.svg`);
  });

  test('unknown, unpublished and empty categories', async () => {
    assert.equal((await runListing(database.db, { source: { kind: 'category', categoryId: 999_999 }, language: 'tr' }) as { listing: unknown }).listing, null);
    assert.equal((await runListing(database.db, { source: { kind: 'category', categoryId: fx.categoryIds.hidden }, language: 'tr' }) as { listing: unknown }).listing, null);
    const empty = await listing({ categoryId: fx.categoryIds.empty });
    assert.equal(empty.totalItems, 0);
    assert.equal(empty.totalPages, 0);
    assert.equal(empty.pageNumber, 1);
    assert.deepEqual(empty.products, []);
    assert.deepEqual(empty.filters, []);
  });

  test('English names, labels and breadcrumbs', async () => {
    const l = await listing({ categoryId: fx.categoryIds.goldRings, language: 'en' });
    assert.equal(l.name, 'Gold Rings');
    assert.deepEqual(l.breadcrumbs.map((b) => b.name), ['Rings', 'Gold Rings']);
    assert.equal(l.sortOptions[1].label, 'Price: low to high');
    assert.match(l.products[0].name, /^Gold Ring Model/);
    assert.equal(l.filters.find((f) => f.name === 'metal')?.options[0].name, 'Gold');
  });
});

describe('filters and counts', () => {
  test('without a selection every option counts the whole category; non-filter specs are not groups', async () => {
    const l = await listing({});
    assert.deepEqual(l.filters.map((f) => [f.name, f.title]), [['metal', 'Metal'], ['tas', 'Taş']]);
    assert.deepEqual(options(l, 'metal'), { altin: 12, gumus: 12 });
    assert.deepEqual(options(l, 'tas'), { pirlanta: 8, zirkon: 8 });
    const gold = l.filters[0].options.find((o) => o.seName === 'altin')!;
    assert.deepEqual(gold, { key: 'metal|altin', name: 'Altın', seName: 'altin', isFaced: true, selected: false, count: 12 });
  });

  test('one group selected: its own counts ignore the selection, other groups count within it', async () => {
    const l = await listing({ filter: 'metal|altin' });
    assert.equal(l.totalItems, 12);
    assert.ok(ringNumbers(l).every((i) => i! % 2 === 0));
    assert.deepEqual(options(l, 'metal'), { altin: 12, gumus: 12 });
    assert.deepEqual(options(l, 'tas'), { pirlanta: 4, zirkon: 4 });
    assert.equal(l.filters[0].options.find((o) => o.seName === 'altin')!.selected, true);
    assert.equal(l.filters[0].options.find((o) => o.seName === 'gumus')!.selected, false);
  });

  test('OR within a group, AND across groups', async () => {
    const either = await listing({ filter: 'tas|pirlanta,tas|zirkon' });
    assert.equal(either.totalItems, 16);
    const both = await listing({ filter: 'metal|altin,tas|pirlanta' });
    assert.deepEqual(ringNumbers(both), [6, 12, 18, 24]);
    assert.deepEqual(options(both, 'metal'), { altin: 4, gumus: 4 }, 'metal counts within pırlanta');
    assert.deepEqual(options(both, 'tas'), { pirlanta: 4, zirkon: 4 }, 'stone counts within gold');
  });

  test('an option with no product under the other selections is listed with count 0 and not faced', async () => {
    const l = await listing({ categoryId: fx.categoryIds.goldRings, filter: 'tas|zirkon' });
    assert.deepEqual(options(l, 'metal'), { altin: 4 });
    const silverOnly = await listing({ filter: 'metal|gumus,tas|pirlanta' });
    assert.deepEqual(ringNumbers(silverOnly), [3, 9, 15, 21]);
  });

  test('a well-formed option that does not exist matches nothing; a malformed filter is refused', async () => {
    const none = await listing({ filter: 'metal|platin' });
    assert.equal(none.totalItems, 0);
    assert.equal(none.pageNumber, 1);
    for (const filter of ['metal', '|altin', 'metal|', 'a|b|c']) {
      const outcome = await runListing(database.db, { source: { kind: 'category', categoryId: fx.categoryIds.rings }, filter, language: 'tr' });
      assert.deepEqual(outcome, { ok: false, error: { code: 'ui.pattern.invalid', field: 'filter' } }, filter);
    }
  });

  test('the light response (prepareSpecsFilters false) has no filters and is flagged isTemp', async () => {
    const l = await listing({ prepareSpecsFilters: false, pageSize: 9 });
    assert.equal(l.isTemp, true);
    assert.deepEqual(l.filters, []);
    assert.equal(l.products.length, 9);
  });
});

describe('sorting', () => {
  test('price ascending and descending, newest, most popular', async () => {
    assert.deepEqual(ringNumbers(await listing({ orderBy: 1 })).slice(0, 3), [1, 2, 3]);
    assert.deepEqual(ringNumbers(await listing({ orderBy: 2 })).slice(0, 3), [24, 23, 22]);
    assert.deepEqual(ringNumbers(await listing({ orderBy: 3 })).slice(0, 3), [24, 23, 22]);
    const popular = ringNumbers(await listing({ orderBy: 5 }));
    const popularity = popular.map((i) => ringSpec(i!).popularity);
    assert.deepEqual(popularity, [...popularity].sort((a, b) => b - a));
    assert.equal(popular[0], 17);
  });

  test('best rated: approved reviews only, higher average first', async () => {
    const l = await listing({ orderBy: 4 });
    assert.deepEqual(ringNumbers(l).slice(0, 3), [2, 1, 3]);
    assert.equal(l.sortOptions.find((o) => o.selected)?.value, 4);
  });

  test('an unknown sort is refused', async () => {
    const outcome = await runListing(database.db, { source: { kind: 'category', categoryId: fx.categoryIds.rings }, orderBy: 6, language: 'tr' });
    assert.equal(outcome.ok, false);
  });
});

describe('paging', () => {
  test('pages of 10: the second page, the page each product came from', async () => {
    const l = await listing({ pageSize: 10, pageNumber: 2 });
    assert.deepEqual(ringNumbers(l), [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    assert.equal(l.pageNumber, 2);
    assert.equal(l.totalPages, 3);
    assert.equal(l.hasNextPage, true);
    assert.ok(l.products.every((p) => p.inviewPage === 2));
  });

  test('the page number is clamped to 1..totalPages', async () => {
    const last = await listing({ pageSize: 10, pageNumber: 99 });
    assert.equal(last.pageNumber, 3);
    assert.deepEqual(ringNumbers(last), [21, 22, 23, 24]);
    assert.equal(last.hasNextPage, false);
    for (const pageNumber of [0, -5]) {
      const first = await listing({ pageSize: 10, pageNumber });
      assert.equal(first.pageNumber, 1);
      assert.deepEqual(ringNumbers(first).slice(0, 2), [1, 2]);
    }
  });

  test('any page size up to 100 (further pages ask pageSize + 1); other sizes are refused', async () => {
    assert.equal((await listing({ pageSize: 49 })).pageSize, 49);
    assert.equal((await listing({ pageSize: 100 })).products.length, 24);
    for (const pageSize of [0, 101, 1.5]) {
      const outcome = await runListing(database.db, { source: { kind: 'category', categoryId: fx.categoryIds.rings }, pageSize, language: 'tr' });
      assert.deepEqual(outcome, { ok: false, error: { code: 'ui.pattern.range', field: 'pageSize', values: { min: 1, max: 100 } } });
    }
  });
});

describe('cached listings follow every catalogue change', () => {
  test('unpublishing a product, a new membership and a new review show at once', async () => {
    const { products, productCategories, reviews } = await import('../../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const before = await listing({ categoryId: fx.categoryIds.goldRings });
    assert.equal(before.totalItems, 12);
    assert.equal((await listing({ categoryId: fx.categoryIds.goldRings })).totalItems, 12, 'served again (cached)');

    await database.db.update(products).set({ published: false }).where(eq(products.id, fx.rings[1].id));
    const after = await listing({ categoryId: fx.categoryIds.goldRings });
    assert.equal(after.totalItems, 11);
    assert.deepEqual(
      Object.fromEntries(after.filters.find((f) => f.name === 'tas')!.options.map((o) => [o.seName, o.count])),
      { pirlanta: 4, zirkon: 4 },
    );

    await database.db.insert(productCategories).values({ productId: fx.necklaceIds[0], categoryId: fx.categoryIds.goldRings, displayOrder: 0 });
    const withNecklace = await listing({ categoryId: fx.categoryIds.goldRings });
    assert.equal(withNecklace.totalItems, 12);
    assert.equal(withNecklace.products[0].id, fx.necklaceIds[0]);

    await database.db.insert(reviews).values({ productId: fx.rings[23].id, customerName: 'X', rating: 5, approved: true, status: 'APPROVED' });
    const bestRated = await listing({ categoryId: fx.categoryIds.goldRings, orderBy: 4 });
    assert.equal(bestRated.products[0].id, fx.rings[23].id, 'ring 24 now has a 5-star review; ring 2 is unpublished');

    await database.db.update(products).set({ published: true }).where(eq(products.id, fx.rings[1].id));
    await database.db.delete(productCategories).where(eq(productCategories.productId, fx.necklaceIds[0]));
    await database.db.insert(productCategories).values({ productId: fx.necklaceIds[0], categoryId: fx.categoryIds.necklaces, displayOrder: 1 });
    await database.db.delete(reviews).where(eq(reviews.productId, fx.rings[23].id));
    assert.equal((await listing({ categoryId: fx.categoryIds.goldRings })).totalItems, 12);
  });
});

describe('REST listing answers are reused for a moment', () => {
  test('a catalogue change shows at once; a stock change once LISTING_RESPONSE_TTL_MS has passed', async () => {
    const { products, productVariants } = await import('../../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const { validateListingRequest } = await import('./listing-params.js');
    const { cardListingResponse, LISTING_RESPONSE_TTL_MS } = await import('./build-listing.js');
    const validated = validateListingRequest({ source: { kind: 'category', categoryId: fx.categoryIds.goldRings }, language: 'tr' });
    assert.ok(validated.ok);
    const t0 = Date.now();
    const read = async (at: number) => JSON.parse((await cardListingResponse(database.db, validated.params, at)).json!) as { totalItems: number; products: { id: number; inStock: boolean; productPrice: { priceValue: number } }[] };
    const ring = fx.rings.find((r) => r.i === 6)!; // a gold ring
    const card = (l: Awaited<ReturnType<typeof read>>) => l.products.find((p) => p.id === ring.id)!;

    const first = await read(t0);
    assert.equal(card(first).inStock, true);
    await database.db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.productId, ring.id));
    assert.equal(card(await read(t0 + 10)).inStock, true, 'the same answer within the moment');
    assert.equal(card(await read(t0 + LISTING_RESPONSE_TTL_MS + 10)).inStock, false, 'the stock change after it');

    const [{ price }] = await database.db.select({ price: products.priceKurus }).from(products).where(eq(products.id, ring.id));
    await database.db.update(products).set({ priceKurus: price + 100 }).where(eq(products.id, ring.id));
    assert.equal(card(await read(t0 + LISTING_RESPONSE_TTL_MS + 20)).productPrice.priceValue, (price + 100) / 100, 'a price change at once');

    await database.db.update(products).set({ priceKurus: price }).where(eq(products.id, ring.id));
    await database.db.update(productVariants).set({ stockQuantity: 5 }).where(eq(productVariants.productId, ring.id));
    const unknown = validateListingRequest({ source: { kind: 'category', categoryId: 999_999 }, language: 'tr' });
    assert.ok(unknown.ok);
    assert.equal((await cardListingResponse(database.db, unknown.params)).json, null);
  });
});
