#!/usr/bin/env node
// npm run bench:backoffice — the back office's order list over 100,000 orders, in the browser.
// A throw-away PostgreSQL database (on DATABASE_URL's server, default the local `test` one's) is
// migrated and seeded by the API at its start, then given BENCH_ORDERS (100,000) orders of 5,000
// customers over a year (generate_series). The production build is served as `npm start` serves
// it (an API instance and a site server), Debian's Chromium logs in as the demo ORDERS staff
// member, then BENCH_RUNS (5) times each, medians printed:
//   - first rows: from the navigation to /backoffice/orders until the first order row shows
//     (the app's files in the browser cache after the first run; the first run also printed);
//   - a filter: from pressing "Filtrele" (a status, then a text search) until the filtered rows show;
// and the back office's first-load JavaScript: the files of the login page and of the order
// list (bytes on the wire, brotli as served, and raw). Nothing is asserted.
// Environment: DATABASE_URL (the server to create the database on), BENCH_ORDERS, BENCH_RUNS,
// CHROMIUM_PATH.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { generate } from 'otplib';
import { insertBenchOrders } from '../../commerce-api/bench/bench-orders.mjs';
import { ROOT, ensureApiBuilt, freePorts, startApi, startSite } from '../../scripts/faults/shop-processes.mjs';

const pg = createRequire(join(ROOT, 'commerce-api', 'package.json'))('pg');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CUSTOMERS = 5_000;
const STAFF = { email: 'siparis@isiltitaki.test', password: 'Personel-Demo-2024', totpSecret: 'CKALLQ7SCAV3TOOWGK4M77MS53DELWJ4' };
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function seedOrders(url) {
  await withClient(url, async (sql) => {
    const started = performance.now();
    const { rows } = await sql.query(`SELECT p.id AS product_id, v.id AS variant_id, v.sku, p.name, p.se_name FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.published ORDER BY p.id LIMIT 1`);
    const product = rows[0];
    await insertBenchOrders(sql, { orders: ORDERS, customers: CUSTOMERS, product: { productId: product.product_id, variantId: product.variant_id, sku: product.sku, name: product.name, seName: product.se_name } });
    const { rows: count } = await sql.query('SELECT count(*)::int AS n FROM orders');
    console.log(`database: ${count[0].n.toLocaleString('en')} orders (${ORDERS.toLocaleString('en')} added in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  });
}

/** The JavaScript files a page loaded: bytes on the wire and decoded. */
async function scriptBytes(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name))
      .reduce((sum, e) => ({ wire: sum.wire + e.encodedBodySize, raw: sum.raw + e.decodedBodySize, files: sum.files + 1 }), { wire: 0, raw: 0, files: 0 }),
  );
}

async function login(page, base) {
  await page.goto(`${base}/backoffice/orders`);
  await page.getByLabel('E-posta').fill(STAFF.email);
  await page.getByLabel('Şifre').fill(STAFF.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.getByLabel('Doğrulama kodu').fill(await generate({ secret: STAFF.totpSecret }));
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await page.getByRole('heading', { level: 1, name: 'Siparişler' }).waitFor();
}

const rows = (page) => page.locator('main table tbody tr');

async function main() {
  ensureApiBuilt();
  const database = `backoffice_bench_${process.pid}`;
  await withClient(serverUrl, (sql) => sql.query(`CREATE DATABASE ${database}`));
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const [apiPort, sitePort] = [await freePorts(), await freePorts()];
  let api;
  let site;
  let browser;
  try {
    const publicUrl = `http://localhost:${sitePort}`;
    api = await startApi({ PORT: String(apiPort), DATABASE_URL: url.href, DEV_OUTBOX: 'on', CAPTCHA_HMAC_KEY: 'backoffice-bench-captcha-key', PUBLIC_URL: publicUrl, PAYMENT_ORIGIN: publicUrl });
    await seedOrders(url.href);
    site = await startSite({ PORT: String(sitePort), SERVE_API: 'off', API_URL: api.url, PUBLIC_URL: publicUrl });
    const base = `http://localhost:${sitePort}`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    });
    const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    // First load, cold cache: the login page, then the list after logging in.
    await page.goto(`${base}/backoffice/login`);
    await page.getByLabel('E-posta').waitFor();
    const loginJs = await scriptBytes(page);
    await login(page, base);
    await rows(page).first().waitFor();
    const listJs = await scriptBytes(page);

    const firstRows = [];
    const statusFilter = [];
    const searchFilter = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${base}/backoffice/orders`);
      await rows(page).first().locator('a').first().waitFor();
      firstRows.push(await page.evaluate(() => performance.now()));

      const status = page.getByRole('checkbox', { name: 'Kargoya Verildi' });
      await status.check();
      let t0 = Date.now();
      await page.getByRole('button', { name: 'Filtrele', exact: true }).click();
      await page.waitForURL(/SHIPPED/);
      await page.locator('main table tbody tr', { hasText: 'Kargoya Verildi' }).first().waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll('main table tbody tr')].every((tr) => /Kargoya Verildi/.test(tr.textContent ?? '')));
      statusFilter.push(Date.now() - t0);

      const target = `9${String(Math.min(12345, ORDERS - RUNS) + run).padStart(7, '0')}`;
      await status.uncheck();
      await page.getByLabel('Ara: sipariş no, müşteri, e-posta, telefon').fill(target);
      t0 = Date.now();
      await page.getByRole('button', { name: 'Filtrele', exact: true }).click();
      await page.waitForFunction((number) => {
        const body = [...document.querySelectorAll('main table tbody tr')];
        return body.length === 1 && (body[0].textContent ?? '').includes(number);
      }, target);
      searchFilter.push(Date.now() - t0);
    }

    console.log(`\nback office, order list over ${ORDERS.toLocaleString('en')} orders, ${RUNS} runs (ms; medians)`);
    console.log(`first rows (navigation -> first row)      ${median(firstRows).toFixed(0).padStart(6)}   (runs: ${firstRows.map((v) => v.toFixed(0)).join(', ')})`);
    console.log(`status filter (Filtrele -> rows)          ${median(statusFilter).toFixed(0).padStart(6)}   (runs: ${statusFilter.join(', ')})`);
    console.log(`order number search (Filtrele -> the row) ${median(searchFilter).toFixed(0).padStart(6)}   (runs: ${searchFilter.join(', ')})`);
    console.log(`\nfirst-load JavaScript`);
    console.log(`login page        ${loginJs.files} files, ${kb(loginJs.wire)} on the wire, ${kb(loginJs.raw)} raw`);
    console.log(`order list (all)  ${listJs.files} files, ${kb(listJs.wire)} on the wire, ${kb(listJs.raw)} raw`);
  } finally {
    await browser?.close();
    await site?.stop();
    await api?.stop();
    await withClient(serverUrl, (sql) => sql.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }
}

await main();
