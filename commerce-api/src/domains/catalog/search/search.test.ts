import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Database } from '../../../db/client.js';
import { insertCatalogFixture, type CatalogFixture } from '../../../testing/catalog-fixtures.js';
import { createTestDatabase } from '../../../testing/test-db.js';
import { runListing } from '../listing/run-listing.js';
import { searchSuggestions } from './search-suggestions.js';
import { searchTerms } from './search-terms.js';

let database: Database;
let fx: CatalogFixture;

before(async () => {
  database = await createTestDatabase();
  fx = await insertCatalogFixture(database.db);
});
after(() => database.close());

async function search(q: string, extra: { filter?: string; orderBy?: number } = {}) {
  const outcome = await runListing(database.db, { source: { kind: 'search', q }, language: 'tr', pageSize: 100, ...extra });
  assert.ok(outcome.ok && outcome.listing);
  return outcome.listing;
}

const ringIds = () => new Set(fx.rings.map((r) => r.id));

describe('search terms', () => {
  test('Turkish case folding, ASCII folding and suffix stems', () => {
    const t = searchTerms('  YÜZÜKLER  Işıltılı ');
    assert.deepEqual(t.words.map((w) => w.folded), ['yüzükler', 'ışıltılı']);
    assert.deepEqual(t.words.map((w) => w.ascii), ['yuzukler', 'isiltili']);
    assert.equal(t.words[0].asciiStem, 'yuzuk');
    assert.equal(searchTerms('İğne').words[0].folded, 'iğne');
  });
});

describe('search listing', () => {
  for (const q of ['YÜZÜK', 'yüzük', 'yüzükler', 'yuzuk', 'yuzukler', 'yüzk', 'Yuzuk']) {
    test(`"${q}" finds every ring and nothing else`, async () => {
      const l = await search(q);
      assert.equal(l.totalItems, 24, q);
      assert.ok(l.products.every((p) => ringIds().has(p.id)));
    });
  }

  test('inflected and typo forms of other words: kolyeler, PIRLANTA, pirlanta, pırlnta', async () => {
    assert.equal((await search('kolyeler')).totalItems, 6);
    for (const q of ['PIRLANTA', 'pirlanta', 'pırlnta']) assert.equal((await search(q)).totalItems, 8, q);
  });

  test('every word must match: "altın yüzük" finds the gold rings only', async () => {
    const l = await search('altın yüzük');
    assert.equal(l.totalItems, 12);
    assert.ok(l.products.every((p) => fx.rings.find((r) => r.id === p.id)?.metal === 'altin'));
  });

  test('an exact sku finds its product', async () => {
    const l = await search('RING-5');
    assert.deepEqual(l.products.map((p) => p.sku), ['RING-5']);
  });

  test('nothing matching, and an empty search, give an empty listing', async () => {
    assert.equal((await search('saat')).totalItems, 0);
    for (const q of ['', '   ', '!!!']) {
      const l = await search(q);
      assert.equal(l.totalItems, 0, JSON.stringify(q));
      assert.deepEqual(l.products, []);
      assert.deepEqual(l.filters, []);
    }
  });

  test('the search listing shape: no breadcrumbs, not indexed, filters with counts, sort and filter applied', async () => {
    const l = await search('yüzük', { filter: 'metal|gumus', orderBy: 2 });
    assert.equal(l.seName, 'arama');
    assert.equal(l.name, 'yüzük');
    assert.deepEqual(l.breadcrumbs, []);
    assert.equal(l.fasedSeo.noIndex, true);
    assert.equal(l.totalItems, 12);
    const prices = l.products.map((p) => p.productPrice.priceValue);
    assert.deepEqual(prices, [...prices].sort((a, b) => b - a));
    assert.deepEqual(
      Object.fromEntries(l.filters.find((f) => f.name === 'metal')!.options.map((o) => [o.seName, o.count])),
      { altin: 12, gumus: 12 },
    );
  });

  test('a query longer than 200 characters is refused', async () => {
    const outcome = await runListing(database.db, { source: { kind: 'search', q: 'a'.repeat(201) }, language: 'tr' });
    assert.equal(outcome.ok, false);
  });
});

describe('typo corrections follow the catalogue', () => {
  test('a new product brings its words: a misspelling of a new word finds it at once', async () => {
    const { products } = await import('../../../db/schema.js');
    const { foldTurkish } = await import('shared-contracts/server');
    assert.equal((await search('zumrt')).totalItems, 0);
    await database.db.insert(products).values({
      sku: 'EAR-1', name: 'Zümrüt Küpe', nameEn: 'Emerald Earrings', seName: 'zumrut-kupe', priceKurus: 1000,
      primaryCategoryId: fx.categoryIds.rings, searchText: foldTurkish('Zümrüt Küpe'),
    });
    for (const q of ['zumrt', 'ZÜMRÜT', 'zümrütler', 'kupe']) assert.deepEqual((await search(q)).products.map((p) => p.sku), ['EAR-1'], q);
  });

  test('a correctly spelt word is not widened by corrections', async () => {
    assert.equal((await search('model')).totalItems, 30);
    assert.equal((await search('kolye')).totalItems, 6);
  });
});

describe('a typo is corrected to its closest word only', () => {
  test('"kolya" finds the necklaces, not the wrist watches ("kol saati") a looser correction would add', async () => {
    const { products } = await import('../../../db/schema.js');
    const { foldTurkish } = await import('shared-contracts/server');
    await database.db.insert(products).values({
      sku: 'WATCH-1', name: 'Çelik Kol Saati', nameEn: 'Steel Wrist Watch', seName: 'celik-kol-saati', priceKurus: 1000,
      primaryCategoryId: fx.categoryIds.rings, searchText: foldTurkish('Çelik Kol Saati'),
    });
    assert.ok((await search('kol')).products.some((p) => p.sku === 'WATCH-1'), 'the watch is found by its own word');
    for (const q of ['kolya', 'KOLYA', 'kolyr']) {
      const l = await search(q);
      assert.equal(l.totalItems, 6, q);
      assert.ok(l.products.every((p) => fx.necklaceIds.includes(p.id)), q);
    }
  });
});

describe('search suggestions', () => {
  test('products and categories for a partly typed word', async () => {
    const s = await searchSuggestions(database.db, 'yüz', 4, 'tr');
    assert.equal(s.products.length, 4);
    assert.ok(s.products.every((p) => ringIds().has(p.id)));
    assert.deepEqual(s.categories.map((c) => c.seName), ['yuzuk', 'altin-yuzuk', 'gumus-yuzuk']);
  });

  test('a misspelt category name is suggested too', async () => {
    const s = await searchSuggestions(database.db, 'kolyr', 2, 'tr');
    assert.deepEqual(s.categories.map((c) => c.seName), ['kolye']);
    assert.equal(s.products.length, 2);
  });

  test('ASCII and English category names; an empty query suggests nothing', async () => {
    const s = await searchSuggestions(database.db, 'gumus', null, 'en');
    assert.deepEqual(s.categories.map((c) => c.name), ['Silver Rings']);
    assert.equal(s.products.length, 6);
    assert.deepEqual(await searchSuggestions(database.db, '  ', 5, 'tr'), { products: [], categories: [] });
  });
});
