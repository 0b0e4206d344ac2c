import { RequestTimeoutError, withTimeout } from './timeout-fetch';

const hanging = jest.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
);

describe('withTimeout', () => {
  it('rejects with a timeout error and aborts the request', async () => {
    await expect(withTimeout(hanging, 10)('/graphql')).rejects.toBeInstanceOf(RequestTimeoutError);
    expect((hanging.mock.calls.at(-1)?.[1] as RequestInit).signal?.aborted).toBe(true);
  });

  it("passes the caller's own abort through", async () => {
    const caller = new AbortController();
    const pending = withTimeout(hanging, 10_000)('/graphql', { signal: caller.signal });
    caller.abort(new Error('unsubscribed'));
    await expect(pending).rejects.toThrow('unsubscribed');
  });

  it('returns a fast response untouched', async () => {
    const ok = new Response('{}');
    await expect(withTimeout(async () => ok, 1000)('/graphql')).resolves.toBe(ok);
  });
});
