// Deterministic demo data for the storefront: the same catalogue, stores, content and demo
// orders on every run (seeded random streams; dates are relative to `now`). Expects a freshly
// migrated database: ids are handed out here (above any rows already present) so rows can
// reference each other before insertion, then every sequence is moved past them.
// Demo logins: demo@storefront.test / Demo1234 and second@storefront.test / Demo1234; demo staff
// (one per role, with fixed TOTP secrets) in staff.ts.
//
// Files by concern: categories, catalogue (+ catalogue-vocabulary), reviews, stores (+ stock),
// locations/, content/ (home blocks, pages, menus, topics, contracts, organisation),
// checkout-reference (carriers, coupons, request reasons), customers, addresses,
// gift-cards-and-wishlists, orders, staff.
import { count, sql } from 'drizzle-orm';
import { slugify } from 'shared-contracts/server';
import type { Db, Tx } from '../db/client.js';
import * as t from '../db/schema.js';
import { snapshot, demoAddresses, type AddressSnapshot } from './addresses.js';
import { IdAllocator, insertBatches, resetSequences } from './batch-insert.js';
import { withoutSecondaryIndexes } from './bulk-indexes.js';
import { ATTRIBUTE_DEFINITIONS, generateProduct, type ProductSummary } from './catalogue.js';
import { categoryRows } from './categories.js';
import { carrierRows, couponRows, requestReasonRows } from './checkout-reference.js';
import { seedContent } from './content/index.js';
import { DEMO_CUSTOMERS, demoCustomerRows, demoPasswordHash, GENERATED_CUSTOMER_COUNT, generatedCustomerRow, type DemoKey } from './customers.js';
import { giftCardRows, wishlistRows } from './gift-cards-and-wishlists.js';
import { seedLocations, type LocationIndex } from './locations/index.js';
import { demoOrders, generatedOrders, type OrderRows, type ReasonIds } from './orders.js';
import { seedPriceHistory } from './price-history.js';
import { Rng } from './prng.js';
import { generateReviews } from './reviews.js';
import { seedStaff } from './staff.js';
import { seedStoreStock, storeRows, STORE_SEEDS } from './stores.js';

export interface SeedOptions {
  /** Catalogue size; at least 600 for the full demo (default 720). */
  products?: number;
  /** Reference time for relative dates (orders, review dates, validity windows). */
  now?: Date;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface SeedSummary {
  products: number;
  demoCustomerIds: Record<DemoKey, number>;
}

/** Tables written with explicit serial ids; their sequences move past the seeded rows. */
const ID_TABLES = [
  t.products, t.productVariants, t.stores, t.districts, t.neighborhoods, t.customers, t.addresses,
  t.requestReasons, t.orders, t.orderItems, t.menuItems, t.contentPages,
];
const SEQUENCE_TABLES = [t.categories, t.attributeDefinitions, ...ID_TABLES];

/** The catalogue tables loaded in bulk (their secondary indexes are built once, afterwards). */
const BULK_TABLES = ['products', 'product_search', 'product_variants', 'product_specs', 'product_categories', 'reviews', 'store_stock'];
const PRODUCT_CHUNK = 1000;
/** Up to this many products every store gets a stock row for every sku. */
const DENSE_STORE_STOCK_UP_TO = 5000;

async function seedCatalogue(tx: Tx, ids: IdAllocator, total: number, now: Date, log: (l: string) => void): Promise<ProductSummary[]> {
  await tx.insert(t.attributeDefinitions).values([...ATTRIBUTE_DEFINITIONS]);
  await tx.insert(t.categories).values(categoryRows(slugify));
  const summaries: ProductSummary[] = [];
  const nextVariantId = () => ids.take(t.productVariants);
  for (let start = 0; start < total; start += PRODUCT_CHUNK) {
    const end = Math.min(total, start + PRODUCT_CHUNK);
    const generated = [];
    for (let i = start; i < end; i++) generated.push(generateProduct(i, ids.take(t.products), nextVariantId, now));
    await insertBatches(tx, t.products, generated.map((g) => g.product));
    await insertBatches(tx, t.productVariants, generated.flatMap((g) => g.variants));
    await insertBatches(tx, t.productSpecs, generated.flatMap((g) => g.specs));
    await insertBatches(tx, t.productCategories, generated.flatMap((g) => g.memberships));
    await insertBatches(tx, t.reviews, generated.flatMap((g, k) => generateReviews(g.summary.id, start + k, g.summary.popularity, now)));
    summaries.push(...generated.map((g) => g.summary));
    if (total > PRODUCT_CHUNK) log(`products ${end}/${total}`);
  }
  return summaries;
}

async function seedStores(tx: Tx, ids: IdAllocator, productCount: number): Promise<void> {
  const first = ids.take(t.stores);
  for (let i = 1; i < STORE_SEEDS.length; i++) ids.take(t.stores);
  await tx.insert(t.stores).values(storeRows(first));
  await seedStoreStock(tx, { first, last: first + STORE_SEEDS.length - 1 }, productCount <= DENSE_STORE_STOCK_UP_TO);
}

async function seedReference(tx: Tx, ids: IdAllocator, now: Date): Promise<ReasonIds> {
  await tx.insert(t.carriers).values(carrierRows());
  await tx.insert(t.coupons).values(couponRows(now));
  const reasons = requestReasonRows().map((r) => ({ ...r, id: ids.take(t.requestReasons) }));
  await tx.insert(t.requestReasons).values(reasons);
  return {
    cancel: reasons.filter((r) => r.kind === 'CANCEL').map((r) => r.id),
    return: reasons.filter((r) => r.kind === 'RETURN').map((r) => r.id),
  };
}

async function seedCustomersAndOrders(
  tx: Tx,
  ids: IdAllocator,
  products: ProductSummary[],
  locations: LocationIndex,
  reasons: ReasonIds,
  now: Date,
): Promise<Record<DemoKey, number>> {
  const demoIds = Object.fromEntries(DEMO_CUSTOMERS.map((c) => [c.key, ids.take(t.customers)])) as Record<DemoKey, number>;
  const demoRows = demoCustomerRows(demoIds, await demoPasswordHash(), now);
  const buyerRows = Array.from({ length: GENERATED_CUSTOMER_COUNT }, (_, n) => generatedCustomerRow(n, ids.take(t.customers), now));
  await insertBatches(tx, t.customers, [...demoRows, ...buyerRows]);

  const contact = (row: (typeof demoRows)[number]) => ({ id: row.id!, firstName: row.firstName!, lastName: row.lastName!, phone: row.phone!, email: row.email ?? null });
  const book = demoAddresses(locations, { demo: contact(demoRows[0]!), second: contact(demoRows[1]!) }, () => ids.take(t.addresses), now);
  await tx.insert(t.addresses).values(book.rows);
  await tx.insert(t.giftCards).values(giftCardRows(demoIds, now));
  await tx.insert(t.wishlistItems).values(wishlistRows(demoIds, products, now));

  const rows: OrderRows = { orders: [], items: [], notes: [], requests: [] };
  const inStock = products.filter((p) => p.variants.some((v) => v.stock > 0));
  demoOrders(demoIds, book.byOwner, inStock.length ? inStock : products, reasons, ids, now, rows);
  const buyers = buyerRows.map((row, n) => {
    const place = Rng.for('buyer-address', n).pick(locations.all);
    const address: AddressSnapshot = snapshot(0, 'Ev', contact(row), place, `${place.neighborhood} Mahallesi ${10 + (n % 90)}. Sokak No:${1 + (n % 40)}`, null, true);
    return { id: row.id!, address };
  });
  const orderCount = Math.min(4000, Math.max(300, Math.round(products.length * 1.2)));
  generatedOrders(buyers, products, orderCount, ids, now, rows);
  await insertBatches(tx, t.orders, rows.orders, 500);
  await insertBatches(tx, t.orderItems, rows.items);
  await insertBatches(tx, t.orderNotes, rows.notes);
  await insertBatches(tx, t.itemRequests, rows.requests);
  return demoIds;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const total = Math.max(1, Math.floor(options.products ?? 720));
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const summary = await db.transaction(async (tx) => {
    const ids = new IdAllocator();
    await ids.load(tx, ID_TABLES);
    const products = await withoutSecondaryIndexes(tx, BULK_TABLES, async () => {
      const summaries = await seedCatalogue(tx, ids, total, now, log);
      await seedStores(tx, ids, total);
      log('stores and store stock');
      return summaries;
    });
    log('catalogue indexes');
    await seedPriceHistory(tx, now);
    const locations = await seedLocations(tx, ids);
    const reasons = await seedReference(tx, ids, now);
    await seedContent(tx, ids, now);
    log('locations, reference data and content');
    const demoCustomerIds = await seedCustomersAndOrders(tx, ids, products, locations, reasons, now);
    log('customers and orders');
    await seedStaff(tx);
    log('demo staff');
    await resetSequences(tx, SEQUENCE_TABLES);
    return { products: total, demoCustomerIds };
  });
  // After a bulk load (autovacuum may be off, or not yet run): fresh statistics for the planner,
  // and the visibility map set, without which PostgreSQL cannot answer the listing's queries
  // from its covering indexes alone (index-only scans; on 100,000 products the uncached
  // category order query takes half the time with it).
  await db.execute(sql`VACUUM (ANALYZE)`);
  return summary;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.categories);
  return Number(row?.n ?? 0) > 0;
}

/** Seeds the default demo data when the database holds no catalogue yet; true when it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await seedDatabase(db, options);
  return true;
}
