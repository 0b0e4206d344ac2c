import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { solveChallenge } from 'altcha-lib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/sql-rows.js';
import { createTestDatabase } from '../testing/test-db.js';
import { createCaptchaService, type CaptchaService } from './captcha.js';

async function solved(service: CaptchaService, family: string | null = 'login'): Promise<string> {
  const c = await service.challenge(family);
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  assert.ok(s);
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: s.number, salt: c.salt, signature: c.signature })).toString('base64');
}

describe('captcha', () => {
  let database: Database;
  let captcha: CaptchaService;
  before(async () => {
    database = await createTestDatabase();
    captcha = createCaptchaService({ db: database.db, maxNumber: 1000 });
  });
  after(() => database.close());

  it('accepts a solved challenge exactly once', async () => {
    const payload = await solved(captcha);
    assert.equal(await captcha.verify(payload, 'login'), true);
    assert.equal(await captcha.verify(payload, 'login'), false);
  });

  it('accepts one of ten verifications of the same solution sent at once', async () => {
    for (let round = 0; round < 3; round++) {
      const payload = await solved(captcha, 'contact');
      const results = await Promise.all(Array.from({ length: 10 }, () => captcha.verify(payload, 'contact')));
      assert.equal(results.filter(Boolean).length, 1, `round ${round}: ${results.join(',')}`);
    }
  });

  it('the single use holds across instances sharing the database and the key', async () => {
    const a = createCaptchaService({ db: database.db, hmacKey: 'shared', maxNumber: 1000 });
    const b = createCaptchaService({ db: database.db, hmacKey: 'shared', maxNumber: 1000 });
    const payload = await solved(a, 'otp');
    const results = await Promise.all([a.verify(payload, 'otp'), b.verify(payload, 'otp'), b.verify(payload, 'otp')]);
    assert.equal(results.filter(Boolean).length, 1);
  });

  it('binds a challenge to the operation family it was issued for', async () => {
    const payload = await solved(captcha, 'register');
    for (const other of ['login', 'otp', 'recovery', 'contact', 'account', 'nope', '']) assert.equal(await captcha.verify(payload, other), false, other);
    assert.equal(await captcha.verify(payload, 'register'), true, 'still good for its own family after the refusals');
    const unbound = await solved(captcha, null);
    for (const family of ['login', 'register', 'account']) assert.equal(await captcha.verify(unbound, family), false, `unbound for ${family}`);
  });

  it('the family cannot be changed in the salt without breaking the signature', async () => {
    const payload = await solved(captcha, 'contact');
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as { salt: string };
    const salt = decoded.salt.replace('family=contact', 'family=login');
    assert.notEqual(salt, decoded.salt);
    const forged = Buffer.from(JSON.stringify({ ...decoded, salt })).toString('base64');
    assert.equal(await captcha.verify(forged, 'login'), false);
  });

  it('rejects a wrong number, another key, garbage and nothing', async () => {
    const payload = await solved(captcha);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    assert.equal(await captcha.verify(wrong, 'login'), false);
    assert.equal(await createCaptchaService({ db: database.db, maxNumber: 1000 }).verify(payload, 'login'), false);
    for (const junk of ['', 'not base64 at all', Buffer.from('null').toString('base64'), Buffer.from('{"salt":5}').toString('base64'), 'x'.repeat(5000)]) {
      assert.equal(await captcha.verify(junk, 'login'), false);
    }
    assert.equal(await captcha.verify(null, 'login'), false);
    assert.equal(await captcha.verify(payload, 'login'), true, 'the genuine solution still works after the failures');
  });

  it('is short-lived: refuses a challenge used after it expired, and sweeps expired rows', async () => {
    let now = Date.now();
    const clocked = createCaptchaService({ db: database.db, maxNumber: 1000, now: () => now });
    const late = await solved(clocked);
    now += 5 * 60_000 + 1_000; // default life: 5 minutes
    assert.equal(await clocked.verify(late, 'login'), false);

    const payload = await solved(clocked);
    assert.equal(await clocked.verify(payload, 'login'), true);
    const count = async () => Number(rowsOf<{ n: string }>(await database.db.execute(sql`SELECT count(*) AS n FROM captcha_solutions_used`))[0]!.n);
    const kept = await count();
    assert.ok(kept >= 1);
    now += 10 * 60_000; // every row so far has expired; the next accepted solution sweeps them
    assert.equal(await clocked.verify(await solved(clocked), 'login'), true);
    assert.equal(await count(), 1);
  });
});
