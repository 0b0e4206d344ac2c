import { gql } from '@apollo/client';
import { APPLICATION_ID, CAPTCHA_HEADER } from 'shared-contracts/rules';
import { createShellApolloClient } from './create-apollo-client';

const MENU = gql`
  query TestMenus {
    menus(ids: [1]) {
      id
      type
    }
  }
`;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const menusOk = () => json({ data: { menus: [{ __typename: 'Menu', id: 1, type: 'top' }] } });
const headersOf = (init?: RequestInit) => new Headers(init?.headers);

function setup(fetchImpl: jest.Mock, extra: Partial<Parameters<typeof createShellApolloClient>[0]> = {}) {
  const notify = jest.fn();
  const client = createShellApolloClient({ apiUrl: 'http://api.test', getLanguage: () => 'en', notify, fetchImpl, ...extra });
  return { client, notify };
}

beforeEach(() => {
  document.cookie = 'token=; path=/; max-age=0';
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('shell Apollo link', () => {
  it('sends the request headers of section 7 and a trimmed query to /graphql', async () => {
    document.cookie = 'token=abc123; path=/';
    const fetchImpl = jest.fn(async () => menusOk());
    const { client } = setup(fetchImpl);
    await client.query({ query: MENU });
    await client.query({ query: MENU, fetchPolicy: 'network-only' });

    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/graphql');
    const h = headersOf(init);
    expect(h.get('application-id')).toBe(APPLICATION_ID);
    expect(h.get('Culture')).toBe('en-US');
    expect(h.get('language')).toBe('en');
    expect(h.get('country')).toBe('tr');
    expect(h.get('Authorization')).toBe('Bearer abc123');
    // The shop asks for new sessions in the HttpOnly cookie.
    expect(h.get('x-session-transport')).toBe('cookie');
    expect(h.get(CAPTCHA_HEADER)).toBeNull();
    const second = headersOf((fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1]);
    expect(h.get('x-request-id')).toBeTruthy();
    expect(second.get('x-request-id')).not.toBe(h.get('x-request-id'));
    const body = JSON.parse(String(init.body)) as { query: string };
    expect(body.query).toBe(body.query.trim());
  });

  it('sends no Authorization header without a token cookie', async () => {
    const fetchImpl = jest.fn(async () => menusOk());
    const { client } = setup(fetchImpl);
    await client.query({ query: MENU });
    expect(headersOf((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1]).get('Authorization')).toBeNull();
  });

  it('treats HTTP 404 as an empty result without an error toast', async () => {
    const fetchImpl = jest.fn(async () => new Response('not here', { status: 404 }));
    const { client, notify } = setup(fetchImpl);
    const result = await client.query({ query: MENU });
    expect(result.data ?? null).toBeNull();
    expect(result.error).toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('on HTTP 410 warns, solves the challenge the 410 carries and retries once with the token; later calls go without it', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'abc', maxnumber: 1000, salt: 's?family=login&', signature: 'sig' };
    let refusals = 1;
    const fetchImpl = jest.fn(async (_url: string, init: RequestInit) => {
      if (headersOf(init).get(CAPTCHA_HEADER) || refusals === 0) return menusOk();
      refusals -= 1;
      return json({ data: null, errors: [{ message: 'captcha', extensions: { code: 'CAPTCHA_REQUIRED', captchaFamily: 'login', captchaChallenge: challenge } }] }, 410);
    });
    const solveCaptcha = jest.fn(async () => 42);
    const { client, notify } = setup(fetchImpl, { solveCaptcha });
    const result = await client.query({ query: MENU });

    expect((result.data as { menus: unknown[] }).menus).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('info', 'ui.captcha.begin');
    expect(solveCaptcha).toHaveBeenCalledWith(challenge);
    expect(fetchImpl).toHaveBeenCalledTimes(2); // no separate challenge request
    const retried = headersOf((fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1]).get(CAPTCHA_HEADER)!;
    expect(JSON.parse(atob(retried))).toEqual({ algorithm: 'SHA-256', challenge: 'abc', number: 42, salt: 's?family=login&', signature: 'sig' });

    // The solution was for that retry only: later calls do not carry it (the API would refuse it).
    await client.query({ query: MENU, fetchPolicy: 'network-only' });
    await client.query({ query: MENU, fetchPolicy: 'network-only' });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    for (const call of fetchImpl.mock.calls.slice(2)) expect(headersOf((call as unknown as [string, RequestInit])[1]).get(CAPTCHA_HEADER)).toBeNull();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('on a 410 without a challenge (an older API) asks for one with the CaptchaChallenge query', async () => {
    const challenge = { __typename: 'CaptchaChallenge', algorithm: 'SHA-256', challenge: 'abc', maxnumber: 1000, salt: 's', signature: 'sig' };
    const fetchImpl = jest.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { operationName?: string };
      if (body.operationName === 'CaptchaChallenge') return json({ data: { captchaChallenge: challenge } });
      return headersOf(init).get(CAPTCHA_HEADER) ? menusOk() : new Response('', { status: 410 });
    });
    const solveCaptcha = jest.fn(async () => 42);
    const { client } = setup(fetchImpl, { solveCaptcha });
    const result = await client.query({ query: MENU });
    expect((result.data as { menus: unknown[] }).menus).toHaveLength(1);
    expect(solveCaptcha).toHaveBeenCalledWith(challenge);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await client.query({ query: MENU, fetchPolicy: 'network-only' });
    expect(headersOf((fetchImpl.mock.calls[3] as unknown as [string, RequestInit])[1]).get(CAPTCHA_HEADER)).toBeNull();
  });

  it('retries only once: a second 410 fails with the generic toast', async () => {
    const challenge = { __typename: 'CaptchaChallenge', algorithm: 'SHA-256', challenge: 'abc', maxnumber: 10, salt: 's', signature: 'sig' };
    const fetchImpl = jest.fn(async (_url: string, init: RequestInit) =>
      (JSON.parse(String(init.body)) as { operationName?: string }).operationName === 'CaptchaChallenge' ? json({ data: { captchaChallenge: challenge } }) : new Response('', { status: 410 }),
    );
    const { client, notify } = setup(fetchImpl, { solveCaptcha: async () => 1 });
    const result = await client.query({ query: MENU, errorPolicy: 'all' });
    expect(result.error).toBeDefined();
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(notify).toHaveBeenCalledWith('error', 'ui.notify.unexpected_error');
  });

  it('fails when no captcha token can be obtained', async () => {
    const fetchImpl = jest.fn(async (_url: string, init: RequestInit) =>
      (JSON.parse(String(init.body)) as { operationName?: string }).operationName === 'CaptchaChallenge'
        ? json({ data: { captchaChallenge: { algorithm: 'SHA-256', challenge: 'c', maxnumber: 1, salt: 's', signature: 'x' } } })
        : new Response('', { status: 410 }),
    );
    const { client, notify } = setup(fetchImpl, { solveCaptcha: async () => null });
    const result = await client.query({ query: MENU, errorPolicy: 'all' });
    expect(String(result.error?.message)).toMatch(/Captcha token could not be obtained/);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith('error', 'ui.notify.unexpected_error');
  });

  it('aborts a request that outlives the timeout and reports it', async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal?.reason));
        }),
    );
    const { client, notify } = setup(fetchImpl, { timeoutMs: 20 });
    const result = await client.query({ query: MENU, errorPolicy: 'all' });
    expect(result.error?.message).toMatch(/timed out after 20 ms/);
    expect(signal?.aborted).toBe(true);
    expect(notify).toHaveBeenCalledWith('error', 'ui.notify.unexpected_error');
  });

  it('logs and rethrows other failures with the generic toast', async () => {
    const fetchImpl = jest.fn(async () => new Response('boom', { status: 500 }));
    const { client, notify } = setup(fetchImpl);
    await expect(client.query({ query: MENU })).rejects.toBeDefined();
    expect(console.error).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', 'ui.notify.unexpected_error');
  });
});

describe('API errors with a stable code', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  const graphQLError = (code: string | null) =>
    json({ data: null, errors: [{ message: 'Bu işlem için giriş yapmalısınız.', ...(code ? { extensions: { code } } : {}) }] });

  it('reach the caller without the generic toast (the caller shows its own message)', async () => {
    const fetchImpl = jest.fn(async () => graphQLError('ui.notify.not_found'));
    const { client, notify } = setup(fetchImpl);
    const result = await client.query({ query: MENU, errorPolicy: 'all' });
    expect(result.error?.message).toContain('Bu işlem için giriş yapmalısınız.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('report UNAUTHENTICATED so the shell can check the session', async () => {
    const onUnauthenticated = jest.fn();
    const { client, notify } = setup(jest.fn(async () => graphQLError('UNAUTHENTICATED')), { onUnauthenticated });
    await client.query({ query: MENU, errorPolicy: 'all' });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('still toast for GraphQL errors without a stable code', async () => {
    const { client, notify } = setup(jest.fn(async () => graphQLError(null)));
    await client.query({ query: MENU, errorPolicy: 'all' });
    expect(notify).toHaveBeenCalledWith('error', 'ui.notify.unexpected_error');
  });
});

describe('background requests', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('are logged without a toast when they ask for silence', async () => {
    const fetchImpl = jest.fn(async () => new Response('boom', { status: 500 }));
    const notify = jest.fn();
    const client = createShellApolloClient({ apiUrl: '', getLanguage: () => 'tr', notify, fetchImpl });
    await expect(client.query({ query: MENU, context: { silentErrors: true } })).rejects.toBeDefined();
    expect(notify).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });
});
