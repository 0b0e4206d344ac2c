// The price and stock feed benchmark (`npm run bench:feed`, root): on a fresh PostgreSQL database
// (DATABASE_URL's server, default 127.0.0.1:5432/test; dropped afterwards) seeded with a catalogue
// big enough for FEED_BENCH_ROWS (default 100,000) variant rows, a feed file giving every one of
// those variants a new price (per product), online stock and two stores' stock is
//   1. dry-run (nothing written),
//   2. applied (the feed worker's own code, processFeedRun, in this process),
//   3. applied again (all rows unchanged),
// while a running API (a separate process, src/server/main.ts on the same database) is polled:
// the product query (productDetails) and the REST listing of a product of the file's LAST chunk,
// whose answers were cached before. Printed: the time of each run, and how long after the apply
// finished the shop showed the new price.
//   FEED_BENCH_PRODUCTS (default 40,000: about 3 variants each), FEED_BENCH_ROWS.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as embed from '../src/server/embed.js';
import { sqlRows } from '../src/db/sql-rows.js';
import { insertFeedRun, processFeedRun } from '../src/domains/price-feed/feed-runs.js';
import { feedRuns } from '../src/db/schema.js';
import { eq } from 'drizzle-orm';
import { freePort } from './api-instances.js';
import { openBenchDatabase } from './bench-database.js';

const PRODUCTS = Number(process.env.FEED_BENCH_PRODUCTS ?? 40_000);
const ROWS = Number(process.env.FEED_BENCH_ROWS ?? 100_000);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const database = await openBenchDatabase(embed, 'postgres');
  let api: ReturnType<typeof spawn> | null = null;
  try {
    await embed.migrateDatabase(database);
    let started = Date.now();
    await embed.seedDatabase(database.db, { products: PRODUCTS });
    console.log(`# seeded ${PRODUCTS} products in ${seconds(Date.now() - started)}`);

    type Variant = { sku: string; product_id: number; price_kurus: number; stock_quantity: number; category: number };
    const variants = await sqlRows<Variant>(
      database.db,
      sql`SELECT v.sku, v.product_id, p.price_kurus, v.stock_quantity, p.primary_category_id AS category
          FROM product_variants v JOIN products p ON p.id = v.product_id ORDER BY v.product_id, v.id LIMIT ${ROWS}`,
    );
    // A running API on the same database, its caches warm for the product that changes last.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', './scripts/register-tsx.mjs', 'src/server/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, CAPTCHA_HMAC_KEY: 'b'.repeat(64), MESSAGE_WORKERS: '0' },
    });
    let last = variants.at(-1)!;
    let target = 0;
    const newPrice = (kurus: number) => Math.round(kurus * 1.03);
    const productPrice = async () => {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: `query { productDetails(id: ${last.product_id}) { productPrice { priceValue } } }` }),
      });
      return ((await res.json()) as { data?: { productDetails?: { productPrice: { priceValue: number } } } }).data?.productDetails?.productPrice.priceValue;
    };
    const listingPrice = async () => {
      const res = await fetch(`${url}/Catalog/CategoryV2?categoryId=${category}&PageSize=48&language=tr`);
      const body = (await res.json()) as { products?: { id: number; productPrice: { priceValue: number } }[] };
      return body.products?.find((p) => p.id === Number(last.product_id))?.productPrice.priceValue;
    };
    for (let i = 0; ; i++) {
      try {
        if ((await productPrice()) !== undefined) break;
      } catch {
        // starting
      }
      if (i > 600) throw new Error('the API did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    // the product watched: one on the first listing page of its category, its rows moved to the
    // end of the file (the last chunk written)
    const inFile = new Set(variants.map((v) => Number(v.product_id)));
    const category = Number(variants.at(-1)!.category);
    const page = (await (await fetch(`${url}/Catalog/CategoryV2?categoryId=${category}&PageSize=48&language=tr`)).json()) as { products: { id: number }[] };
    const watchedId = page.products.map((p) => p.id).find((id) => inFile.has(id)) ?? Number(variants.at(-1)!.product_id);
    variants.sort((a, b) => Number(Number(a.product_id) === watchedId) - Number(Number(b.product_id) === watchedId));
    last = variants.at(-1)!;
    target = newPrice(Number(last.price_kurus)) / 100;
    const stores = await sqlRows<{ id: number }>(database.db, sql`SELECT id FROM stores ORDER BY id LIMIT 2`);
    const lira = (kurus: number) => `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
    const header = `sku;price;old_price;online;${stores.map((s) => `store_${s.id}`).join(';')}`;
    const lines = variants.map((v, i) => `${v.sku};${lira(newPrice(Number(v.price_kurus)))};;${Number(v.stock_quantity) + 1};${i % 7};${i % 3 === 0 ? '' : i % 5}`);
    const csv = [header, ...lines].join('\n');
    console.log(`# feed: ${variants.length} rows (${new Set(variants.map((v) => v.product_id)).size} products), ${(csv.length / 1e6).toFixed(1)} MB`);

    const listedBefore = await listingPrice();
    console.log(`# API at ${url}: product ${last.product_id} ${await productPrice()} TL (listing: ${listedBefore ?? 'not on the first page'})`);

    const run = async (dryRun: boolean) => {
      const row = await insertFeedRun(database.db, { csv, fileName: 'bench.csv', dryRun, source: 'CLI', staffId: null });
      const t0 = Date.now();
      await processFeedRun(database.db, row.id);
      const ms = Date.now() - t0;
      const [done] = await database.db.select().from(feedRuns).where(eq(feedRuns.id, row.id));
      console.log(`${dryRun ? 'dry run' : 'apply  '}: ${seconds(ms)} (${Math.round(done!.totalRows / (ms / 1000))} rows/s) status ${done!.status} updated ${done!.updatedRows} unchanged ${done!.unchangedRows} errors ${done!.errorRows}${done!.failureMessage ? ` ${done!.failureMessage}` : ''}`);
      return { ms, finishedAt: Date.now() };
    };

    await run(true);
    const applied = await run(false);
    // how long after the apply the running API shows the new price (product query, listing)
    const until = async (read: () => Promise<number | undefined>) => {
      for (;;) {
        if ((await read()) === target) return Date.now() - applied.finishedAt;
        if (Date.now() - applied.finishedAt > 60_000) return NaN;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const productMs = await until(productPrice);
    const listingMs = listedBefore === undefined ? NaN : await until(listingPrice);
    console.log(`shop shows the new price: product query ${seconds(productMs)} after the apply finished; REST listing ${Number.isNaN(listingMs) ? 'n/a (not on its first page)' : seconds(listingMs)}`);
    const history = await sqlRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM price_history WHERE source = 'FEED'`);
    started = Date.now();
    await run(false);
    const historyAfter = await sqlRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM price_history WHERE source = 'FEED'`);
    console.log(`second apply: price history rows ${history[0]!.n} -> ${historyAfter[0]!.n} (the same file changes nothing)`);
  } finally {
    if (api && api.exitCode === null) {
      const exited = new Promise((r) => api!.once('exit', r));
      api.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
