// The topology test (npm run test:topology, a few minutes): nginx, two site servers and two API
// instances on a PostgreSQL cluster of its own (shop-topology.mjs), as the README's deployment
// runs them.
//   - the edge: oversized headers, addresses and bodies, slow clients and invalid paths are
//     answered by nginx and never reach a site server; anonymous pages are micro-cached, a
//     logged-in visitor's never; files come from disk with their caching; the request id runs
//     from nginx through the site server's log;
//   - under a mixed load (anonymous browsing, logged-in browsing, add to cart, purchases through
//     the sandbox bank), one phase after another: a site server killed (SIGKILL), an API instance
//     killed, PostgreSQL restarted, a site server stopped with SIGTERM. The suite stands in for
//     the supervisor (it starts killed processes again). Nothing lost: every approved payment is
//     one order, every other leaves its cart as it was, every confirmed add to cart is in its
//     cart, no answer is a 500; how many requests failed in each phase, and for how long, is
//     printed.
// node --test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { postgresBin } from '../faults/postgres-cluster.mjs';
import { ROOT } from '../faults/shop-processes.mjs';
import { fillCart, gql, newBuyer, postThreeDsCode, startPayment } from '../faults/shop-client.mjs';
import { counterSum, startTopology } from './shop-topology.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const nginxInstalled = readdirSync('/usr/sbin').includes('nginx');
const skip = !postgresBin() ? 'PostgreSQL is not installed' : !nginxInstalled ? 'nginx is not installed' : false;
const ANONYMOUS_PAGES = ['/', '/en', '/kolye', '/arama?q=yuzuk', '/sayfa/hakkimizda', '/en/kolye'];
const LOGGED_IN_PAGES = ['/account', '/cart', '/account/orders'];
const ADD = 'mutation($p: Int!, $q: Int!) { addToCart(productId: $p, quantity: $q) { status } }';

/** A raw HTTP request (no normalising of the path): { status, headers, body }. */
function raw(base, { method = 'GET', path, headers = {}, body }) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path, headers, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

describe('nginx, two site servers and two API instances', { skip }, () => {
  let shop;
  let products;

  before(async () => {
    // A render budget for a busy machine (CI, shared cores): pages rendered whole, so cacheable.
    // The whole load comes from this one client (loopback): the per-client render budget would
    // answer its logged-in pages 429 once one site server carries them all (render-admission tests cover it).
    shop = await startTopology({ clientTimeout: '2s', siteEnv: { SSR_BUDGET_MS: '1500', RENDER_RATE_LIMIT: '100000' } });
    const { rows } = await shop.sql.query(
      `SELECT p.id FROM products p JOIN product_variants v ON v.product_id = p.id
       WHERE p.published GROUP BY p.id HAVING count(DISTINCT v.id) = 1 ORDER BY p.id LIMIT 3`,
    );
    products = rows.map((r) => r.id);
    await shop.sql.query('UPDATE product_variants SET stock_quantity = 100000 WHERE product_id = ANY($1)', [products]);
  });
  after(() => shop?.stop());

  /** Requests the site servers answered, their operations paths aside. */
  async function siteRequests() {
    let sum = 0;
    for (const site of shop.sites) {
      const text = await (await fetch(`${site.url}/metrics`)).text();
      sum += counterSum(text, 'site_http_requests_total', (labels) => !/route="(metrics|ready|health)"/.test(labels));
    }
    return sum;
  }

  test('both site servers follow a compose set on their PostgreSQL within a second, and a canary keeps its visitors', async () => {
    const live = JSON.parse((await raw(shop.sites[0].url, { path: '/composition.json' })).body).remotes.mf_stores_content.version;
    // A second release of the remote beside the live one (a copy: the checks read its manifest).
    const version = `${live}-topology`;
    const dist = join(ROOT, 'mf-stores-content', 'dist');
    rmSync(join(dist, version), { recursive: true, force: true });
    cpSync(join(dist, live), join(dist, version), { recursive: true });
    const env = { ...process.env, DATABASE_URL: shop.databaseUrl, COMPOSE_USER: 'topology' };
    const compose = (...args) => spawnSync(process.execPath, [join(ROOT, 'scripts', 'compose', 'compose.mjs'), ...args], { encoding: 'utf8', env });
    const servedBy = async (site, cookie = '') => JSON.parse((await raw(site.url, { path: '/composition.json', headers: { cookie } })).body).remotes.mf_stores_content.version;
    /** How long until every site server serves `expected` (ms), polling each every 20 ms. */
    async function followed(expected) {
      const started = Date.now();
      while (Date.now() - started < 10_000) {
        const versions = await Promise.all(shop.sites.map((site) => servedBy(site)));
        if (versions.every((v) => v === expected)) return Date.now() - started;
        await sleep(20);
      }
      return Infinity;
    }
    try {
      const set = compose('set', 'mf-stores-content', version);
      assert.equal(set.status, 0, set.stderr + set.stdout);
      const tookMs = await followed(version);
      console.log(`both site servers served the new version ${Math.round(tookMs)} ms after compose set`);
      assert.ok(tookMs <= 1000, `followed after ${tookMs} ms`);

      // A canary of the old version at 50 %: a visitor keeps the side its bucket gives, on both servers.
      const canary = compose('canary', 'mf-stores-content', live, '--share', '50');
      assert.equal(canary.status, 0, canary.stderr + canary.stdout);
      for (let waited = 0; waited < 1000 && (await servedBy(shop.sites[1], 'sf_bucket=10')) !== live; waited += 20) await sleep(20);
      for (const [bucket, expected] of [[10, live], [90, version]]) {
        for (const site of shop.sites) assert.equal(await servedBy(site, `sf_bucket=${bucket}`), expected, `bucket ${bucket} on ${site.url}`);
      }
      const aborted = compose('abort', 'mf-stores-content');
      assert.equal(aborted.status, 0, aborted.stderr + aborted.stdout);
      assert.match(compose('history').stdout, /topology\s+canary[\s\S]*topology\s+abort/);
    } finally {
      compose('abort', 'mf-stores-content');
      compose('set', 'mf-stores-content', live);
      await followed(live);
      rmSync(join(dist, version), { recursive: true, force: true });
    }
  });

  test('bad input, slow clients and private paths are answered by nginx, never by a site server', async () => {
    const before = await siteRequests();
    const base = shop.url;
    const answered = [];
    const expect = async (what, status, options) => {
      const res = await raw(base, options);
      answered.push(`${what}: ${res.status}`);
      assert.equal(res.status, status, `${what}: ${res.status} ${res.body.slice(0, 200)}`);
      assert.match(String(res.headers['x-request-id']), /^[A-Za-z0-9._:-]+$/, `${what} names its request id`);
    };
    await expect('a 12 KB cookie', 400, { path: '/', headers: { cookie: `a=${'x'.repeat(12_000)}` } });
    await expect('a 10 KB address', 414, { path: `/kolye?q=${'y'.repeat(10_000)}` });
    await expect('a 2 MB GraphQL body', 413, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ __typename }`, pad: 'z'.repeat(2_000_000) }) });
    await expect('an encoded NUL', 400, { path: '/kolye%00' });
    await expect('an encoded dot segment', 400, { path: '/a/%2e%2e/%2e%2e/etc/passwd' });
    await expect('an encoded backslash', 400, { path: '/kolye%5c..%5cx' });
    await expect('a dot file', 404, { path: '/.env' });
    await expect('a scanner\'s path', 404, { path: '/wp-login.php' });
    await expect('a post to a page', 405, { method: 'POST', path: '/kolye', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    await expect('a site server\'s metrics', 404, { path: '/metrics' });
    await expect('a remote\'s server build', 404, { path: '/remotes/mf-catalog/0.1.0/server/remoteEntry.js' });
    await expect('a source map', 404, { path: `/${readdirSync(join(ROOT, 'shell', 'dist')).find((f) => f.endsWith('.js.map'))}` });
    await expect('a missing remote file', 404, { path: '/remotes/mf-catalog/0.1.0/no-such-file.js' });
    await expect('an API package\'s build', 404, { path: '/remotes/commerce-api/server/main.js' });

    // A client that sends half a header, or half its body, and waits: dropped after 2 s.
    const slow = (text) =>
      new Promise((resolve) => {
        const started = Date.now();
        const socket = connect(Number(new URL(base).port), '127.0.0.1', () => socket.write(text));
        let got = '';
        socket.on('data', (c) => (got += c));
        // nginx may reset the connection it drops.
        socket.on('error', () => {});
        socket.on('close', () => resolve({ ms: Date.now() - started, got }));
        socket.setTimeout(15_000, () => socket.destroy());
      });
    const [header, body] = await Promise.all([
      slow('GET /kolye HTTP/1.1\r\nHost: shop\r\nX-Slow: '),
      slow('POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":'),
    ]);
    for (const [what, result] of [['a slow header', header], ['a slow body', body]]) {
      assert.ok(result.ms >= 1_500 && result.ms < 8_000, `${what}: dropped after ${result.ms} ms`);
      assert.doesNotMatch(result.got, /HTTP\/1\.1 [25]/, `${what}: no page and no server error`);
      answered.push(`${what}: dropped after ${result.ms} ms`);
    }
    assert.equal(await siteRequests(), before, 'no site server saw any of these');
    console.log(`# at the edge: ${answered.join('; ')}`);
  });

  test('files come from disk with their caching; anonymous pages are micro-cached, a logged-in visitor\'s never', async () => {
    const before = await siteRequests();
    const script = readdirSync(join(ROOT, 'shell', 'dist')).find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f));
    const file = await raw(shop.url, { path: `/${script}`, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(file.status, 200);
    assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(file.headers['content-encoding'], 'gzip');
    const manifest = await raw(shop.url, { path: '/remotes/mf-catalog/0.1.0/mf-manifest.json' });
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(await siteRequests(), before, 'the shop\'s files never reach a site server');

    // The back office: the site servers' page for any of its addresses, never stored by nginx.
    for (let i = 0; i < 2; i++) {
      const office = await raw(shop.url, { path: '/backoffice/orders?status=PENDING' });
      assert.equal(office.status, 200);
      assert.equal(office.headers['cache-control'], 'no-store');
      assert.equal(office.headers['x-robots-tag'], 'noindex, nofollow');
      assert.equal(office.headers['x-cache-status'], undefined, 'nginx keeps nothing of the back office');
      assert.match(office.body, /id="?root"?/);
    }
    const officeScript = readdirSync(join(ROOT, 'backoffice', 'dist')).find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f));
    const officeFile = await raw(shop.url, { path: `/backoffice/${officeScript}` });
    assert.equal(officeFile.status, 200);
    assert.equal(officeFile.headers['cache-control'], 'private, max-age=31536000, immutable');

    // A page rendered whole is public and kept a second (one rendered with a part missing, as a
    // busy machine may make, is no-store and kept by nobody: then another address is tried).
    let path;
    let first;
    for (let i = 0; i < 5; i++) {
      path = `/sayfa/hakkimizda?cache-probe=${Date.now()}-${i}`;
      first = await raw(shop.url, { path });
      assert.equal(first.status, 200);
      assert.equal(first.headers['x-cache-status'], 'MISS');
      if (/public/.test(String(first.headers['cache-control']))) break;
    }
    assert.match(String(first.headers['cache-control']), /public/, 'a whole page within five tries');
    const second = await raw(shop.url, { path });
    assert.equal(second.headers['x-cache-status'], 'HIT', JSON.stringify(second.headers));
    assert.equal(second.body, first.body, 'the same page');
    const english = await raw(shop.url, { path, headers: { cookie: 'NEXT_LANGUAGE=en' } });
    assert.equal(english.headers['x-cache-status'], 'MISS', 'the language cookie is part of the key');

    const buyer = await newBuyer(shop.sql);
    const mine = await raw(shop.url, { path, headers: { cookie: `token=${buyer.token}` } });
    assert.equal(mine.headers['x-cache-status'], 'BYPASS');
    assert.match(String(mine.headers['cache-control']), /private/);
    const account = await raw(shop.url, { path: '/account', headers: { cookie: `token=${buyer.token}` } });
    assert.equal(account.status, 200, 'the account page, logged in');
    const again = await raw(shop.url, { path: '/account' });
    assert.notEqual(again.status, 200, 'an anonymous visitor never gets the logged-in page from a cache');

    // The request id: named by the caller, in nginx's log and the site server's.
    const id = `topology-${Date.now()}`;
    const traced = await raw(shop.url, { path: `/kolye?trace=${id}`, headers: { 'x-request-id': id } });
    assert.equal(traced.headers['x-request-id'], id);
    await sleep(200);
    assert.ok(shop.nginx.accessLog().some((line) => line.requestId === id && line.service === 'nginx'), 'nginx logged it');
    assert.ok(shop.sites.some((site) => site.output().split('\n').some((line) => line.includes(`"requestId":"${id}"`))), 'a site server logged it');
  });

  test('under load: a site server killed, an API instance killed, PostgreSQL restarted, a site server stopped; nothing lost', async () => {
    const seen = [];
    let phase = 'steady';
    let stop = false;
    const record = (kind, started, status) => seen.push({ phase, kind, at: started, status });
    const timed = async (kind, call) => {
      const started = Date.now();
      try {
        const status = await call();
        record(kind, started, status);
        return status;
      } catch (error) {
        record(kind, started, error.cause?.code ? `network: ${error.cause.code}` : `failed: ${String(error.message).slice(0, 60)}`);
        return null;
      }
    };
    const page = (path, headers) => async () => {
      const res = await fetch(`${shop.url}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
      await res.arrayBuffer();
      return res.status;
    };

    // Anonymous visitors, each from an address of its own (the render budget counts per client).
    const anonymous = async (w) => {
      for (let i = w; !stop; i++) {
        await timed('anonymous page', page(ANONYMOUS_PAGES[i % ANONYMOUS_PAGES.length], { 'x-forwarded-for': `198.51.100.${w + 1}` }));
        await sleep(30);
      }
    };
    // Logged-in shoppers: browse their pages and add to their cart; every add the API confirmed is counted.
    const shoppers = [];
    const loggedIn = async (w) => {
      const buyer = await newBuyer(shop.sql);
      const shopper = { buyer, confirmed: 0, unsure: 0 };
      shoppers.push(shopper);
      for (let i = 0; !stop; i++) {
        await timed('logged-in page', page(LOGGED_IN_PAGES[i % LOGGED_IN_PAGES.length], { cookie: `token=${buyer.token}`, 'x-forwarded-for': `203.0.113.${w + 1}` }));
        if (i % 3 === 0) {
          const status = await timed('add to cart', async () => {
            const res = await gql(shop.url, ADD, { p: products[0], q: 1 }, { token: buyer.token, ip: `203.0.113.${w + 1}`, timeoutMs: 20_000 });
            if (res.body?.data?.addToCart?.status === true) shopper.confirmed += 1;
            else shopper.unsure += 1;
            return res.status;
          });
          if (status === null) shopper.unsure += 1;
        }
        await sleep(50);
      }
    };
    // Purchases through the sandbox bank, one after another.
    const purchases = [];
    const purchaser = async () => {
      while (!stop) {
        // The shopper is made in the database by the test itself: while PostgreSQL restarts, wait.
        const buyer = await newBuyer(shop.sql).catch(() => null);
        if (!buyer) {
          await sleep(200);
          continue;
        }
        const purchase = { buyer, paymentId: null, answered: null };
        purchases.push(purchase);
        try {
          if ((await timed('purchase: cart', async () => (await fillCart(shop.url, shop.sql, buyer, products[1], 1), 200))) === null) continue;
          const payment = await startPayment(shop.url, shop.sql, buyer);
          purchase.paymentId = payment.paymentId;
          purchase.code = payment.code;
          purchase.answered = await timed('purchase: bank', async () => (await postThreeDsCode(shop.url, payment.paymentId, payment.code, { timeoutMs: 20_000 })).status);
        } catch (error) {
          record('purchase: cart', Date.now(), `failed: ${String(error.message).slice(0, 80)}`);
        }
        await sleep(200);
      }
    };

    const load = [...[0, 1, 2].map(anonymous), ...[0, 1].map(loggedIn), purchaser()];
    const phases = [];
    const runPhase = async (name, event, ms = 5_000) => {
      phase = name;
      const started = Date.now();
      await event();
      await sleep(ms);
      phases.push({ name, started, ended: Date.now() });
    };

    await runPhase('steady', async () => {}, 3_000);
    const [siteA, siteB] = shop.sites;
    let siteARestarted = null;
    await runPhase('site server killed', async () => {
      await siteA.stop('SIGKILL');
      siteARestarted = shop.restartSite(0);
    });
    let apiRestarted = null;
    await runPhase('API instance killed', async () => {
      await shop.apis[0].stop('SIGKILL');
      apiRestarted = shop.restartApi(0);
    });
    await runPhase('PostgreSQL restarted', async () => {
      shop.cluster.stop();
      await sleep(1_500);
      shop.cluster.start();
    }, 8_000);
    await Promise.all([siteARestarted, apiRestarted]);
    let terminated = null;
    await runPhase('site server stopped (SIGTERM)', async () => {
      terminated = siteB.stop('SIGTERM');
    });
    await runPhase('after', async () => {}, 4_000);
    stop = true;
    await Promise.all(load);
    const exit = await terminated;

    // What failed in each phase, and for how long.
    const failed = (s) => typeof s.status !== 'number' || s.status >= 500 || s.status === 429;
    const report = phases.map(({ name }) => {
      const all = seen.filter((s) => s.phase === name);
      const bad = all.filter(failed);
      const kinds = {};
      for (const s of bad) kinds[`${s.kind} ${s.status}`] = (kinds[`${s.kind} ${s.status}`] ?? 0) + 1;
      const span = bad.length ? bad.at(-1).at - bad[0].at : 0;
      return `${name}: ${bad.length} of ${all.length} failed${bad.length ? ` over ${span} ms ${JSON.stringify(kinds)}` : ''}`;
    });
    console.log(`# under load:\n#   ${report.join('\n#   ')}`);

    assert.deepEqual(seen.filter((s) => s.status === 500), [], 'no answer is a 500');
    assert.deepEqual(exit, { code: 0, signal: null }, `the site server stopped with SIGTERM finished and exited 0; its last output:\n${siteB.output().slice(-3000)}`);
    for (const name of ['steady', 'site server killed', 'site server stopped (SIGTERM)', 'after']) {
      const bad = seen.filter((s) => s.phase === name && s.kind.endsWith('page') && failed(s));
      assert.deepEqual(bad, [], `${name}: every page answered (nginx hands a page to the other site server)`);
    }
    const lastPhase = seen.filter((s) => s.phase === 'after');
    assert.ok(lastPhase.length >= 5 && lastPhase.every((s) => !failed(s)), `everything answers again at the end: ${JSON.stringify(lastPhase.filter(failed).slice(0, 5))}`);

    // Payments: each one settles (the bank's confirmation may come again), then one order per
    // approved payment, none for the others, whose carts are as they were.
    const settled = { approved: 0, other: 0, started: purchases.filter((p) => p.paymentId).length };
    for (const purchase of purchases.filter((p) => p.paymentId)) {
      if (purchase.answered !== 200) assert.equal((await postThreeDsCode(shop.url, purchase.paymentId, purchase.code)).status, 200, 'the bank\'s confirmation, again');
      const payment = (await shop.sql.query('SELECT status FROM payments WHERE id = $1', [purchase.paymentId])).rows[0].status;
      const orders = (await shop.sql.query('SELECT count(*)::int AS n FROM orders WHERE payment_id = $1', [purchase.paymentId])).rows[0].n;
      const cart = (await shop.sql.query('SELECT coalesce(sum(ci.quantity), 0)::int AS q FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.customer_id = $1', [purchase.buyer.customerId])).rows[0].q;
      if (payment === 'APPROVED') {
        settled.approved += 1;
        assert.deepEqual({ orders, cart }, { orders: 1, cart: 0 }, `approved payment ${purchase.paymentId}: one order, the cart emptied`);
      } else {
        settled.other += 1;
        assert.deepEqual({ orders, cart }, { orders: 0, cart: 1 }, `payment ${purchase.paymentId} (${payment}): no order, the cart kept`);
      }
    }
    assert.ok(settled.approved >= 3, `a few purchases went through: ${JSON.stringify(settled)}`);
    // Carts: every add the API confirmed is there (an add lost in flight may or may not be).
    for (const { buyer, confirmed, unsure } of shoppers) {
      const { rows } = await shop.sql.query('SELECT coalesce(sum(ci.quantity), 0)::int AS q FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.customer_id = $1', [buyer.customerId]);
      assert.ok(rows[0].q >= confirmed && rows[0].q <= confirmed + unsure, `cart of ${buyer.customerId}: ${rows[0].q}, ${confirmed} adds confirmed, ${unsure} unsure`);
    }
    console.log(`# purchases: ${JSON.stringify(settled)}; carts: ${shoppers.map((s) => `${s.confirmed} adds kept`).join(', ')}`);
  });
});
