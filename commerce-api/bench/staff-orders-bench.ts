// Staff order list benchmark (`npm run bench:staff-orders -w commerce-api`): on PostgreSQL
// (DATABASE_URL, or the local server's `test`; a throw-away database is created and dropped),
// 100,000 orders of 5,000 customers over a year (inserted with generate_series), then the staff
// API's `orders` query run through the staff schema (no HTTP): the first page, a status filter, a
// search (a customer's name, Turkish letters), a date range (Istanbul days); p50/p95 per query.
//   --orders 100000  --runs 40
import type pg from 'pg';
import * as embed from '../src/server/embed.js';
import { openBenchDatabase } from './bench-database.js';
import { insertBenchOrders } from './bench-orders.mjs';
import { insertCategory, insertProduct } from '../src/testing/cart-fixtures.js';
import { createStaffMember, runAdmin, staffContext } from '../src/testing/staff-fixtures.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const ORDERS = arg('orders', 100_000);
const RUNS = arg('runs', 40);
const CUSTOMERS = 5_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const database = await openBenchDatabase(embed, 'postgres');
  try {
    await embed.migrateDatabase(database);
    const categoryId = await insertCategory(database.db);
    const product = await insertProduct(database.db, { categoryId, priceKurus: 250000, stocks: [1000] });
    const pool = (database as unknown as { pool: pg.Pool }).pool;
    const started = performance.now();
    await insertBenchOrders(pool, {
      orders: ORDERS,
      customers: CUSTOMERS,
      product: { productId: product.productId, variantId: product.variantIds[0]!, sku: product.sku, name: 'Altın Yüzük', seName: 'altin-yuzuk' },
    });
    console.log(`inserted ${ORDERS.toLocaleString('en')} orders, ${CUSTOMERS.toLocaleString('en')} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const staff = await createStaffMember(database.db, 'ORDERS');
    const ctx = staffContext(database.db, staff);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const weekAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() - 7 * 86400000));
    const QUERY = 'query($f: OrderFilter, $s: OrderSort, $p: Int) { orders(filter: $f, sort: $s, page: $p, pageSize: 25) { items { id orderNumber status customer { name email } total { text } itemCount openRequests } pageInfo { totalCount } } }';
    const cases: [string, Record<string, unknown>][] = [
      ['first page (newest)', {}],
      ['page 40', { p: 40 }],
      ['status SHIPPED', { f: { statuses: ['SHIPPED'] } }],
      ['statuses PENDING+PROCESSING, oldest', { f: { statuses: ['PENDING', 'PROCESSING'] }, s: 'OLDEST' }],
      ['search "işıl kaya"', { f: { search: 'işıl kaya' } }],
      ['search order number', { f: { search: '90012345' } }],
      ['search e-mail', { f: { search: 'bench4242@example.com' } }],
      ['created last 7 days', { f: { createdFrom: weekAgo, createdTo: today } }],
      ['bank "akbank", total desc', { f: { payment: 'akbank' }, s: 'TOTAL_DESC' }],
    ];
    console.log(`\nstaff orders query, ${RUNS} runs each (ms)`);
    for (const [label, vars] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS + 3; i++) {
        const t0 = performance.now();
        const result = await runAdmin(ctx, QUERY, vars);
        const ms = performance.now() - t0;
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        total = (result.data as { orders: { pageInfo: { totalCount: number } } }).orders.pageInfo.totalCount;
        if (i >= 3) times.push(ms); // the first runs warm the plan cache
      }
      times.sort((a, b) => a - b);
      console.log(`${label.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(7)}  p95 ${percentile(times, 95).toFixed(1).padStart(7)}  (${total.toLocaleString('en')} orders)`);
    }
  } finally {
    await database.close(); // and drops it
  }
}

await main();
