// The back office's one Apollo client, over the staff API only (/admin/graphql). The session
// lives in the HttpOnly staff_session cookie (x-session-transport: cookie: the token is never
// handed to this code); the language of the staff API's messages follows the app's.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

export const STAFF_API_PATH = '/admin/graphql';

export interface StaffClientOptions {
  /** The app's language now (tr | en), sent as Accept-Language. */
  language: () => string;
  /** A call answered UNAUTHENTICATED: the session ended (expired, revoked, logged out elsewhere). */
  onSessionEnded: () => void;
  uri?: string;
}

/** The codes of a GraphQL error result (empty for a transport failure). */
export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => (typeof e.extensions?.code === 'string' ? e.extensions.code : 'UNKNOWN'));
}

export function createStaffApolloClient({ language, onSessionEnded, uri = STAFF_API_PATH }: StaffClientOptions): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers: given = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...given, 'accept-language': language(), 'x-session-transport': 'cookie' },
    }));
    return forward(operation);
  });
  const sessionEnded = new ErrorLink(({ error, operation }) => {
    // The login's own calls answer their refusals in their result, never by ending a session.
    if (operation.operationName === 'BackofficeMe') return;
    if (errorCodes(error).includes('UNAUTHENTICATED')) onSessionEnded();
  });
  return new ApolloClient({
    link: ApolloLink.from([headers, sessionEnded, new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: new InMemoryCache(),
    defaultOptions: {
      // Staff act on what is true now: lists are read again when a screen opens.
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}
