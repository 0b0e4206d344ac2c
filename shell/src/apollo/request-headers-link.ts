// Headers of spec section 7 on every request: application-id, a fresh x-request-id, Culture,
// language and country. The token is in an HttpOnly cookie the site's gateway turns into the
// bearer header; the shop asks for a new session in that cookie too (SESSION_TRANSPORT_HEADER).
// The captcha header is not one of them: only the retry of a refused call carries a solution
// (captcha-fetch.ts).
import { ApolloLink } from '@apollo/client';
import { SESSION_TRANSPORT_HEADER, buildRequestHeaders, type Language } from 'shared-contracts/rules';

export interface RequestHeadersOptions {
  getLanguage: () => Language;
}

export function createRequestHeadersLink(opts: RequestHeadersOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...buildRequestHeaders({ language: opts.getLanguage() }), [SESSION_TRANSPORT_HEADER]: 'cookie' },
    }));
    return forward(operation);
  });
}
