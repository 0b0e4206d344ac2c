import { CAPTCHA_HEADER } from 'shared-contracts';
import { withCaptchaRetry } from './captcha-fetch';

describe('withCaptchaRetry', () => {
  it('does nothing special for ordinary responses', async () => {
    const obtainToken = jest.fn();
    const res = await withCaptchaRetry(async () => new Response('ok'), { onCaptchaBegin: jest.fn(), obtainToken, rememberToken: jest.fn() })('/graphql');
    expect(await res.text()).toBe('ok');
    expect(obtainToken).not.toHaveBeenCalled();
  });

  it('keeps the original headers and body on the retry', async () => {
    const fetchImpl = jest.fn(async () => new Response('', { status: 410 }));
    const rememberToken = jest.fn();
    await withCaptchaRetry(fetchImpl, { onCaptchaBegin: jest.fn(), obtainToken: async () => 'tok', rememberToken })('/graphql', {
      method: 'POST',
      body: '{"query":"{a}"}',
      headers: { language: 'tr' },
    });
    const retry = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    const headers = new Headers(retry[1].headers);
    expect(headers.get('language')).toBe('tr');
    expect(headers.get(CAPTCHA_HEADER)).toBe('tok');
    expect(retry[1].body).toBe('{"query":"{a}"}');
    expect(rememberToken).toHaveBeenCalledWith('tok');
  });

  it('throws when no token can be obtained and sends nothing more', async () => {
    const fetchImpl = jest.fn(async () => new Response('', { status: 410 }));
    const run = withCaptchaRetry(fetchImpl, { onCaptchaBegin: jest.fn(), obtainToken: async () => Promise.reject(new Error('no token')), rememberToken: jest.fn() });
    await expect(run('/graphql')).rejects.toThrow('no token');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
