// Yoga plugins of the platform: query limits (graphql-armor), introspection off in production,
// and the final shape of errors (translated generic message for masked errors, 503 with it when
// the database is out of reach; 400 for requests that never executed, whatever the Accept header).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { translate } from 'shared-contracts/server';
import { requestCulture } from '../http/request-culture.js';

export const UNEXPECTED_CODE = 'INTERNAL_SERVER_ERROR';
/** The database is out of reach for now (db/database-unavailable.ts): HTTP 503, try again. */
export const UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
/** What a 503 tells clients to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 2;

export const QUERY_LIMITS = { maxDepth: 12, maxTokens: 3000, maxAliases: 15, maxDirectives: 30, maxCost: 20_000 } as const;

export function queryLimitsPlugin(production: boolean): Plugin {
  const exposeLimits = !production; // say which limit was hit, outside production
  return EnvelopArmorPlugin({
    // The depth of the fields asked for: a fragment spread is not a level of its own (the back
    // office's documents share their selections through fragments).
    maxDepth: { n: QUERY_LIMITS.maxDepth, exposeLimits, flattenFragments: true },
    maxTokens: { n: QUERY_LIMITS.maxTokens, exposeLimits },
    maxAliases: { n: QUERY_LIMITS.maxAliases, exposeLimits },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives, exposeLimits },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, exposeLimits },
    // "Did you mean ...?" hints leak the schema; keep them for development only.
    blockFieldSuggestion: { enabled: production },
  }) as Plugin;
}

export function noIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

function rebuild(error: GraphQLError, message: string, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

export function errorShapePlugin(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (!result || Array.isArray(result) || Symbol.asyncIterator in result) return;
      const single = result as { data?: unknown; errors?: readonly GraphQLError[] };
      if (!single.errors?.length) return;
      const { language } = requestCulture(request.headers);
      const executed = 'data' in single;
      const errors = single.errors.map((raw) => {
        const error = raw instanceof GraphQLError ? raw : new GraphQLError(String((raw as Error).message ?? raw));
        const ext = error.extensions ?? {};
        if (ext.code === UNEXPECTED_CODE) {
          return rebuild(error, translate(language, 'ui.notify.unexpected_error'), { code: UNEXPECTED_CODE });
        }
        if (ext.code === UNAVAILABLE_CODE) {
          return rebuild(error, translate(language, 'ui.notify.service_unavailable'), { code: UNAVAILABLE_CODE, http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } } });
        }
        const http = ext.http as { status?: number; spec?: boolean } | undefined;
        // A request that never executed (bad JSON, unknown field, wrongly typed variable, depth
        // limit) is the client's fault: 400 (or the status already chosen, when it is an error
        // status), also for clients that only accept application/json, and always with a code.
        if (!executed) {
          const { originalError: _hidden, ...visible } = ext as Record<string, unknown>;
          return rebuild(error, error.message, { ...visible, code: ext.code ?? 'BAD_REQUEST', http: { status: http?.status && http.status >= 400 ? http.status : 400 } });
        }
        return error;
      });
      setResult({ ...single, errors } as never);
    },
  };
}
