// The listing index must answer exactly as the database does (listing-sql.ts, the reference):
// the same ids in the same order and the same filter counts, for every category of the demo
// catalogue under many filter selections and every sort, for many searches, with ties in every
// sort key, and after every kind of catalogue change (once the version has moved).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { categories, productCategories, products, productSpecs, productVariants, reviews } from '../../../../db/schema.js';
import { sqlRows } from '../../../../db/sql-rows.js';
import { Rng } from '../../../../seed/prng.js';
import { seedDatabase } from '../../../../seed/index.js';
import { createTestDatabase } from '../../../../testing/test-db.js';
import type { FacetRow } from '../facets.js';
import type { FilterSelection } from '../filter-selection.js';
import { currentCatalogVersion, listingCache } from '../listing-cache.js';
import type { ListingSource } from '../listing-params.js';
import { resultsFromDatabase, resultsFromIndex } from '../listing-results.js';
import { SORT_VALUES, type SortValue } from '../sort-options.js';
import { listingIndexAt, listingIndexError, warmListingIndex } from './index-holder.js';

const PRODUCTS = 400;
let database: Database;

before(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: PRODUCTS, now: new Date('2025-06-01T09:00:00Z') });
});
after(() => database.close());

const db = () => database.db;
const version = () => currentCatalogVersion(db(), listingCache(db()));

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return sqlRows<T>(db(), query);
}

const sortFacets = (rows: FacetRow[]) =>
  rows
    .map((r) => ({ ...r, n: Number(r.n), first_id: Number(r.first_id) }))
    .sort((a, b) => (a.group_key + '|' + a.value_slug < b.group_key + '|' + b.value_slug ? -1 : 1));

/** Index and database agree on ids (for every sort) and on the counts. */
async function assertSame(source: ListingSource, selection: FilterSelection, label: string, sorts: readonly SortValue[] = SORT_VALUES): Promise<number> {
  const v = await version();
  let total = 0;
  for (const sort of sorts) {
    const params = { source, selection, sort, withFilters: sort === sorts[0] };
    const indexed = await resultsFromIndex(db(), params, v);
    assert.ok(indexed, `the index answers (${String(listingIndexError(db()))})`);
    assert.equal(indexed.version, BigInt(v), 'the index is of the version read');
    const reference = await resultsFromDatabase(db(), params);
    assert.deepEqual(Array.from(indexed.ids!), Array.from(reference.ids!), `${label}, sort ${sort}: ids`);
    if (params.withFilters) assert.deepEqual(sortFacets(indexed.facets!), sortFacets(reference.facets!), `${label}: filter counts`);
    total = indexed.ids!.length;
  }
  return total;
}

const selectionOf = (keys: string[]): FilterSelection => {
  const selection: FilterSelection = new Map();
  for (const key of keys) {
    const [group, value] = key.split('|');
    selection.set(group, (selection.get(group) ?? new Set()).add(value));
  }
  return selection;
};

/** Selections over a category's own options: none, singles, same-group pairs, cross pairs, triples, and odd ones. */
async function selectionsFor(categoryId: number, rng: Rng): Promise<string[][]> {
  const options = await rowsOf<{ group_key: string; value_slug: string; is_filter: boolean }>(sql`
    SELECT DISTINCT s.group_key, s.value_slug, s.is_filter FROM product_categories pc
    JOIN product_specs s ON s.product_id = pc.product_id WHERE pc.category_id = ${categoryId}
    ORDER BY 1, 2`);
  const filters = options.filter((o) => o.is_filter).map((o) => `${o.group_key}|${o.value_slug}`);
  const others = options.filter((o) => !o.is_filter).map((o) => `${o.group_key}|${o.value_slug}`);
  const out: string[][] = [[]];
  if (!filters.length) return out;
  for (let k = 0; k < 3; k++) out.push([rng.pick(filters)]);
  const groups = [...new Set(filters.map((f) => f.split('|')[0]))];
  // Two values of every group (OR inside it), alone and with another group's value.
  groups.forEach((group, g) => {
    const values = filters.filter((f) => f.startsWith(`${group}|`));
    if (values.length < 2) return;
    const two = rng.sample(values, 2);
    const other = groups[(g + 1) % groups.length];
    out.push(two, other === group ? two : [...two, rng.pick(filters.filter((f) => f.startsWith(`${other}|`)))]);
  });
  for (let k = 0; k < 3 && groups.length > 1; k++) {
    const [a, b, c] = rng.sample(groups, Math.min(3, groups.length));
    const pick = (g: string | undefined) => (g ? [rng.pick(filters.filter((f) => f.startsWith(`${g}|`)))] : []);
    out.push([...pick(a), ...pick(b), ...(k === 2 ? pick(c) : [])]);
    // A second value in one of the groups (OR inside it).
    out.push([...pick(a), ...pick(a), ...pick(b)]);
  }
  // A non-filter specification (never offered, still honoured) and an option nobody has.
  if (others.length) out.push([rng.pick(others)], [rng.pick(filters), rng.pick(others)]);
  out.push(['metal|platin'], [rng.pick(filters), 'yok|hic']);
  return out;
}

async function everyCategoryAgrees(seed: number): Promise<void> {
  const rng = Rng.for('listing-index-test', seed);
  const cats = await db().select({ id: categories.id }).from(categories);
  for (const { id } of cats) {
    for (const keys of await selectionsFor(id, rng)) {
      // Every sort for the plain listing; one random sort (and the counts) per selection.
      const sorts = keys.length ? [rng.pick(SORT_VALUES)] : SORT_VALUES;
      await assertSame({ kind: 'category', categoryId: id }, selectionOf(keys), `category ${id} [${keys.join(',')}]`, sorts);
    }
  }
}

async function searchesAgree(): Promise<void> {
  const names = await rowsOf<{ name: string; sku: string }>(sql`SELECT name, sku FROM products ORDER BY id LIMIT 40`);
  const words = [...new Set(names.flatMap((n) => n.name.split(/\s+/)))].slice(0, 12);
  const queries = [
    ...words,
    `${words[0]} ${words[1]}`,
    `${words[2]} ${words[2]}`,
    'altın', 'ALTIN', 'altin', 'altınlar', 'kolyeler', 'yüzükler', 'yuzukler', 'yüzk', 'pırlnta', 'kolye gümüş', 'al', 'y', 'zzzz', '', '  ', '!!!',
    names[3].sku, names[3].sku.toLowerCase(), `${names[5].sku} yüzük`,
  ];
  for (const q of queries) {
    await assertSame({ kind: 'search', q }, new Map(), `search "${q}"`);
    await assertSame({ kind: 'search', q }, selectionOf(['metal|altin']), `search "${q}" [metal|altin]`, [0, 4]);
  }
}

describe('listing index', () => {
  test('builds for the catalogue version, with its figures', async () => {
    const report = await warmListingIndex(db());
    assert.ok(report, String(listingIndexError(db())));
    assert.equal(report.products, PRODUCTS);
    assert.equal(report.version, BigInt(await version()));
    assert.ok(report.bytes > 0 && report.options > 0 && report.categories > 0);
  });

  test('every category, under many filter selections and every sort, as the database answers', async () => {
    await everyCategoryAgrees(1);
  });

  test('searches (inflections, typos, ASCII, short prefixes, repeated words, skus), as the database answers', async () => {
    await searchesAgree();
  });

  test('ties in every sort key, unpublished products and equal average ratings, as the database answers', async () => {
    const ids = (await rowsOf<{ id: number }>(sql`SELECT id FROM products ORDER BY id`)).map((r) => Number(r.id));
    const some = (k: number) => ids.filter((_, i) => i % k === 0);
    await db().update(products).set({ priceKurus: 123_400 }).where(inArray(products.id, some(3)));
    await db().update(products).set({ popularity: 7 }).where(inArray(products.id, some(4)));
    await db().update(products).set({ createdAt: new Date('2025-03-01T10:00:00.123456Z') }).where(inArray(products.id, some(5)));
    await db().update(products).set({ published: false }).where(inArray(products.id, some(11)));
    await db().update(productCategories).set({ displayOrder: 1 }).where(inArray(productCategories.productId, some(6)));
    // Two values of one filter group on some products (a selection of both counts them once).
    const colours = await rowsOf<{ product_id: number; value_slug: string }>(sql`SELECT product_id, value_slug FROM product_specs WHERE group_key = 'renk' AND is_filter ORDER BY product_id`);
    const slugs = [...new Set(colours.map((c) => c.value_slug))];
    assert.ok(slugs.length > 1, 'the demo catalogue has several colours');
    await db().insert(productSpecs).values(
      colours.filter((_, i) => i % 7 === 0).map((c) => {
        const other = slugs.find((slug) => slug !== c.value_slug)!;
        return { productId: Number(c.product_id), groupKey: 'renk', groupTitle: 'Renk', groupTitleEn: 'Colour', value: other, valueEn: other, valueSlug: other };
      }),
    );
    // Equal averages from different counts (4/1 = 8/2; 14/3 = 28/6), and products with none.
    const [a, b, c, d] = ids.slice(1, 5);
    await db().delete(reviews).where(inArray(reviews.productId, [a, b, c, d, ids[6]]));
    await db().insert(reviews).values([
      { productId: a, customerName: 'A', rating: 4, approved: true, status: 'APPROVED' },
      { productId: b, customerName: 'B', rating: 5, approved: true, status: 'APPROVED' }, { productId: b, customerName: 'B', rating: 3, approved: true, status: 'APPROVED' },
      ...[5, 5, 4].map((rating) => ({ productId: c, customerName: 'C', rating, approved: true, status: 'APPROVED' })),
      ...[5, 5, 4, 5, 5, 4].map((rating) => ({ productId: d, customerName: 'D', rating, approved: true, status: 'APPROVED' })),
      { productId: ids[6], customerName: 'E', rating: 2, approved: false },
    ]);
    // Relevance 1 (found as typed only) against 2 (found by full text only): "altınlar" is in
    // the first product's made-up word but does not stem to "al" there; the most popular first.
    const [category] = await rowsOf<{ id: number }>(sql`SELECT id FROM categories ORDER BY id LIMIT 1`);
    await db().insert(products).values(
      ['xaltınlarx kolyecik', 'altın kolye'].map((text, k) => ({
        sku: `REL-${k}`, name: text, nameEn: text, seName: `rel-${k}`, priceKurus: 1000, primaryCategoryId: Number(category.id), searchText: text, popularity: 1_000_000 - k,
      })),
    );
    await everyCategoryAgrees(2);
    await searchesAgree();
  });
});

describe('catalogue changes reach the index with the version', () => {
  const firstCategory = async () => Number((await rowsOf<{ id: number }>(sql`SELECT category_id AS id FROM product_categories GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`))[0].id);

  test('a request of the old version is answered by the old index at once; the new version gets a new index', async () => {
    const v1 = await version();
    const old = await listingIndexAt(db(), v1);
    assert.ok(old);
    const [{ id }] = await rowsOf<{ id: number }>(sql`SELECT id FROM products WHERE published ORDER BY id LIMIT 1`);
    await db().update(products).set({ priceKurus: 1 }).where(eq(products.id, Number(id)));
    const v2 = await version();
    assert.ok(BigInt(v2) > BigInt(v1), 'a price change moves the version');
    assert.equal(await listingIndexAt(db(), v1, 0), old, 'the old index still serves its version, without waiting');
    const fresh = await listingIndexAt(db(), v2);
    assert.ok(fresh && fresh !== old && fresh.version === BigInt(v2));
    const cheapest = await resultsFromIndex(db(), { source: { kind: 'category', categoryId: await firstCategory() }, selection: new Map(), sort: 1, withFilters: false }, v2);
    const [top] = await rowsOf<{ id: number }>(sql`SELECT pc.product_id AS id FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE p.published AND pc.category_id = ${await firstCategory()} ORDER BY p.price_kurus, p.id LIMIT 1`);
    assert.equal(cheapest?.ids?.[0], Number(top.id), 'the cheapest product first, by its new price');
  });

  test('price, publish flag, membership, specification and review changes: the index answers as the database after each', async () => {
    const categoryId = await firstCategory();
    const source: ListingSource = { kind: 'category', categoryId };
    const members = (await rowsOf<{ id: number }>(sql`SELECT product_id AS id FROM product_categories WHERE category_id = ${categoryId} ORDER BY product_id`)).map((r) => Number(r.id));
    const [p1, p2, p3] = members;
    const check = async (label: string) => {
      for (const keys of [[], ['metal|altin'], ['metal|altin', 'renk|sari']]) await assertSame(source, selectionOf(keys), `${label} [${keys.join(',')}]`);
      await assertSame({ kind: 'search', q: 'altın' }, new Map(), `${label}: search`, [0, 1]);
    };
    const before = await resultsFromIndex(db(), { source, selection: new Map(), sort: 0, withFilters: true }, await version());

    await db().update(products).set({ priceKurus: 99_999_999 }).where(eq(products.id, p1));
    await check('after a price change');
    await db().update(products).set({ published: false }).where(eq(products.id, p2));
    await check('after unpublishing');
    const hidden = await resultsFromIndex(db(), { source, selection: new Map(), sort: 0, withFilters: true }, await version());
    assert.equal(hidden?.ids?.length, before!.ids!.length - 1, 'the unpublished product left the listing');
    assert.ok(!hidden?.ids?.includes(p2));
    await db().update(products).set({ published: true }).where(eq(products.id, p2));
    await check('after publishing again');
    await db().delete(productCategories).where(eq(productCategories.productId, p3));
    await check('after leaving the category');
    await db().update(productSpecs).set({ valueSlug: 'altin' }).where(sql`${productSpecs.productId} = ${p1} AND ${productSpecs.groupKey} = 'metal'`);
    await db().insert(productSpecs).values({ productId: p1, groupKey: 'renk', groupTitle: 'Renk', groupTitleEn: 'Colour', value: 'Sarı', valueEn: 'Yellow', valueSlug: 'sari-yeni' });
    await check('after specification changes');
    await db().insert(reviews).values({ productId: p1, customerName: 'X', rating: 5, approved: true, status: 'APPROVED' });
    await assertSame(source, new Map(), 'after a review', [4]);
  });

  test('stock is not part of choosing or ordering a listing: a stock change keeps the version and the index', async () => {
    const v = await version();
    const index = await listingIndexAt(db(), v);
    await db().update(productVariants).set({ stockQuantity: 0 }).where(sql`${productVariants.productId} IN (SELECT id FROM products ORDER BY id LIMIT 20)`);
    assert.equal(await version(), v);
    assert.equal(await listingIndexAt(db(), v, 0), index);
    await assertSame({ kind: 'category', categoryId: await firstCategory() }, new Map(), 'after stock changes', [0]);
  });
});

describe('without an index', () => {
  test('a failed build: null (the database answers), the error kept, no new try at once', async () => {
    let calls = 0;
    const down = {
      execute: async () => {
        calls++;
        throw new Error('database down');
      },
    } as unknown as Database['db'];
    assert.equal(await listingIndexAt(down, '1'), null);
    assert.match(String(listingIndexError(down)), /database down/);
    const tried = calls;
    assert.ok(tried > 0);
    assert.equal(await listingIndexAt(down, '1'), null);
    assert.equal(calls, tried, 'no second build right after a failure');
  });

  test('LISTING_INDEX=off: every listing from the database, with the same answer', async () => {
    const { runListing } = await import('../run-listing.js');
    const request = { source: { kind: 'search' as const, q: 'altın' }, filter: 'metal|altin', orderBy: 2, language: 'tr' as const };
    const indexed = await runListing(db(), request);
    process.env.LISTING_INDEX = 'off';
    try {
      assert.equal(await listingIndexAt(db(), await version()), null);
      listingCache(db()).ids.clear();
      listingCache(db()).facets.clear();
      assert.deepEqual(await runListing(db(), request), indexed);
    } finally {
      delete process.env.LISTING_INDEX;
    }
  });
});
