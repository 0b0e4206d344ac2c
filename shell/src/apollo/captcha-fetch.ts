// HTTP 410 means the API wants a captcha (spec section 8): warn the shopper, obtain a token and
// send the same request once more with it. A second 410 is returned as is; no token throws.
import { CAPTCHA_HEADER } from 'shared-contracts';

export interface CaptchaRetryOptions {
  /** Shows the 'captcha begin' message. */
  onCaptchaBegin: () => void;
  /** Solves a fresh challenge; throws when no token can be obtained. */
  obtainToken: () => Promise<string>;
  /** Keeps the token so later requests carry it too. */
  rememberToken: (token: string) => void;
}

export function withCaptchaRetry(fetchImpl: typeof fetch, opts: CaptchaRetryOptions): typeof fetch {
  return async (input, init = {}) => {
    const response = await fetchImpl(input, init);
    if (response.status !== 410) return response;
    opts.onCaptchaBegin();
    const token = await opts.obtainToken();
    opts.rememberToken(token);
    const headers = new Headers(init.headers);
    headers.set(CAPTCHA_HEADER, token);
    return fetchImpl(input, { ...init, headers });
  };
}
