// Staff order list benchmark (`npm run bench:staff-orders -w commerce-api`): on PostgreSQL
// (DATABASE_URL, or the local server's `test`; a throw-away database is created and dropped),
// 100,000 orders of 5,000 customers over a year (inserted with generate_series), then the staff
// API's `orders` query run through the staff schema (no HTTP): the first page, a status filter, a
// search (a customer's name, Turkish letters), a date range (Istanbul days); p50/p95 per query.
//   --orders 100000  --runs 40
import type pg from 'pg';
import * as embed from '../src/server/embed.js';
import { openBenchDatabase } from './bench-database.js';
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
    const names = ['Ayşe', 'Fatma', 'İsmail', 'Işıl', 'Mehmet', 'Zeynep', 'Çağrı', 'Şule', 'Gökhan', 'Ömer'];
    const surnames = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan', 'Doğan', 'Kılıç'];
    await pool.query(
      `INSERT INTO customers (email, phone, first_name, last_name)
       SELECT 'bench' || g || '@example.com', '532' || lpad(g::text, 7, '0'), ($1::text[])[1 + g % 10], ($2::text[])[1 + (g / 10) % 10]
       FROM generate_series(1, ${CUSTOMERS}) g`,
      [names, surnames],
    );
    await pool.query(
      `INSERT INTO orders (order_number, customer_id, status, subtotal_kurus, shipping_kurus, total_kurus, bank_name, card_family, installment_count, created_at)
       SELECT '9' || lpad(g::text, 7, '0'), (SELECT min(id) FROM customers) + g % ${CUSTOMERS},
         (ARRAY['COMPLETE','COMPLETE','COMPLETE','DELIVERED','SHIPPED','INVOICED','PENDING','PROCESSING','CANCELLED','MIX'])[1 + g % 10],
         250000 + (g % 97) * 1000, 0, 250000 + (g % 97) * 1000,
         (ARRAY['Akbank','İş Bankası','Garanti BBVA'])[1 + g % 3], (ARRAY['Axess','Maximum','Bonus'])[1 + g % 3], 1 + g % 3,
         now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
       FROM generate_series(1, ${ORDERS}) g`,
    );
    await pool.query(
      `INSERT INTO order_items (order_id, product_id, variant_id, sku, product_name, product_se_name, quantity, unit_price_kurus, status)
       SELECT o.id, $1, $2, $3, 'Altın Yüzük', 'altin-yuzuk', 1, o.subtotal_kurus, CASE WHEN o.status = 'MIX' THEN 'DELIVERED' ELSE o.status END FROM orders o`,
      [product.productId, product.variantIds[0], product.sku],
    );
    await pool.query('ANALYZE');
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
