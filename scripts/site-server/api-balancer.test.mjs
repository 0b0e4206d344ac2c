// Several API instances behind the site (API_INSTANCES): requests take turns over the
// instances, one that is down is skipped (a request it refused goes to another, its body too),
// and comes back once its health check answers; API_INSTANCES > 1 without PostgreSQL is refused
// with a clear message. node --test.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createApiBalancer } from './api-balancer.mjs';
import { apiInstancesProblem } from './api-process.mjs';
import { siteSettings } from './settings.mjs';
import { makeSite } from './test-site.mjs';

/** A stand-in API instance on a given port that names itself in its answers. */
function fakeInstance(name) {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ instance: name, url: req.url, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  return {
    listen: (port) => new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve)),
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
  };
}

/** Two consecutive free loopback ports. */
async function twoPorts() {
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const a = fakeInstance('a');
    const b = fakeInstance('b');
    try {
      await a.listen(base);
    } catch {
      continue;
    }
    try {
      await b.listen(base + 1);
    } catch {
      await a.close();
      continue;
    }
    return { base, a, b };
  }
  throw new Error('no two free ports');
}

let site;
let pair;
let stopped = false;

before(async () => {
  pair = await twoPorts();
  site = await makeSite({ env: { API_PORT: String(pair.base), API_INSTANCES: '2' } });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await site.close();
  await pair.a.close();
  if (!stopped) await pair.b.close();
});

const siteUrl = () => `http://127.0.0.1:${site.app.server.address().port}`;
const post = async () => (await fetch(`${siteUrl()}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ x }"}' })).json();

test('requests take turns over the instances', async () => {
  const seen = [];
  for (let i = 0; i < 4; i++) seen.push((await post()).instance);
  assert.deepEqual(seen.sort(), ['a', 'a', 'b', 'b']);
});

test('an instance that is down is skipped; a request it refused reaches the other with its body', async () => {
  await pair.b.close();
  stopped = true;
  for (let i = 0; i < 4; i++) {
    const answer = await post();
    assert.equal(answer.instance, 'a');
    assert.equal(answer.body, '{"query":"{ x }"}');
  }
  const rest = await fetch(`${siteUrl()}/Catalog/CategoryV2?categoryId=1`);
  assert.equal(rest.status, 200);
});

test('a downed instance returns to the rotation once its health check answers', async () => {
  const balancer = createApiBalancer(['http://x:1', 'http://y:2'], {
    checkIntervalMs: 10,
    fetchImpl: async () => new Response('{}', { status: 200 }),
  });
  balancer.markDown('http://y:2');
  assert.deepEqual([balancer.pick(), balancer.pick()], ['http://x:1', 'http://x:1']);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(balancer.isUp('http://y:2'), true);
  assert.deepEqual([balancer.pick(), balancer.pick()].sort(), ['http://x:1', 'http://y:2']);
  balancer.close();
});

test('API_INSTANCES above 1 needs PostgreSQL; a wrong value is named', () => {
  assert.match(apiInstancesProblem(siteSettings({ API_INSTANCES: '2' })), /API_INSTANCES=2 needs a PostgreSQL server \(DATABASE_URL/);
  assert.equal(apiInstancesProblem(siteSettings({ API_INSTANCES: '2', DATABASE_URL: 'postgres://x@h/db' })), null);
  assert.equal(apiInstancesProblem(siteSettings({ API_INSTANCES: '2', SERVE_API: 'off' })), null);
  assert.equal(apiInstancesProblem(siteSettings({})), null);
  assert.match(apiInstancesProblem(siteSettings({ API_INSTANCES: 'two' })), /whole number/);
  assert.match(apiInstancesProblem(siteSettings({ API_INSTANCES: '0' })), /whole number/);
});
