// The database out of reach (here: a PostgreSQL address nothing listens on, as during a
// restart): GraphQL answers HTTP 503 with a translated "try again" and code
// SERVICE_UNAVAILABLE, REST answers 503 JSON, both with Retry-After; nothing answers 500, and
// the process does not die. Plus the classifier of such errors.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { createRateLimiter } from '../services/rate-limiter.js';
import { buildApp } from './app.js';

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let database: Database;
let app: FastifyInstance;

before(async () => {
  // Limits in memory: the PostgreSQL store would not let the app start without its table.
  database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await unusedPort()}/shop`, poolSize: 2 });
  app = buildApp({ database, config: { production: true, publicUrl: 'http://localhost:3000', paymentOrigin: 'http://localhost:3000', devOutbox: false }, rateLimiter: createRateLimiter() });
  await app.ready();
});
after(async () => {
  await app.close();
  await database.close();
});

test('GraphQL: 503, a translated message, code SERVICE_UNAVAILABLE', async () => {
  for (const [language, message] of [
    ['tr', 'Hizmete şu an ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyiniz.'],
    ['en', 'The service is briefly unavailable. Please try again in a few seconds.'],
  ] as const) {
    const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', language }, payload: { query: '{ menus(ids: [1]) { id } }' } });
    assert.equal(res.statusCode, 503, res.body);
    assert.equal(res.headers['retry-after'], '2');
    const body = res.json();
    assert.equal(body.errors[0].message, message);
    assert.equal(body.errors[0].extensions.code, 'SERVICE_UNAVAILABLE');
  }
});

test('GraphQL with a bearer token (the customer is looked up before anything runs): 503', async () => {
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: 'Bearer abc' }, payload: { query: '{ __typename }' } });
  assert.equal(res.statusCode, 503, res.body);
  assert.equal(res.json().errors[0].extensions.code, 'SERVICE_UNAVAILABLE');
});

test('REST: 503 JSON with the translated message', async () => {
  const res = await app.inject({ method: 'GET', url: '/Catalog/SearchV2?q=kolye', headers: { language: 'en' } });
  assert.equal(res.statusCode, 503, res.body);
  assert.equal(res.headers['retry-after'], '2');
  assert.deepEqual(res.json(), { code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a few seconds.', field: null });
});

test('a browser page (the 3-D Secure frame posting its code): 503 with the message as a page', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/payment/3ds/abcdefgh12345678',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
    payload: 'code=123456',
  });
  assert.equal(res.statusCode, 503, res.body);
  assert.match(res.headers['content-type'] as string, /^text\/html/);
  assert.match(res.body, /Hizmete şu an ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyiniz./);
});

test('which errors mean "the database is out of reach"', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  assert.equal(isDatabaseUnavailable(refused), true);
  assert.equal(isDatabaseUnavailable(new AggregateError([refused], '')), true);
  assert.equal(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') })), true);
  assert.equal(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })), true);
  assert.equal(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' })), true);
  assert.equal(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' })), true);
  assert.equal(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect')), true);
  assert.equal(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })), false);
  assert.equal(isDatabaseUnavailable(new TypeError('x is undefined')), false);
  assert.equal(isDatabaseUnavailable(null), false);
});
