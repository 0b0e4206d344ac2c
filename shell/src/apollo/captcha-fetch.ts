// HTTP 410 means the API wants a captcha (spec section 8): warn the shopper, solve the challenge
// the 410 carries (bound to the refused call's operation family) and send the same request once
// more with the solution. The solution is good for that one retry only, so it is not kept: later
// requests go without it. A second 410 is returned as is; no token throws.
import { CAPTCHA_HEADER } from 'shared-contracts/rules';

/** An altcha challenge as the API sends it (the 410's extensions.captchaChallenge). */
export interface CaptchaChallengeLike {
  algorithm: string;
  challenge: string;
  maxnumber?: number | null;
  salt: string;
  signature: string;
}

export interface CaptchaRetryOptions {
  /** Shows the 'captcha begin' message. */
  onCaptchaBegin: () => void;
  /**
   * Solves the challenge the 410 carries, or a fresh one when it carries none (an older API);
   * throws when no token can be obtained.
   */
  obtainToken: (challenge: CaptchaChallengeLike | null) => Promise<string>;
}

function isChallenge(value: unknown): value is CaptchaChallengeLike {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return ['algorithm', 'challenge', 'salt', 'signature'].every((k) => typeof c[k] === 'string') && (c.maxnumber == null || typeof c.maxnumber === 'number');
}

/** The challenge a 410's GraphQL errors carry (extensions.captchaChallenge), if any. */
export async function challengeOf(response: Response): Promise<CaptchaChallengeLike | null> {
  try {
    const body = (await response.json()) as { errors?: { extensions?: { captchaChallenge?: unknown } }[] } | null;
    for (const error of body?.errors ?? []) if (isChallenge(error?.extensions?.captchaChallenge)) return error.extensions!.captchaChallenge as CaptchaChallengeLike;
  } catch {
    // an empty or non-JSON body: no challenge
  }
  return null;
}

export function withCaptchaRetry(fetchImpl: typeof fetch, opts: CaptchaRetryOptions): typeof fetch {
  return async (input, init = {}) => {
    const response = await fetchImpl(input, init);
    if (response.status !== 410) return response;
    opts.onCaptchaBegin();
    const token = await opts.obtainToken(await challengeOf(response));
    const headers = new Headers(init.headers);
    headers.set(CAPTCHA_HEADER, token);
    return fetchImpl(input, { ...init, headers });
  };
}
