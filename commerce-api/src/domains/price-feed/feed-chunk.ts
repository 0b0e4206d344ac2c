// One chunk of a feed's rows, checked, compared with the database and (unless a dry run) written
// set-based: a handful of statements per chunk whatever its size (UPDATE ... FROM unnest, INSERT
// ... SELECT FROM unnest ... ON CONFLICT). Values equal to what is stored are not written, so a
// second run of the same file changes nothing and writes no price history.
//
// Row rules: the sku resolves to one variant (a variant sku, or the sku of a product with one
// variant); a variant appears once per file (DUPLICATE_SKU on the later line); every row of one
// product carries the same price and old price (PRICE_CONFLICT on a later row that differs;
// the first row of a product sets its price). A row with an error changes nothing.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sqlRows } from '../../db/sql-rows.js';
import { FIXED_COLUMNS, parseKurus, parseStock, type FeedRow } from './feed-csv.js';
import { lowestBeforePrice, shownOldPrice } from './old-price-rule.js';
import { pgArray } from './pg-array.js';

export const MAX_PROBLEMS = 200;

export interface FeedProblemRecord {
  line: number;
  sku: string | null;
  code: string;
  values?: Record<string, string | number>;
}

export interface FeedCounts {
  totalRows: number;
  updatedRows: number;
  unchangedRows: number;
  errorRows: number;
  /** rows whose requested old price the 30-day rule lowered or removed */
  oldPriceLoweredRows: number;
  /** products whose price changed (one price history row each) */
  priceChanges: number;
}

/** What a run carries from one chunk to the next. */
export interface FeedRunState {
  runId: number;
  dryRun: boolean;
  storeIds: number[];
  variantLines: Map<number, number>;
  products: Map<number, { line: number; price: number; old: number | null; changed: boolean }>;
  counts: FeedCounts;
  problems: FeedProblemRecord[];
}

export function newRunState(runId: number, dryRun: boolean, storeIds: number[], totalRows: number): FeedRunState {
  return {
    runId,
    dryRun,
    storeIds,
    variantLines: new Map(),
    products: new Map(),
    counts: { totalRows, updatedRows: 0, unchangedRows: 0, errorRows: 0, oldPriceLoweredRows: 0, priceChanges: 0 },
    problems: [],
  };
}

interface ParsedRow {
  line: number;
  sku: string;
  price: number;
  old: number | null;
  online: number | null;
  stores: (number | null)[];
}

interface Variant {
  id: number;
  productId: number;
  sku: string;
  stock: number;
  variantCount: number;
}

/** Collected per chunk, then sorted by line and capped (processChunk): the report lists the first lines. */
function note(state: FeedRunState, problem: FeedProblemRecord): void {
  state.problems.push(problem);
}

function fail(state: FeedRunState, problem: FeedProblemRecord): void {
  state.counts.errorRows++;
  note(state, problem);
}

function parseRow(state: FeedRunState, row: FeedRow): ParsedRow | null {
  const expected = FIXED_COLUMNS.length + state.storeIds.length;
  const [sku = '', priceText = '', oldText = '', onlineText = '', ...storeTexts] = row.cells;
  if (row.cells.length !== expected) {
    fail(state, { line: row.line, sku: sku || null, code: 'WRONG_COLUMN_COUNT', values: { count: row.cells.length, expected } });
    return null;
  }
  const invalid = (column: string, value: string) => {
    fail(state, { line: row.line, sku: sku || null, code: 'INVALID_VALUE', values: { column, value: value.slice(0, 40) || '""' } });
    return null;
  };
  if (!sku || sku.length > 100) return invalid('sku', sku);
  const price = parseKurus(priceText);
  if (price === null) return invalid('price', priceText);
  const old = oldText === '' ? null : parseKurus(oldText);
  if (old === null && oldText !== '') return invalid('old_price', oldText);
  const online = onlineText === '' ? null : parseStock(onlineText);
  if (online === null && onlineText !== '') return invalid('online', onlineText);
  const stores: (number | null)[] = [];
  for (let i = 0; i < storeTexts.length; i++) {
    const text = storeTexts[i]!;
    const quantity = text === '' ? null : parseStock(text);
    if (quantity === null && text !== '') return invalid(`store_${state.storeIds[i]}`, text);
    stores.push(quantity);
  }
  return { line: row.line, sku, price, old, online, stores };
}

/** Each sku's variant: by variant sku, else by the sku of its product. */
async function resolveSkus(db: Db | Tx, skus: string[]): Promise<Map<string, Variant>> {
  const found = new Map<string, Variant>();
  if (skus.length === 0) return found;
  type Row = { key: string; id: number; product_id: number; sku: string; stock_quantity: number; n: number };
  const byVariant = await sqlRows<Row>(
    db,
    sql`SELECT v.sku AS key, v.id, v.product_id, v.sku, v.stock_quantity, 1 AS n FROM product_variants v WHERE v.sku = ANY(${pgArray(skus)}::text[])`,
  );
  const add = (r: Row) => found.set(r.key, { id: Number(r.id), productId: Number(r.product_id), sku: r.sku, stock: Number(r.stock_quantity), variantCount: Number(r.n) });
  byVariant.forEach(add);
  const rest = skus.filter((s) => !found.has(s));
  if (rest.length) {
    const byProduct = await sqlRows<Row>(
      db,
      sql`SELECT p.sku AS key, v.id, v.product_id, v.sku, v.stock_quantity, count(*) OVER (PARTITION BY p.id) AS n
          FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.sku = ANY(${pgArray(rest)}::text[])`,
    );
    byProduct.forEach(add);
  }
  return found;
}

interface ProductChange {
  id: number;
  price: number;
  old: number | null;
  priceChanges: boolean;
}

/** New products of this chunk: their stored price, the 30-day reference and what will be shown. */
async function decidePrices(db: Db | Tx, state: FeedRunState, firstRows: Map<number, ParsedRow>): Promise<ProductChange[]> {
  const ids = [...firstRows.keys()];
  if (ids.length === 0) return [];
  const lock = state.dryRun ? sql`` : sql` FOR UPDATE`;
  const current = await sqlRows<{ id: number; price_kurus: number; old_price_kurus: number | null }>(
    db,
    sql`SELECT id, price_kurus, old_price_kurus FROM products WHERE id = ANY(${pgArray(ids)}::int[]) ORDER BY id${lock}`,
  );
  const stored = new Map(current.map((r) => [Number(r.id), { price: Number(r.price_kurus), old: r.old_price_kurus === null ? null : Number(r.old_price_kurus) }]));
  const lowest = await lowestBeforePrice(
    db,
    ids.map((id) => ({ productId: id, priceChanges: firstRows.get(id)!.price !== stored.get(id)!.price })),
  );
  const changes: ProductChange[] = [];
  for (const id of ids) {
    const row = firstRows.get(id)!;
    const was = stored.get(id)!;
    const reference = lowest.get(id) ?? was.price;
    const shown = shownOldPrice(row.price, row.old, reference);
    const priceChanges = row.price !== was.price;
    const changed = priceChanges || shown.oldPriceKurus !== was.old;
    state.products.set(id, { line: row.line, price: row.price, old: row.old, changed });
    if (shown.lowered) {
      state.counts.oldPriceLoweredRows++;
      const lowestText = (reference / 100).toFixed(2);
      note(state, { line: row.line, sku: row.sku, code: shown.oldPriceKurus === null ? 'OLD_PRICE_DROPPED' : 'OLD_PRICE_LOWERED', values: { lowest: lowestText } });
    }
    if (changed) changes.push({ id, price: row.price, old: shown.oldPriceKurus, priceChanges });
  }
  return changes;
}

async function storedStoreStock(db: Db | Tx, pairs: { sku: string; storeId: number }[]): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map();
  const rows = await sqlRows<{ sku: string; store_id: number; quantity: number }>(
    db,
    sql`SELECT s.sku, s.store_id, s.quantity FROM store_stock s
        JOIN unnest(${pgArray(pairs.map((p) => p.sku))}::text[], ${pgArray(pairs.map((p) => p.storeId))}::int[]) AS u(sku, store_id)
        ON s.sku = u.sku AND s.store_id = u.store_id`,
  );
  return new Map(rows.map((r) => [`${r.store_id}:${r.sku}`, Number(r.quantity)]));
}

async function writeChanges(
  db: Db | Tx,
  runId: number,
  prices: ProductChange[],
  online: { id: number; quantity: number }[],
  storeLevels: { sku: string; storeId: number; quantity: number }[],
): Promise<void> {
  if (prices.length) {
    await db.execute(sql`UPDATE products p SET price_kurus = u.price, old_price_kurus = u.old
      FROM unnest(${pgArray(prices.map((c) => c.id))}::int[], ${pgArray(prices.map((c) => c.price))}::int[], ${pgArray(prices.map((c) => c.old))}::int[]) AS u(id, price, old)
      WHERE p.id = u.id`);
    const changed = prices.filter((c) => c.priceChanges);
    if (changed.length) {
      await db.execute(sql`INSERT INTO price_history (product_id, price_kurus, old_price_kurus, source, feed_run_id)
        SELECT u.id, u.price, u.old, 'FEED', ${runId}
        FROM unnest(${pgArray(changed.map((c) => c.id))}::int[], ${pgArray(changed.map((c) => c.price))}::int[], ${pgArray(changed.map((c) => c.old))}::int[]) AS u(id, price, old)`);
    }
  }
  if (online.length) {
    await db.execute(sql`UPDATE product_variants v SET stock_quantity = u.quantity
      FROM unnest(${pgArray(online.map((o) => o.id))}::int[], ${pgArray(online.map((o) => o.quantity))}::int[]) AS u(id, quantity)
      WHERE v.id = u.id`);
  }
  if (storeLevels.length) {
    await db.execute(sql`INSERT INTO store_stock (store_id, sku, quantity)
      SELECT * FROM unnest(${pgArray(storeLevels.map((s) => s.storeId))}::int[], ${pgArray(storeLevels.map((s) => s.sku))}::text[], ${pgArray(storeLevels.map((s) => s.quantity))}::int[])
      ON CONFLICT (sku, store_id) DO UPDATE SET quantity = excluded.quantity`);
  }
}

/** Checks, compares and (unless a dry run) writes one chunk on `db` (the chunk's transaction). */
export async function processChunk(db: Db | Tx, state: FeedRunState, rows: FeedRow[]): Promise<void> {
  const listed = state.problems.length;
  try {
    await checkAndWrite(db, state, rows);
  } finally {
    const found = state.problems.splice(listed).sort((a, b) => a.line - b.line);
    state.problems.push(...found.slice(0, Math.max(0, MAX_PROBLEMS - listed)));
  }
}

async function checkAndWrite(db: Db | Tx, state: FeedRunState, rows: FeedRow[]): Promise<void> {
  const parsed = rows.map((row) => parseRow(state, row)).filter((r): r is ParsedRow => r !== null);
  const variants = await resolveSkus(db, [...new Set(parsed.map((r) => r.sku))]);
  const accepted: { row: ParsedRow; variant: Variant }[] = [];
  const firstRows = new Map<number, ParsedRow>();
  for (const row of parsed) {
    const variant = variants.get(row.sku);
    if (!variant) {
      fail(state, { line: row.line, sku: row.sku, code: 'UNKNOWN_SKU' });
      continue;
    }
    if (variant.variantCount > 1 && variant.sku !== row.sku) {
      fail(state, { line: row.line, sku: row.sku, code: 'AMBIGUOUS_SKU' });
      continue;
    }
    const firstLine = state.variantLines.get(variant.id);
    if (firstLine !== undefined) {
      fail(state, { line: row.line, sku: row.sku, code: 'DUPLICATE_SKU', values: { firstLine } });
      continue;
    }
    const first = firstRows.get(variant.productId);
    const product = state.products.get(variant.productId) ?? first;
    if (product && (product.price !== row.price || product.old !== row.old)) {
      fail(state, { line: row.line, sku: row.sku, code: 'PRICE_CONFLICT', values: { firstLine: product.line } });
      continue;
    }
    state.variantLines.set(variant.id, row.line);
    if (!product) firstRows.set(variant.productId, row);
    accepted.push({ row, variant });
  }

  const prices = await decidePrices(db, state, firstRows);
  state.counts.priceChanges += prices.filter((p) => p.priceChanges).length;
  const pairs = accepted.flatMap(({ row, variant }) => state.storeIds.flatMap((storeId, i) => (row.stores[i] === null ? [] : [{ sku: variant.sku, storeId }])));
  const storeNow = await storedStoreStock(db, pairs);
  const online: { id: number; quantity: number }[] = [];
  const storeLevels: { sku: string; storeId: number; quantity: number }[] = [];
  for (const { row, variant } of accepted) {
    let changed = state.products.get(variant.productId)!.changed;
    if (row.online !== null && row.online !== variant.stock) {
      online.push({ id: variant.id, quantity: row.online });
      changed = true;
    }
    row.stores.forEach((quantity, i) => {
      const storeId = state.storeIds[i]!;
      if (quantity !== null && storeNow.get(`${storeId}:${variant.sku}`) !== quantity) {
        storeLevels.push({ sku: variant.sku, storeId, quantity });
        changed = true;
      }
    });
    if (changed) state.counts.updatedRows++;
    else state.counts.unchangedRows++;
  }
  if (!state.dryRun) await writeChanges(db, state.runId, prices, online, storeLevels);
}
