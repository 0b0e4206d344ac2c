// API benchmark (`npm run bench -w commerce-api`, root `npm run bench:api`): the production
// bundle (dist/server/embed.js) serves on a random port inside this process, against an
// in-memory PGlite and a fresh PostgreSQL database, seeded with 1,000 and 100,000 products;
// autocannon (in a worker thread, 50 connections, 10 s) measures a listing page with a filter,
// a search, a product detail and a guest add-to-cart (plus a { __typename } baseline). Prints p50/p95/p99 latency and req/s.
// Listing and search each get two rows: "cached" repeats a few URLs, so after the first requests
// the API's listing caches answer (whole answers for 2 s, ordered ids and filter counts per
// catalogue version); "uncached" sends every request to a listing no request has asked before
// (listing-urls.ts), so each one is worked out afresh (by the listing index, or the listing's SQL
// with LISTING_INDEX=off): the figure of a first visit.
// Scale-out rows (PostgreSQL): the same database served by 1, then by 2 API processes of the
// production build (as `npm run serve:api` runs them behind nginx; api-instances.ts), the load spread
// over them as a load balancer would, for the uncached listing and addToCart. Separate processes
// on one machine: with 2 CPUs (and the load generator and PostgreSQL on them too) the gain is
// bounded by the cores, which the printed load average helps to judge.
//   --products 1000[,100000]  --db pglite[,postgres]  --duration 10  --connections 50
//   --scenarios baseline,listing,search,detail,cart (default: all)
//   --instances 1,2 (scale-out rows on PostgreSQL; 0 for none)
//   DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sqlRows } from '../src/db/sql-rows.js';
import type * as Embed from '../src/server/embed.js';
import { foldTurkish } from 'shared-contracts/server';
import { startApiInstances } from './api-instances.js';
import { openBenchDatabase } from './bench-database.js';
import { uncachedListingUrls, uncachedSearchUrls } from './listing-urls.js';
import { operationText } from './operation-text.js';

const SCENARIO_KEYS = ['baseline', 'listing', 'search', 'detail', 'cart'] as const;
type ScenarioKey = (typeof SCENARIO_KEYS)[number];

interface Options {
  scenarios: ScenarioKey[];
  products: number[];
  dbs: ('pglite' | 'postgres')[];
  duration: number;
  connections: number;
  /** API process counts of the scale-out rows (PostgreSQL only); empty: none. */
  instances: number[];
}

function parseArgs(argv: string[]): Options {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  };
  const products = (get('products') ?? '1000,100000').split(',').map((n) => Number(n.replace(/_/g, '')));
  const dbs = (get('db') ?? 'pglite,postgres').split(',') as Options['dbs'];
  const scenarios = (get('scenarios') ?? SCENARIO_KEYS.join(',')).split(',') as ScenarioKey[];
  const instances = (get('instances') ?? '1,2').split(',').map(Number).filter((n) => n !== 0);
  if (
    products.some((n) => !Number.isInteger(n) || n < 1) ||
    dbs.some((d) => d !== 'pglite' && d !== 'postgres') ||
    scenarios.some((k) => !SCENARIO_KEYS.includes(k)) ||
    instances.some((n) => !Number.isInteger(n) || n < 1)
  ) {
    throw new Error('usage: api-bench [--products 1000,100000] [--db pglite,postgres] [--duration 10] [--connections 50] [--scenarios baseline,listing,search,detail,cart] [--instances 1,2]');
  }
  return { scenarios, products, dbs, duration: Number(get('duration') ?? 10), connections: Number(get('connections') ?? 50), instances };
}

interface Scenario {
  key: ScenarioKey;
  name: string;
  method: 'GET' | 'POST';
  items: { path: string; body?: string }[];
  /** Requests for the warm-up, when the measured items must stay unseen until measured. */
  warmup?: { path: string; body?: string }[];
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  total: number;
  non2xx: number;
  timeouts: number;
  errors: number;
  /** Requests sent, and how many of them went to a URL (and body) not sent before in this run. */
  sent: number;
  distinct: number;
}

function runLoad(url: string, scenario: Scenario, duration: number, connections: number, items = scenario.items, keepTimes = false): Promise<Figures & { times?: number[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url, connections, duration, method: scenario.method, headers: { 'content-type': 'application/json', language: 'tr' }, items, keepTimes },
    });
    worker.once('message', (m: Figures & { times?: number[] }) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * The load spread over several API instances, as a load balancer would: one load worker per
 * instance with its share of the connections and of the items (no item is sent to two), figures
 * merged from every response time.
 */
async function runSpread(urls: string[], scenario: Scenario, duration: number, connections: number, items = scenario.items): Promise<Figures> {
  const share = Math.max(1, Math.round(connections / urls.length));
  const parts = await Promise.all(urls.map((url, i) => runLoad(url, scenario, duration, share, items.filter((_, j) => j % urls.length === i), true)));
  const times = parts.flatMap((p) => p.times ?? []).sort((a, b) => a - b);
  const pct = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]! : NaN);
  const sum = (key: keyof Figures) => parts.reduce((n, p) => n + (p[key] as number), 0);
  return { p50: pct(50), p95: pct(95), p99: pct(99), rps: sum('rps'), total: sum('total'), non2xx: sum('non2xx'), timeouts: sum('timeouts'), errors: sum('errors'), sent: sum('sent'), distinct: sum('distinct') };
}

async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** URLs of their own for the uncached rows: enough for the warm-up and for the measured run. */
const UNCACHED_WARMUP_URLS = 3_000;
const uncachedUrlCount = (duration: number) => UNCACHED_WARMUP_URLS + Math.max(20_000, duration * 2_500);

/** Requests of their own for the warm-up (the first URLs), the rest for the measured run. */
function splitWarmup(urls: string[]): Pick<Scenario, 'items' | 'warmup'> {
  const warmup = Math.min(UNCACHED_WARMUP_URLS, Math.floor(urls.length / 4));
  return { warmup: urls.slice(0, warmup).map((path) => ({ path })), items: urls.slice(warmup).map((path) => ({ path })) };
}

/** Real requests for the seeded catalogue: a category with a filter, products and variants. */
async function scenarios(base: string, database: Embed.Database, options: Options): Promise<Scenario[]> {
  const { sql } = await import('drizzle-orm');
  const db = database.db;
  const listing = await json(`${base}/Catalog/CategoryV2?categoryId=2&PageSize=48`);
  const option = listing.filters?.[0]?.options?.find((o: { count: number }) => o.count > 48) ?? listing.filters?.[0]?.options?.[0];
  const filter = option ? `&filter=${encodeURIComponent(option.key)}` : '';
  const products = await sqlRows<{ id: number; seName: string; variantId: number; attributeId: number | null }>(db, sql`select p.id, p.se_name as "seName", v.id as "variantId", v.attribute_id as "attributeId"
    from products p join lateral (select id, attribute_id from product_variants where product_id = p.id and stock_quantity > 0 order by sort_order limit 1) v on true
    order by p.id limit 300`);
  if (!products.length) throw new Error('no products with stock to benchmark');
  const detail = operationText('product.graphql', 'ProductDetails');
  const addToCart = operationText('product.graphql', 'ProductAddToCart');
  const pages = [1, 2, 3].map((page) => ({ path: `/Catalog/CategoryV2?categoryId=2&PageSize=48&page=${page}${filter}` }));
  const wanted = (key: ScenarioKey) => options.scenarios.includes(key);
  const urlCount = uncachedUrlCount(options.duration);
  // The cached rows' listings (and the probe above) are left out of the uncached URLs.
  const listingUrls = wanted('listing') ? await uncachedListingUrls(database, urlCount, new Set(['2|', ...(option ? [`2|${option.key}`] : [])])) : [];
  const searchUrls = wanted('search') ? await uncachedSearchUrls(database, urlCount, new Set([foldTurkish('yüzük')])) : [];
  return [
    // The platform alone (HTTP, yoga, limits, context): the floor under every GraphQL figure.
    { key: 'baseline', name: 'baseline ({ __typename })', method: 'POST', items: [{ path: '/graphql', body: JSON.stringify({ query: '{ __typename }' }) }] },
    { key: 'listing', name: `listing, cached (3 URLs repeated: category 2, pages 1-3 of 48${option ? `, filter ${option.key.replace('|', ':')}` : ''})`, method: 'GET', items: pages },
    { key: 'listing', name: 'listing, uncached (each request a new category x filters x sort x page)', method: 'GET', ...splitWarmup(listingUrls) },
    { key: 'search', name: 'search, cached (q=yüzük repeated)', method: 'GET', items: [{ path: `/Catalog/SearchV2?q=${encodeURIComponent('yüzük')}&PageSize=48` }] },
    { key: 'search', name: 'search, uncached (each request a new query x filters)', method: 'GET', ...splitWarmup(searchUrls) },
    { key: 'detail', name: 'productDetails (GraphQL)', method: 'POST', items: products.map((p) => ({ path: '/graphql', body: JSON.stringify({ query: detail, variables: { seName: p.seName } }) })) },
    {
      key: 'cart',
      name: 'addToCart (GraphQL, guest)',
      method: 'POST',
      items: products.map((p) => ({ path: '/graphql', body: JSON.stringify({ query: addToCart, variables: { productId: p.id, attributeId: p.attributeId, attributeValueId: p.variantId, quantity: 1 } }) })),
    },
  ];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!done() && Date.now() < until) await sleep(100);
  return done();
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const embedPath = join(import.meta.dirname, '..', 'dist', 'server', 'embed.js');
  if (!existsSync(embedPath)) throw new Error('dist/server/embed.js is missing: run `npm run build -w commerce-api` first');
  const embed = (await import(pathToFileURL(embedPath).href)) as typeof Embed;
  const rows: string[][] = [];
  console.log(`# load average at the start: ${loadavg().map((n) => n.toFixed(2)).join(', ')} (${availableParallelism()} CPUs)`);

  for (const kind of options.dbs) {
    for (const count of options.products) {
      const database = await openBenchDatabase(embed, kind);
      // Ctrl-C mid-run still drops the PostgreSQL database.
      const interrupted = () => void database.close().finally(() => process.exit(130));
      process.once('SIGINT', interrupted);
      process.once('SIGTERM', interrupted);
      try {
        await embed.migrateDatabase(database);
        const started = Date.now();
        await embed.seedDatabase(database.db, { products: count });
        console.log(`# ${kind}, ${count} products: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        const app = embed.buildApp({ database, config: { production: true, publicUrl: 'http://localhost:3000', paymentOrigin: 'http://localhost:3000' }, requestLogging: false });
        // Requests the load generator gave up on keep running; each scenario starts on an idle server.
        // Counted when the handler has produced its answer (onSend), whether or not the client
        // is still there to receive it.
        let inFlight = 0;
        app.addHook('onRequest', async () => void inFlight++);
        app.addHook('onSend', async () => void inFlight--);
        const drained = () => waitFor(() => inFlight === 0, 120_000);
        const address = await app.listen({ port: 0, host: '127.0.0.1' });
        let measured: Scenario[] = [];
        const index = await embed.warmListingIndex(database.db);
        console.log(
          index
            ? `# listing index: ${index.products} products, ${index.options} options, ${(index.bytes / 1e6).toFixed(1)} MB of typed arrays; read in ${index.loadMs} ms, built in ${index.buildMs} ms`
            : '# listing index: not built (listings answered from the database)',
        );
        try {
          measured = (await scenarios(address, database, options)).filter((sc) => options.scenarios.includes(sc.key));
          for (const scenario of measured) {
            await runLoad(address, scenario, 2, Math.min(10, options.connections), scenario.warmup); // warm-up
            if (!(await drained())) console.log(`  (server still busy with ${inFlight} warm-up requests)`);
            const f = await runLoad(address, scenario, options.duration, options.connections);
            const row = [kind, String(count), scenario.name, fmt(f.p50), fmt(f.p95), fmt(f.p99), fmt(f.rps, 0), String(f.non2xx), String(f.timeouts + f.errors), `${f.distinct}/${f.sent}`];
            console.log(`  ${row.slice(2).join(' | ')}`);
            rows.push(row);
            if (!(await drained())) console.log(`  (${inFlight} abandoned requests still running after 2 minutes)`);
          }
        } finally {
          await Promise.race([app.close(), sleep(5_000)]);
        }
        // Scale-out: the same database behind 1, then 2 (--instances) API processes.
        const scaled = measured.filter((sc) => sc.name.startsWith('listing, uncached') || sc.key === 'cart');
        for (const n of kind === 'postgres' && database.url ? options.instances : []) {
          const group = await startApiInstances(n, database.url!);
          try {
            for (const scenario of scaled) {
              await runSpread(group.urls, scenario, 2, Math.min(10, options.connections), scenario.warmup ?? scenario.items); // warm-up
              await sleep(500);
              const f = await runSpread(group.urls, scenario, options.duration, options.connections);
              const label = `${kind}, ${n} API process${n === 1 ? '' : 'es'}`;
              const row = [label, String(count), scenario.name, fmt(f.p50), fmt(f.p95), fmt(f.p99), fmt(f.rps, 0), String(f.non2xx), String(f.timeouts + f.errors), `${f.distinct}/${f.sent}`];
              console.log(`  [${n} process${n === 1 ? '' : 'es'}] ${row.slice(2).join(' | ')}`);
              rows.push(row);
            }
          } finally {
            await group.stop();
          }
        }
      } finally {
        process.off('SIGINT', interrupted);
        process.off('SIGTERM', interrupted);
        await database.close();
      }
    }
  }

  const header = ['db', 'products', 'scenario', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'non-2xx', 'no answer', 'distinct/sent'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w, i) => (i >= 3 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(`\n${options.connections} connections, ${options.duration} s per scenario (after a 2 s warm-up); load generated in a worker thread of the same process; no answer: timed out (10 s) or failed.`);
  console.log('"postgres" rows: the API inside the benchmark process; "postgres, N API processes": N processes of the production build on the same database, the load spread over them (one load worker per process).');
  console.log('distinct/sent: requests with a URL (and body) of their own / requests sent. "cached" rows repeat a few listings, which the API then answers from its caches;');
  console.log('"uncached" rows never repeat a (category or query, filters) pair, their warm-up included, so no cached ids, counts or answer can serve them:');
  console.log('each is worked out by the listing index (or by the listing SQL with LISTING_INDEX=off); search words are matched in the database once per catalogue version.');
  console.log(`Load average at the end: ${loadavg().map((n) => n.toFixed(2)).join(', ')} (${availableParallelism()} CPUs).`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
