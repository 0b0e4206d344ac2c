// Listing engine latency on a seeded database (no HTTP): p50/p95/p99 of category pages of 48
// with and without filters, sorted pages, deep pages and searches, at a given concurrency.
//   node --import ./scripts/register-tsx.mjs bench/listing-latency.ts \
//     --database-url postgres://... [--requests 400] [--concurrency 8] [--cold]
// --cold empties the listing cache before every request (the SQL path of a first visit).
// Without --database-url it uses the embedded PGlite folder (DATA_DIR or .data/pglite).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client.js';
import { sqlRows } from '../src/db/sql-rows.js';
import { buildListing } from '../src/domains/catalog/listing/build-listing.js';
import { listingCache } from '../src/domains/catalog/listing/listing-cache.js';
import { validateListingRequest, type ListingRequest } from '../src/domains/catalog/listing/listing-params.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
    cold: { type: 'boolean', default: false },
  },
});

async function scenarios(db: Db): Promise<Record<string, ListingRequest[]>> {
  const rows = await sqlRows<{ id: number; n: number }>(db, sql`
    SELECT pc.category_id AS id, count(*)::int AS n FROM product_categories pc GROUP BY pc.category_id ORDER BY n DESC`);
  const cats = rows.map((r) => Number(r.id));
  const big = cats.slice(0, 3);
  const leaves = cats.slice(-10);
  const all = [...big, ...leaves];
  const req = (categoryId: number, extra: Partial<ListingRequest> = {}): ListingRequest => ({ source: { kind: 'category', categoryId }, language: 'tr', ...extra });
  return {
    'category page 1 (48, filters)': all.map((id) => req(id)),
    'category + 2 filter groups': all.map((id) => req(id, { filter: 'metal|altin,metal|gumus,tas|zirkon' })),
    'category sorted by price, page 3': all.map((id) => req(id, { orderBy: 1, pageNumber: 3 })),
    'category best rated': all.map((id) => req(id, { orderBy: 4 })),
    'home slider (9, no filters)': all.map((id) => req(id, { pageSize: 9, prepareSpecsFilters: false })),
    'largest category page 1': big.map((id) => req(id)),
    'search "yüzük"': [{ source: { kind: 'search', q: 'yüzük' }, language: 'tr' }],
    'search typo "pırlnta kolye"': [{ source: { kind: 'search', q: 'pırlnta kolye' }, language: 'tr' }],
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(db: Db, requests: ListingRequest[], total: number, concurrency: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const request = requests[next++ % requests.length];
      const validated = validateListingRequest(request);
      if (!validated.ok) throw new Error(JSON.stringify(validated.error));
      if (values.cold) {
        listingCache(db).ids.clear();
        listingCache(db).facets.clear();
      }
      const start = performance.now();
      await buildListing(db, validated.params);
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times.sort((a, b) => a - b);
}

const database = await openDatabase({ databaseUrl: values['database-url'] ?? process.env.DATABASE_URL, dataDir: values['data-dir'] ?? process.env.DATA_DIR, poolSize: 20 });
try {
  const total = Number(values.requests);
  const concurrency = Number(values.concurrency);
  const [count] = await sqlRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products`);
  console.log(`${database.kind}, ${count.n} products, ${total} requests per scenario, concurrency ${concurrency}${values.cold ? ', cold cache' : ''}`);
  for (const [name, requests] of Object.entries(await scenarios(database.db))) {
    await run(database.db, requests, Math.min(20, total), concurrency); // warm-up
    const t = await run(database.db, requests, total, concurrency);
    console.log(`${name.padEnd(36)} p50 ${percentile(t, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(t, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(t, 99).toFixed(1).padStart(6)} ms`);
  }
} finally {
  await database.close();
}
