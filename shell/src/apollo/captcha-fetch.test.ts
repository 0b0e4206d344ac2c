import { CAPTCHA_HEADER } from 'shared-contracts/rules';
import { challengeOf, withCaptchaRetry } from './captcha-fetch';

const CHALLENGE = { algorithm: 'SHA-256', challenge: 'abc', maxnumber: 1000, salt: 's?family=login&expires=1&', signature: 'sig' };
const refused = (challenge: unknown = CHALLENGE) =>
  new Response(JSON.stringify({ errors: [{ message: 'captcha', extensions: { code: 'CAPTCHA_REQUIRED', captchaFamily: 'login', captchaChallenge: challenge } }], data: null }), {
    status: 410,
    headers: { 'content-type': 'application/json' },
  });

describe('withCaptchaRetry', () => {
  it('does nothing special for ordinary responses', async () => {
    const obtainToken = jest.fn();
    const res = await withCaptchaRetry(async () => new Response('ok'), { onCaptchaBegin: jest.fn(), obtainToken })('/graphql');
    expect(await res.text()).toBe('ok');
    expect(obtainToken).not.toHaveBeenCalled();
  });

  it('solves the challenge the 410 carries and keeps the original headers and body on the retry', async () => {
    const fetchImpl = jest.fn(async () => refused());
    const obtainToken = jest.fn(async () => 'tok');
    await withCaptchaRetry(fetchImpl, { onCaptchaBegin: jest.fn(), obtainToken })('/graphql', {
      method: 'POST',
      body: '{"query":"{a}"}',
      headers: { language: 'tr' },
    });
    expect(obtainToken).toHaveBeenCalledWith(CHALLENGE);
    const retry = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    const headers = new Headers(retry[1].headers);
    expect(headers.get('language')).toBe('tr');
    expect(headers.get(CAPTCHA_HEADER)).toBe('tok');
    expect(retry[1].body).toBe('{"query":"{a}"}');
  });

  it('sends the token on the retried request only, never on a later call', async () => {
    const seen: (string | null)[] = [];
    let refuseNext = true;
    const fetchImpl = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get(CAPTCHA_HEADER));
      if (refuseNext) {
        refuseNext = false;
        return refused();
      }
      return new Response('ok');
    });
    const run = withCaptchaRetry(fetchImpl, { onCaptchaBegin: jest.fn(), obtainToken: async () => 'tok' });
    const init = { method: 'POST', body: '{}', headers: { language: 'tr' } };
    await run('/graphql', init);
    await run('/graphql', init);
    await run('/graphql', { method: 'POST', body: '{}' });
    expect(seen).toEqual([null, 'tok', null, null]);
    expect(new Headers(init.headers).get(CAPTCHA_HEADER)).toBeNull();
  });

  it('asks for a fresh challenge when the 410 carries none', async () => {
    for (const response of [new Response('', { status: 410 }), refused({ algorithm: 'SHA-256' }), new Response('{"errors":[]}', { status: 410 })]) {
      const obtainToken = jest.fn(async () => 'tok');
      await withCaptchaRetry(jest.fn(async () => response.clone()), { onCaptchaBegin: jest.fn(), obtainToken })('/graphql');
      expect(obtainToken).toHaveBeenCalledWith(null);
    }
  });

  it('throws when no token can be obtained and sends nothing more', async () => {
    const fetchImpl = jest.fn(async () => refused());
    const run = withCaptchaRetry(fetchImpl, { onCaptchaBegin: jest.fn(), obtainToken: async () => Promise.reject(new Error('no token')) });
    await expect(run('/graphql')).rejects.toThrow('no token');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('challengeOf', () => {
  it('reads extensions.captchaChallenge of the errors, else null', async () => {
    expect(await challengeOf(refused())).toEqual(CHALLENGE);
    expect(await challengeOf(refused({ ...CHALLENGE, maxnumber: null }))).toEqual({ ...CHALLENGE, maxnumber: null });
    expect(await challengeOf(refused({ ...CHALLENGE, signature: 5 }))).toBeNull();
    expect(await challengeOf(new Response('not json', { status: 410 }))).toBeNull();
    expect(await challengeOf(new Response('null', { status: 410 }))).toBeNull();
  });
});
