// Aborts a request that takes longer than the timeout (REQUEST_TIMEOUT_MS), keeping any abort
// signal the caller passed (Apollo cancels unsubscribed queries with it).
export class RequestTimeoutError extends Error {
  constructor(ms: number) {
    super(`Request timed out after ${ms} ms`);
    this.name = 'RequestTimeoutError';
  }
}

export function withTimeout(fetchImpl: typeof fetch, ms: number): typeof fetch {
  return (input, init = {}) => {
    const controller = new AbortController();
    const outer = init.signal;
    const onOuterAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) controller.abort(outer.reason);
    else outer?.addEventListener('abort', onOuterAbort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new RequestTimeoutError(ms);
        controller.abort(error);
        reject(error);
      }, ms);
    });
    return Promise.race([fetchImpl(input, { ...init, signal: controller.signal }), timedOut]).finally(() => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    });
  };
}
