// Headers of spec section 7 on every request: application-id, a fresh x-request-id, Culture,
// language, country, the bearer token from the cookie and the captcha token when one is held.
import { ApolloLink } from '@apollo/client';
import { buildRequestHeaders, type Language } from 'shared-contracts';

export interface RequestHeadersOptions {
  getLanguage: () => Language;
  getCaptchaToken: () => string | null;
}

export function createRequestHeadersLink(opts: RequestHeadersOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...buildRequestHeaders({ language: opts.getLanguage(), captchaToken: opts.getCaptchaToken() }) },
    }));
    return forward(operation);
  });
}
