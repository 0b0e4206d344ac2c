// The Apollo client of one server render: the request's language and login token in the spec's
// headers, the API reached directly (not through the site's own port), HTTP 404 as empty data,
// and a short timeout (a page waits for its data only so long; see render-page.tsx).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { buildRequestHeaders, type Language } from 'shared-contracts/rules';
import { typePolicies } from 'shared-contracts/apollo';
import { withNotFoundAsEmpty } from '../apollo/not-found-fetch';
import { withTimeout } from '../apollo/timeout-fetch';

export function createServerApolloClient(opts: { apiUrl: string; language: Language; token: string | null; timeoutMs: number }): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers: given = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...given, ...buildRequestHeaders({ language: opts.language, token: opts.token }) },
    }));
    return forward(operation);
  });
  const fetchImpl = withNotFoundAsEmpty(withTimeout((input, init) => fetch(input, init), opts.timeoutMs));
  return new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([headers, new HttpLink({ uri: `${opts.apiUrl}/graphql`, fetch: fetchImpl, print: (ast, originalPrint) => originalPrint(ast).trim() })]),
    // A render's cache lives for one request: result caching (dependency tracking for later
    // reads and broadcasts) would cost more than it saves.
    cache: new InMemoryCache({ typePolicies, resultCaching: false }),
  });
}
