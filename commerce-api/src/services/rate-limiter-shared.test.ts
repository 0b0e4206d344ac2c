// Two API instances on one database. On PostgreSQL (DATABASE_URL) they share the limits: each
// has its own pool and limiter, the counts are in the database. On the embedded PGlite (one
// process) the limits are in memory, per instance.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase, type Database } from '../db/client.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';
import { createTestDatabase } from '../testing/test-db.js';
import { createCaptchaService } from './captcha.js';
import { createRateLimiterFor, RATE_LIMIT_TABLE } from './rate-limiter.js';

const CHECK = `mutation($v: String!) { easyLoginCheck(type: EMAIL, value: $v) { result } }`;
const onPostgres = !!process.env.DATABASE_URL;
const SMALL = { login: { windowMs: 60_000, perIdentifier: 3, perIp: 1000 } };

describe(`rate limits of two API instances on one database (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  let second: Database;
  let a: TestApi;
  let b: TestApi;
  before(async () => {
    database = await createTestDatabase();
    // On PostgreSQL the second instance connects on its own, as another process would.
    second = onPostgres ? await openDatabase({ databaseUrl: database.pool!.options.connectionString, poolSize: 5 }) : database;
    // Instances behind one load balancer share CAPTCHA_HMAC_KEY as well as the database.
    const captcha = (on: Database) => createCaptchaService({ db: on.db, hmacKey: 'one-key-for-every-instance', maxNumber: 2000 });
    a = await createTestApi({ database, captcha: captcha(database) });
    b = await createTestApi({ database: second, captcha: captcha(second) });
  });
  after(async () => {
    await a?.close();
    await b?.close();
    if (second && second !== database) await second.close();
    await database?.close();
  });

  it('the default limiter keeps its counts in the store of the database', async () => {
    assert.equal((await a.gql(CHECK, { v: 'store@storefront.test' }, { ip: '198.51.100.20' })).status, 200);
    const rows = onPostgres
      ? (await database.pool!.query(`SELECT key, points FROM ${RATE_LIMIT_TABLE} WHERE key LIKE 'rl:login:%' AND key LIKE '%store@storefront.test'`)).rows
      : [];
    if (onPostgres) assert.deepEqual(rows, [{ key: 'rl:login:id:id:store@storefront.test', points: 1 }]);
    assert.equal(createRateLimiterFor(database).store, onPostgres ? 'postgres' : 'memory');
  });

  it(onPostgres ? 'the second instance refuses once the first used the budget (10 per identifier)' : 'each instance counts on its own (memory store)', async () => {
    const v = 'shared@storefront.test';
    for (let i = 0; i < 10; i++) assert.equal((await a.gql(CHECK, { v }, { ip: '198.51.100.21' })).status, 200, `try ${i + 1} on A`);
    assert.equal((await a.gql(CHECK, { v }, { ip: '198.51.100.21' })).status, 410, '11th on A');
    const onB = await b.gql(CHECK, { v }, { ip: '198.51.100.21' });
    if (!onPostgres) {
      assert.equal(onB.status, 200, 'B has its own counts in memory');
      return;
    }
    assert.equal(onB.status, 410);
    assert.equal(onB.body.errors?.[0]?.extensions?.code, 'CAPTCHA_REQUIRED');
    assert.equal(onB.body.errors?.[0]?.extensions?.captchaFamily, 'login');
    // B's challenge, solved, is accepted by A: the captcha store is the database too.
    const captcha = await b.solveCaptcha(onB);
    assert.equal((await a.gql(CHECK, { v }, { ip: '198.51.100.21', captcha })).status, 200);
    assert.equal((await b.gql(CHECK, { v }, { ip: '198.51.100.21', captcha })).status, 410, 'a solution works once');
  });

  it('10 parallel requests against a limit of 3 let exactly 3 through', async () => {
    // Two more instances with a small login limit: on PostgreSQL the 10 requests are spread over
    // both (one shared limit); in memory they all go to one instance (its own limit).
    const c = await createTestApi({ database, rateLimiter: createRateLimiterFor(database, SMALL) });
    const d = await createTestApi({ database: second, rateLimiter: createRateLimiterFor(second, SMALL) });
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (onPostgres && i % 2 ? d : c).gql(CHECK, { v: 'parallel@storefront.test' }, { ip: '198.51.100.22' })),
      );
      const statuses = results.map((r) => r.status).sort();
      assert.deepEqual(statuses, [200, 200, 200, 410, 410, 410, 410, 410, 410, 410]);
    } finally {
      await c.close();
      await d.close();
    }
  });
});
