// What supervisors, balancers and Prometheus ask an instance: /ready while the database answers
// (and 503 once it does not), /metrics counting requests by route and GraphQL operation, and the
// request id passed on from nginx (or made) and sent back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { createTestApi, type TestApi } from '../testing/test-api.js';
import { createTestDatabase } from '../testing/test-db.js';
import { operationLabel } from './metrics.js';

describe('operations routes', () => {
  let api: TestApi;
  before(async () => {
    api = await createTestApi();
  });
  after(() => api.close());

  it('/ready answers 200 with the database kind', async () => {
    const res = await api.inject('/ready');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'ready');
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('keeps a request id that looks like one and makes one otherwise', async () => {
    const kept = await api.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a1b2-c3.d4' } });
    assert.equal(kept.headers['x-request-id'], 'a1b2-c3.d4');
    const made = await api.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'x'.repeat(300) } });
    assert.match(String(made.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  it('/metrics counts GraphQL calls by operation and REST reads by route, never raw paths', async () => {
    await api.gql('query ShopProbe { __typename }');
    await api.gql('query ShopProbe { __typename }');
    await api.inject('/Catalog/CategoryV2?categoryId=999999');
    const res = await api.inject('/metrics');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /api_http_requests_total\{route="\/graphql",operation="ShopProbe",method="POST",status="200",service="api"\} 2/);
    assert.match(res.body, /api_http_requests_total\{route="\/Catalog\/CategoryV2",operation="",method="GET",status="\d+",service="api"\} 1/);
    assert.match(res.body, /api_http_request_duration_seconds_bucket\{le="0\.5",service="api",route="\/graphql",operation="ShopProbe"\} 2/);
    // the kind the tests run on: PGlite, or PostgreSQL when DATABASE_URL is set (CI)
    assert.match(res.body, /api_database_info\{kind="(pglite|postgres)",service="api"\} 1/);
    assert.doesNotMatch(res.body, /categoryId/);
  });

  it('/metrics shows the message queue: messages by state and the oldest still to deliver', async () => {
    await api.db.execute(sql`INSERT INTO outbox (channel, recipient, subject, body, kind, created_at) VALUES ('EMAIL', 'metrics@storefront.test', 'Deneme', 'Deneme', 'metrics-test', now() - interval '90 seconds')`);
    const res = await api.inject('/metrics');
    assert.match(res.body, /api_messages\{state="dead",service="api"\} 0/);
    const queued = Number(/api_messages\{state="queued",service="api"\} (\d+)/.exec(res.body)?.[1]);
    assert.ok(queued >= 1, res.body);
    const oldest = Number(/api_messages_oldest_waiting_seconds\{service="api"\} ([0-9.]+)/.exec(res.body)?.[1]);
    assert.ok(oldest >= 89, `oldest waiting ${oldest}`);
  });

  it('operation names are bounded: past the limit they count as other', () => {
    const known = new Set<string>();
    assert.equal(operationLabel('{"operationName":"Cart","query":"query Cart { x }"}', known), 'Cart');
    assert.equal(operationLabel('{"query":"mutation AddToCart($p: Int!) { x }"}', known), 'AddToCart');
    assert.equal(operationLabel('{"query":"{ x }"}', known), 'anonymous');
    for (let i = 0; i < 400; i++) operationLabel(`{"operationName":"Op${i}"}`, known);
    assert.equal(known.size, 300);
    assert.equal(operationLabel('{"operationName":"OneMore"}', known), 'other');
  });
});

describe('operations routes with the database gone', () => {
  it('/ready answers 503 once the database does not answer', async () => {
    const database = await createTestDatabase();
    const api = await createTestApi({ database });
    await database.close();
    try {
      const res = await api.inject('/ready');
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().status, 'database unavailable');
    } finally {
      await api.close();
    }
  });
});
