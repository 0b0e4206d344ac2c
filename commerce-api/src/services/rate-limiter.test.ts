import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../testing/test-db.js';
import { createRateLimiter, createRateLimiterFor, type BucketLimit, type SharedRateLimiter } from './rate-limiter.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The same rules on the store of the test database (PostgreSQL when DATABASE_URL is set, else
// memory) and, always, on the memory store.
for (const on of ['memory', 'test database'] as const) {
  describe(`rate limiter (${on})`, () => {
    let database: Database | undefined;
    let make: (limits: Partial<Record<string, BucketLimit>>) => SharedRateLimiter = (limits) => createRateLimiter(limits);
    before(async () => {
      if (on === 'memory') return;
      database = await createTestDatabase();
      make = (limits) => createRateLimiterFor(database!, limits);
    });
    after(() => database?.close());

    const limits = { login: { windowMs: 400, perIdentifier: 3, perIp: 5 } };

    it('uses the store of its database', () => {
      const expected = on === 'test database' && process.env.DATABASE_URL ? 'postgres' : 'memory';
      assert.equal(make(limits).store, expected);
    });

    it('trips per identifier and per ip, and forgets once the window is over', async () => {
      const limiter = make(limits);
      await limiter.ready();
      await limiter.reset();
      for (let i = 0; i < 3; i++) assert.equal(await limiter.hit('login', ['ip:a', 'id:x']), false);
      assert.equal(await limiter.hit('login', ['ip:a', 'id:x']), true, '4th try on one identifier');
      assert.equal(await limiter.hit('login', ['ip:a', 'id:y']), false, '5th try from one ip is still allowed');
      assert.equal(await limiter.hit('login', ['ip:a', 'id:w']), true, '6th try from one ip');
      assert.equal(await limiter.hit('login', ['ip:b', 'id:z']), false, 'others are not affected');
      await sleep(450);
      assert.equal(await limiter.hit('login', ['ip:a', 'id:x']), false, 'the window is over');
    });

    it('keeps buckets apart', async () => {
      const limiter = make({ login: { windowMs: 60_000, perIdentifier: 3, perIp: 5 } });
      await limiter.reset();
      for (let i = 0; i < 3; i++) await limiter.hit('login', ['id:x']);
      assert.equal(await limiter.hit('recovery', ['id:x']), false);
      assert.equal(await limiter.hit('login', ['id:x']), true);
    });

    it('counts atomically: 10 parallel hits against a limit of 4 let exactly 4 through', async () => {
      const limiter = make({ otp: { windowMs: 60_000, perIdentifier: 4, perIp: 100 } });
      await limiter.reset();
      const verdicts = await Promise.all(Array.from({ length: 10 }, () => limiter.hit('otp', ['ip:p', 'id:parallel'])));
      assert.equal(verdicts.filter((over) => !over).length, 4);
    });

    it('stores very long identifiers (hashed) and unknown buckets (fallback limits)', async () => {
      const limiter = make({});
      await limiter.reset();
      assert.equal(await limiter.hit('login', [`id:${'x'.repeat(5000)}`]), false);
      for (let i = 0; i < 10; i++) assert.equal(await limiter.hit('other', ['id:q']), false);
      assert.equal(await limiter.hit('other', ['id:q']), true, 'fallback: 10 per identifier');
    });

    it('reset forgets every count', async () => {
      const limiter = make({ login: { windowMs: 60_000, perIdentifier: 1, perIp: 5 } });
      await limiter.reset();
      await limiter.hit('login', ['id:r']);
      assert.equal(await limiter.hit('login', ['id:r']), true);
      await limiter.reset();
      assert.equal(await limiter.hit('login', ['id:r']), false);
    });
  });
}
