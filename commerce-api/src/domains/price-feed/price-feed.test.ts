// The price and stock feed through the staff API, processed by the pg-boss feed queue: file
// errors refused before queuing, bad rows reported by line number, a dry run that changes
// nothing, applying it, a second run that is all unchanged (no new price history), the 30-day
// rule (a price raised then "discounted" shows no fake old price), the shop (REST listing and the
// product query, on two API instances) following at once, the staff product and store stock,
// and the permissions of these fields.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { formatKurus, kurusToLira } from 'shared-contracts/server';
import type { Database } from '../../db/client.js';
import { auditLog, feedRuns, priceHistory, products, productVariants, stores, storeStock } from '../../db/schema.js';
import { insertCatalogFixture, type CatalogFixture } from '../../testing/catalog-fixtures.js';
import { createStaffMember, runAdmin, staffContext } from '../../testing/staff-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { createTestDatabase } from '../../testing/test-db.js';
import type { StaffActor } from '../staff/staff-context.js';
import { createPriceFeedQueue, type PriceFeedQueue } from './feed-queue.js';

let database: Database;
let api: TestApi;
let second: TestApi;
let queue: PriceFeedQueue;
let fx: CatalogFixture;
let catalogue: StaffActor;
let storeIds: number[];
const processedByQueue: number[] = [];

const RUN_FIELDS = `id status dryRun fromRunId source staffEmail totalRows updatedRows unchangedRows errorRows oldPriceLoweredRows failureMessage problems { line sku code message }`;
const START = `mutation S($csv: String!, $dry: Boolean!) { startPriceFeed(csv: $csv, fileName: "erp.csv", dryRun: $dry) { success message errors { field code message } feedRun { ${RUN_FIELDS} } } }`;
const APPLY = `mutation A($id: Int!) { applyFeedRun(id: $id) { success errors { code message } feedRun { ${RUN_FIELDS} } } }`;
const RUN = `query R($id: Int!) { feedRun(id: $id) { ${RUN_FIELDS} } }`;
const PRODUCT = `query P($id: Int, $sku: String) { product(id: $id, sku: $sku) { id sku price { value text } oldPrice { value text } lowestPriceLast30Days { value text } priceHistory { price { value } oldPrice { value } source feedRunId } variants { sku onlineStock stores { storeId storeName sku quantity } } } }`;
const STOCK = `mutation T($sku: String!, $storeId: Int!, $q: Int!) { setStoreStock(sku: $sku, storeId: $storeId, quantity: $q) { success errors { field code } level { storeId sku quantity } } }`;
const SHOP_PRODUCT = `query D($id: Int) { productDetails(id: $id) { productPrice { priceValue oldPriceValue } } }`;

before(async () => {
  database = await createTestDatabase();
  fx = await insertCatalogFixture(database.db);
  storeIds = (await database.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id))).map((s) => s.id);
  api = await createTestApi({ database });
  second = await createTestApi({ database });
  queue = createPriceFeedQueue({ database, pollingIntervalSeconds: 0.5, onProcessed: (id) => processedByQueue.push(id) });
  await queue.start();
  catalogue = await createStaffMember(database.db, 'CATALOGUE');
});
after(async () => {
  await queue.stop();
  await second.close();
  await api.close();
  await database.close();
});

const as = (actor: StaffActor | null, language: 'tr' | 'en' = 'en') => staffContext(database.db, actor, { language });
const ring = (i: number) => fx.rings[i - 1]!;
const neck = (k: number) => fx.necklaceIds[k - 1]!;

async function finished(id: number) {
  for (let i = 0; i < 200; i++) {
    const run = (await runAdmin(as(catalogue), RUN, { id })).data!.feedRun;
    if (run.status === 'DONE' || run.status === 'FAILED') return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`feed run ${id} did not finish`);
}

async function feed(csv: string, dryRun: boolean) {
  const res = await runAdmin(as(catalogue), START, { csv, dry: dryRun });
  assert.equal(res.errors, undefined);
  const started = res.data!.startPriceFeed;
  assert.equal(started.success, true, JSON.stringify(started.errors));
  assert.equal(started.feedRun.status, 'QUEUED', 'the answer comes at once, before the work');
  return finished(started.feedRun.id);
}

async function shopPrice(instance: TestApi, productId: number) {
  const details = (await instance.gql(SHOP_PRODUCT, { id: productId })).body.data.productDetails.productPrice;
  const res = await instance.inject({ method: 'GET', url: `/Catalog/CategoryV2?categoryId=${fx.categoryIds.rings}&PageSize=48&language=tr` });
  const card = (res.json() as { products: { id: number; productPrice: { priceValue: number; oldPriceValue: number | null } }[] }).products.find((p) => p.id === productId);
  return { details: [details.priceValue, details.oldPriceValue], card: card ? [card.productPrice.priceValue, card.productPrice.oldPriceValue] : null };
}

const historyCount = async () => Number((await database.db.select({ n: count() }).from(priceHistory))[0]!.n);

function bigFile(): string {
  const [a, b] = storeIds;
  return [
    `\uFEFFsku;price;old_price;online;store_${a};store_${b}`,
    'RING-5-10;1600,50;;7;3;', // line 2: a variant sku: price, online and one store
    'NECK-1;2100.00;2500;;;', // line 3: the product sku of a one-variant product; old price dropped by the rule
    'NOPE-1;100;;1;;', // line 4
    'RING-5-12;abc;;;;', // line 5
    'RING-5-10;1600,50;;7;;', // line 6: duplicate
    'RING-5-12;1700;;;;', // line 7: another price for ring 5
    'RING-7;1500;;;;', // line 8: a product with three variants
    'RING-6-10;1;2', // line 9
    '',
    'RING-5-14;1600.5;;2;;9', // line 11: same product, same price: fine
  ].join('\r\n');
}

describe('price feed', () => {
  let dryRunId: number;

  test('file errors are refused before anything is queued: unknown store column, bad header', async () => {
    const before = Number((await database.db.select({ n: count() }).from(feedRuns))[0]!.n);
    const unknown = (await runAdmin(as(catalogue), START, { csv: 'sku;price;old_price;online;store_99999\nRING-1-10;1;;;1', dry: true })).data!.startPriceFeed;
    assert.equal(unknown.success, false);
    assert.deepEqual({ ...unknown.errors[0] }, { field: 'csv', code: 'staff.feed.unknown_store_column', message: 'Unknown store column: store_99999.' });
    const header = (await runAdmin(as(catalogue, 'tr'), START, { csv: 'sku,price\nA,1', dry: true })).data!.startPriceFeed;
    assert.equal(header.errors[0].code, 'staff.feed.bad_header');
    assert.match(header.errors[0].message, /Başlık satırı geçersiz/);
    const empty = (await runAdmin(as(catalogue), START, { csv: 'sku;price;old_price;online\n', dry: true })).data!.startPriceFeed;
    assert.equal(empty.errors[0].code, 'staff.feed.empty_file');
    assert.equal(Number((await database.db.select({ n: count() }).from(feedRuns))[0]!.n), before);
  });

  test('a dry run reports every row (line numbers, translated reasons) and changes nothing', async () => {
    const historyBefore = await historyCount();
    const before = await database.db.select().from(products).where(eq(products.id, ring(5).id));
    const run = await feed(bigFile(), true);
    dryRunId = run.id;
    assert.equal(run.status, 'DONE', run.failureMessage);
    assert.deepEqual(
      { total: run.totalRows, updated: run.updatedRows, unchanged: run.unchangedRows, errors: run.errorRows, lowered: run.oldPriceLoweredRows },
      { total: 9, updated: 3, unchanged: 0, errors: 6, lowered: 1 },
    );
    assert.deepEqual(
      run.problems.map((p: { line: number; sku: string | null; code: string }) => [p.line, p.sku, p.code]),
      [
        [3, 'NECK-1', 'OLD_PRICE_DROPPED'],
        [4, 'NOPE-1', 'UNKNOWN_SKU'],
        [5, 'RING-5-12', 'INVALID_VALUE'],
        [6, 'RING-5-10', 'DUPLICATE_SKU'],
        [7, 'RING-5-12', 'PRICE_CONFLICT'],
        [8, 'RING-7', 'AMBIGUOUS_SKU'],
        [9, 'RING-6-10', 'WRONG_COLUMN_COUNT'],
      ],
    );
    const messages = Object.fromEntries(run.problems.map((p: { line: number; message: string }) => [p.line, p.message]));
    assert.equal(messages[5], 'Invalid value: price (abc).');
    assert.equal(messages[6], 'This sku is also on line 2.');
    assert.equal(run.source, 'STAFF');
    assert.equal(run.staffEmail, catalogue.email);
    assert.deepEqual(await database.db.select().from(products).where(eq(products.id, ring(5).id)), before);
    assert.equal(await historyCount(), historyBefore);
    const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.sku, 'RING-5-10'));
    assert.equal(variant?.stockQuantity, 0);
    assert.ok(processedByQueue.includes(run.id), 'the run went through the pg-boss feed queue');
  });

  test('applying the dry run writes prices, stock and price history; the shop follows at once on both instances', async () => {
    assert.deepEqual((await shopPrice(second, ring(5).id)).details, [1500, null]);
    const applied = (await runAdmin(as(catalogue), APPLY, { id: dryRunId })).data!.applyFeedRun;
    assert.equal(applied.success, true);
    assert.equal(applied.feedRun.fromRunId, dryRunId);
    const run = await finished(applied.feedRun.id);
    assert.deepEqual([run.dryRun, run.updatedRows, run.errorRows], [false, 3, 6]);
    for (const instance of [api, second]) {
      assert.deepEqual(await shopPrice(instance, ring(5).id), { details: [1600.5, null], card: [1600.5, null] });
      assert.deepEqual((await shopPrice(instance, neck(1))).details, [2100, null], 'no old price: the rule dropped it');
    }
    const [online] = await database.db.select().from(productVariants).where(eq(productVariants.sku, 'RING-5-10'));
    assert.equal(online?.stockQuantity, 7);
    const levels = await database.db.select().from(storeStock).where(sql`${storeStock.sku} like 'RING-5-%'`).orderBy(asc(storeStock.sku));
    assert.deepEqual(levels.map((l) => [l.sku, l.storeId, l.quantity]), [['RING-5-10', storeIds[0], 3], ['RING-5-14', storeIds[1], 9]]);
    const history = await database.db.select().from(priceHistory).where(eq(priceHistory.feedRunId, run.id)).orderBy(asc(priceHistory.productId));
    assert.deepEqual(history.map((h) => [h.productId, h.priceKurus, h.oldPriceKurus, h.source]), [[ring(5).id, 160_050, null, 'FEED'], [neck(1), 210_000, null, 'FEED']].sort((x, y) => Number(x[0]) - Number(y[0])));
    const again = (await runAdmin(as(catalogue), APPLY, { id: dryRunId })).data!.applyFeedRun;
    assert.equal(again.errors[0].code, 'staff.feed.already_applied');
    const audits = await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetType, 'feed_run'));
    assert.deepEqual(audits.map((a) => a.action).sort(), ['feed.apply', 'feed.dry_run']);
  });

  test('the same file again: every row unchanged, no new price history', async () => {
    const historyBefore = await historyCount();
    const run = await feed(bigFile(), false);
    assert.deepEqual([run.updatedRows, run.unchangedRows, run.errorRows, run.oldPriceLoweredRows], [0, 3, 6, 1]);
    assert.equal(await historyCount(), historyBefore);
  });

  test('the 30-day rule: a price raised then "discounted" shows no fake old price; a real discount shows the lowest price of 30 days', async () => {
    // both necklaces had their price (202,000 and 203,000 kuruş) for 40 days
    await database.db.insert(priceHistory).values([
      { productId: neck(2), priceKurus: 202_000, source: 'SEED', effectiveFrom: sql`now() - interval '40 days'` },
      { productId: neck(3), priceKurus: 203_000, source: 'SEED', effectiveFrom: sql`now() - interval '40 days'` },
    ]);
    const raised = await feed('sku;price;old_price;online\nNECK-2;2500;;\nNECK-3;1800;2500;', false);
    assert.deepEqual(raised.problems.map((p: { line: number; code: string }) => [p.line, p.code]), [[3, 'OLD_PRICE_LOWERED']]);
    assert.deepEqual((await shopPrice(api, neck(3))).details, [1800, 2030], 'the old price is the lowest of the 30 days before');
    const discounted = await feed('sku;price;old_price;online\nNECK-2;2200;2500;', false);
    assert.equal(discounted.oldPriceLoweredRows, 1);
    assert.equal(discounted.problems[0].code, 'OLD_PRICE_DROPPED');
    assert.deepEqual((await shopPrice(api, neck(2))).details, [2200, null], '2,500 was the price for minutes: no struck-through 2,500');
    const staffView = (await runAdmin(as(catalogue), PRODUCT, { sku: 'NECK-2' })).data!.product;
    assert.deepEqual({ ...staffView.lowestPriceLast30Days }, { value: 2020, text: formatKurus(202_000, 'en') });
    assert.deepEqual(staffView.priceHistory.map((p: { price: { value: number }; source: string }) => [p.price.value, p.source]), [[2200, 'FEED'], [2500, 'FEED'], [2020, 'SEED']]);
    assert.equal(staffView.oldPrice, null);
    // the price stays: the requested old price is checked against the 30 days before it took effect
    const stays = await feed('sku;price;old_price;online\nNECK-3;1800;2030;', false);
    assert.deepEqual([stays.updatedRows, stays.unchangedRows, stays.oldPriceLoweredRows], [0, 1, 0]);
  });
});

describe('staff product and store stock', () => {
  test('product by id or sku: price, variants with online and store stock', async () => {
    const byVariant = (await runAdmin(as(catalogue), PRODUCT, { sku: 'RING-1-12' })).data!.product;
    const byId = (await runAdmin(as(catalogue), PRODUCT, { id: ring(1).id })).data!.product;
    assert.deepEqual(byVariant, byId);
    assert.equal(byId.price.value, kurusToLira(ring(1).priceKurus));
    assert.deepEqual(byId.variants.map((v: { sku: string; onlineStock: number }) => [v.sku, v.onlineStock]), [['RING-1-10', 1], ['RING-1-12', 2], ['RING-1-14', 3]]);
    // the fixture: RING-1-12 has 3 in one store and 1 in another
    assert.deepEqual(byId.variants[1].stores.map((s: { quantity: number }) => s.quantity).sort(), [1, 3]);
    assert.ok(byId.variants[1].stores.every((s: { sku: string; storeName: string }) => s.sku === 'RING-1-12' && s.storeName));
    assert.equal((await runAdmin(as(catalogue), PRODUCT, { sku: 'NOPE' })).data!.product, null);
  });

  test('setStoreStock: validated, audited; a STORE account only its own store', async () => {
    const own = await createStaffMember(database.db, 'STORE', { storeId: storeIds[1] });
    const set = (await runAdmin(as(own), STOCK, { sku: 'RING-2-10', storeId: storeIds[1], q: 4 })).data!.setStoreStock;
    assert.deepEqual({ ...set.level }, { storeId: storeIds[1], sku: 'RING-2-10', quantity: 4 });
    const other = await runAdmin(as(own), STOCK, { sku: 'RING-2-10', storeId: storeIds[0], q: 4 });
    assert.equal(other.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const bad = (await runAdmin(as(catalogue), STOCK, { sku: 'RING-2-10', storeId: storeIds[0], q: -1 })).data!.setStoreStock;
    assert.equal(bad.errors[0].code, 'staff.stock.invalid_quantity');
    const unknown = (await runAdmin(as(catalogue), STOCK, { sku: 'RING-2', storeId: storeIds[0], q: 1 })).data!.setStoreStock;
    assert.equal(unknown.errors[0].code, 'staff.stock.unknown_sku', 'a product sku with several variants is not a stock sku');
    const rows = await database.db.select().from(storeStock).where(eq(storeStock.sku, 'RING-2-10'));
    assert.deepEqual(rows.map((r) => [r.storeId, r.quantity]), [[storeIds[1], 4]]);
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, 'stock.set_store'), eq(auditLog.staffId, own.id)));
    assert.deepEqual([entry?.before, entry?.after], [null, { quantity: 4 }]);
  });

  test('permissions: product catalogue.read; feeds prices.write; stock stock.write', async () => {
    const roles = Object.fromEntries(await Promise.all((['ORDERS', 'SUPPORT', 'STORE', 'ADMIN'] as const).map(async (r) => [r, await createStaffMember(database.db, r)])));
    const code = async (actor: StaffActor | null, query: string, vars: Record<string, unknown>) => (await runAdmin(as(actor), query, vars)).errors?.[0]?.extensions?.code ?? 'ok';
    assert.equal(await code(null, PRODUCT, { id: 1 }), 'UNAUTHENTICATED');
    assert.equal(await code(roles.SUPPORT, PRODUCT, { id: 1 }), 'FORBIDDEN');
    assert.equal(await code(roles.ORDERS, PRODUCT, { id: 1 }), 'ok');
    assert.equal(await code(roles.STORE, PRODUCT, { id: 1 }), 'ok');
    for (const role of ['ORDERS', 'SUPPORT', 'STORE'] as const) {
      assert.equal(await code(roles[role], START, { csv: 'x', dry: true }), 'FORBIDDEN', role);
      assert.equal(await code(roles[role], RUN, { id: 1 }), 'FORBIDDEN', role);
      assert.equal(await code(roles[role], APPLY, { id: 1 }), 'FORBIDDEN', role);
    }
    assert.equal(await code(roles.ORDERS, STOCK, { sku: 'RING-2-10', storeId: storeIds[0], q: 1 }), 'FORBIDDEN');
    assert.equal(await code(roles.ADMIN, RUN, { id: 1 }), 'ok');
    assert.equal(await code(null, START, { csv: 'x', dry: true }), 'UNAUTHENTICATED');
  });
});
