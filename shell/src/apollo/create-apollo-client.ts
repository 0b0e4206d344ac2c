// The only ApolloClient and InMemoryCache of the page. Remotes reach it through hooks.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { REQUEST_TIMEOUT_MS, type Language } from 'shared-contracts/rules';
import { typePolicies } from 'shared-contracts/apollo';
import { createRequestHeadersLink } from './request-headers-link';
import { withTimeout } from './timeout-fetch';
import { withNotFoundAsEmpty } from './not-found-fetch';
import { withCaptchaRetry } from './captcha-fetch';
import { obtainCaptchaToken, solveCaptchaChallenge, type ChallengeSolver } from './captcha-token';
import { createUnexpectedErrorLink } from './error-link';
import { createTrackingLink } from './tracking-link';

export interface ShellApolloOptions {
  apiUrl: string;
  getLanguage: () => Language;
  /** Toasts: the captcha notice and the generic error. */
  notify: (kind: 'info' | 'error', messageKey: string) => void;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  solveCaptcha?: ChallengeSolver;
  /** A call was refused for want of a valid bearer token (the session may have expired). */
  onUnauthenticated?: () => void;
  /** Sees every operation while it is in flight (the page counts as settled when none is). */
  trackOperation?: (finished: Promise<void>) => void;
  /** The cache the server rendered the page with (server-rendered pages). */
  restore?: Record<string, unknown>;
}

export function createShellApolloClient(opts: ShellApolloOptions): ApolloClient {
  const uri = `${opts.apiUrl}/graphql`;
  const timed = withTimeout(opts.fetchImpl ?? ((input, init) => fetch(input, init)), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  // A solved captcha goes on the one retried request only (the API accepts it once, for the
  // operation family it was issued for); nothing keeps it for later calls.
  const shellFetch = withNotFoundAsEmpty(
    withCaptchaRetry(timed, {
      onCaptchaBegin: () => opts.notify('info', 'ui.captcha.begin'),
      obtainToken: (challenge) =>
        challenge ? solveCaptchaChallenge(challenge, opts.solveCaptcha) : obtainCaptchaToken({ uri, fetchImpl: timed, getLanguage: opts.getLanguage, solve: opts.solveCaptcha }),
    }),
  );
  const link = ApolloLink.from([
    ...(opts.trackOperation ? [createTrackingLink(opts.trackOperation)] : []),
    createUnexpectedErrorLink({ onUnexpectedError: () => opts.notify('error', 'ui.notify.unexpected_error'), onUnauthenticated: opts.onUnauthenticated }),
    createRequestHeadersLink({ getLanguage: opts.getLanguage }),
    // Query text is sent trimmed (spec section 7).
    new HttpLink({ uri, fetch: shellFetch, print: (ast, originalPrint) => originalPrint(ast).trim() }),
  ]);
  const cache = new InMemoryCache({ typePolicies });
  if (opts.restore) cache.restore(opts.restore as Parameters<InMemoryCache['restore']>[0]);
  // After hydrating, queries that always ask the network wait a moment: the page has the answers.
  return new ApolloClient({ link, cache, ...(opts.restore ? { ssrForceFetchDelay: 100 } : {}) });
}
