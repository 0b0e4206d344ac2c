import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRateLimiter } from './rate-limiter.js';

describe('sliding-window rate limiter', () => {
  const limits = { login: { windowMs: 1000, perIdentifier: 3, perIp: 5 } };

  it('trips per identifier and per ip, and forgets as the window slides', () => {
    let now = 0;
    const limiter = createRateLimiter(limits, () => now);
    for (let i = 0; i < 3; i++) assert.equal(limiter.hit('login', ['ip:a', 'id:x']), false);
    assert.equal(limiter.hit('login', ['ip:a', 'id:x']), true, '4th try on one identifier');
    assert.equal(limiter.hit('login', ['ip:a', 'id:y']), false, '5th try from one ip is still allowed');
    assert.equal(limiter.hit('login', ['ip:a', 'id:w']), true, '6th try from one ip');
    assert.equal(limiter.hit('login', ['ip:b', 'id:z']), false, 'others are not affected');
    now = 1001;
    assert.equal(limiter.hit('login', ['ip:a', 'id:x']), false, 'window slid past the old hits');
  });

  it('keeps buckets apart', () => {
    const limiter = createRateLimiter(limits, () => 0);
    for (let i = 0; i < 3; i++) limiter.hit('login', ['id:x']);
    assert.equal(limiter.hit('recovery', ['id:x']), false);
    assert.equal(limiter.hit('login', ['id:x']), true);
  });
});
