import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { solveChallenge } from 'altcha-lib';
import { createCaptchaService } from './captcha.js';

async function solved(service: ReturnType<typeof createCaptchaService>): Promise<string> {
  const c = await service.challenge();
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  assert.ok(s);
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: s.number, salt: c.salt, signature: c.signature })).toString('base64');
}

describe('captcha', () => {
  it('accepts a solved challenge exactly once', async () => {
    const captcha = createCaptchaService({ maxNumber: 1000 });
    const payload = await solved(captcha);
    assert.equal(await captcha.verify(payload), true);
    assert.equal(await captcha.verify(payload), false);
  });

  it('rejects a wrong number, another key, garbage and nothing', async () => {
    const captcha = createCaptchaService({ maxNumber: 1000 });
    const payload = await solved(captcha);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    assert.equal(await captcha.verify(wrong), false);
    assert.equal(await createCaptchaService({ maxNumber: 1000 }).verify(payload), false);
    for (const junk of ['', 'not base64 at all', Buffer.from('null').toString('base64'), Buffer.from('{"salt":5}').toString('base64'), 'x'.repeat(5000)]) {
      assert.equal(await captcha.verify(junk), false);
    }
    assert.equal(await captcha.verify(null), false);
    assert.equal(await captcha.verify(payload), true, 'the genuine solution still works after the failures');
  });

  it('rejects a challenge solved after it expired', async () => {
    let now = Date.now();
    const captcha = createCaptchaService({ maxNumber: 1000, expiresMs: 60_000, now: () => now });
    const payload = await solved(captcha);
    now += 61_000;
    assert.equal(await captcha.verify(payload), false);
  });
});
