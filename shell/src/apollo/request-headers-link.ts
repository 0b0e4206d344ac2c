// Headers of spec section 7 on every request: application-id, a fresh x-request-id, Culture,
// language, country and the bearer token from the cookie. The captcha header is not one of them:
// only the retry of a refused call carries a solution (captcha-fetch.ts).
import { ApolloLink } from '@apollo/client';
import { buildRequestHeaders, type Language } from 'shared-contracts';

export interface RequestHeadersOptions {
  getLanguage: () => Language;
}

export function createRequestHeadersLink(opts: RequestHeadersOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...buildRequestHeaders({ language: opts.getLanguage() }) },
    }));
    return forward(operation);
  });
}
