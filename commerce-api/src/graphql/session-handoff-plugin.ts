// For callers that keep the session in the cookie (SessionHandoff.inCookie, set from
// SESSION_TRANSPORT_HEADER): a token a login mutation issues leaves the answer (its `token`
// field says TOKEN_IN_COOKIE) and is noted for the answer's cookies; a logout notes the end.
// The server turns the note into Set-Cookie (server/graphql-route.ts).
import { getOperationAST, Kind, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { TOKEN_IN_COOKIE } from 'shared-contracts/server';
import type { ApiContext } from '../context.js';

/** The mutations whose answer carries a new session token (LoginResult, RegistrationResult, GuestCustomerResult). */
export const SESSION_ISSUING_MUTATIONS = new Set(['easyOtpLogin', 'easyPasswordLogin', 'createGuestCustomer', 'easyRegister', 'register', 'registerWithLogin']);
export const SESSION_ENDING_MUTATIONS = new Set(['logout']);
/** The one that makes a guest customer (guest checkout): its session is a guest's. */
const GUEST_SESSION_MUTATION = 'createGuestCustomer';

type Data = Record<string, unknown>;

export function sessionHandoffPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as Partial<ApiContext>;
      const handoff = ctx.session;
      if (!handoff?.inCookie) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      // Answer key (an alias or the field's name) -> field name.
      const fields = new Map<string, string>();
      for (const selection of operation.selectionSet.selections) {
        if (selection.kind === Kind.FIELD) fields.set(selection.alias?.value ?? selection.name.value, selection.name.value);
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const single = result as ExecutionResult<Data>;
          if (!single.data) return;
          let data: Data | null = null;
          for (const [key, field] of fields) {
            if (SESSION_ENDING_MUTATIONS.has(field)) handoff.change = { kind: 'ended' };
            const answer = single.data[key] as Data | null | undefined;
            if (!SESSION_ISSUING_MUTATIONS.has(field) || typeof answer?.token !== 'string' || !answer.token) continue;
            handoff.change = { kind: 'issued', token: answer.token, guest: field === GUEST_SESSION_MUTATION };
            data ??= { ...single.data };
            data[key] = { ...answer, token: TOKEN_IN_COOKIE };
          }
          if (data) setResult({ ...single, data });
        },
      };
    },
  };
}
