/** @jest-environment node */
import { createChallenge, verifySolution } from 'altcha-lib';
import { CaptchaError, obtainCaptchaToken, solveCaptchaChallenge } from './captcha-token';

const HMAC_KEY = 'test-key';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('obtainCaptchaToken', () => {
  it('solves the API challenge with altcha-lib into a payload the server verifies', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 2000 });
    const fetchImpl = jest.fn(async () => json({ data: { captchaChallenge: { __typename: 'CaptchaChallenge', ...challenge, maxnumber: challenge.maxnumber ?? 2000 } } }));
    const token = await obtainCaptchaToken({ uri: '/graphql', fetchImpl, getLanguage: () => 'tr' });
    expect(await verifySolution(token, HMAC_KEY)).toBe(true);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).operationName).toBe('CaptchaChallenge');
  });

  it('throws when the challenge cannot be fetched', async () => {
    const fetchImpl = jest.fn(async () => new Response('', { status: 503 }));
    await expect(obtainCaptchaToken({ uri: '/graphql', fetchImpl, getLanguage: () => 'tr' })).rejects.toBeInstanceOf(CaptchaError);
  });

  it('throws when the response has no challenge', async () => {
    const fetchImpl = jest.fn(async () => json({ data: null }));
    await expect(obtainCaptchaToken({ uri: '/graphql', fetchImpl, getLanguage: () => 'tr' })).rejects.toThrow(/no challenge/);
  });
});

describe('solveCaptchaChallenge', () => {
  it('solves a challenge bound to a family into a payload the server verifies', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 2000, params: { family: 'login' }, expires: new Date(Date.now() + 60_000) });
    const token = await solveCaptchaChallenge(challenge);
    expect(await verifySolution(token, HMAC_KEY)).toBe(true);
    expect(JSON.parse(atob(token)).salt).toBe(challenge.salt);
  });

  it('throws when the challenge is not solved', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 10 });
    await expect(solveCaptchaChallenge(challenge, async () => null)).rejects.toBeInstanceOf(CaptchaError);
  });
});
